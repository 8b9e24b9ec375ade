// The editor's words around a translation, as a translator of a right-to-left language reads them:
// a language's name and a file's title are isolated from the editor's own words, so "العربية: Site
// settings" keeps its order.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationNotice } from '../../src/editor/app/TranslationNote';
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
