// @vitest-environment jsdom
// The page's language reaches every word of the site frame: a German page shows the German site
// file's menus, footer and labels, a page without a language the default ones, and a move to a page
// in another language changes <html lang dir> and announces the new page in its language.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import site from 'virtual:site';
import pageTitleExample from '../../src/blocks/pageTitle/example.json';
import { pageTitleProps } from '../../src/blocks/pageTitle/schema';
import type { PageData } from '../../src/schema/page';
import type { App as AppType } from '../../src/shell/App';
import type { preloadPage as PreloadPage } from '../../src/shell/pageLoading';

const languages = async (importOriginal: <T>() => Promise<T>) => {
  const real = await importOriginal<typeof import('virtual:site-languages')>();
  const site = (await real.siteLoaders[real.defaultLanguage]()).default;
  const translated = (prefix: string): typeof site => ({
    ...site,
    titleSuffix: ` | ${prefix}`,
    menus: { ...site.menus, main: site.menus.main.map((item) => ({ ...item, label: `${prefix} ${item.label}` })) },
    footer: { ...site.footer, copyright: `${prefix} ${site.footer.copyright}` },
    labels: {
      ...site.labels,
      skipToContent: `${prefix} ${site.labels.skipToContent}`,
      mainMenu: `${prefix} ${site.labels.mainMenu}`,
      breadcrumb: `${prefix} ${site.labels.breadcrumb}`,
    },
  });
  const loaded = (prefix: string) => async () => ({ default: translated(prefix) });
  return { ...real, siteLoaders: { ...real.siteLoaders, de: loaded('DE'), ar: loaded('AR') } };
};

const pages: Record<string, PageData> = {};
let App: typeof AppType;
let preloadPage: typeof PreloadPage;

// The setup file loaded the site's real languages; this file's modules start afresh with made-up
// German and Arabic site files, and pages loaded from this file's own table.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('virtual:site-languages', languages);
  vi.doMock('../../src/shell/pageLoading', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/shell/pageLoading')>();
    return {
      ...real,
      loadPage: async (path: string) => {
        await real.preloadPage(pages[path]);
        return pages[path];
      },
    };
  });
  ({ App } = await import('../../src/shell/App'));
  ({ preloadPage } = await import('../../src/shell/pageLoading'));
});

// jsdom does not scroll; the app scrolls to the top after a move.
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

const pageTitle = pageTitleProps.parse(pageTitleExample);
const page = (path: string, locale?: PageData['locale']): PageData =>
  ({
    path,
    title: `Title of ${path}`,
    description: 'A page under test.',
    header: 'default',
    footer: true,
    sections: [{ type: 'pageTitle', props: pageTitle }],
    ...(locale && { locale }),
  }) as unknown as PageData;

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

async function show(shown: PageData) {
  await preloadPage(shown);
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[shown.path]}>
        <App initialPath={shown.path} initialPage={shown} />
        <Navigator />
      </MemoryRouter>
    </Provider>,
  );
}

const mainMenuName = () => document.querySelector('header nav')?.getAttribute('aria-label');

test('a German page shows the German menus, footer and labels, from the header to a block', async () => {
  await show(page('/de/pricing', { code: 'de', dir: 'ltr' }));
  expect(mainMenuName()).toBe(`DE ${site.labels.mainMenu}`);
  expect(screen.getByText(`DE ${site.menus.main[0].label}`)).toBeTruthy();
  expect(screen.getByText(`DE ${site.footer.copyright}`)).toBeTruthy();
  expect(screen.getByText(`DE ${site.labels.skipToContent}`)).toBeTruthy();
  expect(screen.getByRole('navigation', { name: `DE ${site.labels.breadcrumb}` })).toBeTruthy();
  expect(document.title).toBe('Title of /de/pricing | DE');
});

test('a page without a language shows the site file as written', async () => {
  await show(page('/pricing'));
  expect(mainMenuName()).toBe(site.labels.mainMenu);
  expect(screen.getByText(site.footer.copyright)).toBeTruthy();
  expect(document.documentElement.getAttribute('dir')).toBeNull();
});

test('a move to a page in Arabic turns <html> right to left, speaks its title in Arabic and shows its words', async () => {
  document.documentElement.lang = 'de';
  await show(page('/de', { code: 'de', dir: 'ltr' }));
  pages['/ar'] = page('/ar', { code: 'ar', dir: 'rtl' });
  await act(async () => navigate('/ar'));
  await screen.findByText('Title of /ar');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByTestId('route-announcer').getAttribute('lang')).toBe('ar');
  expect(mainMenuName()).toBe(`AR ${site.labels.mainMenu}`);
});
