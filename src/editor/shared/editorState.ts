// What the editor's page is told about the project: the pages, the collections' entries, the shared
// sections, the images and each block's starting props. The server reads it (src/editor/server/editorState.ts); the page shows it.
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

/** An entry of a collection as the start screen lists it. */
export interface EditorEntry {
  file: string;
  /** Its page's path, /<collection>/<slug>. */
  path: string;
  title: string;
  /** "YYYY-MM-DD" as written. */
  date: string;
  draft: boolean;
  /** Dated after today, and the site holds such entries back: published on that day. */
  future: boolean;
}

export interface EditorCollection {
  /** The folder of its entries under pages/ ("blog"). */
  name: string;
  /** pages/_layouts/<name>.json, when it exists. */
  layout?: string;
  /** The layout of its tag or category pages (pages/_layouts/blog-tag.json), when it exists. */
  groupLayout?: string;
  /** Every entry file of the folder, newest first: published, drafts and those held back alike. */
  entries: EditorEntry[];
}

/** A language's texts (or one file's) in figures, as npm run validate counts them; `percent` translated and up to date. */
export interface TextFigures {
  translated: number;
  stale: number;
  missing: number;
  percent: number;
}

/** A further language of the site, with its figures across the site (none while its files are not yet checked). */
export interface EditorLanguage {
  code: string;
  /** Its name in the language switcher, in that language ("Deutsch"). */
  label: string;
  figures?: TextFigures;
}

/** A page's translation into one language: its file, and its figures once it is checked. */
export interface PageTranslation {
  code: string;
  file: string;
  figures?: TextFigures;
}

export interface EditorState {
  pages: EditorPage[];
  collections: EditorCollection[];
  shared: SharedSectionsByName;
  /** Shared section name → the paths of the pages that use it. */
  usedBy: Record<string, string[]>;
  images: ({ src: string } & Partial<ImageSize>)[];
  examples: Record<string, Record<string, unknown>>;
  /** The pages that show the shop's products: every product (the shop grid, the cart, the checkout), or one by its id. */
  productPages: { all: string[]; byId: Record<string, string[]> };
  /** Every problem of the content as it is on disk, so the author can open each where it is. */
  issues: ContentIssue[];
  /** The site's default language, on a site in several. */
  defaultLanguage?: { code: string; label: string };
  /** The site's further languages, none on a site in one language. */
  languages: EditorLanguage[];
  /** A page's, a shared section's, an entry's, a layout's or the site settings' file → its translations, one per further language that has one. */
  translations: Record<string, PageTranslation[]>;
  /** The collections' published entries, newest first, for the preview to draw a listing's query as the site does. */
  entries: ListedEntry[];
}
