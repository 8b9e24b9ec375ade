// The content files a page is made of: its own file, the shared sections it names with "use", and
// the site-wide files every page shows; the report names those of them that changed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_WIDE_CONTENT } from './fileKinds';

function sharedSectionFiles(tree: string, pageFile: string): string[] {
  const path = join(tree, pageFile);
  if (!existsSync(path)) return [];
  try {
    const sections: unknown = JSON.parse(readFileSync(path, 'utf8')).sections;
    if (!Array.isArray(sections)) return [];
    return sections.flatMap((section) =>
      typeof section?.use === 'string' ? [`pages/_sections/${section.use}.json`] : [],
    );
  } catch {
    return []; // a file that does not parse was reported when the content loaded
  }
}

/** Of the `changed` files, those `pageFiles` (in either version's tree) are made of. */
export function changedSourcesOf(pageFiles: string[], trees: string[], changed: string[]): string[] {
  const sources = new Set([
    ...pageFiles,
    ...SITE_WIDE_CONTENT,
    ...pageFiles.flatMap((file) => trees.flatMap((tree) => sharedSectionFiles(tree, file))),
  ]);
  return [...new Set([...pageFiles, ...changed.filter((file) => sources.has(file))])];
}
