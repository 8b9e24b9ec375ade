// Vite plugin: validates pages/ on every dev change (a build hands it the content it validated once),
// and serves the site-wide content to the app as virtual modules. Pages never go through the bundler
// (the build's cost would grow faster than their number): the development server answers each page's
// data URL (src/shell/pageDataUrl.ts) from the validated content, as the prerender writes it as a
// file. It checks everything on a worker thread and answers with a first look meanwhile
// (devContent.ts). Problems stop the build. The development server stops only what they touch, so an
// author (and the editor's preview) can go on with every other page while fixing one: the site as long
// as the site file holds its settings, the products as long as the catalogue does, and each page as
// long as neither its own file nor a shared section it uses has a problem that leaves part of it out
// (a link to a page that is gone does not); the overlay and the terminal name the problems. The development server also has the block gallery, an authoring tool
// the build never sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { blockTypes } from '../blocks/registry';
import { formatIssue, formatIssues, type ContentIssue } from '../problems/contentIssue';
import type { MessageCode } from '../problems/messages';
import { readAuthorFile } from '../content/authorFiles';
import { CATALOGUE_FILE, SECTIONS_DIR, SITE_FILE } from '../content/contentFiles';
import { isJsonObject } from '../content/jsonSource';
import { loadContent, type Content } from '../content/loadContent';
import type { PageData } from '../schema/page';
import { chosenFonts, fontStylesheets } from '../schema/fontChoices';
import { normalizePath } from '../schema/primitives';
import { NOT_FOUND_PATH, pathOfPageDataUrl } from '../shell/pageDataUrl';
import { GALLERY_MODULE, galleryData, galleryHtml } from './blockGallery';
import { devContent, type Checker, type DevContent } from './devContent';
import { templateWithSite } from './siteTemplate';
import { browserSite, type Site } from '../schema/site';
import { validatedContentOf } from './validatedContent';

/** The site file in the default language, for the editor and the block gallery. */
const SITE = 'virtual:site';
/** The site's languages and a loader of each one's site file: what the app reads its site file through. */
const SITE_LANGUAGES = 'virtual:site-languages';
/** One language's site file (`virtual:site/de`): a chunk of its own, loaded with the first page in that language. */
const SITE_IN = 'virtual:site/';
/** The whole site file and every further language's, for the prerender only (a lint rule keeps it out of browser code). */
const SITE_FILES = 'virtual:site-files';
const BLOCKS = 'virtual:blocks';
const CATALOGUE = 'virtual:catalogue';
/** The stylesheets of the fonts the site chose (theme.fonts): only their files reach the bundle. */
const FONTS = 'virtual:site-fonts';
export { NOT_FOUND_PATH };

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
    this.stack = message; // authors need the message, not our stack
  }
}

export { withValidatedContent } from './validatedContent';

const withoutProblems = (content: Content): Content => {
  if (content.issues.length > 0) throw new ContentError(formatIssues(content.issues));
  return content;
};

/** Why the development server cannot show `what`: the problems that stop it, as the command line prints them. */
const notShown = (what: string, issues: readonly ContentIssue[]) =>
  new ContentError(
    [
      `${what} cannot be shown until ${issues.length === 1 ? 'this problem is' : `these ${issues.length} problems are`} fixed:`,
      ...issues.map(formatIssue),
    ].join('\n'),
  );

const problemsOf = (content: Content, files: readonly string[]) =>
  content.issues.filter((issue) => files.includes(issue.file));

/**
 * Problems between files (src/content/crossFileChecks.ts): a link that leads nowhere, a picture or a
 * product that is not there. The page that has one still shows whole, so the development server shows
 * it (a deleted page never takes every page that links to it along); any other problem of a page
 * leaves part of it out, so the page is not shown.
 */
export const betweenFiles: ReadonlySet<MessageCode> = new Set<MessageCode>([
  'link.missing-page',
  'link.page-moved',
  'link.missing-section',
  'link.missing-section-where-shown',
  'link.missing-section-of-a-page',
  'link.section-in-the-site-file',
  'image.missing',
  'image.other-proportions',
  'image.size-unknown',
  'image.too-large',
  'image.too-many-pixels',
  'image.unsafe-svg',
  'product.unknown',
]);
const stopsPage = (issue: ContentIssue) => !issue.code || !betweenFiles.has(issue.code);

/** The development server's content for the site's own modules: usable as long as the site file gave its settings. */
const withSite = (content: Content): Content => {
  if (content.site) return content;
  const own = problemsOf(content, [SITE_FILE]);
  throw notShown('The site', own.length > 0 ? own : content.issues);
};

