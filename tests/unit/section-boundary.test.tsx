// @vitest-environment jsdom
// What a visitor gets when a block throws in the browser: the page's other sections stay, the
// failing one shows the notice of pages/_site.json, and the console names the block for developers.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import site from 'virtual:site';
import callToActionExample from '../../src/blocks/callToAction/example.json';
import { callToActionProps } from '../../src/blocks/callToAction/schema';
import pageTitleExample from '../../src/blocks/pageTitle/example.json';
import { pageTitleProps } from '../../src/blocks/pageTitle/schema';
import productDetailsExample from '../../src/blocks/productDetails/example.json';
import { productDetailsProps } from '../../src/blocks/productDetails/schema';
import type { PageData } from '../../src/schema/page';
import { PageSections } from '../../src/shell/PageSections';
import { preloadBlocks } from '../../src/shell/pageLoading';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pageTitle = pageTitleProps.parse(pageTitleExample);
const callToAction = callToActionProps.parse(callToActionExample);
// A real failure: the product details block throws when the catalogue has no such product.
const brokenProductDetails = { ...productDetailsProps.parse(productDetailsExample), productId: 404_404 };

const page = {
  path: '/under-test',
  title: 'Under test',
  description: 'A page whose middle section fails.',
  header: 'default',
  footer: true,
  sections: [
    { type: 'pageTitle', props: pageTitle },
    { type: 'productDetails', props: brokenProductDetails },
    { type: 'callToAction', props: callToAction },
  ],
} as unknown as PageData;

async function renderPage() {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom reports the error React rethrows on its window as well; the test reads the console instead.
  const swallow = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', swallow);
  await preloadBlocks(page);
  render(
    <MemoryRouter>
      <PageSections page={page} />
    </MemoryRouter>,
  );
  window.removeEventListener('error', swallow);
  return consoleError;
}

test('a block that throws is replaced by the notice from _site.json, in its own place', async () => {
  await renderPage();
  const notice = screen.getByText(site.labels.sectionFailed);
  expect(notice).toBeTruthy();
  const sections = Array.from(document.querySelectorAll('[data-block]'));
  expect(sections.map((section) => section.getAttribute('data-block'))).toEqual([
    'pageTitle',
    'productDetails',
    'callToAction',
  ]);
  expect(sections[1].textContent).toBe(site.labels.sectionFailed);
  expect(screen.queryByText(productDetailsExample.addToCartLabel)).toBeNull();
});

test('the sections before and after the failing one still render in full', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: pageTitle.title })).toBeTruthy();
  expect(screen.getByRole('heading', { name: callToAction.title })).toBeTruthy();
});

test('the console names the failing block and carries its error, for developers', async () => {
  const consoleError = await renderPage();
  const ours = consoleError.mock.calls.find((call) => String(call[0]).includes('"productDetails" section failed'));
  expect(ours).toBeDefined();
  expect(String(ours![1])).toContain('no product with id 404404');
});
