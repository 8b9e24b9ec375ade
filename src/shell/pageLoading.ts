// Loads a page's data and the code of the blocks it uses, nothing more; keeps what was loaded.
import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:blocks';
import { notFoundPath, pageLoaders } from 'virtual:routes';
import type { PageData } from '../schema/page';

const loadedBlocks = new Map<string, ComponentType<any>>();

export function normalizePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.replace(/\/index\.html$/, '') || '/';
}

export function loadedBlock(type: string): ComponentType<any> | undefined {
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

/** The page for a path, or the Not Found page for a path no page has. */
export async function loadPage(path: string): Promise<PageData> {
  const loader = pageLoaders[path] ?? pageLoaders[notFoundPath];
  const page = (await loader()).default;
  await preloadBlocks(page);
  return page;
}
