// The structure of a page and of the site's paths, checked once a page's sections are known: a link
// "#plans" jumps to one place (no two sections share an id, none takes the page's own), a page has
// one main heading (its <h1>), and one page has a path (the copy an author made is the one reported).
import { say } from '../problems/messages';
import type { BlockSection, PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { GALLERY_FILE } from './contentFiles';
import { shellIds } from './crossFileChecks';
import { reservedPathOwner } from './reservedPaths';
import type { Findings } from './findings';
import { isJsonObject, type JsonSource } from './jsonSource';
import type { SharedSections } from './sections';

/** The blocks that carry a page's main heading, its <h1> (tests/unit/main-heading.test.ts checks the list against what they render). */
export const mainHeadingBlocks: readonly string[] = ['pageTitle', 'banner', 'bannerCarousel', 'comingSoon', 'notFound'];

/** The id a section written in a page has: its own, or the one its shared section gives it. */
function sectionIdOf(section: unknown, shared: SharedSections): string | undefined {
  if (!isJsonObject(section)) return undefined;
  if (typeof section.id === 'string') return section.id;
  const used = typeof section.use === 'string' ? shared.valid.get(section.use) : undefined;
  return (used?.section as BlockSection | undefined)?.id;
}

/** A link "#plans" jumps to one place: two sections of a page may not share an id, nor take an id the page itself uses. */
export function checkSectionIds(
  written: unknown[],
  source: JsonSource,
  shared: SharedSections,
  findings: Findings,
): void {
  const seen = new Map<string, number>();
  written.forEach((section, index) => {
    const id = sectionIdOf(section, shared);
    if (id === undefined) return;
    const at = ['sections', index, 'id'];
    const earlier = seen.get(id);
    if (shellIds.includes(id)) findings.report(source, at, say('section.id-taken-by-the-page', { id }));
    else if (earlier !== undefined) {
      const fromShared =
        isJsonObject(section) && typeof section.id !== 'string'
          ? ` (it comes from its shared section, pages/_sections/${String(section.use)}.json)`
          : '';
      findings.report(source, at, say('section.id-twice', { earlier, id, fromShared }));
    } else seen.set(id, index);
  });
}

/** The block type a section written in a page shows: its own, or its shared section's. */
function sectionTypeOf(section: unknown, shared: SharedSections): string | undefined {
  if (!isJsonObject(section)) return undefined;
  if (typeof section.type === 'string') return section.type;
  return typeof section.use === 'string' ? shared.valid.get(section.use)?.section.type : undefined;
}

/** A page has one main heading (its <h1>, which the page-title and banner blocks carry): a second one is refused. */
export function checkMainHeading(
  written: unknown[],
  source: JsonSource,
  shared: SharedSections,
  findings: Findings,
): void {
  let first: { index: number; type: string } | undefined;
  written.forEach((section, index) => {
    const type = sectionTypeOf(section, shared);
    if (!type || !mainHeadingBlocks.includes(type)) return;
    if (!first) first = { index, type };
    else {
      findings.report(
        source,
        ['sections', index],
        say('page.two-main-headings', {
          first: first.index,
          firstType: first.type,
          type,
          blocks: mainHeadingBlocks.join(', '),
        }),
      );
    }
  });
}

/** A page file whose name is its path ("/contact" in pages/contact.json, "/" in pages/index.json): it keeps its path when another page takes it too. */
const namedForPath = (page: PageData) =>
  page.file === (page.path === '/' ? 'pages/index.json' : `pages${page.path}.json`);

/**
 * Pages whose path no other page (nor the block gallery, on the development server) has taken, and
 * that nothing the build, the host or the development server answers (reservedPaths.ts, with the
 * names in public/, `publicNames`). Of two pages with one path, the one whose file is not named for it
 * is reported (the copy an author made and forgot to change); when neither or both are, each is
 * reported, naming the other.
 */
export function withUniquePaths(
  checked: { page: PageData; source: JsonSource }[],
  gallery: { labels: { path: string }; source: JsonSource } | undefined,
  findings: Findings,
  publicNames: ReadonlySet<string> = new Set(),
): PageData[] {
  const byPath = new Map<string, { page: PageData; source: JsonSource }[]>();
  for (const entry of checked) byPath.set(entry.page.path, [...(byPath.get(entry.page.path) ?? []), entry]);
  const galleryPath = gallery && normalizePath(gallery.labels.path);
  // `source` is read only to report: a page kept from the validation cache is parsed again only then.
  return checked.flatMap((entry) => {
    const { page } = entry;
    const all = byPath.get(page.path)!;
    if (gallery && page.path === galleryPath && namedForPath(page)) {
      // The page was here first (its file is named for the path): the gallery's file is what changed.
      findings.report(
        gallery.source,
        ['path'],
        say('page.path-of-the-gallery', { path: page.path, file: page.file, page: false }),
      );
      return [page];
    }
    if (page.path === galleryPath) {
      findings.report(
        entry.source,
        ['path'],
        say('page.path-of-the-gallery', { path: page.path, file: GALLERY_FILE, page: true }),
      );
      return [];
    }
    const owner = reservedPathOwner(page.path, publicNames);
    if (owner) {
      findings.report(entry.source, ['path'], say('page.path-reserved', { path: page.path, owner }));
      return [];
    }
    if (all.length === 1) return [page];
    const owners = all.filter((entry) => namedForPath(entry.page));
    if (owners.length === 1 && owners[0].page === page) return [page];
    const others = (owners.length === 1 ? owners : all.filter((entry) => entry.page !== page)).map(
      (entry) => entry.page.file,
    );
    findings.report(
      entry.source,
      ['path'],
      say('page.path-twice', { path: page.path, others: others.join(' and '), plural: others.length > 1 }),
    );
    return [];
  });
}
