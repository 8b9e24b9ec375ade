// The site's languages as data: "locales" in pages/_site.json, each further language with its code,
// label, direction, prefix and what its pages do with a missing translation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';

const root = process.cwd();
const shippedSite = () => JSON.parse(readFileSync(join(root, 'pages/_site.json'), 'utf8')) as Record<string, unknown>;

const siteWithLocales = (locales: unknown) =>
  loadContent({
    root,
    pageTexts: [{ file: 'pages/_site.json', text: JSON.stringify({ ...shippedSite(), locales }, null, 2) }],
    collections: { today: '2026-11-27' },
  });
const siteIssues = (content: ReturnType<typeof loadContent>) =>
  content.issues.filter((issue) => issue.file === 'pages/_site.json');

describe('locales in the site file', () => {
  test('a further language takes its defaults: left to right, prefix from its code, missing texts fall back', () => {
    const content = siteWithLocales({ label: 'English', others: [{ code: 'de', label: 'Deutsch' }] });
    expect(siteIssues(content)).toEqual([]);
    expect(content.site!.locales).toEqual({
      label: 'English',
      dir: 'ltr',
      others: [{ code: 'de', label: 'Deutsch', dir: 'ltr', missing: 'fallback' }],
    });
  });

  test('the default language among the further ones, a language twice and two languages with one prefix are refused', () => {
    const content = siteWithLocales({
      label: 'English',
      others: [
        { code: 'en', label: 'English' },
        { code: 'de', label: 'Deutsch' },
        { code: 'de', label: 'Deutsch', prefix: '/deutsch' },
        { code: 'fr', label: 'Français', prefix: '/de' },
      ],
    });
    expect(siteIssues(content).map(({ code, path }) => [code, path.join('.')])).toEqual([
      ['locale.code-is-default', 'locales.others.0.code'],
      ['locale.code-twice', 'locales.others.2.code'],
      ['locale.prefix-twice', 'locales.others.3.prefix'],
    ]);
  });

  test('a prefix not written as "/" and a word is refused with the one meant', () => {
    const content = siteWithLocales({ label: 'English', others: [{ code: 'de', label: 'Deutsch', prefix: 'De/' }] });
    const [issue] = siteIssues(content);
    expect(issue.code).toBe('locale.prefix-form');
    expect(issue.suggestion).toEqual({ kind: 'text', value: '/de' });
  });
});
