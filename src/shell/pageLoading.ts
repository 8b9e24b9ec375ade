// Loads a page's data, the code of the blocks it uses, the site file in its language and, when its
// texts need it, the rich-text reader; nothing more; keeps what was loaded.
// Page data is fetched from its own JSON file (src/shell/pageDataUrl.ts): a path no page has answers
// 404, and the Not Found page is shown instead.
import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:blocks';
import type { PageData } from '../schema/page';
import { anyMayHoldMarks } from '../richText/marks';
import { loadSiteIn, siteIn } from '../ui/locale';
import { loadRichTextReader } from '../ui/RichText';
import { NOT_FOUND_PATH, pageDataUrl } from './pageDataUrl';

// Each block takes props of its own, checked by its schema before they reach it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<any>;

const loadedBlocks = new Map<string, AnyBlock>();

export function normalizePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.replace(/\/index\.html$/, '') || '/';
}

export function loadedBlock(type: string): AnyBlock | undefined {
  return loadedBlocks.get(type);
}

export async function preloadBlocks(page: PageData): Promise<void> {
  const types = [...new Set(page.sections.map((section) => section.type))].filter((type) => !loadedBlocks.has(type));
  await Promise.all(
    types.map(async (type) => {
      const module = await blockLoaders[type]();
      loadedBlocks.set(type, module.default);
    }),
  );
}

/** Every block's code, the rich-text reader and the default language's site file: for the visual editor, which draws whatever an author writes. */
export async function preloadForEditing(types: readonly string[]): Promise<void> {
  await Promise.all([
    preloadBlocks({ sections: types.map((type) => ({ type })) } as PageData),
    loadRichTextReader(),
    loadSiteIn(),
  ]);
}

/**
 * What a page needs before it is drawn: its blocks' code, the site file in its language, and the
 * rich-text reader if one of its texts or the site file's may hold marks.
 */
export async function preloadPage(page: PageData): Promise<void> {
  const code = page.locale?.code;
  await Promise.all([preloadBlocks(page), loadSiteIn(code)]);
  if (anyMayHoldMarks(page) || anyMayHoldMarks(siteIn(code))) await loadRichTextReader();
}

async function fetchPage(path: string): Promise<PageData | undefined> {
  const response = await fetch(pageDataUrl(path), { headers: { Accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${pageDataUrl(path)} answered ${response.status}`);
  return (await response.json()) as PageData;
}

/** The page for a path, or the Not Found page for a path no page has. */
export async function loadPage(path: string): Promise<PageData> {
  const page = (await fetchPage(path)) ?? (await fetchPage(NOT_FOUND_PATH));
  if (!page) throw new Error(`neither ${pageDataUrl(path)} nor the Not Found page's data exists`);
  await preloadPage(page);
  return page;
}
