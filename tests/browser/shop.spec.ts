// The demo shop end to end (docs/product.md, "Shop"): the cart lives in memory, so every step
// after the first page moves through the site's own links, never page.goto (which would reload).
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, site, test } from './fixtures';

const cartCount = (page: Page) => page.getByTestId('cart-count');
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** The animation of a toast's progress bar, whose end closes the toast (react-toastify). */
const progressDurationMs = (toastLocator: Locator) =>
  toastLocator
    .locator('.Toastify__progress-bar')
    .evaluate((bar) => Number(bar.getAnimations()[0]?.effect?.getTiming().duration ?? Number.NaN));
const progressFinished = (toastLocator: Locator) =>
  toastLocator
    .locator('.Toastify__progress-bar')
    .evaluate((bar) => Promise.all(bar.getAnimations().map((animation) => animation.finished)).then(() => undefined));

async function addFromShop(page: Page, productId: number) {
  await page.locator(`[data-product-id="${productId}"]`).getByRole('button', { name: 'Add to Cart' }).click();
}

/** Opens a page of the Shop dropdown in the header, as a visitor would (a client-side move). */
async function openFromShopMenu(page: Page, label: string) {
  await page.getByRole('button', { name: site.labels.openSubmenu.replace('{label}', 'Shop') }).click();
  await page.locator('header').getByRole('link', { name: label, exact: true }).click();
}

async function openCartFromHeader(page: Page) {
  await page
    .locator('header')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
}

const lineRow = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

test('a whole purchase: shop and details adds, a removal, every figure on cart and checkout, then the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/shop');
  await expect(cartCount(page)).toHaveText('0');

  // Shop grid: Casual Shoe twice (one line, two units) and a Business Card.
  await addFromShop(page, 3);
  await expect(toast(page, 'Added to bag').first()).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await addFromShop(page, 3);
  await addFromShop(page, 6);
  await expect(cartCount(page)).toHaveText('2');

  // Details page: three Wood Pencils at the catalogue price (191), not the displayed $199.00.
  await openFromShopMenu(page, 'Product Details');
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByTestId('details-price')).toContainText('$199.00');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartCount(page)).toHaveText('3');
  await expect(toast(page, 'Added to bag').first()).toBeVisible();

  // Cart: each line's unit price, quantity and total, then the totals.
  await openCartFromHeader(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(lineRow(page, 'Casual Shoe')).toContainText('$100.00');
  await expect(lineRow(page, 'Casual Shoe').getByTestId('line-quantity')).toHaveText('2');
  await expect(lineRow(page, 'Casual Shoe')).toContainText('$200.00');
  await expect(lineRow(page, 'Business Card').getByTestId('line-quantity')).toHaveText('1');
  await expect(lineRow(page, 'Wood Pencil')).toContainText('$191.00');
  await expect(lineRow(page, 'Wood Pencil').getByTestId('line-quantity')).toHaveText('3');
  await expect(lineRow(page, 'Wood Pencil')).toContainText('$573.00');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$808.00');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$10.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$818.0');

  // Remove the Business Card.
  await page.getByRole('button', { name: 'Remove Business Card from the cart' }).click();
  await expect(toast(page, 'Removed from bag')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(cartCount(page)).toHaveText('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$773.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$783.0');

  // Checkout: the same figures in Your Order.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('order-line')).toHaveText(['Casual Shoe × 2$200.00', 'Wood Pencil × 3$573.00']);
  await expect(page.getByTestId('order-subtotal')).toHaveText('$773.00');
  await expect(page.getByTestId('order-shipping')).toHaveText('$10.00');
  await expect(page.getByTestId('order-total')).toHaveText('$783.0');
  await expect(page.getByRole('radio', { name: 'Direct Bank Transfer' })).toBeChecked();

  // Place Order with an empty billing form: nothing is checked, the cart empties, we land on /.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thanks for the order')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartCount(page)).toHaveText('0');
  await openCartFromHeader(page);
  await expect(page.getByText('Cart Is Empty!')).toBeVisible();
});

test('the quantity selector stops at 1 and 10 with its error toasts', async ({ page }) => {
  await openPage(page, '/details');
  const quantity = page.getByTestId('quantity');
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(toast(page, "Can't add less than 1 item")).toBeVisible();
  await expect(quantity).toHaveText('1');

  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let press = 0; press < 9; press += 1) await increase.click();
  await expect(quantity).toHaveText('10');
  await expect(toast(page, "Can't add more than 10 items")).toHaveCount(0);
  await increase.click();
  await expect(toast(page, "Can't add more than 10 items")).toBeVisible();
  await expect(quantity).toHaveText('10');
});

test('adding the details product again raises its line by one unit, whatever quantity is chosen', async ({ page }) => {
  await openPage(page, '/details');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.click(); // new line: 2 units
  await increase.click();
  await add.click(); // existing line: +1 unit, not +3
  await openCartFromHeader(page);
  await expect(lineRow(page, 'Wood Pencil').getByTestId('line-quantity')).toHaveText('3');
  await expect(lineRow(page, 'Wood Pencil')).toContainText('$573.00');
});

