// The words a list entry is shown by in the editor: what it holds ("Sarah Taylor", "Pro plan",
// "Free domain and SSL"), not its place ("Members 1"). A text entry is its text; an object entry its
// first naming field (name, title, label…), looked for in the fields it holds too (a link's label, a
// picture's alternative text); an entry that holds no words yet is named by its place.
import { decodeFromEditor } from '../shared/editorData';

/** The fields that name an entry, most telling first. */
const NAMING_FIELDS = [
  'name',
  'title',
  'label',
  'question',
  'heading',
  'text',
  'value',
  'alt',
  'subtitle',
  'role',
  'amount',
  'src',
];

/** Summaries longer than this are cut, so a list stays one line per entry. */
const MAX_LENGTH = 60;

const cut = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The words `value` can be named by, looking `depth` levels into the groups it holds; "" when none. */
function wordsOf(value: unknown, depth: number): string {
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number') return String(value);
  if (!isObject(value)) return '';
  for (const key of NAMING_FIELDS) {
    const words = typeof value[key] === 'string' || typeof value[key] === 'number' ? wordsOf(value[key], 0) : '';
    if (words) return key === 'src' ? cut(String(value[key]).replace(/^.*\//, '')) : words;
  }
  if (depth === 0) return '';
  for (const item of Object.values(value)) {
    const words = isObject(item) ? wordsOf(item, depth - 1) : '';
    if (words) return words;
  }
  return '';
}

/** The summary of entry `index` (from 0) of a list labelled `listLabel`. */
export function itemSummary(value: unknown, index: number | undefined, listLabel: string): string {
  return wordsOf(decodeFromEditor(value), 1) || `${listLabel} ${(index ?? 0) + 1}`;
}
