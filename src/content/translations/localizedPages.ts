// The pages of a site in several languages, each told its language and its alternates (the same page
// in every language that publishes it: hreflang links, sitemap alternates, the language switcher),
// and a translated page's (and site file's) links sent to the pages of its own language where that
// language has them: "/pricing" in a German page is "/de/pricing" when German publishes it.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { blockRegistry } from '../../blocks/registry';
import { prefixOf, type Locales } from '../../schema/locales';
import type { PageData } from '../../schema/page';
import { normalizePath } from '../../schema/primitives';
import { siteSchema, type Site } from '../../schema/site';
import { findReferences } from '../findReferences';
import { textsIn, type JsonPath } from '../jsonSource';
import { formatJsonPath } from '../../problems/contentIssue';
import { pageWith } from '../pageCopies';
import { pageDataKey } from '../pageFileCheck';
import type { TranslatedPage } from './translateContent';

type Alternate = NonNullable<PageData['alternates']>[number];

export interface LocalizedContent {
  pages: PageData[];
  /** Each page's key (pageDataKey), made again: its language and alternates are part of it. */
  keys: Map<PageData, string>;
  sites: Record<string, Site>;
}

export function localizedContent(
  pages: readonly PageData[],
  /** Each page's key as loaded (pageDataKey or one made like it). */
  pageKeys: ReadonlyMap<PageData, string>,
  site: Site & { locales: Locales },
  translated: readonly (Pick<TranslatedPage, 'locale' | 'fallbacks'> & {
    input: { file: string };
    /** Texts shown in the default language, by their words: an entry's page, made through its layout, has them at paths of its own. */
    fallbackTexts?: readonly string[];
  })[],
  sites: Record<string, Site>,
): LocalizedContent {
  const { locales } = site;
  const languages = [
    { code: site.lang, label: locales.label, dir: locales.dir, prefix: '' },
    ...locales.others.map((locale) => ({ ...locale, prefix: prefixOf(locale) })),
  ];
  const byFile = new Map(translated.map((page) => [page.input.file, page]));
  const languageOf = (page: PageData) => {
    const code = byFile.get(page.file)?.locale ?? site.lang;
    return languages.find((language) => language.code === code)!;
  };
  // A page's path in the default language: what its translations share.
  const sourcePathOf = (page: PageData) => {
    const { prefix } = languageOf(page);
    return prefix === '' ? page.path : normalizePath(page.path.slice(prefix.length) || '/');
  };
  const versions = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const path = sourcePathOf(page);
    if (!versions.has(path)) versions.set(path, new Map());
    versions.get(path)!.set(languageOf(page).code, page.path);
  }
  const inLanguage = (code: string) => (path: string) => versions.get(path)?.get(code);
  const keys = new Map<PageData, string>();
  const localized = pages.map((page) => {
    const language = languageOf(page);
    const found = versions.get(sourcePathOf(page))!;
    const alternates: Alternate[] = languages.flatMap(({ code, label }) =>
      found.has(code) ? [{ code, label, path: found.get(code)! }] : [],
    );
    const own = byFile.get(page.file);
    const fallbacks = [
      ...(own?.fallbacks ?? []),
      ...(own?.fallbackTexts?.length ? pathsShowing(page.sections, own.fallbackTexts) : []),
    ];
    const fields = {
      locale: { code: language.code, dir: language.dir },
      alternates,
      ...(fallbacks.length > 0 ? { fallbacks } : {}),
    };
    const inDefault = language.code === site.lang;
    // A page kept in the validation cache keeps its sections unread (pageCopies.ts), and so does its key.
    const result = inDefault
      ? pageWith(page, fields)
      : pageWith(page, fields, (sections) =>
          sections.map((section) => localizedSection(section, inLanguage(language.code))),
        );
    const known = pageKeys.get(page);
    keys.set(
      result,
      inDefault && known !== undefined
        ? createHash('sha256')
            .update(JSON.stringify([known, fields]))
            .digest('hex')
        : pageDataKey(result),
    );
    return result;
  });
  const localizedSites = Object.fromEntries(
    Object.entries(sites).map(([code, translatedSite]) => [
      code,
      localizedLinks(siteSchema, translatedSite, inLanguage(code)),
    ]),
  );
  return { pages: localized, keys, sites: localizedSites };
}

function localizedSection<S extends PageData['sections'][number]>(
  section: S,
  pathIn: (path: string) => string | undefined,
): S {
  const block = blockRegistry[section.type as keyof typeof blockRegistry];
  return { ...section, props: localizedLinks(block.props, section.props, pathIn) };
}

/** `value` (valid against `schema`) with each link to a page that `pathIn` names in the language sent there; copied where changed. */
function localizedLinks<T>(schema: z.core.$ZodType, value: T, pathIn: (path: string) => string | undefined): T {
  const links = findReferences(schema, value, [], true).references.filter(
    (found) => found.reference === 'link' && !found.byDefault && typeof found.value === 'string',
  );
  let copy: T | undefined;
  // The last link in a text first, so the earlier ones' places still hold.
  for (const link of links.sort((a, b) => (b.offset ?? 0) - (a.offset ?? 0))) {
    const href = link.value as string;
    const localized = localizedHref(href, pathIn);
    if (localized === href) continue;
    copy ??= structuredClone(value);
    const text = valueAt(copy, link.path);
    setAt(
      copy,
      link.path,
      link.offset === undefined
        ? localized
        : `${text.slice(0, link.offset)}${localized}${text.slice(link.offset + href.length)}`,
    );
  }
  return copy ?? value;
}

/** "/pricing#plans" → "/de/pricing#plans" when the language has /pricing; any other link as it is. */
function localizedHref(href: string, pathIn: (path: string) => string | undefined): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const target = pathIn(normalizePath(path));
  return target === undefined ? href : `${target}${cut < 0 ? '' : href.slice(cut)}`;
}

const valueAt = (root: unknown, path: JsonPath): string =>
  path.reduce<unknown>((value, part) => (value as Record<string | number, unknown>)[part], root) as string;

function setAt(root: unknown, path: JsonPath, value: string): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, part) => (node as Record<string | number, unknown>)[part], root);
  (parent as Record<string | number, unknown>)[path.at(-1)!] = value;
}

/** The paths of the sections' texts whose words are one of `texts` ("sections[1].props.title"). */
function pathsShowing(sections: PageData['sections'], texts: readonly string[]): string[] {
  const wanted = new Set(texts.map((text) => text.trim()));
  return [...textsIn(sections, ['sections'])]
    .filter(([, text]) => wanted.has(text.trim()))
    .map(([path]) => formatJsonPath(path));
}
