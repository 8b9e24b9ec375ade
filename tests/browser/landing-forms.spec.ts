// The landing pages' demo forms (docs/product.md, "Forms"): registration, domain search and free-trial
// sign-up keep their field types and placeholders, confirm on submit and send nothing.
import type { Page, Request } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/** Everything that could carry form data away: navigations, fetch/XHR, and any non-GET request. */
function watchOutgoing(page: Page) {
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    if (request.method() !== 'GET' || type === 'fetch' || type === 'xhr' || type === 'document')
      sent.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', onRequest);
  return sent;
}

test.describe('registration form in the IT startup banner', () => {
  test('has a text username, an email and a password field with their placeholders, each labelled', async ({
    page,
  }) => {
    await openPage(page, '/');
    const form = page.locator('[data-block="banner"] form');
    await expect(form.getByPlaceholder('Enter username')).toHaveAttribute('type', 'text');
    await expect(form.getByPlaceholder('Enter your email')).toHaveAttribute('type', 'email');
    await expect(form.getByPlaceholder('Create a password')).toHaveAttribute('type', 'password');
    for (const input of await form.locator('input').all()) {
      const id = await input.getAttribute('id');
      await expect(form.locator(`label[for="${id}"]`)).toHaveCount(1);
    }
  });

  test('submitting confirms in a status line, clears the fields and sends nothing', async ({ page }) => {
    await openPage(page, '/');
    const form = page.locator('[data-block="banner"] form');
    const sent = watchOutgoing(page);
    await form.getByPlaceholder('Enter username').fill('ada');
    await form.getByPlaceholder('Enter your email').fill('ada@example.com');
    await form.getByPlaceholder('Create a password').fill('secret-123');
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).not.toBeEmpty();
    await expect(form.getByPlaceholder('Enter username')).toHaveValue('');
    await expect(page).toHaveURL(/\/$/);
    expect(sent).toEqual([]);
  });
});

test.describe('domain search on the web hosting page', () => {
  test('offers the eight extensions with their prices, in order', async ({ page }) => {
    await openPage(page, '/web-hosting');
    const block = page.locator('[data-block="domainSearch"]');
    await expect(block.getByLabel('Domain name')).toHaveAttribute('placeholder', 'Search domain name here');
    await expect(block.getByLabel('Domain extension').locator('option')).toHaveText([
      '.com',
      '.net',
      '.xyz',
      '.tech',
      '.club',
      '.space',
      '.global',
      '.edu',
    ]);
    await expect(block.getByRole('list', { name: 'Domain prices per year' }).locator('li')).toHaveText([
      '.com$9.88',
      '.net$7.88',
      '.xyz$3.88',
      '.tech$5.28',
      '.club$2.38',
      '.space$4.98',
      '.global$8.99',
      '.edu$6.88',
    ]);
  });

  test('Search confirms in a status line and sends nothing', async ({ page }) => {
    await openPage(page, '/web-hosting');
    const block = page.locator('[data-block="domainSearch"]');
    const sent = watchOutgoing(page);
    await block.getByLabel('Domain name').fill('my-new-site');
    await block.getByLabel('Domain extension').selectOption('.tech');
    await block.getByRole('button', { name: 'Search' }).click();
    await expect(block.getByRole('status')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/web-hosting$/);
    expect(sent).toEqual([]);
  });
});

for (const path of ['/ai-machine-learning', '/machine-learning', '/bigdata-analytics']) {
  test(`the free-trial form on ${path} takes a business email, confirms and sends nothing`, async ({ page }) => {
    await openPage(page, path);
    const form = page.locator('form').filter({ has: page.getByPlaceholder('Enter your business email here') });
    const email = form.getByPlaceholder('Enter your business email here');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAccessibleName(/email/i);
    const sent = watchOutgoing(page);
    await email.fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign Up Free' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nothing was sent' })).toBeVisible();
    await expect(email).toHaveValue('');
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    expect(sent).toEqual([]);
  });
}
