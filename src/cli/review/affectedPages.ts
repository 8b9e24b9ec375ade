// Which pages may look different between two versions, and why. A page whose data (after shared
// sections are resolved) differs is one; so is every page when site code, the site file or the
// catalogue changed (every page shows the header and footer; what shows products is code); pages
// added or removed are listed as such. The screenshots then tell which of them really look different.
// When only some sections of a page changed, only they need comparing: the sections above them are
// the same data rendered by the same code, and those below are only moved.
import type { Content } from '../../content/loadContent';
import type { PageData } from '../../schema/page';
import { fileKind, SITE_WIDE_CONTENT } from './fileKinds';

export type PageStatus = 'changed' | 'added' | 'removed';

/** Sections `from` to `to` (indexes in the page's sections), or from `from` to the end of the page. */
export interface SectionRange {
  from: number;
  to: number | 'end';
}

export interface PageToReview {
  path: string;
  title: string;
  status: PageStatus;
  /** The page's file in each version (one when added or removed, two when it was renamed), then the changed files it is made of. */
  files: string[];
  /** The part of the page to compare; the whole page when absent. */
  sections?: SectionRange;
}

export interface AffectedPages {
  toReview: PageToReview[];
  /** Pages whose data and code are the same in both versions. */
  same: { path: string; title: string; file: string }[];
  /** Why every page is reviewed, when it is. */
  everyPageBecause?: string;
  /** The changed files that can change a page (content and site code), for the report. */
  renderedFiles: string[];
}

const listed = (files: string[]) =>
  files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');

function whyEveryPage(changed: string[], beforeUnreadable: boolean): string | undefined {
  const code = changed.filter((file) => fileKind(file) === 'site code');
  if (code.length > 0) return `site code changed (${listed(code)})`;
  const siteWide = changed.filter((file) => SITE_WIDE_CONTENT.includes(file));
  if (siteWide.length > 0) return `${listed(siteWide)} changed, which every page uses`;
  if (beforeUnreadable)
    return "the base version's content does not load with the current code, so its pages cannot be compared one by one";
  return undefined;
}

/** The page as it renders: its file's name does not show. */
const rendered = ({ file: _file, ...page }: PageData) => JSON.stringify(page);

/**
 * The sections that differ, when nothing else on the page does (its header and footer, which
 * decide what surrounds them; its title and description do not show). Sections added or removed
 * move everything after them, so the range then runs to the end of the page.
 */
export function changedSections(before: PageData, after: PageData): SectionRange | undefined {
  const { sections: old, file: _old, title: _oldTitle, description: _oldDescription, ...oldFrame } = before;
  const { sections: now, file: _now, title: _nowTitle, description: _nowDescription, ...nowFrame } = after;
  if (JSON.stringify(oldFrame) !== JSON.stringify(nowFrame)) return undefined;
  const same = (index: number) => JSON.stringify(old[index]) === JSON.stringify(now[index]);
  let from = 0;
  while (from < Math.max(old.length, now.length) && same(from)) from++;
  if (old.length !== now.length) return { from, to: 'end' };
  let to = old.length - 1;
  while (to > from && same(to)) to--;
  return { from, to };
}

export function affectedPages(before: Content, after: Content, changed: string[]): AffectedPages {
  const renderedFiles = changed.filter((file) => fileKind(file) !== 'none');
  const everyPageBecause = whyEveryPage(renderedFiles, before.issues.length > 0);
  const beforeByPath = new Map(before.pages.map((page) => [page.path, page]));
  const afterByPath = new Map(after.pages.map((page) => [page.path, page]));
  const toReview: PageToReview[] = [];
  const same: AffectedPages['same'] = [];

  for (const page of after.pages) {
    const old = beforeByPath.get(page.path);
    if (!old) toReview.push({ path: page.path, title: page.title, status: 'added', files: [page.file] });
    else if (everyPageBecause || rendered(old) !== rendered(page)) {
      const sections = everyPageBecause ? undefined : changedSections(old, page);
      toReview.push({
        path: page.path,
        title: page.title,
        status: 'changed',
        files: [...new Set([old.file, page.file])],
        ...(sections && { sections }),
      });
    } else same.push({ path: page.path, title: page.title, file: page.file });
  }
  for (const old of before.pages) {
    if (!afterByPath.has(old.path))
      toReview.push({ path: old.path, title: old.title, status: 'removed', files: [old.file] });
  }
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
  return { toReview: toReview.sort(byPath), same: same.sort(byPath), everyPageBecause, renderedFiles };
}
