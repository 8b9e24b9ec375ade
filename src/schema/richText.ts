// A text that takes bold, italic, links and line breaks (and lists where the block shows one), written
// as a small markup that stays readable in the file (src/richText/parse.ts). Declared per field, once,
// in a block's schema; every other text stays plain. The markup is checked here, each link in it by the
// rules of every link (primitives.ts); what a link names in other files is checked with the other
// links (src/content/findReferences.ts finds them through the mark below).
import { z } from 'zod';
import { parseRichText } from '../richText/parse';
import { linksIn, type RichTextOptions } from '../richText/tree';
import { editorHints } from './editorHints';
import { href } from './primitives';

export type { RichTextOptions };

/** Longer texts are refused before they are read: no field needs more, and reading stays quick. */
export const richTextLimit = 10_000;

/** The fields that take rich text, with what they allow. Marks stay on copies made by .describe() and checks. */
export const richTextFields = z.registry<RichTextOptions>();

export const richTextOptionsOf = (schema: z.core.$ZodType): RichTextOptions | undefined => richTextFields.get(schema);

/** How the markup is written, said in every rich-text field's description (and so in the JSON Schemas). */
export const markupHelp = (options: RichTextOptions = {}) =>
  `Rich text: **bold**, *italic*, [words](/page) for a link, "\\n" for a new line${options.lists ? ', and lines starting "- " for the items of a list' : ''}; a backslash before * or [ shows it as typed (\\\\* in the file).`;

/**
 * A rich-text field: `description` says what the text is for, and the markup's own help follows it.
 * Give the description here rather than with .describe(), which would replace that help.
 */
export function richText(description: string, options: RichTextOptions = {}) {
  const schema = z
    .string()
    .max(richTextLimit, { abort: true })
    .superRefine((value, ctx) => {
      const { tree, problems } = parseRichText(value, options);
      const [problem] = problems;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem.message, params: { offset: problem.at } });
        return;
      }
      for (const link of linksIn(tree)) {
        const checked = href.safeParse(link.href);
        if (checked.success) continue;
        const written = value.slice(link.start, link.end);
        const shown = written.length > 60 ? `${written.slice(0, 59)}…` : written;
        ctx.addIssue({
          code: 'custom',
          message: `the link "${shown}" at character ${link.start + 1}: ${checked.error.issues[0].message}`,
          params: { offset: link.hrefAt },
        });
        return;
      }
    })
    .describe(`${description} ${markupHelp(options)}`);
  // A registry answers nothing for an empty entry, so the options are written out.
  richTextFields.add(schema, { lists: options.lists === true });
  editorHints.add(schema, { editor: 'richText' });
  return schema;
}

/**
 * For an object whose rich text at `textKey` is drawn as a whole link when `hrefKey` is set (a contact
 * line): a link written inside that text would be a link inside a link, which browsers split apart.
 */
export function noLinkInLinkedText(textKey: string, hrefKey: string) {
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const text = value[textKey];
    if (typeof text !== 'string' || value[hrefKey] === undefined) return;
    const [link] = linksIn(parseRichText(text).tree);
    if (!link) return;
    ctx.addIssue({
      code: 'custom',
      path: [textKey],
      message: `the whole line is a link to "${String(value[hrefKey])}" ("${hrefKey}"), so the link "${text.slice(link.start, link.end)}" at character ${link.start + 1} would be a link inside a link; write its words without [ ]( ), or leave out "${hrefKey}"`,
      params: { offset: link.start },
    });
  };
}
