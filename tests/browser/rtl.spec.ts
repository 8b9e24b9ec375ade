// Right to left and the language switcher, on the site laid out in three languages
// (languageFixture.ts: Arabic under /ar, German under /de): an Arabic page shows nothing cut off at
// any width on /, /pricing, /contact and a page of every header variant, its carousels run the other
// way and move with the keyboard, its menus open and close with the keyboard, and the switcher of
// every header variant takes the visitor to the page in another language. On the built site, the
// shipped Arabic pages show nothing cut off at any width, and the shipped German translation is
// reached from /pricing by the switcher and left again.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForCarousels } from '../../src/cli/review/stillPage';
import { devPort, sitePort } from '../tools/ports';
import { endPreloader, expect, site, test } from './fixtures';
import { fixtureLanguages, pathIn, serveInThreeLanguages } from './languageFixture';
import { partlyCutOff } from './pageSamples';

// Reduced motion stops the carousels' autoplay: a slide half way through a move is not cut off.
test.use({ baseURL: `http://localhost:${devPort}`, reducedMotion: 'reduce' });

const [, german, arabic] = fixtureLanguages;
/** The shipped German site file: a German page's frame speaks it (its missing words are the English ones). */
const germanSite = JSON.parse(readFileSync(join(process.cwd(), 'pages/de/_site.json'), 'utf8'));
const germanLabels = { ...site.labels, ...germanSite.labels };
/** The shipped Arabic site file: an Arabic page's frame speaks it. */
const arabicSite = JSON.parse(readFileSync(join(process.cwd(), 'pages/ar/_site.json'), 'utf8'));
const arabicLabels = { ...site.labels, ...arabicSite.labels };
const widths = [320, 375, 768, 992, 1024, 1199, 1366];
/** A page of each header variant ("default" is /pricing's and /contact's). */
const variantPages: Record<string, string> = {
  default: '/pricing',
  two: '/web-hosting',
  three: '/machine-learning',
  four: '/digital-agency',
  five: '/bigdata-analytics',
};
const checkedPaths = [...new Set(['/', '/pricing', '/contact', ...Object.values(variantPages)])];

async function open(page: Page, path: string) {
  await serveInThreeLanguages(page);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await endPreloader(page);
}

for (const path of checkedPaths) {
  test(`${pathIn(arabic, path)} lays out right to left with nothing cut off from 320 to 1366 px`, async ({ page }) => {
    await open(page, pathIn(arabic, path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await waitForCarousels(page);
      await expect
        .poll(() => page.evaluate(partlyCutOff), { message: `content cut off at ${width} px`, timeout: 10_000 })
        .toEqual([]);
      const scrolls = await page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
      expect(scrolls, `the page scrolls sideways at ${width} px`).toBe(false);
    }
  });
}

for (const language of [undefined, german]) {
  test(`every header variant${language ? ' in German' : ''} keeps its bar within the page where the menu leaves the phone panel`, async ({
    page,
  }) => {
    for (const path of Object.values(variantPages)) {
      await open(page, language ? pathIn(language, path) : path);
      for (const width of [992, 1100, 1199, 1200, 1280, 1399]) {
        await page.setViewportSize({ width, height: 800 });
        const over = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        expect(over, `${path} scrolls sideways at ${width} px`).toBe(0);
      }
    }
  });
}

test('right to left, a carousel runs the other way: its next button sits at the left and the left arrow key moves it on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, pathIn(arabic, '/'));
  const team = page.locator('[data-block="team"] [data-carousel-index]');
  await team.scrollIntoViewIfNeeded();
  await waitForCarousels(page);
  const next = team.locator('[data-carousel-next]');
  const previous = team.locator('[data-carousel-prev]');
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
  const firstSlide = team.locator('.glide__slide:not(.glide__slide--clone)').first();
  const startX = (await firstSlide.boundingBox())!.x;

  await next.focus();
  await page.keyboard.press('Enter');
  await expect(team).toHaveAttribute('data-carousel-index', '1');
  await expect(team).not.toHaveAttribute('data-carousel-moving', 'true');
  // The slides moved towards the right, where a right-to-left line starts.
  expect((await firstSlide.boundingBox())!.x).toBeGreaterThan(startX);

  await page.keyboard.press('ArrowLeft');
  await expect(team).toHaveAttribute('data-carousel-index', '2');
  await expect(team).not.toHaveAttribute('data-carousel-moving', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(team).toHaveAttribute('data-carousel-index', '1');
});

test('right to left, the phone menu and a dropdown open and close with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, pathIn(arabic, '/pricing'));
  const header = page.locator('header');
  const toggle = header.getByRole('button', { name: arabicLabels.openMenu });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const nav = header.getByRole('navigation', { name: arabicLabels.mainMenu });
  await expect(nav).toBeVisible();
  const firstDropdown = nav.locator('button[aria-expanded]').first();
  await firstDropdown.focus();
  await page.keyboard.press('Enter');
  await expect(firstDropdown).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(firstDropdown).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(header.getByRole('button', { name: arabicLabels.openMenu })).toBeFocused();
});

