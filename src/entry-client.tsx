// The app: hydrates the prerendered page (or renders it on the dev server). Loaded by entry-boot.ts.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from './schema/page';
import { App } from './shell/App';
import { loadPage, normalizePathname, preloadBlocks } from './shell/pageLoading';

async function start() {
  const path = normalizePathname(window.location.pathname);
  const embedded = document.getElementById('page-data')?.textContent;
  const page: PageData = embedded ? JSON.parse(embedded) : await loadPage(path);
  await preloadBlocks(page);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App initialPath={path} initialPage={page} />
      </BrowserRouter>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Prerendered HTML is hydrated; the dev server's page holds only the <!--app--> placeholder comment.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it
  // in one long task (Lighthouse's Total Blocking Time on the long landing pages).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