/** An author's file as it is on disk now ("" when it cannot be read), and its JSON (undefined when it is none). */
function written(root: string, file: string): { text: string; value: unknown } {
  let text = '';
  try {
    text = readAuthorFile(root, file)?.toString('utf8') ?? '';
    return { text, value: JSON.parse(text) };
  } catch {
    return { text, value: undefined };
  }
}

/** The problems that stop the development server from showing `page`: those of its file and of the shared sections it uses that leave part of it out. */
function problemsOfPage(root: string, content: Content, page: PageData): ContentIssue[] {
  const { value } = written(root, page.file);
  const sections = isJsonObject(value) && Array.isArray(value.sections) ? value.sections : [];
  const shared = sections.flatMap((section) =>
    isJsonObject(section) && typeof section.use === 'string' ? [`${SECTIONS_DIR}/${section.use}.json`] : [],
  );
  return problemsOf(content, [page.file, ...shared]).filter(stopsPage);
}

/**
 * For a path no checked page has: the problems of the page file that gives it as written, whose
 * problems kept it out of the content (a file that is not even JSON is found by the "path" in its text).
 */
function problemsOfMissingPage(root: string, content: Content, path: string): ContentIssue[] {
  const served = new Set(content.pages.map((page) => page.file));
  const files = [...new Set(content.issues.map((issue) => issue.file))].filter(
    (file) => file.startsWith('pages/') && !file.startsWith('pages/_') && !served.has(file),
  );
  const givesPath = (file: string) => {
    const { text, value } = written(root, file);
    const given = isJsonObject(value) ? value.path : /"path"\s*:\s*"(\/[^"\\]*)"/.exec(text)?.[1];
    return typeof given === 'string' && normalizePath(given) === path;
  };
  return problemsOf(content, files.filter(givesPath));
}

export interface ContentPluginOptions {
  /** How the development server checks everything (devContent.ts; by default on a worker thread). */
  checker?: Checker;
}

