// The editor's words (words.json), with {placeholders} filled in.
import words from './words.json';

export type WordKey = keyof typeof words;
type Values = Record<string, string | number>;

export function say(key: WordKey, values: Values = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The words of `key` in pieces: the editor's own as text, each value given as `{ value }`. */
export function wordParts(key: WordKey, values: Values): (string | { value: string })[] {
  return words[key]
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? { value: String(values[name]) } : part;
    });
}

/**
 * As say, each value between U+2068 and U+2069 (the plain text's <bdi>), for a text only a string
 * may carry (a title handed to Puck): a right-to-left name ("العربية") keeps its place among the
 * editor's left-to-right words.
 */
export function sayIsolated(key: WordKey, values: Values): string {
  return wordParts(key, values)
    .map((part) => (typeof part === 'string' ? part : `\u2068${part.value}\u2069`))
    .join('');
}
