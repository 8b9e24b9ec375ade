// What the editor offers beside the page it edits, read from the project when the editor asks: the
// pages (to open, and as link targets with their section anchors), the collections' entries (to
// open, drafts and those held back marked) and their layouts, the shared sections with the
// pages that use them, the images in public/ with their sizes, each block's example props (the
// starting props of a new section) and the pages that show the shop's products. Files are listed and read as the content loader does, never
// through a symbolic link (src/content/authorFiles.ts); npm run validate names the links left out.
import { blockTypes } from '../../blocks/registry';
import { authorPathTaken, listAuthorFolder, readAuthorFile } from '../../content/authorFiles';
import { exampleProps } from '../../content/blockExamples';
import type { SharedSectionsByName } from '../shared/editorData';
import { collections } from '../../schema/collections/collections';
import { entryFile, groupLayoutFile, layoutFile } from '../shared/editorFiles';
import type { EditorCollection, EditorEntry, EditorPage, EditorState } from '../shared/editorState';
import { imageSize } from './imageSize';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function readJson(root: string, file: string): unknown {
  try {
    return JSON.parse((readAuthorFile(root, file)?.toString('utf8') ?? '').replace(/^\uFEFF/, ''));
  } catch {
    return undefined; // a broken file is npm run validate's to report; the editor shows the rest
  }
}

/** The names of the JSON files directly in `folder` (not those starting with "_"), in name order. */
const jsonNames = (root: string, folder: string) =>
  listAuthorFolder(root, folder)
    .files.map((file) => file.slice(folder.length + 1))
    .filter((name) => !name.includes('/') && name.endsWith('.json') && !name.startsWith('_'))
    .sort();

/** The shared sections as written, by name, with their anchors. */
export function readSharedSections(root: string): { shared: SharedSectionsByName; sharedIds: Record<string, string> } {
  const shared: SharedSectionsByName = {};
  const sharedIds: Record<string, string> = {};
  for (const name of jsonNames(root, 'pages/_sections')) {
    const value = readJson(root, `pages/_sections/${name}`);
    if (!isObject(value) || typeof value.type !== 'string') continue;
    const key = name.slice(0, -'.json'.length);
    shared[key] = { type: value.type, props: isObject(value.props) ? value.props : {} };
    if (typeof value.id === 'string') sharedIds[key] = value.id;
  }
  return { shared, sharedIds };
}

/** Today as the collections' loader reads it (UTC): an entry dated later is held back. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Each collection's entries as written, newest first, and its layout's file when there is one. An
 * entry dated after today is held back unless the site publishes such entries ("collections":
 * { "future": "publish" } in pages/_site.json).
 */
export function readCollections(root: string, day = today()): EditorCollection[] {
  const site = readJson(root, 'pages/_site.json');
  const settings = isObject(site) && isObject(site.collections) ? site.collections : {};
  const holdsLater = settings.future !== 'publish';
  return collections.map(({ name }) => {
    const entries: EditorEntry[] = jsonNames(root, `pages/${name}`).flatMap((fileName) => {
      const slug = fileName.slice(0, -'.json'.length);
      const file = entryFile(name, slug);
      const value = readJson(root, file);
      const data = isObject(value) ? value : {};
      const date = typeof data.date === 'string' ? data.date : '';
      const title = typeof data.title === 'string' && data.title !== '' ? data.title : slug;
      return [
        { file, path: `/${name}/${slug}`, title, date, draft: data.draft === true, future: holdsLater && date > day },
      ];
    });
    entries.sort((a, b) => (a.date === b.date ? a.file.localeCompare(b.file) : a.date < b.date ? 1 : -1));
    const layout = layoutFile(name);
    const groupLayout = groupLayoutFile(name);
    return {
      name,
      ...(authorPathTaken(root, layout) ? { layout } : {}),
      ...(authorPathTaken(root, groupLayout) ? { groupLayout } : {}),
      entries,
    };
  });
}

/** Blocks that show every product of the catalogue; productDetails shows the one its "productId" names. */
const ALL_PRODUCTS = ['shopGrid', 'cartTable', 'checkout'];
const DEFAULT_PRODUCT_ID = 1;

export function readEditorState(root: string): Omit<EditorState, 'issues' | 'entries' | 'languages' | 'translations'> {
  const { shared, sharedIds } = readSharedSections(root);
  const usedBy: Record<string, string[]> = Object.fromEntries(Object.keys(shared).map((name) => [name, []]));
  const pages: EditorPage[] = [];
  const productPages: EditorState['productPages'] = { all: [], byId: {} };
  for (const name of jsonNames(root, 'pages')) {
    const value = readJson(root, `pages/${name}`);
    if (!isObject(value) || typeof value.path !== 'string') continue;
    const sections = Array.isArray(value.sections) ? value.sections.filter(isObject) : [];
    const anchors = sections.map((section) =>
      typeof section.id === 'string'
        ? section.id
        : typeof section.use === 'string'
          ? sharedIds[section.use]
          : undefined,
    );
    for (const section of sections) {
      if (typeof section.use === 'string') usedBy[section.use]?.push(value.path);
      const own = typeof section.use === 'string' ? shared[section.use] : undefined;
      const type = own?.type ?? section.type;
      const props = { ...own?.props, ...(isObject(section.props) ? section.props : {}) };
      if (typeof type === 'string' && ALL_PRODUCTS.includes(type) && !productPages.all.includes(value.path))
        productPages.all.push(value.path);
      if (type === 'productDetails') {
        const id = String(typeof props.productId === 'number' ? props.productId : DEFAULT_PRODUCT_ID);
        productPages.byId[id] = [...(productPages.byId[id] ?? []), value.path];
      }
    }
    pages.push({
      file: `pages/${name}`,
      path: value.path,
      title: typeof value.title === 'string' ? value.title : name,
      anchors: anchors.filter((id): id is string => !!id),
    });
  }
  const images = listAuthorFolder(root, 'public')
    .files.filter((file) => /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(file))
    .map((file) => ({ src: file.slice('public'.length), ...imageSize(root, file) }));
  const examples = Object.fromEntries(blockTypes.map((type) => [type, exampleProps(root, type) ?? {}]));
  return {
    pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
    collections: readCollections(root),
    shared,
    usedBy,
    images,
    examples,
    productPages,
  };
}
