// Where the author's files are and reading them: the first step of loading the content. Files given
// as text (tests, benchmarks, new-page) stand in for the file at the same place, or are added there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_FILE = 'pages/_site.json';
export const CATALOGUE_FILE = 'pages/_catalogue.json';
/** The block gallery's labels: shown by the development server only, never a page of the site. */
export const GALLERY_FILE = 'pages/_gallery.json';
export const SECTIONS_DIR = 'pages/_sections';
const PAGES_DIR = 'pages';

export interface ContentFile {
  /** Repository-relative path, as messages name it. */
  file: string;
  text: string;
}

export interface ContentFiles {
  pages: ContentFile[];
  sections: ContentFile[];
  site?: ContentFile;
  catalogue?: ContentFile;
  gallery?: ContentFile;
}

/** `dir/<name>.json` where the name does not start with "_": a page, or a shared section. */
const isRouteFileIn = (dir: string, file: string) => file.startsWith(`${dir}/`) && /^[^_/][^/]*\.json$/.test(file.slice(dir.length + 1));

export function readContentFiles(root: string, given: readonly ContentFile[] = []): ContentFiles {
  const byName = new Map(given.map((input) => [input.file, input]));
  const read = (file: string): ContentFile => byName.get(file) ?? { file, text: readFileSync(join(root, file), 'utf8') };
  const readIfThere = (file: string) => (byName.has(file) || existsSync(join(root, file)) ? read(file) : undefined);
  const readDir = (dir: string) => {
    const onDisk = existsSync(join(root, dir)) ? readdirSync(join(root, dir)).sort().map((name) => `${dir}/${name}`) : [];
    // Given files come after those on disk, so a duplicate of a real page is reported in the given one.
    return [...new Set([...onDisk, ...byName.keys()])].filter((file) => isRouteFileIn(dir, file)).map(read);
  };
  return {
    pages: readDir(PAGES_DIR),
    sections: readDir(SECTIONS_DIR),
    site: readIfThere(SITE_FILE),
    catalogue: readIfThere(CATALOGUE_FILE),
    gallery: readIfThere(GALLERY_FILE),
  };
}

/** Every file read, for the development server to watch. */
export function fileNames({ pages, sections, site, catalogue, gallery }: ContentFiles): string[] {
  return [...pages, ...sections, site, catalogue, gallery].filter((input): input is ContentFile => !!input).map((input) => input.file);
}
