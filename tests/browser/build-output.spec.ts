// What the static build ships: prerendered HTML per route, no build-time code in the browser,
// per-page block code, the security policy in every page and in the headers files for static hosts,
// compressed copies, and nothing that is not the site.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routeFile } from '../../src/site-generator/prerender';
import { securityHeaders } from '../../src/site-generator/securityPolicy';
import { clientManifestPath } from '../../src/site-generator/siteFolder';
import { expect, routes, site, test } from './fixtures';

const dist = join(process.cwd(), 'dist');
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(clientManifestPath(dist), 'utf8'));
/** A Content-Security-Policy value as directive → sources. */
const parsePolicy = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
const blockChunk = (type: string) => manifest[`src/blocks/${type}/index.tsx`]?.file;
const pageBlockTypes = (file: string): string[] =>
  (JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')).sections as { type?: string }[]).flatMap((section) =>
    section.type ? [section.type] : [],
  );

test('no client asset contains zod or build-time code', () => {
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  for (const name of assets) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    expect(code, name).not.toContain('ZodError');
    expect(code, name).not.toContain('$ZodType');
    expect(code, name).not.toContain('jsonc-parser');
    expect(code, name).not.toContain('malformed JSON');
  }
});

test('every route has its own prerendered HTML with its title and description', () => {
  for (const route of routes) {
    const file = routeFile(route.path);
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html, file).toContain(`<title>${route.title.replace(/&/g, '&amp;')}${site.titleSuffix}</title>`);
    expect(html, file).toContain('<meta name="description"');
    expect(html, file).toMatch(/<h1[ >]/);
  }
  expect(readFileSync(join(dist, '404.html'), 'utf8')).toContain('404 - Page not found');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain(`<loc>${site.siteUrl}/contact</loc>`);
  expect(sitemap).not.toContain('/not-found');
});

test('each page names one script, the boot entry, and preloads no other: the app is fetched after the first paint', () => {
  const boot = manifest['index.html'].file;
  for (const route of routes) {
    const file = routeFile(route.path);
    const html = readFileSync(join(dist, file), 'utf8');
    expect(
      [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]),
      file,
    ).toEqual([boot]);
    expect(html.includes('rel="modulepreload"'), `${file} preloads a module`).toBe(false);
  }
});

test('a page downloads the code of the blocks it uses and not of the others', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const used = new Set(pageBlockTypes('pages/contact.json'));
  const allTypes = Object.keys(manifest)
    .filter((key) => /^src\/blocks\/[^/]+\/index\.tsx$/.test(key))
    .map((key) => key.split('/')[2]);
  for (const type of allTypes) {
    const chunk = blockChunk(type);
    if (used.has(type)) expect(requested, `${type} is used on /contact`).toContain(chunk);
    else expect(requested, `${type} is not used on /contact`).not.toContain(chunk);
  }
});

test('dist/ publishes the site only: no dot-file (manifest, build stamp) and no symbolic link', () => {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) found.push(path);
      if (entry.isDirectory()) visit(path);
    }
  };
  visit(dist);
  expect(found).toEqual([]);
});

test('every page carries the security policy in a meta tag before any script, without the header-only frame-ancestors', () => {
  for (const route of routes) {
    const html = readFileSync(join(dist, routeFile(route.path)), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    expect(meta, routeFile(route.path)).not.toBeNull();
    expect(meta!.index, 'the policy comes before the first script').toBeLessThan(html.indexOf('<script'));
    const directives = parsePolicy(meta![1]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toBeUndefined();
    expect({
      ...directives,
      'frame-ancestors': parsePolicy(securityHeaders['Content-Security-Policy'])['frame-ancestors'],
    }).toEqual(parsePolicy(securityHeaders['Content-Security-Policy']));
  }
});

test('the headers files for static hosts carry the policy, nosniff, the referrer policy and a year of caching for hashed assets', () => {
  // _headers (Netlify, Cloudflare Pages): a path pattern, then its headers indented.
  const rules = new Map<string, Record<string, string>>();
  let pattern = '';
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.set((pattern = line.trim()), {});
    else {
      const [name, ...value] = line.trim().split(':');
      rules.get(pattern)![name] = value.join(':').trim();
    }
  }
  expect(rules.get('/*')).toEqual(securityHeaders);
  expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });

  // vercel.json: sources with lists of { key, value }.
  const vercel: { headers: { source: string; headers: { key: string; value: string }[] }[] } = JSON.parse(
    readFileSync(join(dist, 'vercel.json'), 'utf8'),
  );
  const bySource = Object.fromEntries(
    vercel.headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))]),
  );
  expect(bySource['/(.*)']).toEqual(securityHeaders);
  expect(bySource['/assets/(.*)']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  expect(parsePolicy(securityHeaders['Content-Security-Policy'])['frame-ancestors']).toEqual(["'none'"]);
  expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
  expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});

test('the .br and .gz copies of a file hold exactly that file', () => {
  const copies = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.br'));
  expect(copies.length).toBeGreaterThan(0);
  for (const file of [
    'index.html',
    'contact/index.html',
    '404.html',
    ...copies.slice(0, 5).map((name) => `assets/${name.slice(0, -3)}`),
  ]) {
    const original = readFileSync(join(dist, file));
    expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
  }
});
