// Where forms deliver (src/schema/formDelivery.ts, docs/deploy.md "Form delivery"): a bad setting is
// refused with what to write; the security policy, wherever it is written, names the origin of the
// endpoint the forms post to and nothing more, and nothing at all in demo mode; npm start sends each
// build's own policy; only the form's own fields leave the page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';
import { formDelivery, formsSettings } from '../../src/schema/formDelivery';
import { createStaticServer } from '../../src/server/staticServer';
import { headersFile, nginxSnippet, siteWideHeaders, writeHostHeaders } from '../../src/site-generator/hostHeaders';
import {
  cspMetaValue,
  cspMetaValueFor,
  formOriginsOf,
  securityHeaders,
  securityHeadersFor,
} from '../../src/site-generator/securityPolicy';
import { formPayload, mailtoHref } from '../../src/ui/formDelivery';
import { send } from '../tools/httpExchange';
import { scratchFolder, writeFixtureSite } from '../tools/siteFixture';

const root = process.cwd();
const realSite = JSON.parse(readFileSync(join(root, 'pages/_site.json'), 'utf8'));

/** The content with pages/_site.json's "forms.delivery" replaced, and the pages given in `pageTexts`. */
function contentWith(delivery: unknown, pageTexts: { file: string; text: string }[] = []) {
  const site = { ...realSite, forms: { ...realSite.forms, delivery } };
  return loadContent({ root, pageTexts: [{ file: 'pages/_site.json', text: JSON.stringify(site) }, ...pageTexts] });
}

