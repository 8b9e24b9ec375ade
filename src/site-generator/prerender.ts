// Writes one HTML file per route (plus 404.html and sitemap.xml) from the client build and the
// server entry: content, <title> and meta description are in the HTML before any script runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../schema/page';
import type { Site } from '../schema/site';
import { NOT_FOUND_PATH } from './contentPlugin';
import { escapeHtml } from './escapeHtml';
import { cspMetaTag } from './securityPolicy';
import { shareTagsFor } from './seo/shareTags';

interface ServerEntry {
  render(path: string): Promise<{ html: string; page: PageData }>;
  routePaths: string[];
  site: Site;
}

/** JSON inside <script type="application/json">: "<" escaped so text can never close the element. */
const embedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page's address on the site's own origin, whatever its path holds ("//host" stays a path). */
export function pageUrl(path: string, siteUrl: string): string {
  const url = new URL(siteUrl);
  url.pathname = path;
  url.search = '';
  url.hash = '';
  return url.href;
}

export function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** What a page's <head> says about it: title, description, canonical address, link previews, and "noindex" when asked. */
export function headTags(page: PageData, site: Site): string {
  return [
    `<title>${escapeHtml(page.title + site.titleSuffix)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl(page.path, site.siteUrl))}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta name="theme-color" content="${escapeHtml(site.theme.colors.primary)}">`,
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n    ');
}

/** Every page for search engines, except those marked "noindex" and the Not Found page (which is also 404.html). */
export function sitemapXml(pages: PageData[], site: Site): string {
  const urls = pages
    .filter((page) => !page.noindex && page.path !== NOT_FOUND_PATH)
    .map((page) => `  <url><loc>${escapeHtml(pageUrl(page.path, site.siteUrl))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The client build's index.html made ready for every page: the security policy right after the
 * charset (a <meta> policy covers only what follows it), and the boot script at low priority: the
 * page is readable from the HTML (and covered by the preloader), so on a slow line CSS, fonts and the
 * banner image go first (src/entry-boot.ts).
 */
export function pageTemplate(indexHtml: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(indexHtml)) throw new Error('index.html has no <meta charset>, after which the security policy belongs');
  return indexHtml
    .replace(charset, (tag) => `${tag}\n    ${cspMetaTag}`)
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
}

/** One page's HTML: its head tags, the server-rendered app and the page data the client hydrates from. */
export function pageDocument(template: string, parts: { head: string; app: string; page: PageData }): string {
  // Replacer functions: a "$&" or "$'" in the content (a price before a quote) must stay as written.
  return template
    .replace('<!--head-->', () => parts.head)
    .replace('<!--app-->', () => parts.app)
    .replace('<!--data-->', () => `<script type="application/json" id="page-data">${embedJson(parts.page)}</script>`);
}

export async function prerender(root: string, outDir: string, serverEntry: string) {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = pageTemplate(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const { site } = server;
  const seoTags = shareTagsFor(root, site); // link previews and JSON-LD (src/site-generator/seo/)

  const pageHtml = async (path: string) => {
    const { html, page } = await server.render(path);
    return { page, html: pageDocument(template, { head: headTags(page, site) + seoTags(page), app: html, page }) };
  };

  const written: PageData[] = [];
  for (const path of server.routePaths) {
    const { page, html } = await pageHtml(path);
    const file = join(outDir, routeFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    if (path === NOT_FOUND_PATH) writeFileSync(join(outDir, '404.html'), html);
    written.push(page);
  }

  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(written, site));
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', site.siteUrl).href}\n`);
  return written;
}
