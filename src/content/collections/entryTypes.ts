// An entry of a collection as the loader keeps it, and a collection's layout once checked.
import type { BlogPostEntry } from '../../schema/collections/blogPostEntry';
import type { ProjectEntry } from '../../schema/collections/projectEntry';
import type { CardLanguage, ListedEntry } from '../../schema/collections/listedEntries';
import type { BlockSection, PageData } from '../../schema/page';
import type { JsonSource } from '../jsonSource';

interface EntryOf<C extends string, D> {
  collection: C;
  /** Its file name without ".json": the last part of its path. */
  slug: string;
  file: string;
  /** Its page's path, /<collection>/<slug>. */
  path: string;
  data: D;
  source: JsonSource;
  /** Set on a source entry in another language's list, which has no version of it. */
  language?: CardLanguage;
}

export type Entry = EntryOf<'blog', BlogPostEntry> | EntryOf<'projects', ProjectEntry>;

/** An entry as a listing needs it (ListedEntry). */
export function listedEntry(entry: Entry): ListedEntry {
  const { slug, path } = entry;
  if (entry.collection === 'projects') {
    const { title, date, picture, category } = entry.data;
    return { collection: 'projects', slug, path, data: { title, date, picture, category } };
  }
  const { title, date, author, picture, excerpt, tags } = entry.data;
  return { collection: 'blog', slug, path, data: { title, date, author, picture, excerpt, tags } };
}

/** The section of a layout that stands for the entry, with the words around it (checked against the collection's slot). */
export interface EntrySection {
  entry: true;
  id?: string;
  props: Record<string, unknown>;
}

export interface Layout {
  collection: Entry['collection'];
  file: string;
  header: PageData['header'];
  footer: boolean;
  noindex: boolean;
  sections: (BlockSection | EntrySection)[];
  /** The ids its sections give, which links "/blog/x#id" may name. */
  ids: string[];
}
