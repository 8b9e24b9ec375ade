// @vitest-environment jsdom
// The header's language switcher: in every header variant of a page published in several languages,
// a disclosure named by labels.language whose links go to the page in each language, say their
// language (hreflang, lang) and mark the page's own; Escape closes it and gives focus back.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import site from 'virtual:site';
import type { PageData } from '../../src/schema/page';
import { Header } from '../../src/shell/Header';
import { LocaleContext, loadSiteIn, localeFor } from '../../src/ui/locale';

afterEach(cleanup);

const alternates: NonNullable<PageData['alternates']> = [
  { code: 'en', label: 'English', path: '/pricing' },
  { code: 'de', label: 'Deutsch', path: '/de/pricing' },
  { code: 'ar', label: 'العربية', path: '/ar/pricing' },
];
beforeAll(() => loadSiteIn('de')); // as a German page's loading does

const variants = Object.keys(site.headers) as (keyof typeof site.headers)[];

let shownPath = '';
function WhereAmI() {
  shownPath = useLocation().pathname;
  return null;
}

function showHeader(variant: (typeof variants)[number], given = alternates) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/de/pricing']}>
        <LocaleContext.Provider value={localeFor('de', 'ltr')}>
          <Header variant={variant} alternates={given} />
        </LocaleContext.Provider>
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
}

// The header is shown in German: the switcher is named in the German site file's words.
const switcher = () => screen.queryByRole('navigation', { name: localeFor('de', 'ltr').site.labels.language });

test.each(variants)('the "%s" header offers the page in each of its languages, its own marked', (variant) => {
  showHeader(variant);
  const toggle = within(switcher()!).getByRole('button', { name: 'Deutsch' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(toggle.getAttribute('lang')).toBe('de');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  const links = within(list)
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      hreflang: link.getAttribute('hreflang'),
      lang: link.getAttribute('lang'),
      current: link.getAttribute('aria-current'),
    }));
  expect(links).toEqual(
    alternates.map(({ code, label, path }) => ({
      name: label,
      href: path,
      hreflang: code,
      lang: code,
      current: code === 'de' ? 'page' : null,
    })),
  );
});

test('Escape closes the list and gives focus back to its button; a chosen language goes to its page', () => {
  showHeader('default');
  const toggle = within(switcher()!).getByRole('button', { name: 'Deutsch' });
  fireEvent.click(toggle);
  const arabic = screen.getByRole('link', { name: 'العربية' });
  arabic.focus();
  fireEvent.keyDown(arabic, { key: 'Escape' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);
  fireEvent.click(toggle);
  act(() => screen.getByRole('link', { name: 'العربية' }).click());
  expect(shownPath).toBe('/ar/pricing');
});

test('a page in one language has no switcher', () => {
  showHeader('default', [alternates[1]]);
  expect(switcher()).toBeNull();
  cleanup();
  showHeader('default', []);
  expect(switcher()).toBeNull();
});
