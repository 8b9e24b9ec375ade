// Renders one page's data to HTML for the prerender (src/site-generator/prerenderWorker.ts). It holds no
// pages: the prerender hands each one in, so this bundle is the same whatever the number of pages. A block that
// throws here stops the build with one line naming the page file, the section and the block: a page
// is never published without one of its sections (in the browser, a failing block shows a notice).
// As it renders, it notes the page's lead image (src/ui/Picture.tsx), which the prerender preloads.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import catalogue from 'virtual:catalogue';
import site, { translations } from 'virtual:site-files';
import type { PageData } from './schema/page';
import { App } from './shell/App';
import { PageSections } from './shell/PageSections';
import { preloadPage } from './shell/pageLoading';
import { LeadImageChooser } from './ui/Picture';
import type { ImageData, LeadImage } from './ui/imageVariants';

// The site and the catalogue as bundled: their photos carry what the build made of them.
export { catalogue, site, translations };

/** A page that cannot be rendered: the message is for the author and is all there is to print (no stack). */
export class PrerenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrerenderError';
    this.stack = message;
  }
}

/** The app's HTML for one page (its blocks' code loaded first) and its lead image, if a processed photo is. */
export async function renderPageWithLeadImage(page: PageData): Promise<{ html: string; leadImage?: LeadImage }> {
  await preloadPage(page);
  let leadImage: LeadImage | undefined;
  const choose = (image: ImageData, sizes: string) => (leadImage ??= { image, sizes }).image.src === image.src;
  const html = renderOrExplain(page.path, page, choose);
  return { html: page.fallbacks?.length ? await withFallbacksMarked(html, page) : html, leadImage };
}

/** The app's HTML with the texts shown in the default language marked with its `lang` (src/shell/fallbackTexts.ts). */
async function withFallbacksMarked(html: string, page: PageData): Promise<string> {
  // Loaded only for a page that has such texts: most pages have none.
  const [{ JSDOM }, { fallbackTextsBySection, markFallbackTexts }] = await Promise.all([
    import('jsdom'),
    import('./shell/fallbackTexts'), // imported as the browser imports it, so the bundler keeps it a chunk of its own
  ]);
  const { document } = new JSDOM(`<!doctype html><body><div id="root">${html}</div>`).window;
  const main = document.getElementById('main');
  if (main) markFallbackTexts(main, fallbackTextsBySection(page), site.lang);
  return document.getElementById('root')!.innerHTML;
}

/** The app's HTML for one page. */
export const renderPage = async (page: PageData): Promise<string> => (await renderPageWithLeadImage(page)).html;

/** How the server marks a Suspense boundary whose content threw (each section is one: PageSections). */
const FAILED_BOUNDARY = '<!--$!-->';

function renderOrExplain(
  path: string,
  page: PageData,
  chooseLeadImage: (image: ImageData, sizes: string) => boolean,
): string {
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <LeadImageChooser value={chooseLeadImage}>
          <StaticRouter location={path}>
            <App initialPath={path} initialPage={page} />
          </StaticRouter>
        </LeadImageChooser>
      </StrictMode>,
    );
  } catch (error) {
    throw explainFailure(path, page, error);
  }
  if (html.includes(FAILED_BOUNDARY)) throw explainFailure(path, page, new Error('a section failed to render'));
  return html;
}

const oneLine = (thrown: unknown) =>
  (thrown instanceof Error ? thrown.message : String(thrown)).replace(/\s+/g, ' ').trim().slice(0, 300);

/** Names the section that failed: on the server no error boundary catches, so each section is rendered alone until one throws. */
function explainFailure(path: string, page: PageData, error: unknown): PrerenderError {
  for (const [index, section] of page.sections.entries()) {
    try {
      renderToString(
        <StaticRouter location={path}>
          <PageSections page={{ ...page, sections: [section] }} boundaries={false} />
        </StaticRouter>,
      );
    } catch (thrown) {
      return new PrerenderError(
        `${page.file} sections[${index}]: the "${section.type}" block failed to render (${oneLine(thrown)}); the build stopped. Check this section's props (docs/blocks.md), or remove the section and tell a developer.`,
      );
    }
  }
  return new PrerenderError(
    `${page.file}: the page failed to render (${oneLine(error)}); the build stopped. Check its header and footer settings, or tell a developer.`,
  );
}
