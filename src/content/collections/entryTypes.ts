// An entry of a collection as the loader keeps it, and a collection's layout once checked.
import type { BlogPostEntry } from '../../schema/collections/blogPostEntry';
import type { ProjectEntry } from '../../schema/collections/projectEntry';
import type { ListedEntry } from '../../schema/collections/listedEntries';
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
}

export type Entry = EntryOf<'blog', BlogPostEntry> | EntryOf<'projects', ProjectEntry>;

/** An entry as a listing needs it (ListedEntry). */
export const listedEntry = (entry: Entry): ListedEntry =>
  entry.collection === 'blog'
    ? {
        collection: entry.collection,
        slug: entry.slug,
        path: entry.path,
        data: {
          title: entry.data.title,
          date: entry.data.date,
          author: entry.data.author,
          picture: entry.data.picture,
          excerpt: entry.data.excerpt,
          tags: entry.data.tags,
        },
      }
    : {
        collection: entry.collection,
        slug: entry.slug,
        path: entry.path,
        data: {
          title: entry.data.title,
          date: entry.data.date,
          picture: entry.data.picture,
          category: entry.data.category,
        },
      };
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
