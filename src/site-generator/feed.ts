// The Atom feed of the blog (/feed.xml): every published post of pages/blog/, newest first, with its
// absolute address, its dates, author, excerpt and picture; every page's head links to it.
import { collectionFolderOf } from '../content/collections/collectionFiles';
import type { PageData } from '../schema/page';
import type { Site } from '../schema/site';
import { escapeHtml } from './escapeHtml';
import { pageUrl } from './prerender';

export const FEED_PATH = '/feed.xml';

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

export function atomFeed(pages: readonly PageData[], site: Site): string {
  const posts = pages
    .filter((page) => collectionFolderOf(page.file) === 'blog' && page.published && !page.noindex)
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
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(site.lang)}">`,
    `  <title>${escapeHtml(site.brand.name)}</title>`,
    `  <id>${url('/')}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${url(FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url('/')}"/>`,
    // A feed with no post yet still needs a time: the start of the epoch says "nothing new".
    `  <updated>${atomTime(newest ?? '1970-01-01')}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The link every page's head gives to the feed, named by the brand. */
export const feedLinkTag = (site: Site) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(site.brand.name)}" href="${FEED_PATH}">`;
