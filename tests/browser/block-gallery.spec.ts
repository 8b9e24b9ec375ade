// The block gallery (/blocks): every registered block with its example and the JSON to copy, on the
// development server, where authors preview; the published site leaves it out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { devPort } from '../tools/ports';
import { expect, openMissingPage, openPage, site, test } from './fixtures';

const gallery = JSON.parse(readFileSync(join(process.cwd(), 'pages/_gallery.json'), 'utf8'));
const labels = gallery.sections.find((section: { type: string }) => section.type === 'blockGallery').props;
const shownTypes = blockTypes.filter((type) => type !== 'blockGallery');
const anchor = (type: string) => `block-${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

test.describe('on the development server', () => {
  test.use({ baseURL: `http://localhost:${devPort}` });
  test.slow(); // the first visit compiles every block

  test('the gallery shows every registered block, in category order, each after its name and JSON', async ({ page }) => {
    await openPage(page, gallery.path);
    for (const type of shownTypes) {
      const header = page.locator(`#${anchor(type)}`);
      await expect(header.getByRole('heading', { name: type, exact: true })).toHaveCount(1);
      // The block itself follows its header.
      await expect(page.locator(`#${anchor(type)} + [data-block="${type}"]`)).toHaveCount(1);
    }
    const categoryOrder = await page.locator('[data-block="blockGallery"] h2').allTextContents();
    const expected = [...new Set(shownTypes.map((type) => blockRegistry[type].category))];
    expect(categoryOrder.slice(1)).toEqual(expected); // the first h2 is the list of all blocks
    await expect(page.locator('[data-failed-block]')).toHaveCount(0);
  });

  test('a block\'s JSON shows on demand and the copy button puts exactly that JSON on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, gallery.path);
    const header = page.locator(`#${anchor('pageTitle')}`);
    const json = header.locator('pre');
    await expect(json).toBeHidden();
    await header.getByText(labels.jsonLabel).click();
    await expect(json).toBeVisible();
    const shown = JSON.parse((await json.textContent())!);
    expect(shown.type).toBe('pageTitle');
    expect(shown.props).toEqual(JSON.parse(readFileSync(join(process.cwd(), 'src/blocks/pageTitle/example.json'), 'utf8')));

    await header.getByRole('button', { name: labels.copyLabel }).click();
    await expect(page.getByText(labels.copiedMessage)).toBeVisible();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
  });
});

test('the published site leaves the gallery out: the static host answers /blocks with Not Found, and neither the sitemap nor the menus name it', async ({ page, request, consoleProblems }) => {
  const response = await openMissingPage(page, consoleProblems, gallery.path);
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-block="blockGallery"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${gallery.path}<`);
  expect(JSON.stringify(site.menus)).not.toContain(`"${gallery.path}"`);
});
