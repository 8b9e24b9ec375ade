// How the visual editor edits a field, declared beside the field in its schema: the editor reads this
// mark and nothing else about what a field means, so a new block's fields need no change to the editor.
import { z } from 'zod';

/**
 * The editors beyond a plain field (text, number, choice, yes/no, list, object):
 * - `longText`: a text of sentences, written in a text area rather than on one line;
 * - `icon`: an enum of icon names, chosen from the sprite with a preview;
 * - `colour`: a colour code, with a colour picker;
 * - `image`: an image object (src, alt, width, height), its file chosen in public/ with its size;
 * - `imageSrc`: the path of a file in public/, chosen among them;
 * - `link`: a link target, offering this site's pages and their sections' anchors;
 * - `richText`: a text with bold, italic, links and line breaks written as markup (src/schema/richText.ts),
 *   with buttons for them and the site's pages offered for links.
 */
export type EditorKind = 'longText' | 'icon' | 'colour' | 'image' | 'imageSrc' | 'link' | 'richText';

/**
 * Marks stay on copies made by .describe(), .meta() and checks (.min(), .regex()): zod's registries
 * follow a copy to its original. Wrappers (.optional(), .default()) are new schemas, read through by the editor.
 */
export const editorHints = z.registry<{ editor: EditorKind }>();

/** `schema` itself (not a copy), marked to be edited as `kind`. */
export function editedAs<T extends z.core.$ZodType>(kind: EditorKind, schema: T): T {
  editorHints.add(schema, { editor: kind });
  return schema;
}

/** A text of sentences, edited in a text area. */
export const longText = <T extends z.core.$ZodType>(schema: T): T => editedAs('longText', schema);

export function editorKindOf(schema: z.core.$ZodType): EditorKind | undefined {
  return editorHints.get(schema)?.editor;
}
