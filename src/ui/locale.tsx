// The shown page's language, for every component that shows the site's own words (menus, footer,
// labels, form messages) or formats for a language (plurals). One context, whose value is the same
// object for every page of one language, so a move between two of them redraws nothing for it;
// outside the app (unit tests, the editor's preview) it is the site's default language.
// A further language's site file is a chunk of its own, loaded with the first page in that language
// (loadSiteIn, from src/shell/pageLoading.ts), so no page's script carries every language's words.
import { createContext, useContext, useMemo } from 'react';
import site, { siteLoaders } from 'virtual:site';
import type { PageData } from '../schema/page';
import type { BrowserSite } from '../schema/site';

export interface Locale {
  /** BCP 47 code of the page's language, for `lang` attributes and `Intl`. */
  code: string;
  dir: 'ltr' | 'rtl';
  /** The site file in that language: its menus, footer and labels. */
  site: BrowserSite;
  plurals: Intl.PluralRules;
}

const loadedSites = new Map<string, BrowserSite>([[site.lang, site]]);

/** Loads the site file in the language `code`, once; a language the site has no file for needs none. */
export async function loadSiteIn(code: string | undefined): Promise<void> {
  if (code === undefined || loadedSites.has(code) || !siteLoaders[code]) return;
  loadedSites.set(code, (await siteLoaders[code]()).default);
}

/**
 * A language's locale, once its site file is loaded (loadSiteIn); a language the site file has no
 * translation for shows the default language's words.
 */
export function localeFor(code: string, dir: Locale['dir']): Locale {
  return { code, dir, site: siteIn(code), plurals: new Intl.PluralRules(code) };
}

/** The site file in the language `code`, once loaded; the default language's until then, or for no code. */
export const siteIn = (code: string | undefined): BrowserSite => (code && loadedSites.get(code)) || site;

/** The site's default language, whose texts stand in where a translation is missing. */
export const defaultLanguage = site.lang;

export const LocaleContext = createContext<Locale>(localeFor(site.lang, 'ltr'));

/** The locale of the shown page: a new object only when its language changes. */
export function usePageLocale(locale: PageData['locale']): Locale {
  const code = locale?.code ?? site.lang;
  const dir = locale?.dir ?? 'ltr';
  return useMemo(() => localeFor(code, dir), [code, dir]);
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** The site file in the shown page's language. */
export const useSite = (): BrowserSite => useContext(LocaleContext).site;
