// Accessibility on every route, in one page load each: axe-core finds nothing at 375 and 1366 px,
// every control in the tab order shows a visible focus indicator, text on gradients and images and
// every focus ring keep their contrast measured on pixels (1366 px), nothing is cut off at 320 px.
// And the header menu works with the keyboard alone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForCarousels, waitUntilStill } from '../../src/cli/review/stillPage';
import { expect, routes, site, test } from './fixtures';
import { markFocusRings, markTextOnGradientsAndImages, partlyCutOff, samplesInWindow } from './pageSamples';
import { hideText, measureWindowByWindow } from './pixelContrast';

const widths = [1366, 375] as const;

/** Opens a route ready for checking: hydrated, and the first-load preloader played to its end. */
async function openReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The preloader hides itself with a delayed CSS animation; finishing it skips the 2 s wait.
  await page
    .getByTestId('preloader')
    .evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
  await expect(page.getByTestId('preloader')).toBeHidden();
  await settle(page);
}

/** Waits for running transitions and finite animations (a fade half-way has a half-way contrast). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 3_000)),
    ]);
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`,
    ),
  );
}

/**
 * Every control a keyboard user can reach, each focused in turn after a real Tab press (so
 * :focus-visible applies), and the ones whose focus cannot be seen: no outline or box-shadow on the
 * control, and no outline appearing on a close ancestor (a card ringed with :focus-within).
 */
async function controlsWithoutVisibleFocus(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
    );
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const ancestors = (element: HTMLElement) => {
      const list: Element[] = [];
      for (let node = element.parentElement; node && list.length < 4; node = node.parentElement) list.push(node);
      return list;
    };
    const missing: string[] = [];
    for (const element of Array.from(candidates)) {
      if (
        element.tabIndex < 0 ||
        element.closest('[inert], [aria-hidden="true"]') ||
        !element.checkVisibility({ visibilityProperty: true })
      )
        continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const ringedBefore = ancestors(element).map(outlined);
      element.focus();
      if (document.activeElement !== element) continue;
      const own = outlined(element) || getComputedStyle(element).boxShadow !== 'none';
      const ringedAncestor = ancestors(element).some((ancestor, index) => outlined(ancestor) && !ringedBefore[index]);
      if (!own && !ringedAncestor) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        missing.push(
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}"`,
        );
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return missing;
  });
}

/**
 * Text on gradients and images measured against the pixels behind it, and each focus ring against
 * the pixels around it, at the current width; what falls below what it needs.
 */
async function lowContrastOnPixels(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitUntilStill(page);
  await page.keyboard.press('Tab'); // keyboard modality: programmatic focus then shows :focus-visible
  await page.evaluate(markTextOnGradientsAndImages);
  await page.evaluate(markFocusRings);
  const hidden = await hideText(page);
  const measured = await measureWindowByWindow(page, async () => new Map(await page.evaluate(samplesInWindow)));
  await hidden.evaluate((style) => (style as HTMLElement).remove());
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return [...measured.values()]
    .filter(({ sample, ratio }) => ratio < sample.needed)
    .map(
      ({ sample, ratio, against }) =>
        `${sample.what} (rgba(${sample.colour.join(', ')})): ${ratio.toFixed(2)}:1 against ${against}, needs ${sample.needed}:1`,
    );
}

