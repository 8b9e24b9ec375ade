// Texts are plain text, shown exactly as typed ("\n" starts a new line; see docs/authoring.md). An
// author who types HTML means formatting the site will not do: "<br>" or "&nbsp;" would appear on the
// page as typed, and so would "\n" typed with two backslashes; a text of spaces only shows as
// nothing. Such texts are refused with what to write instead, wherever they are in a content file.
import type { JsonPath } from './jsonSource';

export interface TextProblem {
  path: JsonPath;
  message: string;
}

const tagNames =
  'a|abbr|article|audio|b|big|blockquote|br|button|center|code|div|em|embed|font|footer|form|h[1-6]|header|hr|i|iframe|img|input|label|li|link|main|mark|meta|nav|object|ol|p|picture|pre|q|s|script|section|small|source|span|strike|strong|style|sub|sup|svg|table|td|th|tr|u|ul|video';
const tag = new RegExp(`</?(?:${tagNames})(?:\\s[^<>]*)?/?>`, 'i');
const entity = /&(?:[a-z][a-z0-9]{1,7}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

const entityMeanings: Record<string, string> = {
  nbsp: 'a space',
  amp: '"&"',
  quot: '\\" (a double quote with a backslash before it)',
  apos: "'",
  lt: '"<"',
  gt: '">"',
  copy: '"©"',
  reg: '"®"',
  trade: '"™"',
  mdash: '"—"',
  ndash: '"–"',
  hellip: '"…"',
  rsquo: '"’"',
  lsquo: '"‘"',
  rdquo: '"”"',
  ldquo: '"“"',
  euro: '"€"',
};

const looksLikeAddress = /^\s*(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

const shownAsTyped = (what: string) =>
  `texts are plain text, shown exactly as typed, so ${what} would appear on the page as it is`;

function problemIn(text: string): string | undefined {
  if (text.length > 0 && text.trim() === '')
    return 'this text holds only spaces, which show as nothing; write some text, or "" where a text may be left empty';
  const markup = tag.exec(text)?.[0];
  if (markup) {
    const fix = /^<br\b/i.test(markup)
      ? 'write \\n where a new line should start'
      : 'remove the tag (a text has no bold, links or other formatting: the blocks do that)';
    return `${shownAsTyped(`"${markup}"`)}; ${fix}`;
  }
  const reference = entity.exec(text)?.[0];
  if (reference) {
    const meaning = entityMeanings[reference.slice(1, -1).toLowerCase()];
    return `${shownAsTyped(`"${reference}"`)}; type the character itself instead${meaning ? `: ${meaning}` : ''}`;
  }
  if (text.includes('\\n'))
    return `${shownAsTyped('"\\n" typed with two backslashes')}; for a new line type \\n with one backslash`;
  return undefined;
}

/** Every text in `value` (a parsed content file) that holds markup, an HTML entity or a doubled "\n". */
export function textProblems(value: unknown, path: JsonPath = [], found: TextProblem[] = []): TextProblem[] {
  if (typeof value === 'string') {
    if (looksLikeAddress.test(value)) return found; // links and paths have their own checks
    const message = problemIn(value);
    if (message) found.push({ path, message });
  } else if (Array.isArray(value)) value.forEach((item, index) => textProblems(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== '$schema') textProblems(item, [...path, key], found);
  }
  return found;
}
