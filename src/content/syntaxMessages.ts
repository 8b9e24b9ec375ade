// Explains a JSON syntax error the way an author can act on it: what is wrong, where, what to type.
// Only the first error of a file is explained; the parser's later errors are usually its echoes.
import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import { codePoint, invisibleCharacter, nameOf } from './invisibleCharacters';

interface Opened {
  char: '{' | '[';
  offset: number;
}

export interface SyntaxExplanation {
  /** Where the author should look: often not the parser's offset (a missing comma belongs after the entry before). */
  offset: number;
  message: string;
}

const closerOf = { '{': '}', '[': ']' } as const;
const kindOf = { '{': 'object {', '[': 'list [' } as const;
const curlyQuotes = /[\u201C\u201D\u201E\u201F\u2033\u2018\u2019\u201A\u201B]/;
const expectedWords: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  CloseBraceExpected: 'a closing brace }',
  CloseBracketExpected: 'a closing bracket ]',
  InvalidUnicode: 'a valid \\u escape such as \\u00e9',
};
const whatValuesLookLike = 'a text in double quotes, a number, true, false, a list [ … ] or an object { … }';

/** The brackets still open at `end`, outermost first; strings are skipped. */
function openBrackets(text: string, end: number): Opened[] {
  const stack: Opened[] = [];
  let inString = false;
  for (let i = 0; i < end && i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"' || char === '\n') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') stack.push({ char, offset: i });
    else if ((char === '}' || char === ']') && stack.length > 0) stack.pop();
  }
  return stack;
}

/** Offset of the last non-blank character before `offset`, or -1. */
function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

function wordAt(text: string, offset: number, stop: RegExp): string {
  let end = offset;
  while (end < text.length && !stop.test(text[end])) end++;
  return text.slice(offset, end).trim();
}

/** The first control character in the text that starts at `start` (a JSON text may not hold one as it is), explained. */
function controlCharacterIn(text: string, start: number): { offset: number; message: string } | undefined {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 92)
      i++; // a backslash escapes the next character
    else if (code === 34) return undefined;
    else if (code === 10 || code === 13)
      return undefined; // a line break: the text is not closed on its line
    else if (code === 9)
      return {
        offset: i,
        message:
          'a tab character is typed inside this text, and JSON texts may not hold one as it is; replace it with a space (or write \\t for a tab)',
      };
    else if (code < 32 || code === 127)
      return {
        offset: i,
        message: `an invisible control character (${codePoint(text[i])}) is inside this text, and JSON texts may not hold one; delete it (it often comes with text copied from another program)`,
      };
  }
  return undefined;
}

/** A symbol where JSON wants another, or a value JSON does not have: = or ; for : or ,, +5, 0x10, NaN, undefined. */
function misplacedSymbol(
  text: string,
  offset: number,
  previous: number,
): { offset: number; message: string } | undefined {
  const char = text[offset];
  const word = wordAt(text, offset, /[\s,}\]]/);
  if (char === '=')
    return { offset, message: 'a name and its value are joined by a colon in JSON; write a colon (:) instead of =' };
  if (char === ';')
    return { offset, message: 'entries are separated by commas in JSON; write a comma (,) instead of ;' };
  if (/^\+\d/.test(word)) return { offset, message: `a number has no + sign in JSON; write ${word.slice(1)}` };
  if (text[previous] === '0' && /^x[0-9a-f]+$/i.test(word))
    return {
      offset: previous,
      message: `write numbers in decimal digits: ${parseInt(word.slice(1), 16)}, not 0${word}`,
    };
  if (/^-?(NaN|Infinity)$/.test(word))
    return { offset, message: `JSON has no ${word.replace('-', '')}; write a number` };
  if (word === 'undefined')
    return { offset, message: 'JSON has no undefined; write a value, or leave the property out if it is optional' };
  return undefined;
}

