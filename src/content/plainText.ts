// Texts are shown as typed ("\n" starts a new line; see docs/authoring.md), and a rich-text field
// (src/schema/richText.ts) adds **bold**, *italic* and [links](/page) written as markup. An author who
// types HTML means formatting the site will not do that way: "<br>" or "&nbsp;" would appear on the
// page as typed, and so would "\n" typed with two backslashes; a text of spaces only shows as nothing.
// Such texts are refused with what to write instead, wherever they are in a content file: in a
// rich-text field, the markup that does what the HTML meant.
import type { z } from 'zod';
import type { MessageCode } from '../problems/messages';
import { blockRegistry } from '../blocks/registry';
import { printRichText } from '../richText/print';
import type { RichTextOptions } from '../richText/tree';
import { href } from '../schema/primitives';
import { richTextsIn } from './findReferences';
import { isJsonObject, textsIn, type JsonPath } from './jsonSource';

export interface TextProblem {
  path: JsonPath;
  /** The kind of problem (src/problems/messages.ts). */
  code: MessageCode;
  message: string;
}

const tagNames =
  'a|abbr|article|audio|b|big|blockquote|br|button|center|code|div|em|embed|font|footer|form|h[1-6]|header|hr|i|iframe|img|input|label|li|link|main|mark|meta|nav|object|ol|p|picture|pre|q|s|script|section|small|source|span|strike|strong|style|sub|sup|svg|table|td|th|tr|u|ul|video';
const tag = new RegExp(`</?(${tagNames})(?:\\s[^<>]*)?/?>`, 'i');
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

