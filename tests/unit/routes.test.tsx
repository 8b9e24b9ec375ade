// Every page file renders on the server through the same entry the prerender uses, with a top-level
// heading (that there is exactly one per page is checked in the browser, tests/browser/site.spec.ts).
// What each block renders is checked beside it, in src/blocks/<type>/index.test.tsx.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { renderPage } from '../../src/entry-server';
import { htmlContainer } from './support/serverRender';

const { pages } = loadContent({ root: process.cwd() });

describe('every page renders on the server', () => {
  test.each(pages.map((page) => [page.path, page] as const))(
    '%s renders its page, headed by an h1',
    async (_path, page) => {
      const html = await renderPage(page);
      expect(within(htmlContainer(html)).getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    },
  );
});