export function explainSyntaxError(
  text: string,
  error: ParseError,
  lineColumn: (offset: number) => string,
): SyntaxExplanation {
  const { offset } = error;
  const code = printParseErrorCode(error.error);
  const char = text[offset] ?? '';
  const previous = previousSignificant(text, offset);
  const open = openBrackets(text, offset);
  const innermost = open.at(-1);
  const explain = (at: number, message: string) => ({ offset: at, message: `malformed JSON: ${message}` });

  if (text.trim() === '') return explain(0, 'the file is empty; write one object, starting with { and ending with }');

  if (invisibleCharacter.test(char)) {
    return explain(
      offset,
      `${nameOf(char)} stands here, where JSON allows only ordinary spaces, tabs and line breaks (it often comes with text copied from a web page or a word processor); delete it and type an ordinary space if one is needed`,
    );
  }
  if (code === 'InvalidCharacter' || code === 'UnexpectedEndOfString') {
    const control = controlCharacterIn(text, offset);
    if (control) return explain(control.offset, control.message);
    const lineEnd = text.indexOf('\n', offset);
    const curly = text.slice(offset + 1, lineEnd === -1 ? undefined : lineEnd).search(curlyQuotes);
    if (curly !== -1) {
      const at = offset + 1 + curly;
      return explain(
        at,
        `this text ends with the curly quote ${text[at]} instead of a straight one; type a straight double quote (") instead (word processors curl quotes: edit JSON in a code editor)`,
      );
    }
  }
  const commaNumber = /(-?\d+(?:\.\d+)?),[ \t]*$/.exec(text.slice(Math.max(0, offset - 30), offset));
  if (commaNumber && /\d/.test(char)) {
    const [whole] = [commaNumber[1]];
    const part = wordAt(text, offset, /[^\d]/);
    const start = offset - commaNumber[0].length;
    return explain(
      start,
      `a number is written with a point for decimals and no separator between thousands: write ${whole}.${part} or ${whole}${part}, not ${whole},${part}`,
    );
  }
  if (char === '/' && (text[offset + 1] === '/' || text[offset + 1] === '*')) {
    return explain(
      offset,
      'JSON does not allow comments; remove this comment (notes for other authors belong in a separate document)',
    );
  }
  if (curlyQuotes.test(char)) {
    return explain(
      offset,
      `the curly quote ${char} is not allowed; type a straight double quote (") instead (word processors curl quotes: edit JSON in a code editor)`,
    );
  }
  if (char === "'")
    return explain(offset, `texts and property names need double quotes ("), not single quotes ('); replace ' with "`);

  if (
    (char === '}' || char === ']') &&
    text[previous] === ',' &&
    (code === 'PropertyNameExpected' || code === 'ValueExpected')
  ) {
    return explain(
      previous,
      `there is a comma after the last entry; remove this comma (the last entry before ${char} has no comma after it)`,
    );
  }
  if ((char === '}' || char === ']') && innermost && closerOf[innermost.char] !== char) {
    return explain(
      offset,
      `the ${kindOf[innermost.char]} opened at ${lineColumn(innermost.offset)} is not closed; add ${closerOf[innermost.char]} before this ${char}`,
    );
  }

  switch (code) {
    case 'CommaExpected': {
      if (char === ':' && innermost?.char === '[') {
        const nameStart = text.lastIndexOf('"', text.lastIndexOf('"', previous) - 1);
        return explain(
          nameStart,
          `a property (a name and a colon) stands directly in the list [ opened at ${lineColumn(innermost.offset)}, where each entry is a value; if it belongs to a section, put the section's properties between { and }`,
        );
      }
      return explain(previous + 1, 'a comma is missing between two entries; add a comma (,) here');
    }
    case 'ColonExpected':
      return explain(
        previous + 1,
        'a colon is missing after the property name; add a colon (:) here, as in "title": "Hello"',
      );
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      if (offset < text.trimEnd().length) break;
      const last = innermost ?? { char: '{' as const, offset: 0 };
      if (open.length <= 1)
        return explain(
          previous + 1,
          `the file ends before the ${kindOf[last.char]} opened at ${lineColumn(last.offset)} is closed; add ${closerOf[last.char]} at the end`,
        );
      const closers = open
        .map((opened) => closerOf[opened.char])
        .reverse()
        .join(' ');
      return explain(
        previous + 1,
        `the file ends with ${open.length} brackets still open, the last one the ${kindOf[last.char]} opened at ${lineColumn(last.offset)}; close each where it belongs (${closers}, innermost first)`,
      );
    }
    case 'EndOfFileExpected':
      return explain(offset, 'there is more after the closing } of the file; remove it, or move it inside the object');
    case 'UnexpectedEndOfString':
    case 'InvalidCharacter':
      return explain(
        offset,
        'this text has no closing double quote before the end of the line; add the closing " and keep each text on one line (write \\n for a line break)',
      );
    case 'InvalidEscapeCharacter':
      return explain(
        offset,
        'a backslash (\\) starts an escape; write \\\\ for a backslash, \\" for a double quote, \\n for a line break',
      );
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return explain(
        offset,
        'this number is not written as JSON numbers are; write digits with an optional decimal point, for example 3.95 (no leading zero, no + sign)',
      );
    case 'InvalidSymbol': {
      const inPropertyName = innermost?.char === '{' && (text[previous] === '{' || text[previous] === ',');
      if (inPropertyName) {
        const name = wordAt(text, offset, /[\s:,}"]/);
        return explain(offset, `property names need double quotes; write "${name}"`);
      }
      const word = wordAt(text, offset, /[,}\]\n]/);
      if (/^(true|false|null)$/i.test(word))
        return explain(offset, `write ${word.toLowerCase()} in lower case, without quotes`);
      const misplaced = misplacedSymbol(text, offset, previous);
      if (misplaced) return explain(misplaced.offset, misplaced.message);
      return explain(offset, `texts need double quotes; write "${word}"`);
    }
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (code === 'PropertyNameExpected' && innermost?.char === '{') {
        return explain(offset, 'a property name in double quotes is expected here, as in "title": "Hello"');
      }
      return explain(offset, `a value is missing here; write ${whatValuesLookLike}`);
  }
  return explain(offset, `expected ${expectedWords[code] ?? code} here`);
}
