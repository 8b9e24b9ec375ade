// The collections in each further language of the site: every translated entry made into its page
// through its collection's layout, at the language's prefix ("/de/blog/<slug>"), and the entries that
// language's listings show, in the collection's order: the language's version of each entry where it
// publishes one, else the source entry, which its cards then link to, marked with its own language.
// Previous and next posts come from that list, so they stay in the language wherever it can. Where
// the language translates a tag's or category's layout, each tag or category gets its page in the
// language too ("/de/blog/tag/cloud"), listing that list's entries.
import type { CollectionName } from '../../schema/collections/collections';
import { prefixOf } from '../../schema/locales';
import type { CardLanguage } from '../../schema/collections/listedEntries';
import type { PageFacts } from '../contentFacts';
import type { Translations } from '../translations/translateContent';
import { entryPage } from './entryPages';
import type { Entry } from './entryTypes';
import { groupPages, groupPathOf, type CollectionsContent } from './loadCollections';

type Direction = NonNullable<CardLanguage['dir']>;

/**
 * `collections` with the translated entries' pages and facts added, and each language's entries for
 * its listings; `source` is the language the entries are written in.
 */
export function withTranslatedEntries(
  collections: CollectionsContent,
  {
    entries: translated,
    layouts: translatedLayouts,
    groupLayouts: translatedGroupLayouts,
  }: Pick<Translations, 'entries' | 'layouts' | 'groupLayouts'>,
  locales: readonly { code: string; dir: Direction; prefix?: string }[],
  source: { code: string; dir: Direction },
): CollectionsContent {
  const pages = [...collections.pages];
  const facts: PageFacts[] = [...collections.facts];
  const languages = new Map<string, Map<CollectionName, readonly Entry[]>>();
  for (const locale of locales) {
    const { code, dir } = locale;
    const language: CardLanguage = { lang: source.code, ...(source.dir !== dir ? { dir: source.dir } : {}) };
    const versions = new Map(
      translated.filter((each) => each.locale === code).map((each) => [each.sourceFile, each.entry]),
    );
    const lists = new Map<CollectionName, readonly Entry[]>();
    for (const [name, entries] of collections.entries) {
      const list = entries.map((entry) => versions.get(entry.file) ?? { ...entry, language });
      lists.set(name, list);
      // The language's own layout where it translates it, else the default language's words around its entries.
      const layout =
        translatedLayouts.find((each) => each.locale === code && each.collection === name)?.layout ??
        collections.layouts.get(name);
      if (!layout) continue;
      list.forEach((entry, index) => {
        if (entry.language) return; // the source entry: its page is the default language's
        const page = entryPage(entry, layout, list, index, code, groupPathOf(collections, name));
        pages.push({ page, source: entry.source });
        facts.push({ file: entry.file, path: entry.path, sections: layout.ids.map((id) => ({ id })) });
      });
      const groupLayout = translatedGroupLayouts.find((each) => each.locale === code && each.collection === name);
      if (!groupLayout) continue;
      for (const made of groupPages(name, list, groupLayout, prefixOf(locale))) {
        pages.push(made);
        facts.push({ file: made.page.file, path: made.page.path, sections: [] });
      }
    }
    languages.set(code, lists);
  }
  return { ...collections, pages, facts, languages };
}
