// The editor's words around names and texts it does not write (a language's name, a page's title):
// each of those in a <bdi>, so a right-to-left one ("العربية") keeps its place among the editor's words.
import { Fragment } from 'react';
import { wordParts, type WordKey } from './words';

export function Words({ word, values }: { word: WordKey; values: Record<string, string | number> }) {
  return (
    <>
      {wordParts(word, values).map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <bdi key={index}>{part.value}</bdi>,
      )}
    </>
  );
}
