// Parses author JSON strictly and keeps the source positions, so every error can name line and column.
import { parseTree, findNodeAtLocation, getLocation, type Node, type ParseError } from 'jsonc-parser';
import { keyProblems, withVisibleKeys } from './jsonKeys';
import { explainSyntaxError } from './syntaxMessages';

import type { JsonPath, Suggestion } from '../problems/contentIssue';
import { say, type MessageCode } from '../problems/messages';

export type { JsonPath };

export interface JsonSource {
  file: string;
  text: string;
  root: Node | undefined;
  value: unknown;
}

/** A JSON object: not null, not a list. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxProblem {
  position: Position;
  path: JsonPath;
  code: MessageCode;
  message: string;
  suggestion?: Suggestion;
}

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Real pages nest a dozen levels; far deeper text would overflow the (recursive) parser's stack. */
export const MAX_NESTING = 200;

/** Offset of the first bracket or brace that opens a level deeper than `limit`, outside strings. */
function tooDeepAt(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92)
        i++; // backslash: skip the escaped character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      if (++depth > limit) return i;
    } else if (code === 93 || code === 125) depth--;
  }
  return undefined;
}

/**
 * Parses strictly; on a syntax error returns the first one only, explained for authors (later ones
 * are mostly its echoes). A parsed file may still have problems with its property names (the same
 * one twice, invisible characters in one): they are returned with the source.
 */
export function parseJsonSource(file: string, text: string): { source?: JsonSource; problems: SyntaxProblem[] } {
  const deep = tooDeepAt(text, MAX_NESTING);
  if (deep !== undefined) {
    return {
      problems: [
        { position: positionAt(text, deep), path: [], ...say('json.nested-too-deep', { limit: MAX_NESTING }) },
      ],
    };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length === 0 && root) {
    const problems = keyProblems(root, (offset) => positionAt(text, offset)).map(({ offset, ...problem }) => ({
      position: positionAt(text, offset),
      ...problem,
    }));
    const parsed = JSON.parse(text) as unknown;
    const value = problems.length > 0 ? withVisibleKeys(parsed) : parsed;
    return { source: { file, text, root, value }, problems };
  }
  const first = errors[0] ?? { error: 4 /* ValueExpected */, offset: 0, length: 0 };
  const lineColumn = (offset: number) => {
    const { line, column } = positionAt(text, offset);
    return `line ${line}, column ${column}`;
  };
  const { offset, problem } = explainSyntaxError(text, first, lineColumn);
  const path = text.trim() === '' ? [] : getLocation(text, offset).path.filter((part) => part !== '');
  return { problems: [{ position: positionAt(text, offset), path, ...problem }] };
}

/** The closest node that exists along `path`: a missing property points at the object that lacks it. */
function nearestNode(root: Node, path: JsonPath): Node {
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node) return node;
  }
  return root;
}

/** Position of the value at `path`, or of the key itself when `key` is given (for unknown keys). */
export function locate(source: JsonSource, path: JsonPath, key?: string): Position {
  if (!source.root) return { line: 1, column: 1 };
  const node = nearestNode(source.root, path);
  if (key !== undefined && node.type === 'object') {
    const property = node.children?.find((child) => child.children?.[0]?.value === key);
    if (property) return positionAt(source.text, property.offset);
  }
  const target = node.parent?.type === 'property' && node.parent.children?.[1] === node ? node : node;
  return positionAt(source.text, target.offset);
}

/** Every text in `value`, with its path below `path`, in the order written. */
export function* textsIn(value: unknown, path: JsonPath = []): Generator<[JsonPath, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

/** The value at `path` inside `root`, or undefined. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
