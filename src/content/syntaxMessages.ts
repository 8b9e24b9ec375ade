// Explains a JSON syntax error the way an author can act on it: what is wrong, where, what to type.
// Only the first error of a file is explained; the parser's later errors are usually its echoes. Text
// that is no JSON at all is named for what it is first (both sides of a git merge, a Markdown code
// fence, a YAML or HTML file), so the author is not told to quote what should be deleted. An edit the
// message names ("write 19.99") is offered only once the file, so edited, parses past this place.
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Suggestion, TextEdit } from '../problems/contentIssue';
import { say, type Problem } from '../problems/messages';
import { codePoint, invisibleCharacter, nameOf } from './invisibleCharacters';

interface Opened {
  char: '{' | '[';
  offset: number;
}

export interface SyntaxExplanation {
  /** Where the author should look: often not the parser's offset (a missing comma belongs after the entry before). */
  offset: number;
  problem: Problem & { suggestion?: Suggestion };
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

/** The first syntax error of `text`, as the loader parses it. */
function firstError(text: string): ParseError | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return errors[0];
}

/**
 * The edits, as a suggestion, when the file so edited parses, or its first error lies past the edits
 * (this mistake is mended; a later one is another message).
 */
function checkedEdit(text: string, edits: TextEdit[]): Suggestion | undefined {
  let edited = text;
  let shift = 0;
  let end = 0;
  for (const edit of [...edits].sort((a, b) => a.offset - b.offset)) {
    const at = edit.offset + shift;
    edited = edited.slice(0, at) + edit.text + edited.slice(at + edit.length);
    shift += edit.text.length - edit.length;
    end = at + edit.text.length;
  }
  const error = firstError(edited);
  if (error && error.offset <= end) return undefined;
  return { kind: 'edit', value: edits.map((edit) => edit.text).join(''), edits };
}

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

const lineNumberAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Lines that start with git's merge markers, each block of one conflict reported at its "<<<<<<<". */
function mergeConflict(text: string): SyntaxExplanation | undefined {
  const marker = /^[ \t]*(<{7}|={7}|>{7})(?: |$)/gm;
  let start: number | undefined;
  let middle: number | undefined;
  for (const match of text.matchAll(marker)) {
    const line = lineNumberAt(text, match.index);
    if (match[1][0] === '<' && start === undefined) start = match.index;
    else if (match[1][0] === '=' && start !== undefined) middle = line;
    else if (match[1][0] === '>' && start !== undefined) {
      const problem = say('json.merge-conflict', { start: lineNumberAt(text, start), middle, end: line });
      return { offset: start, problem };
    }
  }
  if (start === undefined) return undefined;
  return { offset: start, problem: say('json.merge-conflict', { start: lineNumberAt(text, start), middle }) };
}

