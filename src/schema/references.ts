// Fields whose value names something outside its own file: a page of the site or a file in public/
// (a link), a file in public/ (an image), a product of the catalogue; and an image whose width and
// height, when written, must be the file's proportions (an image size). A schema only marks such a
// field; whether the page, file or product exists is checked afterwards against the whole content
// (src/content/crossFileChecks.ts), so a schema gives the same verdict whoever calls it.
import { z } from 'zod';

export type Reference = 'link' | 'image' | 'imageSize' | 'product';

/** Marks stay on copies made by .describe() and .meta(): zod's registries follow a copy to its original. */
export const references = z.registry<{ reference: Reference }>();

export function referenceOf(schema: z.core.$ZodType): Reference | undefined {
  return references.get(schema)?.reference;
}
