// The block gallery's page, on the development server only: the content plugin answers the gallery's
// path with index.html naming this script instead of the site's (src/site-generator/blockGallery.ts).
// It loads every block at once, which no page of the site may; the build never includes it.
// With ?block=<type>[&variant=<name>] it shows that one block alone (BlockPreview.tsx).
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '../styles/global.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import gallery from 'virtual:block-gallery';
import { preloadPage } from '../shell/pageLoading';
import { BlockPreview } from './BlockPreview';
import { variantSection } from './blockVariants';
import { previewRequest } from './previewRequest';

async function content(): Promise<ReactNode> {
  const preview = previewRequest(window.location.search);
  if (!preview) {
    const [{ GalleryPage }] = await Promise.all([import('./GalleryPage'), preloadPage(gallery.page)]);
    return <GalleryPage gallery={gallery} />;
  }
  const entry = gallery.categories
    .flatMap((category) => category.entries)
    .find((candidate) => candidate.type === preview.type);
  if (!entry) throw new Error(`the gallery has no block "${preview.type}"`);
  const page = { ...gallery.page, sections: [await variantSection(entry, preview.variant)] };
  await preloadPage(page);
  return <BlockPreview page={page} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>{await content()}</BrowserRouter>
  </StrictMode>,
);
