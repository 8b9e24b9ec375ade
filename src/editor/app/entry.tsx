// The visual editor's page, on the development server only: the editor's Vite plugin answers /edit
// with index.html naming this script instead of the site's (src/site-generator/editorPlugin.ts), so
// nothing of the editor (Puck, zod, the schemas) reaches the build. /edit lists the files;
// /edit?file=pages/<name>.json edits one (a translation, pages/<code>/<name>.json, pages/<code>/_sections/<name>.json or pages/<code>/_site.json, beside its source; &part=menus: the menus of the site settings; &at=<JSON
// path>: opened at that place; &created=<id>: an entry or a translation just made, which the author may undo);
// /edit?collection=<name> lists a collection's entries. The list and the site settings need nothing of the site's own code;
// a page's editor draws the site's components, loaded only to open one, so a problem that keeps them
// from loading never keeps the author from the list, the settings, or the problems to fix.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@puckeditor/core/no-external.css';
import '../../styles/global.css';
import type { Config } from '@puckeditor/core';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  collectionOfFile,
  editorFileKind,
  formFileOf,
  isGroupLayoutFile,
  type EditorFileKind,
} from '../shared/editorFiles';
import type { EditorState } from '../shared/editorState';
import { fetchFile, fetchState } from './api';
import { CannotOpen } from './CannotOpen';
import { CollectionList } from './CollectionList';
import { FileEditor } from './FileEditor';
import { PageList } from './PageList';
import { settingsConfig, siteTranslationConfig, type SettingsPart } from './settingsConfig';
import { say, type WordKey } from './words';

// Saving writes a file of pages/, on which the development server reloads every open page; the
// editor keeps its state (and its undo history) instead: a reload is only for the pages of the site.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/edit/keeps-its-state.html';
});

// The development server shows content problems in an overlay over every page it serves; over the
// editor it would hide the very forms that fix them, and the editor lists them itself, in its words.
new MutationObserver(() => document.querySelector('vite-error-overlay')?.remove()).observe(document.documentElement, {
  childList: true,
  subtree: true,
});

const screenTitles: Record<
  Exclude<EditorFileKind, 'page' | 'shared' | 'entry' | 'layout' | 'translation'> | 'menus',
  WordKey
> = {
  site: 'siteSettingsTitle',
  menus: 'menusTitle',
  catalogue: 'productsTitle',
};

function partOf(kind: 'site' | 'catalogue', asked: string | null): SettingsPart {
  if (kind === 'catalogue') return 'products';
  return asked === 'menus' ? 'menus' : 'settings';
}

function placeAsked(params: URLSearchParams): (string | number)[] | undefined {
  try {
    const at: unknown = JSON.parse(params.get('at') ?? 'null');
    return Array.isArray(at) ? at.filter((part) => typeof part === 'string' || typeof part === 'number') : undefined;
  } catch {
    return undefined;
  }
}

async function screenFor(params: URLSearchParams, state: EditorState): Promise<ReactNode> {
  const file = params.get('file');
  const kind = file ? editorFileKind(file) : undefined;
  const collection = state.collections.find((candidate) => candidate.name === params.get('collection'));
  if (!file && collection) return <CollectionList collection={collection} state={state} />;
  if (!file || !kind) return <PageList state={state} />;
  const opened = await fetchFile(file);
  if (opened.value === undefined) return <CannotOpen file={file} message={opened.message} state={state} />;
  let config: Config;
  let title: string | undefined;
  // A translation is edited in its source's form, and previewed in its language.
  const language = opened.view && { code: opened.view.language, dir: opened.view.dir };
  const formKind = kind === 'translation' ? editorFileKind(formFileOf(file)) : kind;
  if (formKind === 'site' && kind === 'translation') {
    config = siteTranslationConfig(opened.view?.texts ?? []);
    title = say('siteSettingsTitle');
  } else if (formKind === 'page' || formKind === 'shared') {
    try {
      const { loadPageConfig } = await import('./pageConfig');
      config = await loadPageConfig(state, formKind === 'shared', language);
    } catch {
      return <CannotOpen file={file} message={say('siteCodeFailed')} state={state} />;
    }
  } else if (formKind === 'entry' || formKind === 'layout') {
    const form = formFileOf(file);
    const name = collectionOfFile(form)!;
    try {
      const { loadEntryConfig, loadGroupLayoutConfig, loadLayoutConfig } = await import('./collectionConfig');
      config =
        formKind === 'entry'
          ? await loadEntryConfig(name, language)
          : isGroupLayoutFile(form)
            ? await loadGroupLayoutConfig(name, state, language)
            : await loadLayoutConfig(name, state, language);
    } catch {
      return <CannotOpen file={file} message={say('siteCodeFailed')} state={state} />;
    }
    if (formKind === 'layout') title = say(`${isGroupLayoutFile(form) ? 'groupLayout' : 'layout'}_${name}` as WordKey);
  } else {
    const settings = kind as 'site' | 'catalogue';
    const part = partOf(settings, params.get('part'));
    config = settingsConfig(part, state);
    title = say(screenTitles[part === 'menus' ? 'menus' : settings]);
  }
  return (
    <FileEditor
      key={file}
      file={file}
      kind={kind}
      // A translation's shared sections are shown in its language.
      state={opened.shared ? { ...state, shared: opened.shared } : state}
      value={opened.value}
      config={config}
      title={title}
      at={placeAsked(params)}
      created={params.get('created') ?? undefined}
      translation={opened.view}
    />
  );
}

async function start() {
  document.title = say('title');
  const screen = await screenFor(new URLSearchParams(window.location.search), await fetchState());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>{screen}</BrowserRouter>
    </StrictMode>,
  );
}

void start();
