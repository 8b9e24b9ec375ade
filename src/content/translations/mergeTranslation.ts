// A translation laid over its source value: the schema and both values are walked side by side (as
// findReferences.ts walks one), so each field is taken by what it is to a translation
// (src/schema/translatable.ts): a text from the translation when it gives one (else the source's,
// noted as missing), a link or image from the translation when it gives one, anything else from the
// source. What the translation writes that it may not (a value that comes from the source, a change
// of structure) is noted with its path. Values whose own shape is wrong are given as written: the
// merged value is checked by the same schemas afterwards, at the translation's lines.
import { z } from 'zod';
import type { Reported } from '../findings';
import { optionFor } from '../findReferences';
import { isJsonObject, type JsonPath } from '../jsonSource';
import { stringTranslation } from '../../schema/translatable';
import { textState } from './fingerprints';
import { say } from '../../problems/messages';

/** A text field of the source, and its translation when the translation gives one. */
export interface TextField {
  path: JsonPath;
  source: string;
  translated?: string;
}

export interface MergeProblem {
  path: JsonPath;
  problem: Reported;
}

export interface Merge {
  texts: TextField[];
  problems: MergeProblem[];
  /** The translation's fingerprints: a text whose source changed since is not shown (see `shownText`). */
  fingerprints?: ReadonlyMap<string, string>;
}

export const newMerge = (fingerprints?: ReadonlyMap<string, string>): Merge => ({
  texts: [],
  problems: [],
  ...(fingerprints ? { fingerprints } : {}),
});

/**
 * What a text field shows: its translation, unless the source text changed since it was translated.
 * Then the source's own text is shown, as gettext leaves a fuzzy translation out: the change may be a
 * fact (an address, a price in words, the brand) that the old translation would still show.
 */
function shownText(field: TextField, merge: Merge): string {
  if (field.translated === undefined) return field.source;
  return merge.fingerprints && textState(field, merge.fingerprints) === 'stale' ? field.source : field.translated;
}

/** A value written where only the source's may be: the same one is an identity (a section's type), another is a change of structure. */
function fromSource(source: unknown, translation: unknown, path: JsonPath, merge: Merge, identity: boolean): void {
  if (translation === undefined) return;
  if (identity && translation === source) return;
  merge.problems.push({
    path,
    problem: identity
      ? say('translation.structure-changed', {
          what: `the source has ${JSON.stringify(source)} here, the translation ${JSON.stringify(translation)}`,
        })
      : say('translation.from-source', { value: JSON.stringify(source) }),
  });
}

/**
 * `translation` laid over `source`, both at `path`, by `schema`; its texts and problems noted in
 * `merge`. `identity` names a value that says which option of a union the source is (a "type").
 */
export function mergeTranslation(
  schema: z.core.$ZodType,
  source: unknown,
  translation: unknown,
  path: JsonPath,
  merge: Merge,
  identity = false,
): unknown {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'default':
      // A text the source leaves to its default may be translated: the default is its source text.
      if (source === undefined && translation === undefined) return undefined;
      return mergeTranslation(def.innerType, source ?? def.defaultValue, translation, path, merge, identity);
    case 'optional':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'nullable':
      if (source === undefined || source === null) {
        if (translation !== undefined) merge.problems.push({ path, problem: say('translation.not-in-source') });
        return source;
      }
      return mergeTranslation(def.innerType, source, translation, path, merge, identity);
    case 'pipe':
      return mergeTranslation(def.in, source, translation, path, merge, identity);
    case 'lazy':
      return mergeTranslation(def.getter(), source, translation, path, merge, identity);
    case 'string': {
      if (typeof source !== 'string') return translation ?? source;
      const kind = stringTranslation(schema);
      if (kind === 'text') {
        if (translation !== undefined && typeof translation !== 'string') return translation; // the schema names it
        const field: TextField = { path, source, ...(translation !== undefined ? { translated: translation } : {}) };
        merge.texts.push(field);
        return shownText(field, merge);
      }
      if (kind === 'swappable') return translation ?? source;
      fromSource(source, translation, path, merge, identity);
      return source;
    }
    case 'object': {
      if (!isJsonObject(source)) return source;
      if (translation !== undefined && !isJsonObject(translation)) return translation;
      const given = translation ?? {};
      const merged: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(source)) if (!(key in def.shape)) merged[key] = value;
      for (const [key, field] of Object.entries(def.shape)) {
        const value = mergeTranslation(field, source[key], given[key], [...path, key], merge, isLiteral(field));
        if (value !== undefined) merged[key] = value;
      }
      // A property no field has is kept, so the shape check names it.
      for (const [key, value] of Object.entries(given)) if (!(key in def.shape)) merged[key] = value;
      return merged;
    }
    case 'record': {
      if (!isJsonObject(source)) return source;
      if (translation !== undefined && !isJsonObject(translation)) return translation;
      const given = translation ?? {};
      for (const key of Object.keys(given))
        if (!Object.hasOwn(source, key))
          merge.problems.push({ path: [...path, key], problem: say('translation.not-in-source') });
      return Object.fromEntries(
        Object.entries(source).map(([key, value]) => [
          key,
          mergeTranslation(def.valueType, value, given[key], [...path, key], merge),
        ]),
      );
    }
    case 'array': {
      if (!Array.isArray(source)) return source;
      if (translation !== undefined && !Array.isArray(translation)) return translation;
      if (translation !== undefined && translation.length !== source.length) {
        merge.problems.push({
          path,
          problem: say('translation.structure-changed', { what: countsDiffer(source, translation) }),
        });
        translation = undefined;
      }
      const given = translation as unknown[] | undefined;
      return source.map((item, index) => mergeTranslation(def.element, item, given?.[index], [...path, index], merge));
    }
    case 'union': {
      const option = optionFor(def, source);
      return option ? mergeTranslation(option, source, translation, path, merge, identity) : (translation ?? source);
    }
    case 'tuple':
    case 'intersection':
      fromSource(source, translation, path, merge, identity);
      return source;
    default:
      // Numbers, yes/no, choices, literals: always the source's.
      fromSource(source, translation, path, merge, identity);
      return source;
  }
}

export const countsDiffer = (source: unknown[], translation: unknown[]) =>
  `the source has ${source.length} item${source.length === 1 ? '' : 's'} here, the translation ${translation.length}`;

/** A literal says which kind of thing its object is (a section's "type"): written alike in a translation, it keeps the structure. */
const isLiteral = (schema: z.core.$ZodType): boolean => {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === 'literal' || (def.type === 'default' && isLiteral(def.innerType));
};
