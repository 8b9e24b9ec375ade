// What the editor's page is told about the project: the pages, the shared sections, the images and
// each block's starting props. The server reads it (src/editor/server/editorState.ts); the page shows it.
import type { ListedEntry } from '../../schema/collections/listedEntries';
import type { ContentIssue } from '../../problems/contentIssue';
import type { SharedSectionsByName } from './editorData';

export interface ImageSize {
  width: number;
  height: number;
}

export interface EditorPage {
  file: string;
  path: string;
  title: string;
  /** The anchors of its sections ("id"), a shared section's own included. */
  anchors: string[];
}

export interface EditorState {
  pages: EditorPage[];
  shared: SharedSectionsByName;
  /** Shared section name → the paths of the pages that use it. */
  usedBy: Record<string, string[]>;
  images: ({ src: string } & Partial<ImageSize>)[];
  examples: Record<string, Record<string, unknown>>;
  /** The pages that show the shop's products: every product (the shop grid, the cart, the checkout), or one by its id. */
  productPages: { all: string[]; byId: Record<string, string[]> };
  /** Every problem of the content as it is on disk, so the author can open each where it is. */
  issues: ContentIssue[];
  /** The collections' published entries, newest first, for the preview to draw a listing's query as the site does. */
  entries: ListedEntry[];
}
