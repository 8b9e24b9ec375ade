// Stamping a translation: each translated text's fingerprint of the source text it translates is
// written in the file's "sources" (fingerprints.ts), so a later change to that source text makes the
// translation stale. Stamping says "checked against the source as it is now": all its texts, or
// those at the paths given. The rest of the file is left as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { collectionNamed } from '../../schema/collections/collections';
import { blockSection } from '../../schema/page';
import { siteSchema } from '../../schema/site';
import { isJsonObject } from '../jsonSource';
import { fingerprint, fingerprintKey, SOURCES_KEY, translationParts } from './fingerprints';
import { mergeLayout, mergePage } from './mergePage';
import { mergeTranslation, newMerge, type Merge, type TextField } from './mergeTranslation';
import { translationFileOf, type TranslationFile } from './translationFiles';

const readJson = (root: string, file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The texts of a translation file beside its source's, as the loader lays them over each other. */
export function translationTexts(root: string, file: string, text: string): TextField[] {
  const translation = translationFileOf(file);
  if (!translation)
    throw new Error(
      `${file} is not a translation: translations are pages/<language>/<name>.json (or _sections/, _site.json, a collection's folder)`,
    );
  const merge = newMerge();
  mergedTranslationFile(
    root,
    translation,
    readJson(root, translation.source),
    translationParts(JSON.parse(text)).value,
    merge,
  );
  return merge.texts;
}

/**
 * The translation `value` of the file `translation` laid over its source `source`, by the kind of
 * file it translates, as the loader lays them; `merge` gathers its texts and what it may not write.
 */
export function mergedTranslationFile(
  root: string,
  translation: TranslationFile,
  source: unknown,
  value: unknown,
  merge: Merge,
): unknown {
  const typeOf = (section: unknown) =>
    isJsonObject(section) && typeof section.type === 'string' ? section.type : undefined;
  const sharedTypeOf = (name: string) => typeOf(readJson(root, `pages/_sections/${name}.json`));
  if (translation.kind === 'site') return mergeTranslation(siteSchema, source, value, [], merge);
  if (translation.kind === 'entry')
    return mergeTranslation(collectionNamed(translation.collection!)!.entrySchema, source, value, [], merge);
  if (translation.kind === 'layout')
    return mergeLayout(source, value, merge, sharedTypeOf, collectionNamed(translation.collection!)!.slotProps);
  if (translation.kind === 'section') {
    const { $schema: _schema, ...section } = source as Record<string, unknown>;
    return mergeTranslation(blockSection(typeOf(section) ?? ''), section, value, [], merge);
  }
  return mergePage(source, value, merge, sharedTypeOf);
}

/** The translation's text with the fingerprints of its translated texts (those at `paths`, or all) written in "sources". */
export function stampedTranslation(root: string, file: string, text: string, paths: readonly string[] = []): string {
  const texts = translationTexts(root, file, text).filter(({ translated }) => translated !== undefined);
  const known = new Set(texts.map(({ path }) => fingerprintKey(path)));
  const unknown = paths.filter((path) => !known.has(path));
  if (unknown.length > 0)
    throw new Error(
      `${file} translates no text at ${unknown.join(', ')}; the paths it translates: ${[...known].join(', ')}`,
    );
  const kept = translationParts(JSON.parse(text)).fingerprints;
  const sources = Object.fromEntries(
    texts
      .map(({ path, source }) => {
        const key = fingerprintKey(path);
        const stamped = paths.length === 0 || paths.includes(key);
        return [key, stamped ? fingerprint(source) : (kept.get(key) ?? null)];
      })
      .filter(([, print]) => print !== null),
  );
  const edits = modify(text, [SOURCES_KEY], sources, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
  return applyEdits(text, edits);
}
