// Which files under pages/ are the collections': an entry is a JSON file directly in a collection's
// folder (pages/blog/<slug>.json), a layout one in pages/_layouts/.
import { collectionNamed, LAYOUTS_FOLDER } from '../../schema/collections/collections';

/** The collection whose entry `file` is ("pages/blog/x.json" → "blog"), or undefined. */
export function collectionFolderOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts.length !== 3 || parts[0] !== 'pages' || !parts[2].endsWith('.json')) return undefined;
  return collectionNamed(parts[1]) ? parts[1] : undefined;
}

export const isLayoutFile = (file: string): boolean => {
  const parts = file.split('/');
  return parts.length === 3 && parts[0] === 'pages' && parts[1] === LAYOUTS_FOLDER && parts[2].endsWith('.json');
};

/** The entry's slug: its file name without ".json". */
export const slugOfEntry = (file: string): string => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