export function contentPlugin(root: string, { checker }: ContentPluginOptions = {}): Plugin {
  /** A build's content: given by the build (withValidatedContent), or else read and checked once. */
  let built: Content | undefined;
  let serving = false;
  let dev: DevContent | undefined;
  const buildContent = (): Content => withoutProblems((built ??= loadContent({ root })));
  /** What the site's own modules and the page template need: the development server's first look, or the build's content. */
  const siteContent = (): Content | Promise<Content> => (dev ? dev.lookAt([]).then(withSite) : buildContent());

  /** Answers the gallery's path with the gallery page; every other request goes on to Vite. */
  function galleryRoute(server: ViteDevServer, content: DevContent): Connect.NextHandleFunction {
    return (request, response, next) => {
      if (request.method !== 'GET') return next();
      const url = request.url ?? '/';
      content
        .lookAt([])
        .then(async ({ gallery }) => {
          const galleryPath = gallery?.labels.path;
          if (!galleryPath || normalizePath(new URL(url, 'http://localhost').pathname) !== normalizePath(galleryPath))
            return next();
          const html = await server.transformIndexHtml(
            url,
            galleryHtml(readFileSync(join(root, 'index.html'), 'utf8')),
          );
          response.setHeader('Content-Type', 'text/html');
          response.end(html);
        })
        .catch(next);
    };
  }

  /**
   * Answers a page's data URL with that page's validated data, or 404 when no page has that path; a
   * page with problems of its own (or in a shared section it uses) is answered with them, for the overlay.
   */
  function pageDataRoute(content: DevContent): Connect.NextHandleFunction {
    return (request, response, next) => {
      const path =
        request.method === 'GET'
          ? pathOfPageDataUrl(new URL(request.url ?? '/', 'http://localhost').pathname)
          : undefined;
      if (path === undefined) return next();
      content
        .lookAt([path])
        .then((looked) => {
          const page = looked.pages.find((candidate) => candidate.path === path);
          const problems = page ? problemsOfPage(root, looked, page) : problemsOfMissingPage(root, looked, path);
          if (problems.length > 0) throw notShown(`The page ${path}`, problems);
          response.statusCode = page ? 200 : 404;
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(page ? JSON.stringify(page) : '{}');
        })
        .catch(next); // the overlay shows the content problems
    };
  }

  return {
    name: 'nexus-content',
    configResolved(config) {
      serving = config.command === 'serve';
      built = validatedContentOf(config.inlineConfig) ?? built;
    },
    resolveId(id) {
      if (id === SITE || id === BLOCKS || id === CATALOGUE || id === FONTS || id.startsWith(SITE_IN)) return `\0${id}`;
      if (id === SITE_FILES || id === SITE_LANGUAGES) return `\0${id}`;
      if (id === GALLERY_MODULE && serving) return `\0${id}`; // in a build, importing it fails
      return undefined;
    },
    load(id, options) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const key = id.slice(1);
      const forServer = options?.ssr === true;
      // No watch file per page: the development server watches pages/ as a folder (configureServer).
      const content = siteContent();
      return content instanceof Promise
        ? content.then((ready) => virtualModule(key, ready, forServer))
        : virtualModule(key, content, forServer);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        try {
          const { site } = await siteContent();
          return templateWithSite(html, site!);
        } catch {
          return html; // the error is reported when the modules load
        }
      },
    },
    configureServer(server: ViteDevServer) {
      const content = devContent(root, {
        checker,
        onChecked: ({ content: checked, milliseconds }) => {
          const { reused, made } = checked.pageChecks;
          server.config.logger.info(
            `content checked: ${reused + made} pages (${made} checked again) in ${(milliseconds / 1000).toFixed(1)} s`,
            { timestamp: true },
          );
          // A page may be on screen from a first look: the overlay and the terminal show what the full check found.
          if (checked.issues.length > 0) {
            server.config.logger.warn(shownAround(checked.issues), { timestamp: true });
            server.ws.send({ type: 'error', err: { message: shownAround(checked.issues), stack: '' } });
          }
        },
      });
      dev = content;
      void content.everything(); // started now, beside Vite's own start
      server.httpServer?.once('close', () => void content.close());
      server.middlewares.use(galleryRoute(server, content));
      server.middlewares.use(pageDataRoute(content));
      const contentDirs = [join(root, 'pages'), join(root, 'public')];
      server.watcher.add(contentDirs);
      const onChange = (file: string) => {
        const isBlockExample = file.startsWith(join(root, 'src/blocks')) && file.endsWith('example.json'); // the gallery shows them
        if (!contentDirs.some((dir) => file.startsWith(dir)) && !isBlockExample) return;
        content.changed();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

/** What the development server says of problems it serves around. */
const shownAround = (issues: readonly ContentIssue[]) =>
  [
    ...issues.map(formatIssue),
    '',
    `${issues.length === 1 ? '1 problem' : `${issues.length} problems`} found in the content: the development server shows every page they do not touch; npm run build publishes nothing until they are fixed.`,
  ].join('\n');

/** The code of one of the plugin's virtual modules, from the content; the server bundle gets the whole site file. */
function virtualModule(key: string, content: Content, forServer: boolean): string | undefined {
  const { site, catalogue, gallery } = content;
  const translated = content.translatedSites ?? {};
  const shown = (file: Site) => JSON.stringify(forServer ? file : browserSite(file));
  if (key === SITE) return `export default ${shown(site!)};`;
  if (key === SITE_LANGUAGES) {
    const loaders = [site!.lang, ...Object.keys(translated)].map(
      (code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(SITE_IN + code)})`,
    );
    return `export const defaultLanguage = ${JSON.stringify(site!.lang)};\nexport const siteLoaders = {${loaders.join(',\n')}};`;
  }
  if (key.startsWith(SITE_IN)) {
    const code = key.slice(SITE_IN.length);
    const file = code === site!.lang ? site : translated[code];
    return file && `export default ${shown(file)};`;
  }
  if (key === SITE_FILES) {
    return `export default ${JSON.stringify(site)};\nexport const translations = ${JSON.stringify(translated)};`;
  }
  if (key === FONTS) {
    const { body, heading } = chosenFonts(site!.theme);
    return fontStylesheets([body, heading])
      .map((file) => `import ${JSON.stringify(file)};`)
      .join('\n');
  }
  if (key === CATALOGUE) {
    const problems = problemsOf(content, [CATALOGUE_FILE]);
    if (!catalogue && problems.length > 0) throw notShown("The shop's products", problems);
    return `export default ${JSON.stringify(catalogue ?? { currency: '$', shippingCost: 10, products: [] })};`;
  }
  if (key === BLOCKS) {
    const entries = blockTypes.map(
      (type) => `${JSON.stringify(type)}: () => import(${JSON.stringify(`/src/blocks/${type}/index.tsx`)})`,
    );
    return `export const blockLoaders = {${entries.join(',\n')}};`;
  }
  if (key === GALLERY_MODULE) {
    if (!gallery) throw new ContentError('the block gallery needs pages/_gallery.json');
    return `export default ${JSON.stringify(galleryData(gallery))};`;
  }
  return undefined;
}
