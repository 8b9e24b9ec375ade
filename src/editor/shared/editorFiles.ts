// The files the editor opens, and what each is: a page, a shared section, the site-wide settings, the
// shop's products, an entry of a collection (pages/blog/<slug>.json) or a collection's layout
// (pages/_layouts/blog.json) or of its tag or category pages (pages/_layouts/blog-tag.json), or a
// translation of one of these but the products (pages/de/pricing.json, pages/de/_sections/team.json,
// pages/de/_site.json, pages/de/blog/<slug>.json, pages/de/_layouts/blog.json,
// pages/de/_layouts/blog-tag.json). Only these, by these names: a request naming anything else is refused.
import { collectionNamed, collectionOfGroupLayout, LAYOUTS_FOLDER } from '../../schema/collections/collections';

export const SITE_FILE = 'pages/_site.json';
export const CATALOGUE_FILE = 'pages/_catalogue.json';
const SECTIONS_FOLDER = 'pages/_sections/';

export type EditorFileKind = 'page' | 'shared' | 'site' | 'catalogue' | 'entry' | 'layout' | 'translation';

const pageOrShared = /^pages\/(_sections\/)?[a-z0-9][a-z0-9-]*\.json$/;
const inFolder = /^pages\/([a-z_]+)\/([a-z0-9][a-z0-9-]*)\.json$/;
const inLanguageFolder = /^pages\/([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\/((?:[a-z_]+\/)?[a-z0-9_][a-z0-9-]*\.json)$/;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The file a translation translates ("pages/de/pricing.json" → "pages/pricing.json", and the same for
 * a shared section, the site settings, an entry and a collection's layouts), by the content side's rule
 * (src/content/translations/translationFiles.ts): a folder named by a language code browsers know.
 * Undefined for any other file.
 */
export function translatedFileOf(file: string): { code: string; source: string } | undefined {
  const [, code, name] = inLanguageFolder.exec(file) ?? [];
  if (!code || collectionNamed(code) || languageNames.of(code) === undefined) return undefined;
  const source = `pages/${name}`;
  if (source === SITE_FILE || pageOrShared.test(source)) return { code, source };
  // A collection's entry, or the layout of its entries or of its tag or category pages.
  const kind = editorFileKind(source);
  return kind === 'entry' || kind === 'layout' ? { code, source } : undefined;
}

/** The file whose form a file is edited in: a translation is edited in its source's, the rest in their own. */
export const formFileOf = (file: string): string => translatedFileOf(file)?.source ?? file;

/** What `file` is to the editor, or undefined for a file the editor neither opens nor writes. */
export function editorFileKind(file: unknown): EditorFileKind | undefined {
  if (file === SITE_FILE) return 'site';
  if (file === CATALOGUE_FILE) return 'catalogue';
  if (typeof file !== 'string') return undefined;
  if (translatedFileOf(file)) return 'translation';
  const [, folder, name] = inFolder.exec(file) ?? [];
  if (folder === LAYOUTS_FOLDER) return collectionNamed(name) || collectionOfGroupLayout(name) ? 'layout' : undefined;
  if (folder && collectionNamed(folder)) return 'entry';
  if (!pageOrShared.test(file)) return undefined;
  return file.startsWith(SECTIONS_FOLDER) ? 'shared' : 'page';
}

/** A file whose whole value is edited as one form (no sections): the site settings and the products. */
export const isSiteWideFile = (file: string) => file === SITE_FILE || file === CATALOGUE_FILE;

/** A file edited as one form, its fields at the root: the site-wide files and a collection's entries. */
export const isOneFormFile = (file: string) => isSiteWideFile(file) || editorFileKind(file) === 'entry';

export const sharedSectionFile = (name: string) => `${SECTIONS_FOLDER}${name}.json`;
export const sharedNameOfFile = (file: string) =>
  file.startsWith(SECTIONS_FOLDER) ? file.slice(SECTIONS_FOLDER.length, -'.json'.length) : undefined;

export const entryFile = (collection: string, slug: string) => `pages/${collection}/${slug}.json`;
export const layoutFile = (collection: string) => `pages/${LAYOUTS_FOLDER}/${collection}.json`;
/** The layout of a collection's tag or category pages (pages/_layouts/blog-tag.json). */
export const groupLayoutFile = (collection: string) => layoutFile(collectionNamed(collection)!.groupPages.layout);

/** Whether `file` is the layout of a collection's tag or category pages rather than of its entries. */
export function isGroupLayoutFile(file: string): boolean {
  const [, folder, name] = inFolder.exec(file) ?? [];
  return folder === LAYOUTS_FOLDER && collectionOfGroupLayout(name) !== undefined;
}

/** The collection an entry or a layout belongs to ("pages/blog/x.json", "pages/_layouts/blog.json" and "pages/_layouts/blog-tag.json" → "blog"). */
export function collectionOfFile(file: string): string | undefined {
  const kind = editorFileKind(file);
  if (kind !== 'entry' && kind !== 'layout') return undefined;
  const [, folder, name] = inFolder.exec(file)!;
  return kind === 'entry' ? folder : (collectionOfGroupLayout(name)?.name ?? name);
}