// A path written with backslashes ("\images\new.png") is a path too: its "\n" is no line break typed twice.
const looksLikeAddress = /^\s*(?:[a-z][a-z0-9+.-]*:|\/|#|\\)/i;

const shownAsTyped = (what: string) =>
  `texts are plain text, shown exactly as typed, so ${what} would appear on the page as it is`;
const notHtml = (what: string) =>
  `this text takes bold, italic and links written as markup, not HTML, so ${what} would appear on the page as it is`;

/** The words between an opening tag found at `match` and its closing tag, when they are plain words. */
function wordsInside(text: string, match: RegExpExecArray): string | undefined {
  const after = match.index + match[0].length;
  const close = text.toLowerCase().indexOf(`</${match[1].toLowerCase()}`, after);
  const words = close === -1 ? undefined : text.slice(after, close);
  return words && words.trim() !== '' && words.length <= 80 && !/[<>\n]/.test(words) ? words : undefined;
}

/** What to write in a rich text instead of the HTML tag found at `match`. */
function markupInstead(text: string, match: RegExpExecArray, options: RichTextOptions): string {
  const [written, name] = match;
  const lower = name.toLowerCase();
  const closing = written.startsWith('</');
  const words = closing ? undefined : wordsInside(text, match);
  const html = (inner: string) => `<${lower}>${inner}</${lower}>`;
  if (lower === 'br') return 'write \\n where a new line should start';
  if (lower === 'b' || lower === 'strong' || lower === 'i' || lower === 'em') {
    const type = lower === 'b' || lower === 'strong' ? 'strong' : 'em';
    const example = words ?? (type === 'strong' ? 'bold' : 'italic');
    const markup = printRichText([
      { type, start: 0, end: 0, children: [{ type: 'text', text: example, start: 0, end: 0 }] },
    ]);
    return `write ${markup} instead of ${words ? `${written}${words}</${name}>` : html(example)}`;
  }
  if (lower === 'a') {
    const target = /\bhref\s*=\s*["']([^"']*)["']/i.exec(written)?.[1];
    if (words && target && href.safeParse(target).success) {
      const markup = printRichText([
        {
          type: 'link',
          href: target,
          hrefAt: 0,
          start: 0,
          end: 0,
          children: [{ type: 'text', text: words, start: 0, end: 0 }],
        },
      ]);
      return `write ${markup} instead of the <a> tag and its words`;
    }
    return 'write a link as [words](address), for example [our pricing](/pricing), instead of the <a> tag';
  }
  if ((lower === 'ul' || lower === 'ol' || lower === 'li') && options.lists)
    return 'remove the tag and start each item of the list on a line of its own with "- " (a dash and a space)';
  return `remove the tag (this text takes **bold**, *italic*, [links](/page) and \\n for a new line${options.lists ? ', and lines starting "- " for a list' : ''}, and no other formatting)`;
}

/** What a text's field takes: plain text, rich text with its options, or not known here (a shared section's props changed on a page). */
type Field = 'plain' | 'unknown' | RichTextOptions;

/** The problem of one text in a field of kind `field`. */
function problemIn(text: string, field: Field): { code: MessageCode; message: string } | undefined {
  const problem = wordsOfProblemIn(text, field);
  if (problem === undefined) return undefined;
  const code: MessageCode =
    text.length > 0 && text.trim() === ''
      ? 'text.spaces-only'
      : tag.test(text)
        ? 'text.markup'
        : entity.test(text)
          ? 'text.entity'
          : 'text.line-break-with-two-backslashes';
  return { code, message: problem };
}

function wordsOfProblemIn(text: string, field: Field): string | undefined {
  if (text.length > 0 && text.trim() === '')
    return 'this text holds only spaces, which show as nothing; write some text, or "" where a text may be left empty';
  const markup = tag.exec(text);
  if (markup) {
    if (typeof field === 'object') return `${notHtml(`"${markup[0]}"`)}; ${markupInstead(text, markup, field)}`;
    const fix = /^<br\b/i.test(markup[0])
      ? 'write \\n where a new line should start'
      : field === 'plain'
        ? 'remove the tag (a text has no bold, links or other formatting: the blocks do that)'
        : 'remove the tag (a field that takes rich text, as docs/blocks.md marks it, takes **bold**, *italic* and [links](/page) written as markup instead)';
    const found = `"${markup[0]}"`;
    return `${field === 'plain' ? shownAsTyped(found) : `HTML is shown as typed, so ${found} would appear on the page as it is`}; ${fix}`;
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

const pathKey = (path: JsonPath) => JSON.stringify(path);

/**
 * The rich-text fields of a content file, read from the schemas: a section written out (a page's
 * `{ "type", "props" }`, or a shared section's file) through its block's schema, and the whole file
 * through `schema` when the caller knows it.
 */
function richTextFieldsOf(value: unknown, schema?: z.core.$ZodType): Map<string, RichTextOptions> {
  const found = schema ? richTextsIn(schema, value, []) : [];
  const section = (written: unknown, at: JsonPath) => {
    if (!isJsonObject(written) || typeof written.type !== 'string' || !Object.hasOwn(blockRegistry, written.type))
      return;
    const props = blockRegistry[written.type as keyof typeof blockRegistry].props;
    found.push(...richTextsIn(props, written.props, [...at, 'props']));
  };
  section(value, []);
  if (isJsonObject(value) && Array.isArray(value.sections))
    value.sections.forEach((written, index) => section(written, ['sections', index]));
  return new Map(found.map(({ path, options }) => [pathKey(path), options]));
}

/**
 * Every text in `value` (a parsed content file) that holds HTML, an HTML entity or a doubled "\n".
 * `schema`, when given, is the file's own schema, whose rich-text fields then get the markup's advice.
 */
export function textProblems(value: unknown, schema?: z.core.$ZodType): TextProblem[] {
  let richFields: Map<string, RichTextOptions> | undefined;
  // Most files hold no HTML at all: the schemas are read only for a text that does.
  const fieldOf = (path: JsonPath): Field => {
    const rich = (richFields ??= richTextFieldsOf(value, schema)).get(pathKey(path));
    if (rich) return rich;
    const sections = isJsonObject(value) && Array.isArray(value.sections) ? value.sections : [];
    const section = path[0] === 'sections' && path[2] === 'props' ? sections[path[1] as number] : undefined;
    return isJsonObject(section) && 'use' in section ? 'unknown' : 'plain';
  };
  const found: TextProblem[] = [];
  for (const [path, text] of textsIn(value)) {
    if (path.at(-1) === '$schema') continue; // the editor's link to the file's schema, not words
    const field = tag.test(text) ? fieldOf(path) : 'plain';
    // Links and paths have their own checks; a rich text is words even when it starts like one.
    if (looksLikeAddress.test(text) && typeof field !== 'object') continue;
    const problem = problemIn(text, field);
    if (problem) found.push({ path, ...problem });
  }
  return found;
}
