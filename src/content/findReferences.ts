// Finds, in a value as the author wrote it, every field its schema marks as naming something in
// another file (src/schema/references.ts), with its JSON path: the schema and the value are walked
// side by side. The links written inside a rich text (src/schema/richText.ts) are found too, each with
// where its address starts in the text. Values whose own shape is wrong are left out; the shape check
// reports them.
import { z } from 'zod';
import { parseRichText } from '../richText/parse';
import { linksIn } from '../richText/tree';
import { referenceOf, type Reference } from '../schema/references';
import { richTextOptionsOf, type RichTextOptions } from '../schema/richText';
import { isJsonObject, type JsonPath } from './jsonSource';

export interface FoundReference {
  reference: Reference;
  path: JsonPath;
  value: unknown;
  /** The field is not written: `value` is its default (a default product id may be missing from the catalogue too). */
  byDefault?: boolean;
  /** A link inside a rich text: where its address starts in the text at `path`. */
  offset?: number;
}

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

/** The option of a union that `value` belongs to: by the discriminator when there is one, else the first that accepts it. */
export function optionFor(
  def: z.core.$ZodUnionDef | z.core.$ZodDiscriminatedUnionDef,
  value: unknown,
): z.core.$ZodType | undefined {
  if ('discriminator' in def && isJsonObject(value)) {
    const tag = value[def.discriminator] as z.core.util.Primitive;
    return def.options.find((option) => option._zod.propValues?.[def.discriminator]?.has(tag));
  }
  return def.options.find((option) => accepts(option, value));
}

/** A text whose field's description names placeholders ("{count}" is replaced by…), with those names. */
export interface FoundPlaceholderText {
  path: JsonPath;
  value: string;
  placeholders: string[];
}

/** A text written in a rich-text field, with what the field allows. */
export interface FoundRichText {
  path: JsonPath;
  options: RichTextOptions;
}

interface Walk {
  /** The whole value passed its shape check, so each field has its shape too. */
  valid: boolean;
  found: FoundReference[];
  texts: FoundPlaceholderText[];
  /** Collected only when asked for (richTextsIn). */
  richTexts?: FoundRichText[];
  byDefault?: boolean;
}

/** The placeholders a field's description promises to replace: "{label}" is replaced by… */
const placeholdersIn = (description: string | undefined) =>
  [...(description ?? '').matchAll(/"\{(\w+)\}"/g)].map((match) => match[1]);

/** What the registries say of a schema: asked once per schema, since a registry's answer is rebuilt on each call. */
interface Marks {
  description?: string;
  reference?: Reference;
  richText?: RichTextOptions;
}
const marksOf = new WeakMap<z.core.$ZodType, Marks>();

function marks(schema: z.core.$ZodType): Marks {
  let found = marksOf.get(schema);
  if (!found)
    marksOf.set(
      schema,
      (found = {
        description: z.globalRegistry.get(schema)?.description,
        reference: referenceOf(schema),
        richText: richTextOptionsOf(schema),
      }),
    );
  return found;
}

function walk(schema: z.core.$ZodType, value: unknown, path: JsonPath, state: Walk, described?: string): void {
  const own = marks(schema);
  // A description sits on the outermost copy (after .optional() or .default()); it is carried inward to the field.
  const description = own.description ?? described;
  const reference = own.reference;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (reference) {
    if (value === undefined) return;
    if (state.valid || accepts(schema, value))
      state.found.push({ reference, path, value, ...(state.byDefault ? { byDefault: true } : {}) });
    // An image's size is checked as a whole, and its path, inside it, as every image path.
    if (def.type !== 'object') return;
  }
  switch (def.type) {
    case 'default':
      if (value === undefined) {
        const fallback = def.defaultValue;
        if (fallback !== undefined && !state.byDefault)
          walk(def.innerType, fallback, path, { ...state, valid: true, byDefault: true }, description);
        return;
      }
      return walk(def.innerType, value, path, state, description);
    case 'optional':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      if (value !== undefined) walk(def.innerType, value, path, state, description);
      return;
    case 'nullable':
      if (value !== null) walk(def.innerType, value, path, state, description);
      return;
    case 'pipe':
      return walk(def.in, value, path, state, description);
    case 'lazy':
      return walk(def.getter(), value, path, state, description);
    case 'string': {
      if (typeof value !== 'string') return;
      const placeholders = placeholdersIn(description);
      if (placeholders.length > 0) state.texts.push({ path, value, placeholders });
      if (own.richText) {
        state.richTexts?.push({ path, options: own.richText });
        if (state.valid || accepts(schema, value))
          for (const link of linksIn(parseRichText(value, own.richText).tree))
            state.found.push({ reference: 'link', path, value: link.href, offset: link.hrefAt });
      }
      return;
    }
    case 'object':
      if (!isJsonObject(value)) return;
      // A field left out is walked too: its default may name something (a default product id).
      for (const [key, field] of Object.entries(def.shape))
        walk(field, Object.hasOwn(value, key) ? value[key] : undefined, [...path, key], state);
      return;
    case 'record':
      if (!isJsonObject(value)) return;
      for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key], state);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, index) => walk(def.element, item, [...path, index], state));
      return;
    case 'tuple':
      if (Array.isArray(value)) def.items.forEach((item, index) => walk(item, value[index], [...path, index], state));
      return;
    case 'intersection':
      walk(def.left, value, path, state);
      walk(def.right, value, path, state);
      return;
    case 'union': {
      const option = optionFor(def, value);
      if (option) walk(option, value, path, state);
      return;
    }
    default:
      return;
  }
}

/** Every marked field in `value` (checked against `schema`, `valid` if it passed), with `basePath` before its path, and every text with placeholders. */
export function findReferences(
  schema: z.core.$ZodType,
  value: unknown,
  basePath: JsonPath,
  valid: boolean,
): { references: FoundReference[]; texts: FoundPlaceholderText[] } {
  const state: Walk = { valid, found: [], texts: [] };
  walk(schema, value, basePath, state);
  return { references: state.found, texts: state.texts };
}

/** The texts of rich-text fields in `value` (checked against `schema`), with `basePath` before their paths. */
export function richTextsIn(schema: z.core.$ZodType, value: unknown, basePath: JsonPath): FoundRichText[] {
  const state: Walk = { valid: false, found: [], texts: [], richTexts: [] };
  walk(schema, value, basePath, state);
  return state.richTexts!;
}
