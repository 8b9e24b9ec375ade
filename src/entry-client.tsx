// The app: hydrates the prerendered page (or renders it on the dev server). Loaded by entry-boot.ts.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from './schema/page';
import { App } from './shell/App';
import { loadPage, normalizePathname, preloadPage } from './shell/pageLoading';
import { sectionKey } from './shell/PageSections';
import { createSectionGates, SectionGatesContext, type SectionGates } from './shell/sectionHydration';
import { pauseOffscreenDecorations } from './ui/decorativeMotion';

async function start() {
  const path = normalizePathname(window.location.pathname);
  const embedded = document.getElementById('page-data')?.textContent;
  const page: PageData = embedded ? JSON.parse(embedded) : await loadPage(path);
  await preloadPage(page);
  const root = document.getElementById('root')!;
  const prerendered = root.firstElementChild !== null;
  // Prerendered sections are hydrated one at a time after the frame around them (sectionHydration.tsx).
  const gates: SectionGates | undefined = prerendered
    ? createSectionGates(
        page.sections.map((_, index) => sectionKey(page, index)),
        Array.from(document.querySelectorAll('#main > [data-block]')),
      )
    : undefined;
  const app = (
    <StrictMode>
      <SectionGatesContext.Provider value={gates}>
        <BrowserRouter>
          <App initialPath={path} initialPage={page} />
        </BrowserRouter>
      </SectionGatesContext.Provider>
    </StrictMode>
  );
  // The dev server's page holds only the <!--app--> placeholder comment, and is rendered.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  pauseOffscreenDecorations(document);
}

void start();
