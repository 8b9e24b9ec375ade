// A translation remembers what it was made from: beside its texts, one "sources" object maps each
// translated field's JSON path to a fingerprint of the source text it translates (the first 8 hex
// digits of its SHA-256). A source text changed later no longer matches, so the translation is
// stale, without any history of the files. A translator editing the JSON and the editor keep it the
// same way: `npm run translations -- stamp <file>` (src/cli/translations.ts) writes it.
import { createHash } from 'node:crypto';
import { formatJsonPath, type JsonPath } from '../../problems/contentIssue';
import { isJsonObject } from '../jsonSource';
import type { TextField } from './mergeTranslation';

export const SOURCES_KEY = 'sources';

export const fingerprint = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

export type TextState = 'translated' | 'missing' | 'stale' | 'not-stamped';

/** A translation file's value without what is not translation (its fingerprints and "$schema"), and its fingerprints by path. */
export function translationParts(value: unknown): { value: unknown; fingerprints: ReadonlyMap<string, string> } {
  if (!isJsonObject(value)) return { value, fingerprints: new Map() };
  const { [SOURCES_KEY]: sources, $schema: _schema, ...rest } = value;
  const fingerprints = new Map(
    isJsonObject(sources)
      ? Object.entries(sources).flatMap(([path, print]) => (typeof print === 'string' ? [[path, print] as const] : []))
      : [],
  );
  return { value: rest, fingerprints };
}

/** Where a field's fingerprint is kept: its path in the translation file, as messages write paths. */
export const fingerprintKey = (path: JsonPath): string => formatJsonPath(path);

export function textState(field: TextField, fingerprints: ReadonlyMap<string, string>): TextState {
  if (field.translated === undefined) return 'missing';
  const kept = fingerprints.get(fingerprintKey(field.path));
  if (kept === undefined) return 'not-stamped';
  return kept === fingerprint(field.source) ? 'translated' : 'stale';
}
