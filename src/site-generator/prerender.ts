// What the prerender writes for each route: its HTML (content, <title> and meta description before any
// script runs, the page data embedded for hydration), its data file for client navigation, 404.html,
// sitemap.xml and robots.txt. The rendering itself runs in worker threads (prerenderPool.ts).
import { join } from 'node:path';
import type { PageData } from '../schema/page';
import { pagePath, shownTitle } from '../schema/pagerPath';
import type { Site } from '../schema/site';
import { NOT_FOUND_PATH, pageDataUrl } from '../shell/pageDataUrl';
import { srcSetOf, type LeadImage } from '../ui/imageVariants';
import { appIconTags, writeAppIcons } from './appIcons';
import { escapeHtml } from './escapeHtml';
import { atomFeed, feedLanguages, feedLinkTag } from './feed';
import { compressFile, pageCompression, replaceFile } from './precompress';
import { cspMetaTag } from './securityPolicy';

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

/** A page in several languages: the same page in each of them (and the default language's as the one for any other), for search engines. */
function alternateLinks(page: PageData, site: Site): string[] {
  const alternates = page.alternates ?? [];
  if (alternates.length < 2) return [];
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(pageUrl(path, site.siteUrl))}">`;
  const fallback = alternates.find((alternate) => alternate.code === site.lang) ?? alternates[0];
  return [...alternates.map(({ code, path }) => link(code, path)), link('x-default', fallback.path)];
}

/** A language as link previews write it, language_TERRITORY ("de" is "de_DE", "pt-BR" "pt_BR"). */
export function openGraphLocale(code: string): string {
  try {
    const { language, region } = new Intl.Locale(code).maximize();
    return region ? `${language}_${region}` : language;
  } catch {
    return code.replace(/-/g, '_');
  }
}

/** A page's language and the others it is published in, for link previews. */
function localeTags(page: PageData): string[] {
  if (!page.locale) return [];
  const meta = (property: string, code: string) =>
    `<meta property="${property}" content="${escapeHtml(openGraphLocale(code))}">`;
  return [
    meta('og:locale', page.locale.code),
    ...(page.alternates ?? [])
      .filter(({ code }) => code !== page.locale!.code)
      .map(({ code }) => meta('og:locale:alternate', code)),
  ];
}

/**
 * What a page's <head> says about it: title, description, canonical address, the same page in its
 * other languages, the pages before and after it in a listing split into pages, link previews, and
 * "noindex" when asked.
 */
export function headTags(page: PageData, site: Site): string {
  const link = (rel: string, path: string) => `<link rel="${rel}" href="${escapeHtml(pageUrl(path, site.siteUrl))}">`;
  const paged = page.pagination;
  const title = shownTitle(page, site.labels.furtherPageTitle);
  return [
    `<title>${escapeHtml(title + site.titleSuffix)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    link('canonical', page.path),
    ...alternateLinks(page, site),
    ...(paged && paged.number > 1 ? [link('prev', pagePath(paged.first, paged.number - 1))] : []),
    ...(paged && paged.number < paged.pages ? [link('next', pagePath(paged.first, paged.number + 1))] : []),
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:type" content="website">`,
    ...localeTags(page),
    `<meta name="theme-color" content="${escapeHtml(site.theme.colors.primary)}">`,
    feedLinkTag(site, page),
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n    ');
}

/**
 * Every page for search engines, except those marked "noindex" and the Not Found page (which is also
 * 404.html); a page in several languages names the same page in each (and the default language's as
 * the one for any other), as its head does.
 */
export function sitemapXml(pages: PageData[], site: Site): string {
  // The Not Found page in any language is no page to find: its translations name it among their alternates.
  const notFound = (page: PageData) =>
    page.path === NOT_FOUND_PATH || !!page.alternates?.some((alternate) => alternate.path === NOT_FOUND_PATH);
  const listed = pages.filter((page) => !page.noindex && !notFound(page));
  const url = (path: string) => escapeHtml(pageUrl(path, site.siteUrl));
  const alternatesOf = ({ alternates = [] }: PageData) => {
    if (alternates.length < 2) return '';
    const fallback = alternates.find((alternate) => alternate.code === site.lang) ?? alternates[0];
    return [...alternates, { code: 'x-default', path: fallback.path }]
      .map(({ code, path }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(code)}" href="${url(path)}"/>`)
      .join('');
  };
  const urls = listed.map(
    (page) =>
      `  <url><loc>${url(page.path)}</loc>${page.lastmod ? `<lastmod>${escapeHtml(page.lastmod)}</lastmod>` : ''}${alternatesOf(page)}</url>`,
  );
  // The namespace of the alternates only where a page has some: a site in one language is listed as before.
  const xhtml = listed.some((page) => (page.alternates?.length ?? 0) > 1)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The client build's index.html made ready for every page: the security policy right after the
 * charset (a <meta> policy covers only what follows it), the links to the brand's icons in place of
 * the development server's one (appIcons.ts), and the boot script at low priority: the
 * page is readable from the HTML (and covered by the preloader), so on a slow line CSS, fonts and the
 * banner image go first (src/entry-boot.ts). `css` is the stylesheet the page links: the font files
 * of body text and headings are preloaded beside it (preloadedFonts); `policyTag` is the site's
 * policy (the origins of its form endpoints in it).
 */
export function pageTemplate(indexHtml: string, css = '', policyTag = cspMetaTag): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(indexHtml))
    throw new Error('index.html has no <meta charset>, after which the security policy belongs');
  const preloads = preloadedFonts(css, themeFonts(indexHtml))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">\n    `)
    .join('');
  return indexHtml
    .replace(charset, (tag) => `${tag}\n    ${policyTag}`)
    .replace(/<link rel="icon"[^>]*>/, () => appIconTags)
    .replace(/<link rel="stylesheet"/, (tag) => `${preloads}${tag}`)
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
}

/**
 * The weights of body text (400) and headings (600): fetched with the stylesheet instead of once it
 * has been read. Otherwise a heading is laid out in a synthesised bold until its own file arrives, and
 * rewraps then, moving what is below it (a centred card moves as a whole).
 */
const preloadedWeights = { '400': 'body', '600': 'heading' } as const;

/** The first family of the theme's --font-family and --font-heading (themeCss.ts), as the page's <style id="theme"> gives them. */
function themeFonts(html: string): { body: string; heading: string } | undefined {
  const first = (name: string) => new RegExp(`${name}:\\s*["']?([^"',;]+)`).exec(html)?.[1]?.trim();
  const [body, heading] = [first('--font-family'), first('--font-heading')];
  return body && heading ? { body, heading } : undefined;
}

/**
 * Whether a face draws basic Latin ("A"): no unicode-range, or one that holds it, in any of the forms
 * CSS allows (U+41, U+0-7F, U+00??, as minifiers write it). Each weight comes in one face per script,
 * and the browser fetches another script's face only for a page that uses it.
 */
const coversBasicLatin = (rule: string) => {
  const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
  if (range === undefined) return true;
  const letterA = 0x41;
  return range.split(',').some((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(first.replaceAll('?', '0'), 16);
    const high = parseInt(last.replaceAll('?', 'F'), 16);
    return low <= letterA && letterA <= high;
  });
};

/**
 * The woff2 files of the stylesheet's normal-style, basic-Latin @font-face rules of the preloaded
 * weights: with the theme's fonts known, 400 of the body's family and 600 of the headings' (a file
 * preloaded and not used is a warning in the console), else those weights of every family.
 */
export function preloadedFonts(css: string, fonts?: { body: string; heading: string }): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, rule]) => {
    const weight = /font-weight:\s*(\d+)/.exec(rule)?.[1];
    const family = /font-family:\s*["']?([^"';]+)/.exec(rule)?.[1]?.trim();
    const normal = !/font-style:\s*italic/.test(rule);
    const woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    if (!weight || !normal || !woff2 || !(weight in preloadedWeights) || !coversBasicLatin(rule)) return [];
    const role = preloadedWeights[weight as keyof typeof preloadedWeights];
    return !fonts || fonts[role] === family ? [woff2] : [];
  });
}

