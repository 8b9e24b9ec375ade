// Forced colours (Windows high contrast) replace the site's colours with the system's: controls drawn
// only with colour must still show. Screenshots of the icon-only controls are measured (their icon
// stands out from their face), and the chosen tab and pressed filter must look unlike the others.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, openPage, test } from './fixtures';
import { contrast } from './pixelContrast';

const projectDetails = JSON.parse(readFileSync('pages/project-details.json', 'utf8')).sections.find(
  (section: { type?: string }) => section.type === 'projectDetails',
).props as {
  images: { alt: string }[];
  openLabel: string;
  lightbox: { dialog: string; previous: string; next: string; close: string };
};

/** The highest contrast between two colours of the control's screenshot: its icon against its face. */
async function iconContrast(control: Locator): Promise<number> {
  const png = PNG.sync.read(await control.screenshot({ animations: 'disabled' }));
  let [darkest, lightest] = [
    [255, 255, 255],
    [0, 0, 0],
  ];
  const lum = ([r, g, b]: number[]) => r * 0.2126 + g * 0.7152 + b * 0.0722;
  for (let offset = 0; offset < png.data.length; offset += 4) {
    const pixel = [png.data[offset], png.data[offset + 1], png.data[offset + 2]];
    if (lum(pixel) < lum(darkest)) darkest = pixel;
    if (lum(pixel) > lum(lightest)) lightest = pixel;
  }
  return contrast(darkest, lightest);
}

/** The look of a control that colour decides: its face, text and border colours. */
const look = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.color} ${style.borderTopColor}`;
  });

test.describe('in forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  });

  test('the lightbox close, next and previous icons show on their buttons', async ({ page }) => {
    await openPage(page, '/project-details');
    const first = projectDetails.images[0];
    await page.getByRole('button', { name: projectDetails.openLabel.replace('{alt}', first.alt), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: projectDetails.lightbox.dialog });
    for (const name of [
      projectDetails.lightbox.close,
      projectDetails.lightbox.next,
      projectDetails.lightbox.previous,
    ]) {
      const button = dialog.getByRole('button', { name }).first();
      await expect(button).toBeVisible();
      expect(await iconContrast(button), `the "${name}" icon against its button`).toBeGreaterThanOrEqual(3);
    }
  });

  test('the chosen pricing tab and the pressed portfolio filter look unlike the others', async ({ page }) => {
    await openPage(page, '/pricing');
    const tabs = page.getByRole('tab');
    const [chosen, other] = [tabs.nth(0), tabs.nth(1)];
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(await look(chosen)).not.toBe(await look(other));

    await openPage(page, '/agency-portfolio');
    const filters = page
      .getByRole('group')
      .filter({ has: page.locator('button[aria-pressed]') })
      .first()
      .getByRole('button');
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    expect(await look(filters.first())).not.toBe(await look(filters.nth(1)));
  });
});
