// The site file and the catalogue under another name: renamed by accident ("_site (1).json",
// "site.json", "_site.json.bak"), or a copy kept beside the real one. Each is recognised by what it
// holds (or, when it cannot be read, by its name), so the author is told to rename it back, or that it
// is a copy, rather than that the site file is missing or that a page lacks its path, title and
// sections.
import { say } from '../problems/messages';
import type { ContentFile, ContentFiles } from './contentFiles';
import type { Reported } from './findings';
import { factsOf, type SpecialKind } from './knownFiles';

type Kind = SpecialKind;

const specialFile: Record<Kind, { file: string; what: string }> = {
  site: { file: 'pages/_site.json', what: 'the site-wide content (brand, menus, headers, footer, theme)' },
  catalogue: { file: 'pages/_catalogue.json', what: "the shop's catalogue (its products)" },
};

/** What a file holds, read from its JSON: the site file's or the catalogue's own properties. */
function kindByContent(input: ContentFile): Kind | undefined {
  const text = 'text' in input ? input.text : Buffer.from(input.bytes).toString('utf8');
  // Most files are pages: they are parsed here only when they name one of these properties.
  if (!/"(?:brand|menus|headers|products)"\s*:|\/(?:site|catalogue)\.schema\.json"/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return kindBySchema(text);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = new Set(Object.keys(value));
  if (keys.has('path') || keys.has('sections')) return undefined;
  if (keys.has('brand') && (keys.has('menus') || keys.has('headers') || keys.has('theme'))) return 'site';
  if (Array.isArray((value as Record<string, unknown>).products)) return 'catalogue';
  return kindBySchema(text);
}

/** The kind a file's "$schema" names, when its JSON cannot be read. */
function kindBySchema(text: string): Kind | undefined {
  const schema = /"\$schema"\s*:\s*"[^"]*\/(site|catalogue)\.schema\.json"/.exec(text)?.[1];
  return schema as Kind | undefined;
}

/** What a file's name says it is: "_site (1).json", "site.json", "_Site.json.bak", "catalog copy.json". */
function kindByName(file: string): Kind | undefined {
  const name = file
    .slice(file.lastIndexOf('/') + 1)
    .toLowerCase()
    .replace(/\.(json|bak|old|orig|txt|tmp|backup|copy|save|jsonc|json5)$/g, '')
    .replace(/\.(json|bak|old|orig|txt|tmp|backup|copy|save|jsonc|json5)$/g, '')
    .replace(/[\s_-]*(\(\d+\)|copy|kopie|old|backup|bak|~)$/g, '')
    .replace(/^_+/, '');
  if (name === 'site' || name === 'sites') return 'site';
  if (name === 'catalogue' || name === 'catalog' || name === 'catalogues') return 'catalogue';
  return undefined;
}

/**
 * Marks in `files` the site file and the catalogue found under another name: when the real one is
 * missing, the first such file is to be renamed back (and the real one is not reported missing);
 * every other is a copy. Neither is checked as a page. `read` gives a file's content.
 */
export function recogniseSpecialFiles(
  files: ContentFiles,
  read: (file: string) => ContentFile | undefined,
  order: (a: string, b: string) => number,
): void {
  const unreadJson = files.unread.filter(
    ({ file, problem }) =>
      problem.code !== 'file.symbolic-link' && !file.startsWith('pages/_sections/') && /\.json/i.test(file),
  );
  // A page file's name says nothing (only its content does); an unread file's name may.
  const candidates = [
    ...files.pages.map((input) => ({ file: input.file, input, isPage: true })),
    ...unreadJson.map(({ file }) => ({ file, input: read(file), isPage: false })),
  ].flatMap(({ file, input, isPage }) => {
    // Known without reading it when the file is as a load recorded it (knownFiles.ts).
    const byContent = input && ((factsOf(input).special ??= kindByContent(input) ?? '') || undefined);
    const kind = byContent ?? (input === undefined || !isPage ? kindByName(file) : undefined);
    return kind ? [{ file, kind }] : [];
  });
  const found = new Map<string, Reported>();
  for (const kind of ['site', 'catalogue'] as const) {
    const { file: target, what } = specialFile[kind];
    const present = kind === 'site' ? files.site : files.catalogue;
    candidates
      .filter((candidate) => candidate.kind === kind)
      .forEach(({ file }, index) => {
        if (!present && index === 0) {
          files.renamed.add(target);
          found.set(file, {
            ...say('file.special-file-renamed', { file, what, target }),
            suggestion: { kind: 'file-name', value: target },
          });
        } else found.set(file, say('file.special-file-copy', { what, target }));
      });
  }
  if (found.size === 0) return;
  files.pages = files.pages.filter((input) => !found.has(input.file));
  files.unread = [
    ...files.unread.filter(({ file }) => !found.has(file)),
    ...[...found].map(([file, problem]) => ({ file, problem })),
  ].sort((a, b) => order(a.file, b.file));
}
