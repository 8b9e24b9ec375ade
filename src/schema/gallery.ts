// The block gallery's own file, pages/_gallery.json: where the development server shows the gallery
// and the words around the examples. It is not a page: it has no sections, and the build ignores it.
import { z } from 'zod';
import { pagePath } from './page';
import { schemaPath } from './schemaPath';

export const galleryLabelsSchema = z
  .strictObject({
    $schema: schemaPath('../schemas/gallery.schema.json'),
    path: pagePath.describe(
      'Where the development server shows the gallery, for example "/blocks". No page may use this path.',
    ),
    title: z.string().min(1).describe('Heading and browser-tab title of the gallery, for example "Block gallery".'),
    contentsTitle: z
      .string()
      .min(1)
      .describe('Screen-reader name of the list of all blocks at the top, for example "All blocks".'),
    contentsText: z.string().default('').describe('Text under the heading, for example how to use the gallery.'),
    jsonLabel: z.string().min(1).describe('Text of the fold that shows a block\'s JSON, for example "Show the JSON".'),
    copyLabel: z.string().min(1).describe('Text of the button that copies a block\'s JSON, for example "Copy JSON".'),
    copiedMessage: z
      .string()
      .min(1)
      .describe('Toast shown after copying, for example "Copied: paste it into the sections of a page".'),
    copyFailedMessage: z
      .string()
      .min(1)
      .describe(
        'Toast shown when the browser refuses to copy; the JSON is then opened and selected so the author can copy it by hand.',
      ),
  })
  .describe(
    'The block gallery, an authoring tool of the development server (npm run dev): every block with its example and the JSON to copy. The published site leaves it out.',
  );

export type GalleryLabels = z.output<typeof galleryLabelsSchema>;
