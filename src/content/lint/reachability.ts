// Whether search engines and visitors can find each page: linked from a menu, the footer or another
// page; and not both in the sitemap and marked "noindex".
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import type { PageData } from '../../schema/page';
import { normalizePath } from '../../schema/primitives';
import type { Site } from '../../schema/site';
import type { PageSources } from './lintIssue';
import { pagePath } from '../../schema/pagerPath';

const hasPagedPager = (props: unknown) =>
  typeof props === 'object' && props !== null && (props as { pager?: { first?: string } }).pager?.first !== undefined;

/** Every href in a value, at any depth. */
function hrefsIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => hrefsIn(item, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') into.push(child);
      else hrefsIn(child, into);
    }
  }
  return into;
}

/** A link's page path ("/contact#form" → "/contact"), or nothing for a link off the site. */
const pathOf = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') ? normalizePath(href.split(/[?#]/)[0]) : undefined;

export function orphanWarnings(pages: PageData[], site: Site, sources: PageSources): ContentIssue[] {
  const linked = new Set<string>(['/']);
  const add = (from: string | undefined, href: string) => {
    const to = pathOf(href);
    if (to && to !== from) linked.add(to);
  };
  const { menus, headers, footer, cartPath } = site;
  for (const href of hrefsIn({ menus, headers, footer })) add(undefined, href);
  add(undefined, cartPath);
  for (const page of pages) for (const href of hrefsIn(page.sections)) add(page.path, href);
  // The header's language switcher links each page to the page in every other language.
  for (const page of pages) for (const alternate of page.alternates ?? []) add(page.path, alternate.path);
  // A listing's pager links the next page (src/ui/Pager.tsx) by its number, not by an href its props write.
  for (const { path, pagination: paged, sections } of pages)
    if (paged && paged.number < paged.pages && sections.some((section) => hasPagedPager(section.props)))
      add(path, pagePath(paged.first, paged.number + 1));
  return pages
    .filter((page) => !linked.has(page.path))
    .map((page) => sources.warning(page.file, ['path'], say('seo.page-not-linked', { path: page.path })));
}

/** Pages marked "noindex" that a sitemap (the one the build writes, or a hand-written public/sitemap.xml) still lists. */
export function sitemapWarnings(
  pages: PageData[],
  site: Site,
  sitemap: string,
  sitemapFile: string,
  sources: PageSources,
): ContentIssue[] {
  const listed = new Set(
    // "[^<]*" then trim: a lazy "[^<]+?" before "\s*" would try each split of a long run of spaces.
    [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map((match) => match[1].trim())
      .filter((address) => address !== '')
      .map((address) => normalizePath(new URL(address.replace(/&amp;/g, '&'), site.siteUrl).pathname)),
  );
  return pages
    .filter((page) => page.noindex && listed.has(page.path))
    .map((page) =>
      sources.warning(page.file, ['noindex'], say('seo.noindex-in-the-sitemap', { sitemap: sitemapFile })),
    );
}
