// Where a character inside a text sits in its file: the text's own position plus the offset inside it,
// counted as the file spells the text, so an escape (\n, \", \u00e9) moves the column by all it takes.
import { findNodeAtLocation } from 'jsonc-parser';
import { locate, positionAt, type JsonPath, type JsonSource, type Position } from './jsonSource';

/** Offset in the file of character `offset` of the text at `node` (the file's text from its opening quote). */
function offsetInFile(fileText: string, quoteAt: number, offset: number): number {
  let at = quoteAt + 1;
  for (let read = 0; read < offset && at < fileText.length && fileText[at] !== '"'; read++)
    at += fileText[at] !== '\\' ? 1 : fileText[at + 1] === 'u' ? 6 : 2;
  return at;
}

/** The position of the value at `path`, or, with `offset`, of that character of the text there. */
export function locateInText(source: JsonSource, path: JsonPath, offset?: number): Position {
  const node = offset === undefined || !source.root ? undefined : findNodeAtLocation(source.root, path);
  if (!node || node.type !== 'string') return locate(source, path);
  return positionAt(source.text, offsetInFile(source.text, node.offset, offset!));
}