/** A Markdown code fence (```json … ```) around the JSON, as chats and web pages show it. */
function codeFence(text: string): SyntaxExplanation | undefined {
  const fences = [...text.matchAll(/^[ \t]*(`{3,}|~{3,})[^\n]*(?:\n|$)/gm)];
  if (fences.length === 0) return undefined;
  const lines = fences.map((fence) => `line ${lineNumberAt(text, fence.index)}`).join(' and ');
  const edits = fences.map((fence) => ({ offset: fence.index, length: fence[0].length, text: '' }));
  const suggestion = checkedEdit(text, edits);
  return {
    offset: fences[0].index,
    problem: { ...say('json.code-fence', { lines }), ...(suggestion ? { suggestion } : {}) },
  };
}

/** A file that is another kind of text altogether: what it looks like, when that is clear. */
function otherKindOfText(text: string): SyntaxExplanation | undefined {
  const start = text.search(/\S/);
  if (start === -1) return undefined;
  const rest = text.slice(start);
  const looksLike = /^<(!doctype|html|\?xml|svg|[a-z][\w-]*[\s>])/i.test(rest)
    ? 'HTML or XML'
    : /^---\s*\n|^[\w-]+:[ \t]+\S[^\n]*\n[\w-]+:/.test(rest)
      ? 'YAML'
      : /^#{1,6} \S/.test(rest)
        ? 'Markdown'
        : undefined;
  return looksLike ? { offset: start, problem: say('json.not-json', { looksLike }) } : undefined;
}

/** The first control character in the text that starts at `start` (a JSON text may not hold one as it is), explained. */
function controlCharacterIn(text: string, start: number): SyntaxExplanation | undefined {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 92)
      i++; // a backslash escapes the next character
    else if (code === 34) return undefined;
    else if (code === 10 || code === 13)
      return undefined; // a line break: the text is not closed on its line
    else if (code === 9) return withEdit(text, i, say('json.tab-in-text'), [{ offset: i, length: 1, text: ' ' }]);
    else if (code < 32 || code === 127)
      return withEdit(text, i, say('json.control-character', { codePoint: codePoint(text[i]) }), [
        { offset: i, length: 1, text: '' },
      ]);
  }
  return undefined;
}

/** `problem` at `offset`, with `edits` as its fix when they mend it. */
function withEdit(text: string, offset: number, problem: Problem, edits: TextEdit[]): SyntaxExplanation {
  const suggestion = checkedEdit(text, edits);
  return { offset, problem: suggestion ? { ...problem, suggestion } : problem };
}

/** A symbol where JSON wants another, or a value JSON does not have: = or ; for : or ,, +5, 0x10, NaN, undefined. */
function misplacedSymbol(text: string, offset: number, previous: number): SyntaxExplanation | undefined {
  const char = text[offset];
  const word = wordAt(text, offset, /[\s,}\]]/);
  if (char === '=') return withEdit(text, offset, say('json.equals-sign'), [{ offset, length: 1, text: ':' }]);
  if (char === ';') return withEdit(text, offset, say('json.semicolon'), [{ offset, length: 1, text: ',' }]);
  if (/^\+\d/.test(word)) {
    const number = word.slice(1);
    const explained = withEdit(text, offset, say('json.plus-sign', { number }), [{ offset, length: 1, text: '' }]);
    return explained.problem.suggestion ? explained : { offset, problem: say('json.number-form') };
  }
  if (text[previous] === '0' && /^x[0-9a-f]+$/i.test(word)) {
    const decimal = parseInt(word.slice(1), 16);
    return withEdit(text, previous, say('json.hexadecimal-number', { decimal, written: `0${word}` }), [
      { offset: previous, length: word.length + 1, text: String(decimal) },
    ]);
  }
  if (/^-?(NaN|Infinity)$/.test(word))
    return { offset, problem: say('json.not-a-number', { word: word.replace('-', '') }) };
  if (word === 'undefined') return { offset, problem: say('json.undefined') };
  return undefined;
}

/** Units and currencies written after a number: "20px", "2s", "19.99 EUR", "50%". */
const units = [
  '[$€£¥%]',
  'px',
  'pt',
  'r?em',
  'ms',
  's',
  'sec',
  'seconds?',
  'min',
  'minutes?',
  '[kmg]b',
  '[a-z]{3}(?<=usd|eur|gbp|chf|jpy|cad|aud|inr|cny|sek|nok|dkk|pln)',
].join('|');

/** A value with a currency sign or a unit, or a range of two numbers, where JSON reads a number: "$10", "20px", "10-20". */
function numberWithExtras(text: string, start: number): SyntaxExplanation | undefined {
  const written = wordAt(text, start, /[,}\]\n"]/);
  const range = /^[$€£¥]?\s*\d[\d.]*\s*[-–—]\s*[$€£¥]?\s*\d[\d.]*\s*\S*$/.exec(written);
  if (range) return { offset: start, problem: say('json.number-range', { written }) };
  const withUnit = new RegExp(`^(?:[$€£¥]\\s*(\\d+(?:\\.\\d+)?)|(\\d+(?:\\.\\d+)?)\\s*(?:${units}))$`, 'i').exec(
    written,
  );
  if (withUnit) {
    const amount = withUnit[1] ?? withUnit[2];
    // A time is in the unit its field's name says: "autoplayMs": 2s is 2000 milliseconds.
    const inTime = /(?:s|sec|seconds?|min|minutes?)$/i.test(written);
    const field = /"(\w+)"\s*:\s*$/.exec(text.slice(Math.max(0, start - 100), start))?.[1] ?? '';
    const factor = /min/i.test(written) ? 60_000 : 1000;
    const number = !inTime ? amount : /Ms$/.test(field) ? String(Number(amount) * factor) : undefined;
    if (number === undefined)
      return {
        offset: start,
        problem: say('json.number-with-unit', { written, number: 'in the unit the field takes' }),
      };
    const words = inTime ? `${number} (the field is in milliseconds)` : number;
    return withEdit(text, start, say('json.number-with-unit', { written, number: words }), [
      { offset: start, length: written.length, text: number },
    ]);
  }
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

  if (text.trim() === '') return { offset: 0, problem: say('json.empty-file') };
  const whole = mergeConflict(text) ?? codeFence(text) ?? otherKindOfText(text);
  if (whole) return whole;

  if (invisibleCharacter.test(char)) {
    return withEdit(text, offset, say('json.invisible-character', { character: nameOf(char) }), [
      { offset, length: 1, text: ' ' },
    ]);
  }
  if (code === 'InvalidCharacter' || code === 'UnexpectedEndOfString') {
    const control = controlCharacterIn(text, offset);
    if (control) return control;
    const lineEnd = text.indexOf('\n', offset);
    const curly = text.slice(offset + 1, lineEnd === -1 ? undefined : lineEnd).search(curlyQuotes);
    if (curly !== -1) {
      const at = offset + 1 + curly;
      return withEdit(text, at, say('json.text-closed-with-a-curly-quote', { quote: text[at] }), [
        { offset: at, length: 1, text: '"' },
      ]);
    }
  }
  const commaNumber = /(-?\d+(?:\.\d+)?),[ \t]*$/.exec(text.slice(Math.max(0, offset - 30), offset));
  if (commaNumber && /\d/.test(char)) {
    const whole = commaNumber[1];
    const part = wordAt(text, offset, /[^\d]/);
    const start = offset - commaNumber[0].length;
    // Three digits after the comma are thousands (1,299); fewer or more, decimals (19,99).
    const meant = part.length === 3 && !whole.includes('.') ? `${whole}${part}` : `${whole}.${part}`;
    return withEdit(text, start, say('json.decimal-comma', { whole, part, thousands: meant === `${whole}${part}` }), [
      { offset: start, length: offset + part.length - start, text: meant },
    ]);
  }
  if (char === '/' && (text[offset + 1] === '/' || text[offset + 1] === '*')) {
    const end = text[offset + 1] === '/' ? text.indexOf('\n', offset) : text.indexOf('*/', offset) + 2;
    const length = (end <= offset ? text.length : end) - offset;
    return withEdit(text, offset, say('json.comment'), [{ offset, length, text: '' }]);
  }
  if (curlyQuotes.test(char)) return { offset, problem: say('json.curly-quote', { quote: char }) };
  if (char === "'") return { offset, problem: say('json.single-quotes') };

  if (
    (char === '}' || char === ']') &&
    text[previous] === ',' &&
    (code === 'PropertyNameExpected' || code === 'ValueExpected')
  ) {
    return withEdit(text, previous, say('json.comma-after-last-entry', { closer: char }), [
      { offset: previous, length: 1, text: '' },
    ]);
  }
  if ((char === '}' || char === ']') && innermost && closerOf[innermost.char] !== char) {
    const closer = closerOf[innermost.char];
    const problem = say('json.bracket-not-closed', {
      kind: kindOf[innermost.char],
      at: lineColumn(innermost.offset),
      closer,
      found: char,
    });
    return withEdit(text, offset, problem, [{ offset, length: 0, text: closer }]);
  }

  switch (code) {
    case 'CommaExpected': {
      if (char === ':' && innermost?.char === '[') {
        const nameStart = text.lastIndexOf('"', text.lastIndexOf('"', previous) - 1);
        return { offset: nameStart, problem: say('json.property-in-a-list', { at: lineColumn(innermost.offset) }) };
      }
      // "10-20" or "10 - 20": a number the parser read, then the rest of a range.
      const numberStart = text.slice(0, previous + 1).search(/-?[\d.]+$/);
      if (numberStart !== -1 && /^\s*[-–—]\s*\d/.test(text.slice(previous + 1))) {
        const extras = numberWithExtras(text, numberStart);
        if (extras) return extras;
      }
      return withEdit(text, previous + 1, say('json.comma-missing'), [{ offset: previous + 1, length: 0, text: ',' }]);
    }
    case 'ColonExpected':
      return withEdit(text, previous + 1, say('json.colon-missing'), [{ offset: previous + 1, length: 0, text: ':' }]);
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      if (offset < text.trimEnd().length) break;
      const last = innermost ?? { char: '{' as const, offset: 0 };
      const closers = open
        .map((opened) => closerOf[opened.char])
        .reverse()
        .join(open.length <= 1 ? '' : ' ');
      const problem = say('json.file-ends-open', {
        count: Math.max(open.length, 1),
        kind: kindOf[last.char],
        at: lineColumn(last.offset),
        closers: open.length <= 1 ? closerOf[last.char] : closers,
      });
      // Several brackets are closed where each belongs, which only the author knows: no edit is offered then.
      if (open.length > 1) return { offset: previous + 1, problem };
      return withEdit(text, previous + 1, problem, [
        { offset: text.trimEnd().length, length: 0, text: closerOf[last.char] },
      ]);
    }
    case 'EndOfFileExpected':
      return { offset, problem: say('json.text-after-the-end') };
    case 'UnexpectedEndOfString':
    case 'InvalidCharacter':
      return { offset, problem: say('json.text-not-closed') };
    case 'InvalidEscapeCharacter': {
      // The text around the backslash: a path or an address written with backslashes ("\images\logo.png").
      const textStart = text[offset] === '"' ? offset : text.lastIndexOf('"', offset - 1);
      const inText = text.slice(textStart + 1, text.indexOf('"', textStart + 1));
      const path = /^(?:[a-z]:)?\\?[\w.-]+(?:\\[\w. -]+)+$/i.test(inText);
      return { offset, problem: say('json.backslash', { path }) };
    }
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return (
        numberWithExtras(text, text.slice(0, offset + 1).search(/[-\d.$€£¥]*$/)) ?? {
          offset,
          problem: say('json.number-form'),
        }
      );
    case 'InvalidSymbol': {
      const inPropertyName = innermost?.char === '{' && (text[previous] === '{' || text[previous] === ',');
      if (inPropertyName) {
        const name = wordAt(text, offset, /[\s:,}"]/);
        return withEdit(text, offset, say('json.name-without-quotes', { name }), [
          { offset, length: name.length, text: JSON.stringify(name) },
        ]);
      }
      const word = wordAt(text, offset, /[,}\]\n]/);
      if (/^(true|false|null)$/i.test(word))
        return withEdit(text, offset, say('json.keyword-case', { word: word.toLowerCase() }), [
          { offset, length: word.length, text: word.toLowerCase() },
        ]);
      const misplaced = misplacedSymbol(text, offset, previous);
      if (misplaced) return misplaced;
      // A number the parser read, then a unit or a currency after it: "19.99 EUR".
      const numberBefore = text.slice(0, offset).search(/-?\d[\d.]*[ \t]*$/);
      const extras =
        (numberBefore !== -1 && /[:[,]\s*$/.test(text.slice(0, numberBefore))
          ? numberWithExtras(text, numberBefore)
          : undefined) ?? numberWithExtras(text, offset);
      if (extras) return extras;
      // Words after a number ("2024 Offer") are one text with it.
      const start = numberBefore !== -1 && /[:[,]\s*$/.test(text.slice(0, numberBefore)) ? numberBefore : offset;
      const words = wordAt(text, start, /[,}\]\n]/);
      // Quoting is the fix only for words (and only when the file then parses past them).
      const quoted = /\p{L}/u.test(words)
        ? checkedEdit(text, [{ offset: start, length: words.length, text: JSON.stringify(words) }])
        : undefined;
      const problem = say('json.text-without-quotes', { word: words, quoted: quoted !== undefined });
      return { offset: start, problem: quoted ? { ...problem, suggestion: quoted } : problem };
    }
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (code === 'PropertyNameExpected' && innermost?.char === '{')
        return { offset, problem: say('json.name-expected') };
      return { offset, problem: say('json.value-missing') };
  }
  return { offset, problem: say('json.unexpected', { expected: expectedWords[code] ?? code }) };
}