/**
 * The preload of the page's lead image (src/ui/Picture.tsx), in AVIF at the widths its <picture>
 * offers with the same `sizes`, so the browser fetches the very file the <img> takes, with the
 * stylesheet, instead of once the page is laid out. Browsers without AVIF skip it.
 */
export function leadImagePreload({ image, sizes }: LeadImage): string {
  if (!image.variants) return '';
  const srcset = srcSetOf(image.variants, 'avif');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/** One page's HTML: its head tags, the server-rendered app and the page data the client hydrates from. */
export function pageDocument(template: string, parts: { head: string; app: string; page: PageData }): string {
  // Replacer functions: a "$&" or "$'" in the content (a price before a quote) must stay as written.
  return template
    .replace('<!--head-->', () => parts.head)
    .replace('<!--app-->', () => parts.app)
    .replace('<!--data-->', () => `<script type="application/json" id="page-data">${embedJson(parts.page)}</script>`);
}

/**
 * One page's published HTML: the client build's template with the page's head (the preload of its
 * lead image, headTags, then `shareHead`: its link preview and JSON-LD, src/site-generator/seo/shareTags.ts),
 * its rendered app and its data.
 */
export function pageHtml(
  template: string,
  page: PageData,
  site: Site,
  app: string,
  shareHead = '',
  leadImage?: LeadImage,
): string {
  const preload = leadImage ? `${leadImagePreload(leadImage)}\n    ` : '';
  return pageDocument(withLanguage(template, page), { head: preload + headTags(page, site) + shareHead, app, page });
}

/** The template's <html lang> (the site's language, siteTemplate.ts) as the page's own, with its direction, on a site in several languages. */
function withLanguage(template: string, page: PageData): string {
  if (!page.locale) return template;
  const { code, dir } = page.locale;
  return template.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(code)}" dir="${escapeHtml(dir)}">`);
}

/** Where a page's data file is written in the published folder (the URL is src/shell/pageDataUrl.ts). */
export const dataFile = (path: string) => pageDataUrl(path).slice(1);

/** The files a page publishes (without their compressed copies), relative to the published folder. */
export const pageFiles = (path: string) => [
  routeFile(path),
  dataFile(path),
  ...(path === NOT_FOUND_PATH ? ['404.html'] : []),
];

/** The site-wide files: sitemap.xml, the blog's feed and robots.txt, made from the list of pages, and the brand's icons (appIcons.ts). */
export async function writeSiteIndexes(
  outDir: string,
  pages: PageData[],
  site: Site,
  publishedIn: readonly string[] = [outDir],
) {
  replaceFile(join(outDir, 'sitemap.xml'), sitemapXml(pages, site));
  const feeds = feedLanguages(site).map(({ code, path }) => {
    const file = join(outDir, path.slice(1));
    replaceFile(file, atomFeed(pages, site, code));
    return file;
  });
  replaceFile(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', site.siteUrl).href}\n`,
  );
  compressFile(join(outDir, 'sitemap.xml'), pageCompression);
  for (const file of feeds) compressFile(file, pageCompression);
  compressFile(join(outDir, 'robots.txt'));
  await writeAppIcons(outDir, site, publishedIn);
}
