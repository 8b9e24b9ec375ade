// Renders one route to HTML for the prerender script (src/build/prerender.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { pageLoaders } from 'virtual:routes';
import type { PageData } from './schema/page';
import { App } from './shell/App';
import { loadPage } from './shell/pageLoading';

export interface RenderedPage {
  html: string;
  page: PageData;
}

export const routePaths = Object.keys(pageLoaders);
export { site };

export async function render(path: string): Promise<RenderedPage> {
  const page = await loadPage(path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App initialPath={path} initialPage={page} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, page };
}
