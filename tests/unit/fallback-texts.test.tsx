// @vitest-environment jsdom
// A German page whose translation misses some texts shows them in English, marked lang="en" where
// they are drawn, so a screen reader switches voice: in the prerendered HTML and on a page drawn in
// the browser; the translated texts around them keep the page's language.
import { cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import site from 'virtual:site';
import callToActionExample from '../../src/blocks/callToAction/example.json';
import { callToActionProps } from '../../src/blocks/callToAction/schema';
import { renderPage } from '../../src/entry-server';
import type { PageData } from '../../src/schema/page';
import { App } from '../../src/shell/App';
import { fallbackTextsBySection } from '../../src/shell/fallbackTexts';
import { preloadBlocks } from '../../src/shell/pageLoading';

afterEach(cleanup);

const english = callToActionProps.parse(callToActionExample);
const page = {
  path: '/de/under-test',
  title: 'Unter Test',
  description: 'Eine Seite, die ein Test schreibt.',
  header: 'default',
  footer: true,
  noindex: false,
  file: 'pages/de/under-test.json',
  locale: { code: 'de', dir: 'ltr' },
  sections: [
    { type: 'pageTitle', props: { title: 'Unter Test', breadcrumbs: [] } },
    {
      type: 'callToAction',
      props: {
        ...english,
        text: 'Unser Team beantwortet Ihre Fragen.',
        buttons: [{ ...english.buttons[0], label: 'Kontakt' }, english.buttons[1]],
      },
    },
  ],
  fallbacks: ['sections[1].props.title', 'sections[1].props.buttons[1].label'],
} as unknown as PageData;

const markedIn = (root: ParentNode) =>
  [...root.querySelectorAll('#main [lang], main [lang]')].map((element) => [element.tagName, element.textContent]);

const expected = [
  ['H2', english.title],
  ['A', english.buttons[1].label],
];

test('each fallback is found by its path in the page, as the words it shows', () => {
  expect(fallbackTextsBySection(page)).toEqual(new Map([[1, [english.title, english.buttons[1].label]]]));
});

test('the prerendered HTML marks each text shown in the default language, and nothing else', async () => {
  const container = document.createElement('div');
  container.innerHTML = await renderPage(page);
  expect(markedIn(container)).toEqual(expected);
  expect(container.querySelector('main [lang]')?.getAttribute('lang')).toBe(site.lang);
});

test('a page drawn in the browser marks them once drawn', async () => {
  // jsdom does not scroll; the app scrolls to the top after a move.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await preloadBlocks(page);
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[page.path]}>
        <App initialPath={page.path} initialPage={page} />
      </MemoryRouter>
    </Provider>,
  );
  // The marking's code is loaded once such a page is drawn.
  await waitFor(() => expect(markedIn(document)).toEqual(expected));
});
