// A site in three languages laid over the one the template ships, for the browser: every page's data
// is answered with a locale and the page's alternates (English at its own path, German under /de,
// Arabic, right to left, under /ar), each language's data being the English page's. The frame then
// draws the language switcher and sets <html lang dir> itself, as on a real multilingual build.
import type { Page } from '@playwright/test';
import { pageDataUrl, pathOfPageDataUrl } from '../../src/shell/pageDataUrl';

export const fixtureLanguages = [
  { code: 'en', label: 'English', dir: 'ltr', prefix: '' },
  { code: 'de', label: 'Deutsch', dir: 'ltr', prefix: '/de' },
  { code: 'ar', label: 'العربية', dir: 'rtl', prefix: '/ar' },
] as const;

export type FixtureLanguage = (typeof fixtureLanguages)[number];

const prefixed = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

/** The path of the English page `path` in `language`. */
export const pathIn = (language: FixtureLanguage, path: string) => prefixed(language.prefix, path);

export async function serveInThreeLanguages(page: Page) {
  await page.route(/\/_data(\/.*)?\.json$/, async (route) => {
    const requested = pathOfPageDataUrl(new URL(route.request().url()).pathname)!;
    const language =
      fixtureLanguages.find(({ prefix }) => prefix && (requested === prefix || requested.startsWith(`${prefix}/`))) ??
      fixtureLanguages[0];
    const source = requested.slice(language.prefix.length) || '/';
    const response = await route.fetch({ url: new URL(pageDataUrl(source), route.request().url()).href });
    if (!response.ok()) return route.fulfill({ response });
    const data = await response.json();
    await route.fulfill({
      response,
      json: {
        ...data,
        path: requested,
        locale: { code: language.code, dir: language.dir },
        alternates: fixtureLanguages.map(({ code, label, prefix }) => ({
          code,
          label,
          path: prefixed(prefix, source),
        })),
      },
    });
  });
}
