// A render snapshot of every page file, through the same server entry the prerender uses.
import { describe, expect, test } from 'vitest';
import { render, routePaths } from '../../src/entry-server';

describe('every page renders on the server', () => {
  test.each(routePaths)('%s matches its snapshot', async (path) => {
    const { html, page } = await render(path);
    expect(html).toContain('<h1');
    expect(html).not.toContain('data-failed-block');
    const name = path === '/' ? 'index' : path.slice(1).replace(/\//g, '__');
    await expect(html.replace(/></g, '>\n<')).toMatchFileSnapshot(`./__snapshots__/pages/${name}.html`);
    expect(page.path).toBe(path);
  });
});
