// The agency portfolio's latest-projects gallery (docs/product.md, "Gallery filter"): nine items, a
// filter button per key, the active one marked, a click showing only the matching items.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

interface GalleryItem {
  title: string;
  key: string;
}
interface GalleryFilter {
  key: string;
  label: string;
}

const page = JSON.parse(readFileSync('pages/agency-portfolio.json', 'utf8'));
const gallery = page.sections.find((section: { type?: string }) => section.type === 'portfolioGallery').props as {
  filters: GalleryFilter[];
  items: GalleryItem[];
};

const items = (p: Page) => p.getByTestId('gallery-items').locator('li');
const filterButtons = (p: Page) => p.getByRole('group', { name: 'Filter projects' }).getByRole('button');

test.describe('agency portfolio gallery', () => {
  test('the page data holds nine items, each with one of the four keys', () => {
    expect(gallery.items).toHaveLength(9);
    for (const item of gallery.items) expect(['architecture', 'design', 'creative', 'branding']).toContain(item.key);
    expect(gallery.filters.map((filter) => filter.label)).toEqual([
      'All',
      'Design',
      'Branding',
      'Architecture',
      'Creative',
    ]);
  });

  test('starts with All pressed and all nine items shown', async ({ page: p }) => {
    await openPage(p, '/agency-portfolio');
    await expect(items(p)).toHaveCount(9);
    await expect(filterButtons(p)).toHaveText(['All', 'Design', 'Branding', 'Architecture', 'Creative']);
    await expect(p.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const label of ['Design', 'Branding', 'Architecture', 'Creative']) {
      await expect(p.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  for (const filter of gallery.filters.filter((entry) => entry.key !== 'all')) {
    const matching = gallery.items.filter((item) => item.key === filter.key);
    test(`${filter.label} shows only its ${matching.length} items and becomes the one pressed button`, async ({
      page: p,
    }) => {
      expect(matching.length).toBeGreaterThan(0);
      await openPage(p, '/agency-portfolio');
      await p.getByRole('button', { name: filter.label, exact: true }).click();
      await expect(items(p)).toHaveCount(matching.length);
      await expect(items(p).locator('h3')).toHaveText(matching.map((item) => item.title));
      for (const key of await items(p).evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-key')),
      )) {
        expect(key).toBe(filter.key);
      }
      await expect(p.getByRole('button', { name: filter.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(p.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(p.getByRole('status').filter({ hasText: 'projects shown' })).toHaveText(
        `${matching.length} projects shown`,
      );
    });
  }

  test('All brings every item back after a filter', async ({ page: p }) => {
    await openPage(p, '/agency-portfolio');
    await p.getByRole('button', { name: 'Architecture', exact: true }).click();
    await expect(items(p)).toHaveCount(gallery.items.filter((item) => item.key === 'architecture').length);
    await p.getByRole('button', { name: 'All', exact: true }).click();
    await expect(items(p)).toHaveCount(9);
    await expect(p.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(p.getByRole('button', { name: 'Architecture', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the filter buttons work from the keyboard', async ({ page: p }) => {
    await openPage(p, '/agency-portfolio');
    await p.getByRole('button', { name: 'Design', exact: true }).focus();
    await p.keyboard.press('Enter');
    await expect(items(p)).toHaveCount(gallery.items.filter((item) => item.key === 'design').length);
    await p.keyboard.press('Tab');
    await expect(p.getByRole('button', { name: 'Branding', exact: true })).toBeFocused();
    await p.keyboard.press('Space');
    await expect(items(p)).toHaveCount(gallery.items.filter((item) => item.key === 'branding').length);
  });
});
