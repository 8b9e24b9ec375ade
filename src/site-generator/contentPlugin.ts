// Vite plugin: validates pages/ on every dev change (a build hands it the content it validated once),
// and serves the site-wide content to the app as virtual modules. Pages never go through the bundler
// (the build's cost would grow faster than their number): the development server answers each page's data URL (src/shell/pageDataUrl.ts)
// from the validated content, as the prerender writes it as a file. Problems stop the build, and show
// in the dev overlay. The development server also has the block gallery, an authoring tool the build never sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { blockTypes } from '../blocks/registry';
import { formatIssues } from '../content/contentIssue';
import { loadContent, type Content } from '../content/loadContent';
import type { ValidationCache } from '../content/validationCache';
import { normalizePath } from '../schema/primitives';
import { NOT_FOUND_PATH, pathOfPageDataUrl } from '../shell/pageDataUrl';
import { GALLERY_MODULE, galleryData, galleryHtml } from './blockGallery';
import { projectValidationCache } from './buildCache';
import { templateWithSite } from './siteTemplate';

const SITE = 'virtual:site';
const BLOCKS = 'virtual:blocks';
const CATALOGUE = 'virtual:catalogue';
export { NOT_FOUND_PATH };

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
    this.stack = message; // authors need the message, not our stack
  }
}

const VALIDATED_CONTENT = 'nexusValidatedContent';

/**
 * Vite's inline config for a build whose content was validated already (src/site-generator/buildSite.ts):
 * the plugin takes it instead of reading and validating every page again in each of the Vite builds.
 */
export const withValidatedContent = (content: Content) => ({ [VALIDATED_CONTENT]: content });

export function contentPlugin(root: string): Plugin {
  let content: Content | undefined;
  let serving = false;
  // The validation code was loaded with this plugin; each save checks the changed pages alone (buildCache.ts).
  const codeLoadedAtMs = Date.now();
  let cache: ValidationCache | null | undefined;
  const load = () => {
    if (serving) cache ??= projectValidationCache(root, codeLoadedAtMs) ?? null;
    return loadContent({ root, cache: cache ?? undefined });
  };
  const current = (): Content => {
    content ??= load();
    if (content.issues.length > 0) throw new ContentError(formatIssues(content.issues));
    return content;
  };

  /** Answers the gallery's path with the gallery page; every other request goes on to Vite. */
  function galleryRoute(server: ViteDevServer): Connect.NextHandleFunction {
    return (request, response, next) => {
      content ??= load();
      const galleryPath = content.gallery?.labels.path;
      const url = request.url ?? '/';
      if (request.method !== 'GET' || !galleryPath || normalizePath(new URL(url, 'http://localhost').pathname) !== normalizePath(galleryPath)) return next();
      server
        .transformIndexHtml(url, galleryHtml(readFileSync(join(root, 'index.html'), 'utf8')))
        .then((html) => {
          response.setHeader('Content-Type', 'text/html');
          response.end(html);
        })
        .catch(next);
    };
  }

  /** Answers a page's data URL with that page's validated data, or 404 when no page has that path. */
  function pageDataRoute(): Connect.NextHandleFunction {
    return (request, response, next) => {
      const path = request.method === 'GET' ? pathOfPageDataUrl(new URL(request.url ?? '/', 'http://localhost').pathname) : undefined;
      if (path === undefined) return next();
      let pages: Content['pages'];
      try {
        pages = current().pages;
      } catch (error) {
        return next(error); // the overlay shows the content problems
      }
      const page = pages.find((candidate) => candidate.path === path);
      response.statusCode = page ? 200 : 404;
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(page ? JSON.stringify(page) : '{}');
    };
  }

  return {
    name: 'nexus-content',
    configResolved(config) {
      serving = config.command === 'serve';
      content = (config.inlineConfig as Record<string, Content | undefined>)[VALIDATED_CONTENT] ?? content;
    },
    resolveId(id) {
      if (id === SITE || id === BLOCKS || id === CATALOGUE) return `\0${id}`;
      if (id === GALLERY_MODULE && serving) return `\0${id}`; // in a build, importing it fails
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const key = id.slice(1);
      // No watch file per page: the development server watches pages/ as a folder (configureServer).
      const { site, catalogue, gallery } = current();
      if (key === SITE) return `export default ${JSON.stringify(site)};`;
      if (key === CATALOGUE) return `export default ${JSON.stringify(catalogue ?? { currency: '$', shippingCost: 10, products: [] })};`;
      if (key === BLOCKS) {
        const entries = blockTypes.map((type) => `${JSON.stringify(type)}: () => import(${JSON.stringify(`/src/blocks/${type}/index.tsx`)})`);
        return `export const blockLoaders = {${entries.join(',\n')}};`;
      }
      if (key === GALLERY_MODULE) {
        if (!gallery) throw new ContentError('the block gallery needs pages/_gallery.json');
        return `export default ${JSON.stringify(galleryData(gallery))};`;
      }
      return undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        try {
          const { site } = current();
          return templateWithSite(html, site!);
        } catch {
          return html; // the error is reported when the modules load
        }
      },
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(galleryRoute(server));
      server.middlewares.use(pageDataRoute());
      const contentDirs = [join(root, 'pages'), join(root, 'public')];
      server.watcher.add(contentDirs);
      const onChange = (file: string) => {
        const isBlockExample = file.startsWith(join(root, 'src/blocks')) && file.endsWith('example.json'); // the gallery shows them
        if (!contentDirs.some((dir) => file.startsWith(dir)) && !isBlockExample) return;
        content = undefined;
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

