// Renders one route to HTML for the prerender script (src/site-generator/prerender.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { pageLoaders } from 'virtual:routes';
import type { PageData } from './schema/page';
import { App } from './shell/App';
import { loadPage, preloadBlocks } from './shell/pageLoading';

export interface RenderedPage {
  html: string;
  page: PageData;
}

export const routePaths = Object.keys(pageLoaders);
export { site };

export async function render(path: string): Promise<RenderedPage> {
  const page = await loadPage(path);
  return { html: renderToHtml(path, page), page };
}

/** Renders page data that is not (yet) a file in pages/, for tests that make their own pages. */
export async function renderPage(page: PageData): Promise<string> {
  await preloadBlocks(page);
  return renderToHtml(page.path, page);
}

function renderToHtml(path: string, page: PageData): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App initialPath={path} initialPage={page} />
      </StaticRouter>
    </StrictMode>,
  );
}
