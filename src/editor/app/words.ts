// The editor's own words (words.json), with {placeholders} filled in.
import words from './words.json';

export type WordKey = keyof typeof words;

export function say(key: WordKey, values: Record<string, string | number> = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
