// The Atom feed of the blog (/feed.xml): every published post of pages/blog/, newest first, with its
// absolute address, its dates, author, excerpt and picture; every page's head links to it. On a site in
// several languages each language has its own, at its prefix (/de/feed.xml), with the posts it
// publishes, and each page's head links to its language's.
import { collectionFolderOf } from '../content/collections/collectionFiles';
import { translationFileOf } from '../content/translations/translationFiles';
import { prefixOf } from '../schema/locales';
import type { PageData } from '../schema/page';
import type { Site } from '../schema/site';
import { escapeHtml } from './escapeHtml';
import { pageUrl } from './prerender';

export const FEED_PATH = '/feed.xml';

/** The feed of a language: /feed.xml for the default one, /de/feed.xml for German at /de. */
export function feedPath(site: Site, code: string = site.lang): string {
  const locale = site.locales?.others.find((other) => other.code === code);
  return locale ? `${prefixOf(locale)}${FEED_PATH}` : FEED_PATH;
}

/** Every language's feed path with its code: the default language's first. */
export const feedLanguages = (site: Site): { code: string; path: string }[] =>
  [site.lang, ...(site.locales?.others ?? []).map((locale) => locale.code)].map((code) => ({
    code,
    path: feedPath(site, code),
  }));

const pictureTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** A day as Atom writes a time: midnight UTC. */
const atomTime = (day: string) => `${day}T00:00:00Z`;

/** The feed of the posts published in the language `code` (the default language's unless given). */
export function atomFeed(pages: readonly PageData[], site: Site, code: string = site.lang): string {
  const isPost = (page: PageData) =>
    (collectionFolderOf(page.file) === 'blog' || translationFileOf(page.file)?.collection === 'blog') &&
    (page.locale?.code ?? site.lang) === code;
  const home = feedPath(site, code).slice(0, -FEED_PATH.length) || '/';
  const posts = pages
    .filter((page) => isPost(page) && page.published && !page.noindex)
    .sort((a, b) => (a.published! < b.published! ? 1 : a.published! > b.published! ? -1 : 0));
  const url = (path: string) => escapeHtml(pageUrl(path, site.siteUrl));
  const newest = posts
    .map((page) => page.lastmod ?? page.published!)
    .sort()
    .at(-1);
  const entries = posts.map((page) => {
    const article = page.sections.find((section) => section.type === 'blogArticle')?.props as
      { author: string; image: { src: string } } | undefined;
    const picture = article?.image.src;
    const type = picture && pictureTypes[picture.split('.').at(-1)!.toLowerCase()];
    return [
      '  <entry>',
      `    <title>${escapeHtml(page.title)}</title>`,
      `    <id>${url(page.path)}</id>`,
      `    <link rel="alternate" type="text/html" href="${url(page.path)}"/>`,
      `    <published>${atomTime(page.published!)}</published>`,
      `    <updated>${atomTime(page.lastmod ?? page.published!)}</updated>`,
      ...(article ? [`    <author><name>${escapeHtml(article.author)}</name></author>`] : []),
      `    <summary>${escapeHtml(page.description)}</summary>`,
      ...(picture && type ? [`    <link rel="enclosure" type="${type}" href="${url(picture)}"/>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(code)}">`,
    `  <title>${escapeHtml(site.brand.name)}</title>`,
    `  <id>${url(home)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPath(site, code))}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(home)}"/>`,
    // A feed with no post yet still needs a time: the start of the epoch says "nothing new".
    `  <updated>${atomTime(newest ?? '1970-01-01')}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The link every page's head gives to its language's feed, named by the brand (and the language, on a site in several). */
export function feedLinkTag(site: Site, page?: PageData): string {
  const code = page?.locale?.code ?? site.lang;
  const language = page?.locale ? ` hreflang="${escapeHtml(code)}"` : '';
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(site.brand.name)}"${language} href="${feedPath(site, code)}">`;
}
