// The brand's name once: "{brand}" in the shipped texts shows the site's brand name, and a site renamed
// from the template hears about every "Nexus" and every template logo still in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { withBrandName } from '../../src/schema/brandPlaceholder';
import { lintContent } from '../../src/content/lint/contentLint';
import { loadContent } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';

const root = process.cwd();
const siteText = readFileSync(join(root, 'pages/_site.json'), 'utf8');
const renamed = { file: 'pages/_site.json', text: siteText.replace('"name": "Nexus"', '"name": "Brightline Cloud"') };

describe('the brand name', () => {
  test('"{brand}" is replaced in every text, and a value without it stays the very same object', () => {
    const kept = { title: 'Plain', list: ['a', { b: 1 }] };
    expect(withBrandName(kept, 'Acme')).toBe(kept);
    expect(withBrandName({ a: ['About {brand}', 'x'], n: 2 }, 'Acme')).toEqual({ a: ['About Acme', 'x'], n: 2 });
  });

  test('the shared "Ready to talk?" band and the gallery examples name the site\'s brand', () => {
    const content = loadContent({ root, pageTexts: [renamed] });
    expect(content.issues.map(formatIssue)).toEqual([]);
    const shown =
      JSON.stringify(content.pages) + JSON.stringify(content.gallery?.examples.map((example) => example.section));
    expect(shown).not.toContain('{brand}');
    expect(shown).toContain('your question about Brightline Cloud.');
    expect(shown).not.toMatch(/\bNexus\b/);
  });

  test('the shipped site, named Nexus, has no warning about the template name', () => {
    const content = loadContent({ root });
    const warnings = lintContent({ root, pages: content.pages, site: content.site! }).map(formatIssue);
    expect(warnings.filter((line) => line.includes('the template'))).toEqual([]);
  });

  test('a renamed site is told where the template name and the template logo are left', () => {
    const content = loadContent({ root, pageTexts: [renamed] });
    const texts = new Map([[renamed.file, renamed.text]]);
    const warnings = lintContent({ root, pages: content.pages, site: content.site!, texts })
      .map(formatIssue)
      .filter((line) => line.includes('template'));
    expect(warnings.some((line) => line.startsWith('pages/_site.json') && line.includes('titleSuffix'))).toBe(true);
    expect(warnings.some((line) => line.includes('copyright'))).toBe(true);
    expect(
      warnings.some((line) => line.startsWith('pages/_site.json') && line.includes('/images/brand/logo.svg')),
    ).toBe(true);
    // The coming-soon page shows the site's own logo, so it leaves no template logo behind.
    expect(warnings.some((line) => line.startsWith('pages/coming-soon.json'))).toBe(false);
  });
});
