// Where translations live: pages/<code>/ beside the files they translate, under the same names
// (pages/de/pricing.json translates pages/pricing.json, pages/de/_sections/team.json the shared
// section team, pages/de/_site.json the site file, pages/de/blog/<slug>.json the blog post
// pages/blog/<slug>.json, pages/de/_layouts/blog.json the blog's layout, pages/de/_layouts/blog-tag.json
// the layout of its tags' pages). A folder is taken for a language's when its name
// is a language code browsers know; whether the site declares that language is checked once the
// site file is read.
import {
  collectionNamed,
  collectionOfGroupLayout,
  LAYOUTS_FOLDER,
  type CollectionName,
} from '../../schema/collections/collections';

const languageFolder = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface TranslationFile {
  /** The language code, as the folder writes it. */
  code: string;
  /** The file it translates: "pages/pricing.json". */
  source: string;
  kind: 'page' | 'section' | 'site' | 'entry' | 'layout' | 'group-layout';
  /** The collection of a translated entry or layout, or the one whose tags' or categories' pages a group layout makes. */
  collection?: CollectionName;
}

/** What a file under pages/ translates, when it is in a language's folder; undefined otherwise. */
export function translationFileOf(file: string): TranslationFile | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'pages' || parts.length < 3 || !parts.at(-1)!.endsWith('.json')) return undefined;
  const code = parts[1];
  if (!languageFolder.test(code) || languageNames.of(code) === undefined) return undefined;
  const rest = parts.slice(2);
  if (rest.length === 1 && rest[0] === '_site.json') return { code, source: 'pages/_site.json', kind: 'site' };
  if (rest.length === 1 && !rest[0].startsWith('_')) return { code, source: `pages/${rest[0]}`, kind: 'page' };
  if (rest.length === 2 && rest[0] === '_sections')
    return { code, source: `pages/_sections/${rest[1]}`, kind: 'section' };
  const layoutName = rest.length === 2 && rest[0] === LAYOUTS_FOLDER ? rest[1].slice(0, -'.json'.length) : undefined;
  const layoutOf = layoutName === undefined ? undefined : collectionNamed(layoutName);
  if (layoutOf)
    return { code, source: `pages/${LAYOUTS_FOLDER}/${rest[1]}`, kind: 'layout', collection: layoutOf.name };
  const groupsOf = layoutName === undefined ? undefined : collectionOfGroupLayout(layoutName);
  if (groupsOf)
    return { code, source: `pages/${LAYOUTS_FOLDER}/${rest[1]}`, kind: 'group-layout', collection: groupsOf.name };
  const collection = rest.length === 2 ? collectionNamed(rest[0]) : undefined;
  if (collection && !rest[1].startsWith('_'))
    return { code, source: `pages/${rest[0]}/${rest[1]}`, kind: 'entry', collection: collection.name };
  return undefined;
}

/** The file that translates `source` into `code`. */
export const translationFileFor = (code: string, source: string): string =>
  `pages/${code}/${source.slice('pages/'.length)}`;
