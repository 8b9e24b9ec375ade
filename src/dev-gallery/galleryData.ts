// What the block gallery's page shows: every block's example, grouped by category, with the JSON to copy.
// The development server builds it (src/site-generator/blockGallery.ts); the gallery's page renders it.
import type { BlockType } from '../blocks/registry';
import type { GalleryLabels } from '../schema/gallery';
import type { BlockSection, PageData } from '../schema/page';

export interface GalleryEntry {
  type: BlockType;
  /** The entry's anchor, for the list at the top. */
  anchor: string;
  description: string;
  /** The section as an author pastes it into "sections". */
  json: string;
  section: BlockSection;
}

export interface GalleryData {
  labels: GalleryLabels;
  categories: { name: string; entries: GalleryEntry[] }[];
  /** Every example as the sections of one page: what the shell loads and renders blocks from. */
  page: PageData;
}
