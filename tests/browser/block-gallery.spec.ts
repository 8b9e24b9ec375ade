// The block gallery: every registered block with its example and the JSON to copy, on the
// development server, where authors preview; the published site leaves it out, code included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { galleryAnchor } from '../../src/site-generator/blockGallery';
import { devPort } from '../tools/ports';
import { expect, openMissingPage, site, test } from './fixtures';

const gallery = JSON.parse(readFileSync(join(process.cwd(), 'pages/_gallery.json'), 'utf8'));

/** Opens the gallery and waits until it shows: it renders once every block's code has loaded. */
async function openGallery(page: Page) {
  await page.goto(gallery.path);
  // The first visit compiles every block on the development server: wait for the page, however long that takes.
  await expect(page.getByRole('heading', { level: 1, name: gallery.title })).toBeVisible({ timeout: 60_000 });
}

test.describe('on the development server', () => {
  test.use({ baseURL: `http://localhost:${devPort}` });
  test.slow(); // the first visit compiles every block

  test('the gallery shows every registered block, in category order, each after its name and JSON', async ({
    page,
  }) => {
    await openGallery(page);
    await expect(page).toHaveTitle(`${gallery.title}${site.titleSuffix ?? ''}`);
    for (const type of blockTypes) {
      const header = page.locator(`#${galleryAnchor(type)}`);
      await expect(header.getByRole('heading', { name: type, exact: true })).toHaveCount(1);
      // The block itself follows its header.
      await expect(page.locator(`#${galleryAnchor(type)} + [data-block="${type}"]`)).toHaveCount(1);
    }
    const categoryOrder = await page.locator('[data-gallery-category]').allTextContents();
    expect(categoryOrder).toEqual([...new Set(blockTypes.map((type) => blockRegistry[type].category))]);
    await expect(page.locator('[data-failed-block]')).toHaveCount(0);
  });

  test("a block's JSON shows on demand and the copy button puts exactly that JSON on the clipboard", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGallery(page);
    const header = page.locator(`#${galleryAnchor('pageTitle')}`);
    const json = header.locator('pre');
    await expect(json).toBeHidden();
    await header.getByText(gallery.jsonLabel).click();
    await expect(json).toBeVisible();
    const shown = JSON.parse((await json.textContent())!);
    expect(shown.type).toBe('pageTitle');
    expect(shown.props).toEqual(
      JSON.parse(readFileSync(join(process.cwd(), 'src/blocks/pageTitle/example.json'), 'utf8')),
    );

    await header.getByRole('button', { name: gallery.copyLabel }).click();
    await expect(page.getByText(gallery.copiedMessage)).toBeVisible();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
  });

  test('a link to a page of the site leaves the gallery for that page', async ({ page }) => {
    await openGallery(page);
    const footerLinks: { label: string; href: string }[] = site.footer.columns.flatMap(
      (column: { links: unknown[] }) => column.links,
    );
    const target = footerLinks.find((link) => link.href.startsWith('/'))!;
    await page.getByRole('contentinfo').getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new URL(target.href, `http://localhost:${devPort}`).href);
    await expect(page.getByRole('heading', { level: 1, name: gallery.title })).toHaveCount(0);
  });
});

test('the published site leaves the gallery out: the static host answers its path with Not Found, and neither the sitemap nor the menus name it', async ({
  page,
  request,
  consoleProblems,
}) => {
  const response = await openMissingPage(page, consoleProblems, gallery.path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: gallery.title })).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${gallery.path}<`);
  expect(JSON.stringify(site.menus)).not.toContain(`"${gallery.path}"`);
});

test("the published site carries none of the gallery's code", () => {
  const assets = join(process.cwd(), 'dist/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // The gallery's labels are read by name in its code; no visitor's script has reason to name them.
  const withGalleryCode = scripts.filter((name) =>
    readFileSync(join(assets, name), 'utf8').includes('copyFailedMessage'),
  );
  expect(withGalleryCode).toEqual([]);
});
