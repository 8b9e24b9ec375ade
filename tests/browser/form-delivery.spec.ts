// Forms that deliver (docs/deploy.md, "Form delivery"), in the browser. A scratch copy of the site is
// built whose _site.json sends the forms to a test endpoint, as a customer's would to a form service;
// its FAQ form posts JSON to another path with a short timeout, its blog reply form uses Netlify
// Forms. The endpoint is an https server on 127.0.0.1 (tests/tools/formEndpoint.ts), which the
// browser reaches under the name the site's JSON gives it. The shipped demo, served as usual, sends
// nothing at all. Tests wait for the request to arrive or for the status line, never for a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { chromiumArgs, launchOptions } from '../../src/cli/chromium';
import { siteWideHeaders } from '../../src/site-generator/hostHeaders';
import { startFormEndpoint } from '../tools/formEndpoint';
import { scratchSite, type Json, type ScratchSite } from '../tools/scratchSite';
import { formEndpointPort, formSitePort } from '../tools/ports';
import { expect, openPage, site, test, type ConsoleProblems } from './fixtures';
import { recordViolations, violations } from './policyViolations';

const endpointHost = 'forms.example.test';
const endpointOrigin = `https://${endpointHost}:${formEndpointPort}`;
const siteOrigin = `http://127.0.0.1:${formSitePort}`;
const sentMessage = 'Thank you! Your message has reached us; we answer within one business day.';

test.use({
  // The endpoint's name leads to the test's server; its certificate is the test's own.
  launchOptions: { ...launchOptions, args: [...chromiumArgs, `--host-resolver-rules=MAP ${endpointHost} 127.0.0.1`] },
  ignoreHTTPSErrors: true,
});
// One scratch build for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let scratch: ScratchSite | undefined;
let endpoint: Awaited<ReturnType<typeof startFormEndpoint>>;

const sectionOf = (page: Json, type: string) =>
  page.sections.find((section: { type?: string }) => section.type === type);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  endpoint = await startFormEndpoint(endpointHost, formEndpointPort);
  scratch = scratchSite();
  scratch.editJson('pages/_site.json', (data) => {
    data.forms.delivery = { mode: 'endpoint', url: `${endpointOrigin}/f/site` };
  });
  scratch.editJson('pages/contact.json', (data) => {
    sectionOf(data, 'contactForm').props.sentMessage = sentMessage;
  });
  scratch.editJson('pages/faq.json', (data) => {
    sectionOf(data, 'faq').props.form.delivery = {
      mode: 'endpoint',
      url: `${endpointOrigin}/f/questions`,
      encoding: 'json',
      timeoutMs: 1000,
    };
  });
  scratch.editJson('pages/blog-details.json', (data) => {
    sectionOf(data, 'blogArticle').props.replyForm.delivery = { mode: 'netlify' };
  });
  await scratch.buildAndServe(formSitePort);
});

test.afterAll(async () => {
  await scratch?.remove();
  await endpoint?.close();
});

/** Every request the page sends to the endpoint's origin (preflights are not shown to pages). */
function requestsTo(page: Page, origin: string) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(origin)) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

/** Chromium logs a failed answer to a fetch as a console error: expected where the test makes it fail. */
function expectFailedLoad(consoleProblems: ConsoleProblems) {
  const index = consoleProblems.findIndex((problem) => problem.includes('Failed to load resource'));
  if (index >= 0) consoleProblems.splice(index, 1);
}

const contactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+44 20 7946 0018',
  msg_subject: 'Analytical engine',
  message: 'Could you host my notes?\nThey are long.',
};

async function fillContact(page: Page) {
  const form = page.locator('[data-block="contactForm"] form');
  for (const [name, value] of Object.entries(contactValues)) await form.locator(`[name="${name}"]`).fill(value);
  return form;
}