test('toasts show at the top right and leave after 3 seconds', async ({ page }) => {
  await openPage(page, '/shop');
  await addFromShop(page, 1);
  const added = toast(page, 'Added to bag');
  await expect(added).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toHaveCount(1);
  const cartLink = await page
    .locator('header')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .boundingBox();
  const toastBox = await added.boundingBox();
  expect(toastBox!.y, 'the toast opens below the header, clear of the cart link').toBeGreaterThanOrEqual(
    cartLink!.y + cartLink!.height,
  );
  // Timed by the page's own clock: the toast closes when its progress bar's animation ends.
  expect(await progressDurationMs(added)).toBe(site.toast.autoCloseMs);
  await progressFinished(added);
  await expect(added).toHaveCount(0);
});

test('an empty cart and an empty checkout show their message and the way back to the shop, never totals or an order form', async ({
  page,
}) => {
  await openPage(page, '/cart');
  await expect(page.getByText('Cart Is Empty!')).toBeVisible();
  await expect(page.getByTestId('cart-totals')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await openPage(page, '/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  // The way back is a client-side move, so the cart it leads to is the same one.
  await page.getByRole('link', { name: 'Return to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the shop shows eight products, the results line and a sort selector that keeps the order', async ({ page }) => {
  await openPage(page, '/shop');
  await expect(page.getByText('Showing 1-8 of 14 results')).toBeVisible();
  const names = page.locator('[data-product-id] h2');
  await expect(names).toHaveCount(8);
  const before = await names.allTextContents();
  const sort = page.getByRole('combobox', { name: 'Sort products' });
  await expect(sort.locator('option')).toHaveText([
    'Popularity',
    'Average Rating',
    'Latest',
    'Price: low to high',
    'Price: high to low',
    'New',
  ]);
  await sort.selectOption('Price: high to low');
  await expect(names).toHaveText(before);
});

test('the checkout labels mark the nine required fields without the browser enforcing them', async ({ page }) => {
  // The form shows only for a cart with lines, which lives in memory: add one, then move client-side.
  await openPage(page, '/shop');
  await addFromShop(page, 3);
  await openCartFromHeader(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The accessible name carries the visually-hidden word "required"; no field has the attribute.
  const required = [
    page.getByRole('combobox', { name: 'Country required', exact: true }),
    ...[
      'First Name',
      'Last Name',
      'Address',
      'Town / City',
      'State / County',
      'Postcode / Zip',
      'Email Address',
      'Phone',
    ].map((name) => page.getByRole('textbox', { name: `${name} required`, exact: true })),
  ];
  for (const field of required) {
    await expect(field).toHaveCount(1);
    await expect(field).not.toHaveAttribute('required');
  }
  await expect(page.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Country required' }).locator('option')).toHaveText([
    'United Arab Emirates',
    'China',
    'United Kingdom',
    'Germany',
    'France',
    'Japan',
  ]);
  await expect(page.getByRole('link', { name: 'Click here to login' })).toHaveAttribute('href', '#');
});

test('the details carousel shows one picture, moves on every 2 seconds and loops, without dots', async ({ page }) => {
  await openPage(page, '/details');
  const carousel = page.locator('[data-carousel-scope]');
  await expect(carousel).toHaveAttribute('data-carousel-mounted', 'true');
  await expect(carousel.getByRole('button', { name: /Show picture/ })).toHaveCount(0);
  const slideWidth = await carousel
    .locator('.glide__slide:not(.glide__slide--clone)')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().width);
  const trackWidth = await carousel
    .locator('[data-glide-el="track"]')
    .evaluate((track) => track.getBoundingClientRect().width);
  expect(Math.abs(slideWidth - trackWidth)).toBeLessThan(2);

  // The page notes when each move lands; timers never fire early, so the gaps have a lower bound
  // however busy the machine is (and a generous upper one).
  await carousel.evaluate((element) => {
    const moves: number[] = [];
    (window as unknown as { carouselMoves: number[] }).carouselMoves = moves;
    new MutationObserver(() => moves.push(performance.now())).observe(element, {
      attributeFilter: ['data-carousel-index'],
    });
  });
  await expect(carousel).toHaveAttribute('data-carousel-index', '1', { timeout: 10_000 });
  await expect(carousel).toHaveAttribute('data-carousel-index', '2', { timeout: 10_000 });
  await expect(carousel).toHaveAttribute('data-carousel-index', '0', { timeout: 10_000 });
  const moves = await page.evaluate(() => (window as unknown as { carouselMoves: number[] }).carouselMoves);
  const gaps = moves.slice(1).map((at, index) => at - moves[index]);
  expect(gaps).toHaveLength(2);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_950);
});

test('removing a line with the keyboard keeps focus in the cart', async ({ page }) => {
  await openPage(page, '/shop');
  await addFromShop(page, 1);
  await addFromShop(page, 3);
  await openCartFromHeader(page);
  await page.getByRole('button', { name: 'Remove Wood Pencil from the cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Casual Shoe from the cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-empty')).toBeFocused();
});

// react-toastify closes a toast when its progress bar's animation ends, so the
// reduced-motion rule in global.css must not shorten that animation.
test('toasts stay for 3 seconds for visitors who prefer reduced motion too', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/shop');
  await addFromShop(page, 1);
  const added = toast(page, 'Added to bag');
  await expect(added).toBeVisible();
  expect(await progressDurationMs(added)).toBe(site.toast.autoCloseMs);
});
