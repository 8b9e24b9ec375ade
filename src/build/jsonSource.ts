// Parses author JSON strictly and keeps the source positions, so every error can name line and column.
import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type JsonPath = (string | number)[];

export interface JsonSource {
  file: string;
  text: string;
  root: Node | undefined;
  value: unknown;
}

export interface Position {
  line: number;
  column: number;
}

const parseErrorWords: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  ColonExpected: 'a colon (:) after the property name',
  CommaExpected: 'a comma between two entries',
  CloseBraceExpected: 'a closing brace }',
  CloseBracketExpected: 'a closing bracket ]',
  EndOfFileExpected: 'the end of the file (there is something after the last closing brace)',
  InvalidCommentToken: 'no comment (JSON does not allow comments)',
  UnexpectedEndOfComment: 'no comment (JSON does not allow comments)',
  UnexpectedEndOfString: 'a closing double quote',
  UnexpectedEndOfNumber: 'a complete number',
  InvalidUnicode: 'a valid \\u escape',
  InvalidEscapeCharacter: 'a valid escape such as \\n or \\"',
  InvalidCharacter: 'no raw line break or tab inside a string',
};

export interface SyntaxProblem {
  position: Position;
  expected: string;
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

export function parseJsonSource(file: string, text: string): { source?: JsonSource; problems: SyntaxProblem[] } {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems = errors.map((error) => ({
    position: positionAt(text, error.offset),
    expected: parseErrorWords[printParseErrorCode(error.error)] ?? printParseErrorCode(error.error),
  }));
  if (problems.length > 0 || !root) return { problems: problems.length ? problems : [{ position: { line: 1, column: 1 }, expected: 'a JSON object' }] };
  return { source: { file, text, root, value: JSON.parse(text) as unknown }, problems: [] };
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
