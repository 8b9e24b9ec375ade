// Vite plugin: validates pages/ on every dev change (a build hands it the content it validated once),
// and serves the site-wide content to the app as virtual modules. Pages never go through the bundler
// (the build's cost would grow faster than their number): the development server answers each page's
// data URL (src/shell/pageDataUrl.ts) from the validated content, as the prerender writes it as a
// file. It checks everything on a worker thread and answers with a first look meanwhile
// (devContent.ts). Problems stop the build, and show in the dev overlay. The development server also
// has the block gallery, an authoring tool the build never sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { blockTypes } from '../blocks/registry';
import { formatIssues } from '../problems/contentIssue';
import { loadContent, type Content } from '../content/loadContent';
import { chosenFonts, fontStylesheets } from '../schema/fontChoices';
import { normalizePath } from '../schema/primitives';
import { NOT_FOUND_PATH, pathOfPageDataUrl } from '../shell/pageDataUrl';
import { GALLERY_MODULE, galleryData, galleryHtml } from './blockGallery';
import { devContent, type Checker, type DevContent } from './devContent';
import { templateWithSite } from './siteTemplate';
import { validatedContentOf } from './validatedContent';

const SITE = 'virtual:site';
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
  const siteContent = (): Content | Promise<Content> => (dev ? dev.lookAt([]).then(withoutProblems) : buildContent());

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

  /** Answers a page's data URL with that page's validated data, or 404 when no page has that path. */
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
          const page = withoutProblems(looked).pages.find((candidate) => candidate.path === path);
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
      if (id === SITE || id === BLOCKS || id === CATALOGUE || id === FONTS) return `\0${id}`;
      if (id === GALLERY_MODULE && serving) return `\0${id}`; // in a build, importing it fails
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const key = id.slice(1);
      // No watch file per page: the development server watches pages/ as a folder (configureServer).
      const content = siteContent();
      return content instanceof Promise
        ? content.then((ready) => virtualModule(key, ready))
        : virtualModule(key, content);
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
          // A page may be on screen from a first look: the overlay shows what the full check found.
          if (checked.issues.length > 0)
            server.ws.send({ type: 'error', err: { message: formatIssues(checked.issues), stack: '' } });
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

/** The code of one of the plugin's virtual modules, from the content. */
function virtualModule(key: string, { site, catalogue, gallery }: Content): string | undefined {
  if (key === SITE) return `export default ${JSON.stringify(site)};`;
  if (key === FONTS) {
    const { body, heading } = chosenFonts(site!.theme);
    return fontStylesheets([body, heading])
      .map((file) => `import ${JSON.stringify(file)};`)
      .join('\n');
  }
  if (key === CATALOGUE)
    return `export default ${JSON.stringify(catalogue ?? { currency: '$', shippingCost: 10, products: [] })};`;
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
