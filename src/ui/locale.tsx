// The shown page's language, for every component that shows the site's own words (menus, footer,
// labels, form messages) or formats for a language (plurals). One context, whose value is the same
// object for every page of one language, so a move between two of them redraws nothing for it;
// outside the app (unit tests, the editor's preview) it is the site's default language.
// Each language's site file is a chunk of its own, loaded with the first page in that language
// (loadSiteIn, from src/shell/pageLoading.ts): a page brings the site file of its language and no
// other, so no page's script carries every language's words.
import { createContext, useContext, useMemo } from 'react';
import { defaultLanguage, siteLoaders } from 'virtual:site-languages';
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

/** The site's default language, whose texts stand in where a translation is missing. */
export { defaultLanguage };

const loadedSites = new Map<string, BrowserSite>();

/** The language whose site file a page in `code` shows: its own, or the default's for a language without one. */
const shownLanguage = (code: string) => (siteLoaders[code] ? code : defaultLanguage);

/** Loads the site file in the language `code` (the default language's when none is given), once. */
export async function loadSiteIn(code: string = defaultLanguage): Promise<void> {
  const shown = shownLanguage(code);
  if (!loadedSites.has(shown)) loadedSites.set(shown, (await siteLoaders[shown]()).default);
}

/** The site file in the language `code`, loaded before (loadSiteIn): a page is drawn only once its language's is. */
export function siteIn(code: string = defaultLanguage): BrowserSite {
  const site = loadedSites.get(shownLanguage(code));
  if (!site) throw new Error(`the site file in "${code}" is asked for before it is loaded (loadSiteIn)`);
  return site;
}

/** A language's locale, once its site file is loaded (loadSiteIn). */
export function localeFor(code: string, dir: Locale['dir']): Locale {
  return { code, dir, site: siteIn(code), plurals: new Intl.PluralRules(code) };
}

/** The app's locale, from the shown page (App); outside it (unit tests, the editor), the default language's. */
export const LocaleContext = createContext<Locale | undefined>(undefined);
let defaultLocale: Locale | undefined;

/** The locale of the shown page: a new object only when its language changes. */
export function usePageLocale(locale: PageData['locale']): Locale {
  const code = locale?.code ?? defaultLanguage;
  const dir = locale?.dir ?? 'ltr';
  return useMemo(() => localeFor(code, dir), [code, dir]);
}

export const useLocale = (): Locale =>
  useContext(LocaleContext) ?? (defaultLocale ??= localeFor(defaultLanguage, 'ltr'));

/** The site file in the shown page's language. */
export const useSite = (): BrowserSite => useLocale().site;
