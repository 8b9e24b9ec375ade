// What a field is to a translation: a text the translation gives in its language ("text"), a link or
// image it may give its own of, not counted for completeness ("swappable"), or a value that always
// comes from the source page ("untranslated": numbers, yes/no, choices, ids, colours, icons, timings,
// prices). Declared once, by rule, so 160 plain text fields need no mark: a string is a text unless
// it names something in another file (a link or image: swappable; a product: untranslated), follows
// a grammar (any pattern: ids, colours, codes, dates, paths are codes rather than words), or is
// marked `untranslated` here (a code with no grammar, such as the name of a menu).
import { z } from 'zod';
import { referenceOf } from './references';

export type Translation = 'text' | 'swappable' | 'untranslated';

/** Marks stay on copies made by .describe() and .meta(), as the references' do. */
const marks = z.registry<{ translation: 'untranslated' }>();

/** `schema`, a string that is a code rather than words: it comes from the source page in every language. */
export function untranslated<T extends z.core.$ZodType>(schema: T): T {
  marks.add(schema, { translation: 'untranslated' });
  return schema;
}

/** What the string field `schema` is to a translation, by the rule above. */
export function stringTranslation(schema: z.core.$ZodType): Translation {
  if (marks.get(schema)) return 'untranslated';
  const reference = referenceOf(schema);
  if (reference === 'link' || reference === 'image') return 'swappable';
  if (reference) return 'untranslated';
  const def = (schema as z.core.$ZodStringFormat)._zod.def;
  if (def.format) return 'untranslated';
  return (def.checks ?? []).some((check) => check._zod.def.check === 'string_format') ? 'untranslated' : 'text';
}
