// What the bundler gets from the content plugin (src/site-generator/contentPlugin.ts) is the same
// whatever the number of pages: the bundles are built from it, so a site of ten thousand pages ships
// the same scripts as a site of ten, and a visitor never downloads a table of every route.
import type { ResolvedConfig } from 'vite';
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent, type Content } from '../../src/content/loadContent';
import { contentPlugin, withValidatedContent } from '../../src/site-generator/contentPlugin';

const root = process.cwd();
const virtualModules = ['virtual:site', 'virtual:catalogue', 'virtual:blocks'];

/** Every virtual module's code as a build with this content would bundle it. */
function bundledModules(content: Content): string[] {
  const plugin = contentPlugin(root);
  const config = { command: 'build', inlineConfig: withValidatedContent(content) } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  return virtualModules.map((id) => load(resolve(id)!)!);
}

/** Copies of the real pages at paths of their own, as files beside the real ones. */
function copiesOfRealPages(count: number, real: Content) {
  // Page files only (pages/*.json), each once: a listing split into pages makes several pages of one file.
  const sources = [...new Set(real.pages.map((page) => page.file))]
    .filter((file) => /^pages\/[^/]+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>);
  return Array.from({ length: count }, (_, index) => ({
    file: `pages/generated-${index}.json`,
    text: JSON.stringify({ ...sources[index % sources.length], path: `/generated-${index}` }),
  }));
}

test('the modules the bundler gets are the same for the real pages and for a hundred more', () => {
  const real = loadContent({ root });
  const more = loadContent({ root, pageTexts: copiesOfRealPages(100, real) });
  expect(real.issues).toEqual([]);
  expect(more.issues).toEqual([]);
  // Each copy is a page of its own (a copy of a split listing brings its further pages too).
  const copies = new Set(
    more.pages.filter((page) => page.file.startsWith('pages/generated-')).map((page) => page.file),
  );
  expect(copies.size).toBe(100);
  const modules = bundledModules(real);
  expect(modules.every((code) => code.length > 0)).toBe(true);
  expect(bundledModules(more)).toEqual(modules);
  for (const code of modules) expect(code).not.toContain('/generated-');
}, 60_000);

test('a build bundles the content it was given, validated once, instead of reading pages/ again', () => {
  const real = loadContent({ root });
  const given = { ...real, site: { ...real.site!, brand: { ...real.site!.brand, name: 'Given, not read' } } };
  expect(bundledModules(given)[0]).toContain('Given, not read');
}, 60_000);

/** The object a generated module exports as its default. */
const exported = (code: string) => JSON.parse(code.match(/^export default (.*);$/m)![1]) as Record<string, unknown>;

test("a page's script brings the site file in its language alone, without what only the build reads", () => {
  const real = loadContent({ root });
  expect(Object.keys(real.translatedSites ?? {})).toContain('de');
  const plugin = contentPlugin(root);
  const config = { command: 'build', inlineConfig: withValidatedContent(real) } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string, options?: { ssr?: boolean }) => string | undefined;
  const german = real.translatedSites!.de;

  // Each language's site file is a module of its own, imported with the first page in it.
  const languages = load(resolve('virtual:site-languages')!)!;
  expect(languages).toContain(`export const defaultLanguage = "${real.site!.lang}";`);
  expect(languages).toContain(`"${real.site!.lang}": () => import("virtual:site/${real.site!.lang}")`);
  expect(languages).toContain(`"de": () => import("virtual:site/de")`);
  expect(languages).not.toContain(JSON.stringify(real.site!.footer.copyright));

  const english = exported(load(resolve(`virtual:site/${real.site!.lang}`)!)!);
  expect(Object.keys(english)).toEqual(
    Object.keys(real.site!).filter((key) => !['$schema', 'theme', 'collections', 'locales'].includes(key)),
  );
  expect(english.footer).toEqual(real.site!.footer);
  const germanModule = exported(load(resolve('virtual:site/de')!)!);
  expect(germanModule.footer).toEqual(german.footer);
  expect(germanModule).not.toHaveProperty('theme');

  // The prerender reads the whole file, theme included, and every language at once.
  const whole = load(resolve('virtual:site-files')!, { ssr: true })!;
  expect(exported(whole)).toEqual(JSON.parse(JSON.stringify(real.site)));
  expect(whole).toContain(JSON.stringify(german.footer.copyright));
}, 60_000);
