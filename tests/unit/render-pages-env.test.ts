// The content lint renders pages through Vite's development server; that server sets NODE_ENV for the
// whole process when it is unset, and a build later in the same process (the bench) then bundled
// React's development build. Rendering must leave the environment as it found it.
import { afterEach, expect, test } from 'vitest';
import { renderPages } from '../../src/content/lint/renderPages';
import { loadContent } from '../../src/content/loadContent';

const before = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = before;
});

test('rendering pages for the lint leaves NODE_ENV unset when it was unset', { timeout: 120_000 }, async () => {
  const [page] = loadContent({ root: process.cwd() }).pages;
  delete process.env.NODE_ENV;
  const rendered = await renderPages(process.cwd(), [page]);
  expect(rendered.get(page.path)).toContain('<h');
  expect(process.env.NODE_ENV).toBeUndefined();
});
