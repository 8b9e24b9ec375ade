// Words for what an author wrote, used in "found ..." parts of error messages.
import { quoted } from './invisibleCharacters';

const MAX_SHOWN = 40;

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  switch (typeof value) {
    case 'string': {
      const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
      return `the text ${quoted(shown)}`;
    }
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `${value}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

const typeWords: Record<string, string> = {
  string: 'a text (in double quotes)',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object { … }',
  record: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};

export function describeExpectedType(expected: string): string {
  return typeWords[expected] ?? expected;
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
    }
  }
  return rows[a.length][b.length];
}

export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: skip hopeless candidates (and huge texts) unmeasured.
    if (Math.abs(word.length - candidate.length) > limit) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= limit ? best : undefined;
}