// One page load per route for every check that needs every route (docs/accessibility.md, "Checks").
test.describe('on every route', () => {
  test.describe.configure({ timeout: 120_000 }); // axe on a long landing page takes seconds per width
  for (const route of routes) {
    test(`${route.path}: no axe violations at ${widths.join(' and ')} px, every control shows its focus, text on gradients and images and focus rings keep their contrast, nothing is cut off at 320 px`, async ({
      page,
    }) => {
      // A still page: an autoplaying slide that starts to fade in while axe reads the colours
      // measures half-way contrast. Reduced motion stops autoplay and changes no colour.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: widths[0], height: 900 });
      await openReady(page, route.path);
      const found: Record<number, string[]> = {};
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await waitForCarousels(page); // rebuilt for the new width's number of items
        await settle(page);
        found[width] = await axeViolations(page);
        if (width !== 1366) continue;
        // The header stays in its place (a sticky header would cover what is measured under it), and
        // what is fixed to the window (back to top) stays out of the way, from here on.
        await page.addStyleTag({
          content:
            'header { position: relative !important; animation: none !important; } [class*="backToTop"] { display: none !important; }',
        });
        expect(
          await lowContrastOnPixels(page),
          'text and focus rings below their contrast at 1366 px, measured on pixels',
        ).toEqual([]);
      }
      expect(found).toEqual({ 375: [], 1366: [] });
      expect(await controlsWithoutVisibleFocus(page), 'controls without a visible focus indicator').toEqual([]);

      await page.setViewportSize({ width: 320, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitUntilStill(page);
      // A carousel re-measures in its resize handler, which may run a moment after the wait above.
      await expect
        .poll(() => page.evaluate(partlyCutOff), { message: 'content cut off at 320 px', timeout: 10_000 })
        .toEqual([]);
    });
  }
});

test('the preloader is hidden from assistive technology', async ({ page }) => {
  await page.goto('/contact');
  const preloader = page.getByTestId('preloader');
  await expect(preloader).toBeVisible();
  await expect(preloader).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // still in the accessibility tree
});

test.describe('the header with the keyboard alone', () => {
  const menu = site.menus.main as { label: string; href?: string; children?: { label: string; href: string }[] }[];
  const dropdown = menu.find(
    (item) => item.children?.length && item.children.some((child) => child.href.startsWith('/')),
  )!;
  const target = dropdown.children!.find((child) => child.href.startsWith('/') && child.href !== '/contact')!;
  const toggleName = site.labels.openSubmenu.replace('{label}', dropdown.label);

  test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
    await openReady(page, '/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: site.labels.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a dropdown opens with Enter, its links are reachable with Tab, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReady(page, '/contact');
    const toggle = page.locator('header').getByRole('button', { name: toggleName });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = page.locator('header').getByRole('link', { name: dropdown.children![0].label, exact: true });
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(first).toBeHidden();
  });

  test('a dropdown closes when focus moves on past it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReady(page, '/contact');
    const toggle = page.locator('header').getByRole('button', { name: toggleName });
    await toggle.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < dropdown.children!.length + 1; i++) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown link followed with Enter opens its page, which is announced and whose heading takes focus; the dropdown closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReady(page, '/contact');
    const toggle = page.locator('header').getByRole('button', { name: toggleName });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('header').getByRole('link', { name: target.label, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    const targetTitle = routes.find((route) => route.path === target.href)!.title;
    await expect(page.getByTestId('route-announcer')).toHaveText(targetTitle);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('a dropdown opened by the pointer closes with Escape, and after an entry is chosen while the pointer rests on it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReady(page, '/contact');
    const entry = page.locator('header li').filter({ has: page.getByRole('button', { name: toggleName }) });
    const link = page.locator('header').getByRole('link', { name: target.label, exact: true });
    await entry.hover();
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await page.mouse.move(0, 600);
    await entry.hover();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(link).toBeHidden(); // the pointer has not moved
  });

  test('at 375 px the menu button opens the menu with Enter, Tab walks it, and Enter on the button closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openReady(page, '/contact');
    const header = page.locator('header');
    const button = header.getByRole('button', { name: site.labels.openMenu });
    const firstLink = header
      .getByRole('link', {
        name: menu.find((item) => !item.children?.length)?.label ?? dropdown.children![0].label,
        exact: true,
      })
      .first();
    await expect(button).toBeVisible();
    await expect(firstLink).toBeHidden();
    await button.focus();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    const closeButton = header.getByRole('button', { name: site.labels.closeMenu });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const focusedInMenu = await page.evaluate(() => !!document.activeElement?.closest('header [id^="menu-"]'));
    expect(focusedInMenu).toBe(true);
    await closeButton.focus();
    await page.keyboard.press('Enter');
    await expect(header.getByRole('button', { name: site.labels.openMenu })).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 375 px the open menu is a disclosure: Escape, a press outside and Tab past its end close it, so focus never lands under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openReady(page, '/contact');
    const header = page.locator('header');
    const openButton = () => header.getByRole('button', { name: site.labels.openMenu });
    const panel = header.locator('[id^="menu-"]');
    const open = async () => {
      await openButton().click();
      await expect(panel).toBeVisible();
    };

    await open();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(openButton()).toBeFocused();

    await open();
    await page.mouse.click(187, 780); // the page below the panel
    await expect(panel).toBeHidden();

    await open();
    const inPanel = await panel.evaluate((element) => element.querySelectorAll('a[href], button').length);
    for (let step = 0; step <= inPanel; step++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement?.closest('header [id^="menu-"]')
          ? 'panel'
          : document.activeElement?.closest('header')
            ? 'header'
            : 'page',
      );
      if (where === 'page') break;
    }
    await expect(panel).toBeHidden();
    const focusedCovered = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && !document.activeElement!.contains(top) && !!top.closest('header');
    });
    expect(focusedCovered, 'the focused control is covered by the header').toBe(false);
  });
});
