import { z } from 'zod';

export const blockGalleryProps = z
  .strictObject({
    contentsTitle: z.string().min(1).describe('Heading of the list of all blocks at the top, for example "All blocks".'),
    contentsText: z.string().default('').describe('Text under that heading, for example how to use the gallery.'),
    jsonLabel: z.string().min(1).describe('Text of the fold that shows a block\'s JSON, for example "Show the JSON".'),
    copyLabel: z.string().min(1).describe('Text of the button that copies a block\'s JSON, for example "Copy JSON".'),
    copiedMessage: z.string().min(1).describe('Toast shown after copying, for example "Copied: paste it into the sections of a page".'),
    copyFailedMessage: z
      .string()
      .min(1)
      .describe('Toast shown when the browser refuses to copy; the JSON is then opened and selected so the visitor can copy it by hand.'),
  })
  .describe(
    'The block gallery: every registered block, grouped by category, each shown with its example props and the JSON to copy. It belongs in pages/_gallery.json, the gallery page that the development server shows at /blocks and the published site leaves out; it is filled in from the registry and each block\'s example.json.',
  );

export type BlockGalleryProps = z.output<typeof blockGalleryProps>;

/** What the build adds to each copy of the section (src/site-generator/blockGallery.ts); authors never write these. */
export interface GallerySample {
  type: string;
  category: string;
  firstOfCategory: boolean;
  description: string;
  /** The section as an author pastes it into "sections". */
  json: string;
}

export interface GalleryContents {
  categories: { name: string; blocks: { type: string; anchor: string }[] }[];
}

export type BlockGalleryView = BlockGalleryProps & { sample?: GallerySample; contents?: GalleryContents };
