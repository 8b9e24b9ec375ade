// The block gallery's page, on the development server only: the content plugin answers the gallery's
// path with index.html naming this script instead of the site's (src/site-generator/blockGallery.ts).
// It loads every block at once, which no page of the site may; the build never includes it.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import gallery from 'virtual:block-gallery';
import { preloadBlocks } from '../shell/pageLoading';
import { GalleryPage } from './GalleryPage';

await preloadBlocks(gallery.page);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <GalleryPage gallery={gallery} />
    </BrowserRouter>
  </StrictMode>,
);
