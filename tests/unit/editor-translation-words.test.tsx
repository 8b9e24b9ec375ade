// The editor's words around a translation, as a translator of a right-to-left language reads them:
// a language's name and a file's title are isolated from the editor's own words, so "العربية: Site
// settings" keeps its order.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textStateWords, TranslationNotice } from '../../src/editor/app/TranslationNote';
import { TranslationContext, TranslationStore } from '../../src/editor/app/translationStore';
import { sayIsolated } from '../../src/editor/app/words';
import { Words } from '../../src/editor/app/Words';
import type { TranslationView } from '../../src/editor/shared/translationView';

const arabicSite: TranslationView = {
  source: 'pages/_site.json',
  code: 'ar',
  label: 'العربية',
  language: 'ar',
  dir: 'rtl',
  sourceLabel: 'English',
  texts: [],
};

describe('a language name among the editor words', () => {
  it("is a <bdi> of its own in the words drawn, the editor's words around it as text", () => {
    expect(renderToStaticMarkup(<Words word="translateInto" values={{ label: 'العربية' }} />)).toBe(
      'Translate into <bdi>العربية</bdi>',
    );
  });

  it('is isolated in the notice above a translation, as the file it translates and the source language are', () => {
    const notice = renderToStaticMarkup(
      <TranslationContext.Provider value={new TranslationStore(arabicSite)}>
        <TranslationNotice />
      </TranslationContext.Provider>,
    );
    expect(notice).toContain('Translating <bdi>pages/_site.json</bdi> into <bdi>العربية</bdi>.');
    expect(notice).toContain('Open the <bdi>English</bdi> file');
  });

  it("is isolated by U+2068 and U+2069 in a title only a string can carry, the file's title too", () => {
    expect(sayIsolated('translationTitle', { label: 'العربية', title: 'Site settings' })).toBe(
      '\u2068العربية\u2069: \u2068Site settings\u2069',
    );
  });
});

describe("a missing text's state", () => {
  it('names what shows the source words meanwhile, as what the translated file is', () => {
    const shows = (source: string) => textStateWords('missing', source).replace(/ the source's words.*/, '');
    expect(shows('pages/pricing.json')).toBe('Missing: the page shows');
    expect(shows('pages/_site.json')).toBe('Missing: the site shows');
    expect(shows('pages/_sections/team.json')).toBe('Missing: the pages using this section show');
    expect(shows('pages/blog/how-cloud-hosting-cuts-costs.json')).toBe('Missing: the post shows');
    expect(shows('pages/projects/cloud-migration.json')).toBe('Missing: the case study shows');
    expect(shows('pages/_layouts/blog.json')).toBe('Missing: the pages of this layout show');
    expect(shows('pages/_layouts/blog-tag.json')).toBe('Missing: the pages of this layout show');
  });

  it('the other states read the same for every file', () => {
    expect(textStateWords('stale', 'pages/_site.json')).toBe(textStateWords('stale', 'pages/pricing.json'));
    expect(textStateWords('translated', 'pages/blog/how-cloud-hosting-cuts-costs.json')).toBe('Translated');
  });
});