test.describe('a site whose forms post to a form endpoint', () => {
  test('the policy in _headers, vercel.json, the pages and what npm start sends names the endpoint and nothing more', async ({
    page,
  }) => {
    const headersPolicy = siteWideHeaders(readFileSync(join(scratch!.dir, 'dist/_headers'), 'utf8'))![
      'Content-Security-Policy'
    ];
    const vercel = JSON.parse(readFileSync(join(scratch!.dir, 'dist/vercel.json'), 'utf8'));
    const vercelPolicy = vercel.headers[0].headers.find(
      (header: { key: string }) => header.key === 'Content-Security-Policy',
    ).value as string;
    const response = await page.goto(`${siteOrigin}/contact`);
    const served = response!.headers()['content-security-policy'];
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    for (const policy of [headersPolicy, vercelPolicy, served, meta!]) {
      const directives = new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
      expect(directives.get('connect-src')).toEqual(["'self'", endpointOrigin]);
      expect(directives.get('form-action')).toEqual(["'self'", endpointOrigin]);
      expect([...directives.values()].flat().filter((source) => /^https?:/.test(source))).toEqual([
        endpointOrigin,
        endpointOrigin,
      ]);
    }
    const shipped = siteWideHeaders(readFileSync(join(process.cwd(), 'dist/_headers'), 'utf8'))!;
    expect(shipped['Content-Security-Policy']).not.toMatch(/https?:/);
  });

  test('a submission arrives with exactly the form\'s fields, form-encoded, without cookies, and only then says "sent"', async ({
    page,
  }) => {
    await recordViolations(page);
    await openPage(page, `${siteOrigin}/contact`);
    const form = await fillContact(page);
    const status = form.getByRole('status');
    const arrived = endpoint.next('/f/site');
    endpoint.answer('/f/site', 'hold');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const request = await arrived;
    await expect(status).toHaveText(site.forms.messages.sending);
    expect([...new URLSearchParams(request.body)]).toEqual(Object.entries(contactValues));
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.referer ?? `${siteOrigin}/`).toBe(`${siteOrigin}/`);
    endpoint.answer('/f/site', 'ok');
    endpoint.release();
    await expect(status).toHaveText(sentMessage);
    await expect(form.locator('[name="message"]')).toHaveValue('');
    expect(await violations(page)).toEqual([]);
  });

  test('a second click while sending sends nothing more; the button is disabled and busy until the answer', async ({
    page,
  }) => {
    await openPage(page, `${siteOrigin}/contact`);
    const form = await fillContact(page);
    const button = form.getByRole('button', { name: 'Send Message' });
    const seen = requestsTo(page, endpointOrigin);
    endpoint.answer('/f/site', 'hold');
    const before = endpoint.received.length;
    const arrived = endpoint.next('/f/site');
    await button.dblclick();
    await arrived;
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Enter in a field, or a script, submits the form without its button: still nothing more is sent.
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    endpoint.answer('/f/site', 'ok');
    endpoint.release();
    await expect(form.getByRole('status')).toHaveText(sentMessage);
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    expect(seen).toEqual(['POST /f/site']);
    expect(endpoint.received.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /f/site',
    ]);
  });

  test('an answer of 500 says the message was not sent, keeps what was typed, and offers to try again', async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, `${siteOrigin}/contact`);
    const form = await fillContact(page);
    endpoint.answer('/f/site', 'fail');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(site.forms.messages.failed);
    for (const [name, value] of Object.entries(contactValues))
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    expectFailedLoad(consoleProblems);
    endpoint.answer('/f/site', 'ok');
    const arrived = endpoint.next('/f/site');
    await form.getByRole('button', { name: site.forms.messages.retry }).click();
    expect([...new URLSearchParams((await arrived).body)]).toEqual(Object.entries(contactValues));
    await expect(form.getByRole('status')).toHaveText(sentMessage);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test("a service that never answers: after the timeout of the form's JSON it says so and keeps what was typed", async ({
    page,
  }) => {
    await openPage(page, `${siteOrigin}/faq`);
    const form = page.locator('[data-block="faq"] form');
    const values = { name: 'Grace', email: 'grace@example.com', subject: 'Cobol', message: 'Is it still supported?' };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
    endpoint.answer('/f/questions', 'never');
    const preflight = endpoint.next('/f/questions', 'OPTIONS');
    const arrived = endpoint.next('/f/questions');
    await form.getByRole('button', { name: 'Submit Now!' }).click();
    await preflight;
    const request = await arrived;
    // This form's own delivery: JSON, one object of the form's fields.
    expect(JSON.parse(request.body)).toEqual(values);
    expect(request.headers['content-type']).toBe('application/json');
    await expect(form.getByRole('status')).toHaveText(site.forms.messages.timedOut);
    for (const [name, value] of Object.entries(values))
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    await expect(form.getByRole('button', { name: site.forms.messages.retry })).toBeEnabled();
  });

  test('a filled honeypot sends nothing, and the bot sees the usual confirmation', async ({ page }) => {
    await openPage(page, `${siteOrigin}/contact`);
    const form = await fillContact(page);
    const seen = requestsTo(page, endpointOrigin);
    const before = endpoint.received.length;
    const honeypot = form.locator('input[name="_gotcha"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await honeypot.fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(sentMessage);
    expect(seen).toEqual([]);
    expect(endpoint.received.length).toBe(before);
  });
});

test.describe('a form delivering to Netlify Forms', () => {
  test('its prerendered HTML carries what Netlify reads, and it posts form-encoded to "/" with its name', async ({
    page,
  }) => {
    const html = await (await page.request.get(`${siteOrigin}/blog-details`)).text();
    const formTag = /<form[^>]*data-netlify="true"[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('name="comment"');
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('netlify-honeypot="bot-field"');
    expect(html).toContain('<input type="hidden" name="form-name" value="comment"/>');
    expect(html).toMatch(/<input[^>]*name="bot-field"/);

    // Netlify takes the post on the site itself; npm start does not, so the test answers as Netlify would.
    const posted: { body: string; type: string }[] = [];
    await page.route(`${siteOrigin}/`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posted.push({ body: route.request().postData() ?? '', type: route.request().headers()['content-type'] });
      await route.fulfill({ status: 200, body: '' });
    });
    await openPage(page, `${siteOrigin}/blog-details`);
    const form = page.locator('form[name="comment"]');
    await form.locator('[name="comment"]').fill('A fine post.');
    await form.locator('[name="author"]').fill('Ada');
    await form.locator('[name="email"]').fill('ada@example.com');
    await form.getByRole('button').click();
    const article = JSON.parse(readFileSync(join(scratch!.dir, 'pages/blog-details.json'), 'utf8'));
    await expect(form.getByRole('status')).toHaveText(sectionOf(article, 'blogArticle').props.replyForm.sentMessage);
    expect(posted).toEqual([
      {
        body: 'form-name=comment&comment=A+fine+post.&author=Ada&email=ada%40example.com&url=',
        type: 'application/x-www-form-urlencoded',
      },
    ]);
  });
});

test.describe('the shipped demo', () => {
  test('sends no request at all: the contact form confirms with its demonstration text', async ({ page }) => {
    await openPage(page, '/contact');
    const form = await fillContact(page);
    // Anything that could carry what was typed: pictures and styles the scroll brings into view cannot.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || !['image', 'font', 'stylesheet', 'script'].includes(request.resourceType()))
        requests.push(`${request.method()} ${request.url()}`);
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const contact = JSON.parse(readFileSync(join(process.cwd(), 'pages/contact.json'), 'utf8'));
    await expect(form.getByRole('status')).toHaveText(sectionOf(contact, 'contactForm').props.sentMessage);
    expect(requests).toEqual([]);
  });
});
