// The files the editor opens, and what each is: a page, a shared section, the site-wide settings or
// the shop's products. Only these, by these names: a request naming anything else is refused.

export const SITE_FILE = 'pages/_site.json';
export const CATALOGUE_FILE = 'pages/_catalogue.json';
const SECTIONS_FOLDER = 'pages/_sections/';

export type EditorFileKind = 'page' | 'shared' | 'site' | 'catalogue';

const pageOrShared = /^pages\/(_sections\/)?[a-z0-9][a-z0-9-]*\.json$/;

/** What `file` is to the editor, or undefined for a file the editor neither opens nor writes. */
export function editorFileKind(file: unknown): EditorFileKind | undefined {
  if (file === SITE_FILE) return 'site';
  if (file === CATALOGUE_FILE) return 'catalogue';
  if (typeof file !== 'string' || !pageOrShared.test(file)) return undefined;
  return file.startsWith(SECTIONS_FOLDER) ? 'shared' : 'page';
}

/** A file whose whole value is edited as one form (no sections): the site settings and the products. */
export const isSiteWideFile = (file: string) => file === SITE_FILE || file === CATALOGUE_FILE;

export const sharedSectionFile = (name: string) => `${SECTIONS_FOLDER}${name}.json`;
export const sharedNameOfFile = (file: string) =>
  file.startsWith(SECTIONS_FOLDER) ? file.slice(SECTIONS_FOLDER.length, -'.json'.length) : undefined;