for (const [variant, path] of Object.entries(variantPages)) {
  for (const width of [375, 1366]) {
    test(`the "${variant}" header's language switcher at ${width} px goes to the page in another language with the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, pathIn(german, path));
      const header = page.locator(`header[data-header="${variant}"]`);
      if (width < 1200) {
        await header.getByRole('button', { name: germanLabels.openMenu }).click();
      }
      const switcher = header.getByRole('navigation', { name: germanLabels.language });
      const toggle = switcher.getByRole('button', { name: german.label });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const links = switcher.getByRole('link');
      await expect(links).toHaveText(fixtureLanguages.map((language) => language.label));
      await expect(switcher.getByRole('link', { name: german.label })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(partlyCutOff), 'the switcher and the header fit the window').toEqual([]);

      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await switcher.getByRole('link', { name: arabic.label }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${pathIn(arabic, path)}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', arabic.code);
      await expect(page.getByTestId('route-announcer')).toHaveAttribute('lang', arabic.code);
      // The switcher now shows Arabic (in the closed phone menu too, where it is out of sight).
      await expect(header.locator(`button[aria-controls][lang="${arabic.code}"]`)).toHaveText(arabic.label);
    });
  }
}

test.describe('the built site in English, German and Arabic', () => {
  test.use({ baseURL: `http://localhost:${sitePort}` });

  // The shipped Arabic pages, as a visitor gets them: prerendered right to left, nothing cut off.
  for (const path of ['/', '/pricing', '/contact']) {
    test(`the shipped ${pathIn(arabic, path)} is right to left with nothing cut off from 320 to 1366 px`, async ({
      page,
    }) => {
      const html = await (await page.request.get(pathIn(arabic, path))).text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      await page.goto(pathIn(arabic, path));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await endPreloader(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await waitForCarousels(page);
        await expect
          .poll(() => page.evaluate(partlyCutOff), { message: `content cut off at ${width} px`, timeout: 10_000 })
          .toEqual([]);
        const scrolls = await page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
        expect(scrolls, `the page scrolls sideways at ${width} px`).toBe(false);
      }
    });
  }

  test('the switcher of the prerendered /pricing goes to /de/pricing, whose frame speaks German, and back', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await endPreloader(page);
    const switcher = page.locator('header').getByRole('navigation', { name: site.labels.language });
    await switcher.getByRole('button', { name: 'English' }).click();
    await switcher.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: germanSite.labels.mainMenu })).toHaveCount(1);
    const germanSwitcher = page.locator('header').getByRole('navigation', { name: germanSite.labels.language });
    await germanSwitcher.getByRole('button', { name: 'Deutsch' }).click();
    await germanSwitcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    await expect(page.getByRole('navigation', { name: site.labels.mainMenu })).toHaveCount(1);
  });
});
