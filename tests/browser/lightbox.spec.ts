// The project-details lightbox (src/ui/Lightbox.tsx over fslightbox-react): a plus button opens it
// at its own picture, the arrows move between the four, Escape closes it and focus goes back to the
// button that opened it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

interface Picture {
  src: string;
  alt: string;
}

const details = JSON.parse(readFileSync('pages/project-details.json', 'utf8')).sections.find(
  (section: { type?: string }) => section.type === 'projectDetails',
).props as {
  images: Picture[];
  openLabel: string;
  lightbox: { dialog: string; previous: string; next: string; close: string };
};

const openButton = (page: Page, picture: Picture) =>
  page.getByRole('button', { name: details.openLabel.replace('{alt}', picture.alt), exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: details.lightbox.dialog });
/** The "3 / 4" counter fslightbox shows; its first number is the picture on screen. */
const shownNumber = (page: Page) => dialog(page).locator('.fslightboxsn span').first();
/** The picture in the middle of the stage (fslightbox moves the neighbours off screen). */
const centredPicture = (page: Page) =>
  page.evaluate(() => {
    const middle = window.innerWidth / 2;
    const images = [...document.querySelectorAll<HTMLImageElement>('.fslightbox-container img.fslightbox-source')];
    const centred = images.find((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.left < middle && box.right > middle;
    });
    return centred ? { src: centred.getAttribute('src'), alt: centred.getAttribute('alt') } : null;
  });

test.describe('project details lightbox', () => {
  test('the page has four pictures, each with its own plus button', async ({ page }) => {
    expect(details.images).toHaveLength(4);
    await openPage(page, '/project-details');
    for (const picture of details.images) await expect(openButton(page, picture)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  for (const index of [0, 2]) {
    test(`the plus button of picture ${index + 1} opens the lightbox at that picture`, async ({ page }) => {
      await openPage(page, '/project-details');
      await openButton(page, details.images[index]).click();
      await expect(dialog(page)).toBeVisible();
      await expect(shownNumber(page)).toHaveText(String(index + 1));
      await expect
        .poll(() => centredPicture(page))
        .toEqual({ src: details.images[index].src, alt: details.images[index].alt });
    });
  }

  test('the next and previous arrows, and the arrow keys, move between the four pictures', async ({ page }) => {
    await openPage(page, '/project-details');
    await openButton(page, details.images[1]).click();
    await expect(shownNumber(page)).toHaveText('2');
    await dialog(page).getByRole('button', { name: details.lightbox.next }).click();
    await expect(shownNumber(page)).toHaveText('3');
    await expect.poll(() => centredPicture(page)).toMatchObject({ src: details.images[2].src });
    await page.keyboard.press('ArrowRight');
    await expect(shownNumber(page)).toHaveText('4');
    await page.keyboard.press('ArrowRight');
    await expect(shownNumber(page)).toHaveText('1');
    await dialog(page).getByRole('button', { name: details.lightbox.previous }).click();
    await expect(shownNumber(page)).toHaveText('4');
    await page.keyboard.press('ArrowLeft');
    await expect(shownNumber(page)).toHaveText('3');
  });

  test('Escape closes the lightbox and puts focus back on the button that opened it', async ({ page }) => {
    await openPage(page, '/project-details');
    const opener = openButton(page, details.images[3]);
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await expect(opener).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('opened from the keyboard, the close button also returns focus to the opener', async ({ page }) => {
    await openPage(page, '/project-details');
    const opener = openButton(page, details.images[1]);
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(shownNumber(page)).toHaveText('2');
    await dialog(page).getByRole('button', { name: details.lightbox.close }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Space');
    await expect(shownNumber(page)).toHaveText('2');
  });

  test('every control in the lightbox has a name, and every picture its alt text', async ({ page }) => {
    await openPage(page, '/project-details');
    await openButton(page, details.images[0]).click();
    await expect(dialog(page)).toBeVisible();
    const unnamed = await dialog(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => !button.getAttribute('aria-label')).length);
    expect(unnamed).toBe(0);
    const alts = await dialog(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    for (const alt of alts) expect(details.images.map((picture) => picture.alt)).toContain(alt);
  });
});
