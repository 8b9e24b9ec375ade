// The visual editor's page, on the development server only: the editor's Vite plugin answers /edit
// with index.html naming this script instead of the site's (src/site-generator/editorPlugin.ts), so
// nothing of the editor (Puck, zod, the schemas) reaches the build. /edit lists the files;
// /edit?file=pages/<name>.json edits one.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@puckeditor/core/no-external.css';
import '../../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { blockTypes } from '../../blocks/registry';
import type { PageData } from '../../schema/page';
import { preloadBlocks } from '../../shell/pageLoading';
import { fetchFile, fetchState } from './api';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';
import { say } from './words';

// Saving writes a file of pages/, on which the development server reloads every open page; the
// editor keeps its state (and its undo history) instead: a reload is only for the pages of the site.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/edit/keeps-its-state.html';
});

async function start() {
  document.title = say('title');
  const file = new URLSearchParams(window.location.search).get('file');
  const [state] = await Promise.all([
    fetchState(),
    preloadBlocks({ sections: blockTypes.map((type) => ({ type })) } as PageData),
  ]);
  const opened = file ? await fetchFile(file) : undefined;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        {file && opened?.value !== undefined ? (
          <PageEditor key={file} file={file} state={state} value={opened.value} />
        ) : (
          <PageList state={state} />
        )}
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