/** The directives of a Content-Security-Policy value, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

const messagesFor = (delivery: unknown) => contentWith(delivery).issues.map((issue) => issue.message);

describe('a bad delivery setting is refused with what to write', () => {
  test('an http:// endpoint: use https, with the address to write', () => {
    expect(messagesFor({ mode: 'endpoint', url: 'http://forms.example.com/f/1' })).toEqual([
      expect.stringMatching(
        /found the text "http:\/\/forms\.example\.com\/f\/1"; use https: "https:\/\/forms\.example\.com\/f\/1"/,
      ),
    ]);
  });

  test('an endpoint with a user name and password in it: remove them, with the address without them', () => {
    expect(messagesFor({ mode: 'endpoint', url: 'https://me:secret@forms.example.com/f/1' })).toEqual([
      expect.stringMatching(/remove the user name and password .*: "https:\/\/forms\.example\.com\/f\/1"$/),
    ]);
  });

  test.each(['https://localhost/f/1', 'https://127.0.0.1:8443/f/1', 'https://[::1]/f/1', 'https://forms.localhost/f'])(
    'an endpoint on the computer the browser runs on (%s): write the address of the form service',
    (url) => {
      expect(messagesFor({ mode: 'endpoint', url })).toEqual([
        expect.stringMatching(/is the computer the browser runs on.*; write the address of the form service$/),
      ]);
    },
  );

  test('an unknown mode: the modes to choose from', () => {
    expect(messagesFor({ mode: 'formspree' })).toEqual([
      'expected one of "demo", "endpoint", "netlify", "email", found the text "formspree"',
    ]);
  });

  test('an endpoint without its mode would still send nothing: write the mode', () => {
    expect(messagesFor({ url: 'https://formspree.io/f/abc' })).toEqual([
      expect.stringMatching(/so the form sends nothing; write "mode": "endpoint", or remove "url"$/),
    ]);
  });

  test('each mode asks for what it needs', () => {
    expect(messagesFor({ mode: 'endpoint' })).toEqual([expect.stringMatching(/^"mode": "endpoint" needs "url"/)]);
    expect(messagesFor({ mode: 'email', to: 'mailto:hello@example.com' })).toEqual([
      expect.stringMatching(
        /found the text "mailto:hello@example\.com"; write the address alone: "hello@example\.com"$/,
      ),
      expect.stringMatching(/^"mode": "email" needs "subject"/),
    ]);
  });

  test('the messages are placed at the setting in pages/_site.json', () => {
    const [issue] = contentWith({ mode: 'endpoint', url: 'http://forms.example.com/f/1' }).issues.map(formatIssue);
    expect(issue).toMatch(/^pages\/_site\.json:\d+:\d+ forms\.delivery\.url: /);
  });

  test('a site file without "forms" delivers nowhere, with the words the template ships', () => {
    const parsed = formsSettings.parse({});
    expect(parsed.delivery).toEqual(formDelivery.parse({}));
    expect(parsed.delivery.mode).toBe('demo');
    expect(formsSettings.parse(realSite.forms).messages).toEqual(parsed.messages);
  });
});

describe('the security policy names the endpoint the forms post to, and nothing more', () => {
  const endpoint = { mode: 'endpoint', url: 'https://forms.example.com/f/contact' };
  const folder = mkdtempSync(join(tmpdir(), 'nexus-form-policy-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test("demo mode, the template's, adds nothing to the policy", () => {
    const { site, forms } = contentWith({ mode: 'demo' });
    expect(formOriginsOf(site!, forms)).toEqual([]);
    expect(securityHeadersFor(formOriginsOf(site!, forms))).toEqual(securityHeaders);
  });

  test('Netlify Forms and email add nothing either: Netlify takes posts on the site itself', () => {
    expect(formOriginsOf(contentWith({ mode: 'netlify' }).site!, contentWith({ mode: 'netlify' }).forms)).toEqual([]);
    const email = contentWith({ mode: 'email', to: 'hello@example.com', subject: 'Hello' });
    expect(email.issues).toEqual([]);
    expect(formOriginsOf(email.site!, email.forms)).toEqual([]);
  });

  test("an endpoint's origin is added to connect-src and form-action, in _headers and vercel.json as the build writes them", () => {
    const { site, forms, issues } = contentWith(endpoint);
    expect(issues).toEqual([]);
    const origins = formOriginsOf(site!, forms);
    expect(origins).toEqual(['https://forms.example.com']);
    writeHostHeaders(folder, securityHeadersFor(origins));
    const fromHeadersFile = siteWideHeaders(readFileSync(join(folder, '_headers'), 'utf8'))!;
    const vercel = JSON.parse(readFileSync(join(folder, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const fromVercel = vercel.headers.find((rule) => rule.source === '/(.*)')!.headers;
    const vercelPolicy = fromVercel.find((header) => header.key === 'Content-Security-Policy')!.value;
    const origin = 'https://forms.example.com';
    for (const [policy, template] of [
      [fromHeadersFile['Content-Security-Policy'], securityHeaders['Content-Security-Policy']],
      [vercelPolicy, securityHeaders['Content-Security-Policy']],
      [cspMetaValueFor(origins), cspMetaValue],
    ]) {
      const expected = directives(template);
      expect(directives(policy)).toEqual({
        ...expected,
        'connect-src': [...expected['connect-src'], origin],
        'form-action': [...expected['form-action'], origin],
      });
    }
  });

  test('docs/deploy.md shows the policy the build writes for a form service', () => {
    const guide = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
    const policy = securityHeadersFor(['https://formspree.io'])['Content-Security-Policy'];
    expect(guide).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });

  test('the nginx lines carry the same policy', () => {
    const policy = securityHeadersFor(['https://forms.example.com'])['Content-Security-Policy'];
    expect(nginxSnippet(securityHeadersFor(['https://forms.example.com']))).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
  });

  test('a form that posts elsewhere adds its own origin; the endpoints of one service count once', () => {
    const contact = JSON.parse(readFileSync(join(root, 'pages/contact.json'), 'utf8'));
    const formIndex = contact.sections.findIndex((section: { type?: string }) => section.type === 'contactForm');
    contact.sections[formIndex].props.delivery = {
      mode: 'endpoint',
      url: 'https://submit.other.example/f/2',
      encoding: 'json',
    };
    const { site, forms, issues } = contentWith({ mode: 'endpoint', url: 'https://forms.example.com/f/contact' }, [
      { file: 'pages/contact.json', text: JSON.stringify(contact) },
    ]);
    expect(issues).toEqual([]);
    expect(formOriginsOf(site!, forms)).toEqual(['https://forms.example.com', 'https://submit.other.example']);
  });

  test("npm start sends the policy of the build it serves, from that build's _headers", async () => {
    const scratch = scratchFolder();
    const siteDir = join(scratch.dir, 'dist');
    await writeFixtureSite(siteDir, 'with forms');
    const headers = securityHeadersFor(['https://forms.example.com']);
    writeHostHeaders(siteDir, headers);
    const server: Server = createStaticServer({ siteDir, copiesDir: join(scratch.dir, 'copies'), log: () => {} });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const answer = await send((server.address() as AddressInfo).port, '/contact');
      expect(answer.headers['content-security-policy']).toBe(headers['Content-Security-Policy']);
    } finally {
      await new Promise((closed) => server.close(closed));
      scratch.cleanup();
    }
  });

  test('_headers read back gives the headers written', () => {
    expect(siteWideHeaders(headersFile(securityHeadersFor(['https://a.example'])))).toEqual(
      securityHeadersFor(['https://a.example']),
    );
  });
});

describe('what a form sends', () => {
  const fields = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'password', label: 'Password', kind: 'password' },
    { name: 'remember', label: 'Remember me', kind: 'checkbox' },
    { name: 'message', label: 'Message', kind: 'textarea' },
  ] as const;

  test("the form's own fields under their names, in order; never a password, nor anything the form does not name", () => {
    const data = new FormData();
    data.set('message', 'Hello');
    data.set('name', 'Ada');
    data.set('password', 'secret');
    data.set('_gotcha', '');
    data.set('tracking', 'x');
    expect(formPayload(fields, data)).toEqual([
      ['name', 'Ada'],
      ['message', 'Hello'],
    ]);
  });

  test('the mail program gets the address, the subject and one paragraph per field, under its label', () => {
    const delivery = formDelivery.parse({ mode: 'email', to: 'hello@example.com', subject: 'From the site' });
    const href = mailtoHref(delivery, fields, [
      ['name', 'Ada'],
      ['message', 'Two words & more'],
    ]);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@example.com');
    expect(url.searchParams.get('subject')).toBe('From the site');
    expect(url.searchParams.get('body')).toBe('Name:\nAda\n\nMessage:\nTwo words & more');
  });
});
