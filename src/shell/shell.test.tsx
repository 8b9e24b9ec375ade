// The frame every page shares, rendered once each as the prerender does: the header in each variant
// of pages/_site.json, the main menu, the footer and the preloader. The page snapshots are the
// blocks' own (src/blocks/<type>/__snapshots__/example.html).
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import { formattedHtml, renderOnServer } from '../../tests/unit/support/serverRender';
import { Footer } from './Footer';
import { Header } from './Header';
import { Preloader } from './Preloader';

const variants = Object.keys(site.headers) as (keyof typeof site.headers)[];

describe('the shell, rendered on the server', () => {
  test.each(variants)('the "%s" header matches its snapshot (its menu is the main menu snapshot)', async (variant) => {
    const container = renderOnServer(<Header variant={variant} />);
    const [menu] = within(container).getAllByRole('list');
    if (variant === 'default')
      await expect(formattedHtml(menu.parentElement!)).toMatchFileSnapshot('./__snapshots__/main-menu.html');
    // Every variant shows the same menu: it is kept once, in main-menu.html, and left out here.
    menu.replaceChildren();
    await expect(formattedHtml(container)).toMatchFileSnapshot(`./__snapshots__/header-${variant}.html`);
  });

  test('the footer matches its snapshot', async () => {
    await expect(formattedHtml(renderOnServer(<Footer />))).toMatchFileSnapshot('./__snapshots__/footer.html');
  });

  test('the preloader of a first visit matches its snapshot', async () => {
    const container = renderOnServer(<Preloader durationMs={site.preloader.firstLoadMs} waiting={false} />);
    await expect(formattedHtml(container)).toMatchFileSnapshot('./__snapshots__/preloader.html');
  });
});
