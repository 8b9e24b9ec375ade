// Translations beside their sources (pages/<language>/): laid over the source field by field, checked
// by the same schemas at the translation's lines, every text judged translated, missing or stale, and
// published at the language's prefix with the page's alternates; a language that holds incomplete
// pages back leaves them out.
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { json, load, placed, root } from './support/contentWith';
import { loadContent } from '../../src/content/loadContent';
import { followedTranslation } from '../../src/content/translations/followSource';
import { localeSummaryLine } from '../../src/content/translations/localeSummary';
import { stampedTranslation } from '../../src/content/translations/stampTranslation';
import { translationFileOf } from '../../src/content/translations/translationFiles';

const withSite = (change: (site: Record<string, unknown>) => void) => {
  const site = json('pages/_site.json');
  change(site);
  return JSON.stringify(site, null, 2);
};

type Loaded = ReturnType<typeof load>;
const pageAt = (content: Loaded, path: string) => content.pages.find((page) => page.path === path);
const germanPricing = () => json('pages/de/pricing.json');

describe('the shipped German translation', () => {
  test('publishes /de/pricing and /de/contact, each with its language and the same alternates as its source', () => {
    const content = load();
    expect(content.issues).toEqual([]);
    const german = pageAt(content, '/de/pricing')!;
    const english = pageAt(content, '/pricing')!;
    expect(german.file).toBe('pages/de/pricing.json');
    expect(german.title).toBe('Preise');
    expect(german.locale).toEqual({ code: 'de', dir: 'ltr' });
    expect(english.locale).toEqual({ code: 'en', dir: 'ltr' });
    const alternates = [
      { code: 'en', label: 'English', path: '/pricing' },
      { code: 'de', label: 'Deutsch', path: '/de/pricing' },
      { code: 'ar', label: 'العربية', path: '/ar/pricing' },
    ];
    expect(german.alternates).toEqual(alternates);
    expect(english.alternates).toEqual(alternates);
    expect(german.fallbacks).toBeUndefined();
    // A page German does not publish has only itself.
    const withoutGermanFaq = load({}, ['pages/de/faq.json']);
    expect(pageAt(withoutGermanFaq, '/faq')!.alternates).toEqual([{ code: 'en', label: 'English', path: '/faq' }]);
    expect(content.translations!.summaries).toEqual([
      { locale: 'de', translated: expect.any(Number), stale: 0, missing: 0 },
      { locale: 'ar', translated: expect.any(Number), stale: 0, missing: 0 },
    ]);
  });

  test('a first look at a translated page (the development server) gives it as the full check does', () => {
    // A first look knows the translated pages it loads, so the page its breadcrumb links to is looked at too.
    const look = loadContent({ root, onlyPages: ['/de/pricing', '/de'], collections: { today: '2026-11-27' } });
    expect(look.issues).toEqual([]);
    expect(pageAt(look, '/de/pricing')).toEqual(pageAt(load(), '/de/pricing'));
  });

  test("the shared sections' translations show on the translated page; prices and choices stay the source's", () => {
    const german = pageAt(load(), '/de/pricing')!;
    const plans = german.sections[1].props as {
      title: string;
      periods: { plans: { name: string; price: string }[] }[];
    };
    expect(plans.title).toBe('Tarife');
    expect(plans.periods[0].plans[1]).toMatchObject({ name: 'Pro', price: '$149' });
    expect(german.sections[2].props).toMatchObject({ title: 'Hosting-Tarife', background: 'surface' });
  });

  test("the German site file's links go to the German pages where German has them, and stay otherwise", () => {
    const content = load();
    const menu = content.translatedSites!.de.menus.main.flatMap((item) => item.children ?? []);
    expect(menu.find((item) => item.label === 'Preise')!.href).toBe('/de/pricing');
    expect(menu.find((item) => item.label === 'Team')!.href).toBe('/de/team');
    const withoutGermanTeam = load({}, ['pages/de/team.json']).translatedSites!.de.menus.main;
    expect(withoutGermanTeam.flatMap((item) => item.children ?? []).find((item) => item.label === 'Team')!.href).toBe(
      '/team',
    );
    expect(
      content.site!.menus.main.flatMap((item) => item.children ?? []).find((item) => item.href === '/pricing'),
    ).toBeDefined();
  });
});

describe('what a translation may write', () => {
  test("a translation with a section fewer, or another type, is warned of at its place and never stops the build: the source's texts show there", () => {
    const english = pageAt(load(), '/pricing')!;
    const warned = (content: Loaded) =>
      placed(content.translations!.warnings.filter((issue) => issue.code === 'translation.structure-changed'));
    const german = (content: Loaded) => pageAt(content, '/de/pricing')!;
    const fewer = germanPricing();
    fewer.sections = (fewer.sections as unknown[]).slice(0, 2);
    const withFewer = load({ 'pages/de/pricing.json': JSON.stringify(fewer, null, 2) });
    expect(withFewer.issues).toEqual([]);
    expect(warned(withFewer)).toEqual(['translation.structure-changed pages/de/pricing.json:4:15 sections']);
    expect(german(withFewer).sections.length).toBe(english.sections.length);
    expect(german(withFewer).fallbacks).toContain('sections[0].props.title');

    const retyped = germanPricing();
    (retyped.sections as Record<string, unknown>[])[0].type = 'banner';
    const withRetyped = load({ 'pages/de/pricing.json': JSON.stringify(retyped, null, 2) });
    expect(withRetyped.issues).toEqual([]);
    expect(warned(withRetyped)).toEqual(['translation.structure-changed pages/de/pricing.json:6:15 sections.0.type']);
    // The source's texts, its link to the home page sent to the German one.
    const [home, here] = (english.sections[0].props as { breadcrumbs: Record<string, unknown>[] }).breadcrumbs;
    expect(german(withRetyped).sections[0]).toEqual({
      ...english.sections[0],
      props: { ...english.sections[0].props, breadcrumbs: [{ ...home, href: '/de' }, here] },
    });
    expect(german(withRetyped).fallbacks).toContain('sections[0].props.title');
    expect(german(withRetyped).fallbacks).not.toContain('sections[1].props.title');
  });

  test('a value that is not translated (the header, a background) is refused with "remove it"', () => {
    const page = germanPricing();
    page.header = 'two';
    const sections = page.sections as Record<string, Record<string, unknown>>[];
    sections[2].props.background = 'white';
    const issues = load({ 'pages/de/pricing.json': JSON.stringify(page, null, 2) }).issues;
    expect(issues.map(({ code, path }) => `${code} ${path.join('.')}`)).toEqual([
      'translation.from-source header',
      'translation.from-source sections.2.props.background',
    ]);
    expect(issues[0].message).toContain('remove it');
  });

  test("a listing's query names data, not words: a translated tag is refused at its line, and no query field is counted", () => {
    const source = json('pages/_sections/recent-news.json');
    (source.props as Record<string, unknown>).posts = {
      from: 'blog',
      tag: 'Cloud',
      pick: ['how-cloud-hosting-cuts-costs'],
    };
    const translation = json('pages/de/_sections/recent-news.json');
    (translation.props as Record<string, unknown>).posts = { tag: 'Wolke' };
    const withTag = { 'pages/_sections/recent-news.json': JSON.stringify(source, null, 2) };
    const refused = load({ ...withTag, 'pages/de/_sections/recent-news.json': JSON.stringify(translation, null, 2) });
    const tagLine =
      JSON.stringify(translation, null, 2)
        .split('\n')
        .findIndex((line) => line.includes('"Wolke"')) + 1;
    expect(placed(refused.issues)).toEqual([
      `translation.from-source pages/de/_sections/recent-news.json:${tagLine}:14 props.posts.tag`,
    ]);
    const figures = (content: Loaded) =>
      content.translations!.files.find(({ file }) => file === 'pages/de/_sections/recent-news.json');
    expect(figures(load(withTag))).toEqual(figures(load()));
    expect(figures(load(withTag))).toMatchObject({ stale: 0, missing: 0 });
  });

  test("a translated text of the wrong shape is refused by the block's own schema, at the translation's line", () => {
    const page = germanPricing();
    (page.sections as Record<string, Record<string, unknown>>[])[0].props.title = 12;
    const [issue] = load({ 'pages/de/pricing.json': JSON.stringify(page, null, 2) }).issues;
    expect(issue).toMatchObject({ file: 'pages/de/pricing.json', path: ['sections', 0, 'props', 'title'], line: 8 });
  });

  test('a folder of an undeclared language is refused; a translation of a page that does not exist is named and left unpublished', () => {
    const content = load({
      'pages/de/prices.json': '{ "title": "Preise" }',
      'pages/fr/pricing.json': '{ "title": "Tarifs" }',
    });
    expect(placed(content.issues)).toEqual(['locale.undeclared-folder pages/fr/pricing.json:1:1 ']);
    expect(content.issues[0].message).toContain('"locales"');
    // Deleting a page by hand leaves its translations behind: they hold nothing to publish, and stop nothing else.
    const orphans = content.translations!.warnings.filter(({ code }) => code === 'translation.no-source');
    expect(placed(orphans)).toEqual(['translation.no-source pages/de/prices.json:1:1 ']);
    expect(orphans[0].message).toContain('pages/prices.json, which does not exist, so it is not published');
    expect(content.pages.filter((page) => page.file === 'pages/de/prices.json')).toEqual([]);
  });
});

describe('missing and stale texts', () => {
  test('a text left out is missing: a warning at the translation, the source shown, and the page lists it as a fallback', () => {
    const page = germanPricing();
    delete page.title;
    const content = load({ 'pages/de/pricing.json': JSON.stringify(page, null, 2) });
    expect(content.issues).toEqual([]);
    const [warning] = content.translations!.warnings;
    expect(placed([warning])).toEqual(['translation.missing pages/de/pricing.json:1:1 title']);
    expect(warning.message).toContain('pages/pricing.json:4:12');
    const german = pageAt(content, '/de/pricing')!;
    expect(german.title).toBe('Pricing');
    expect(german.fallbacks).toEqual(['title']);
    expect(content.translations!.summaries[0].missing).toBe(1);
  });

  test('a source text changed after it was translated makes its translation stale, naming the source and its new words', () => {
    const source = json('pages/pricing.json');
    source.description = 'Plans for every stage.';
    const content = load({ 'pages/pricing.json': JSON.stringify(source, null, 2) });
    const [warning] = content.translations!.warnings;
    expect(placed([warning])).toEqual(['translation.stale pages/de/pricing.json:3:18 description']);
    expect(warning.message).toContain('pages/pricing.json:5:18 now says "Plans for every stage."');
    expect(content.translations!.summaries[0].stale).toBe(1);
  });

  test("a stale translation is not shown: the source's new text is, marked as shown in the default language", () => {
    const source = json('pages/pricing.json');
    const sections = source.sections as { props: Record<string, unknown> }[];
    sections[0].props.title = 'Plans and prices';
    const content = load({ 'pages/pricing.json': JSON.stringify(source, null, 2) });
    const german = pageAt(content, '/de/pricing')!;
    const titleOf = (page: { sections: { props: object }[] }) => (page.sections[0].props as { title?: string }).title;
    expect(titleOf(german)).toBe('Plans and prices');
    expect(german.fallbacks).toEqual(['sections[0].props.title']);
    expect(titleOf(pageAt(load(), '/de/pricing')!)).toBe('Preise');
  });

  test('a broken link in a source text that a translation shows is said once, at the source; one the translation writes, at the translation', () => {
    const source = json('pages/faq.json');
    const faq = (source.sections as { type?: string; props: { questions: { answer: string[] }[] } }[]).find(
      (section) => section.type === 'faq',
    )!;
    faq.props.questions[0].answer[0] = 'Yes: see [every plan](/no-such-page).';
    const changed = load({ 'pages/faq.json': JSON.stringify(source, null, 2) });
    // The German answer is stale now, so /de/faq shows the English one, link and all: the English file is where to mend it.
    expect(changed.issues.filter((issue) => issue.code === 'link.missing-page').map((issue) => issue.file)).toEqual([
      'pages/faq.json',
    ]);

    const german = json('pages/de/faq.json');
    const germanFaq = (german.sections as { props?: { questions?: { answer?: string[] }[] } }[]).find(
      (section) => section.props?.questions,
    )!;
    germanFaq.props!.questions![0].answer![0] = 'Ja: siehe [alle Tarife](/keine-seite).';
    const germanText = JSON.stringify(german, null, 2);
    const written = load({ 'pages/de/faq.json': germanText });
    expect(written.issues.filter((issue) => issue.code === 'link.missing-page').map((issue) => issue.file)).toEqual([
      'pages/de/faq.json',
    ]);
    // Placed in the translation's own lines, which its kept source makes again from its file only now.
    const line = germanText.split('\n').findIndex((text) => text.includes('/keine-seite')) + 1;
    expect(written.issues.find((issue) => issue.code === 'link.missing-page')!.line).toBe(line);
  });

  test('stamping a stale text writes the fingerprint of the source text as it is now, and it is stale no more', () => {
    const page = germanPricing();
    (page.sources as Record<string, string>).description = '00000000';
    const stale = JSON.stringify(page, null, 2);
    expect(load({ 'pages/de/pricing.json': stale }).translations!.warnings.map((issue) => issue.code)).toEqual([
      'translation.stale',
    ]);
    const stamped = stampedTranslation(root, 'pages/de/pricing.json', stale, ['description']);
    expect(load({ 'pages/de/pricing.json': stamped }).translations!.warnings).toEqual([]);
    expect(() => stampedTranslation(root, 'pages/de/pricing.json', stale, ['header'])).toThrow(
      /translates no text at header/,
    );
  });

  test('a translated text without its fingerprint is not stamped, and counts as stale', () => {
    const page = germanPricing();
    delete page.sources;
    const content = load({ 'pages/de/pricing.json': JSON.stringify(page, null, 2) });
    expect(new Set(content.translations!.warnings.map((issue) => issue.code))).toEqual(
      new Set(['translation.not-stamped']),
    );
  });

  test('a shared section with no translation shows in the default language, said once per page that uses it', () => {
    const content = load({}, ['pages/de/_sections/hosting-plans.json']);
    const warnings = content.translations!.warnings;
    expect(placed(warnings)).toEqual([
      'translation.section-untranslated pages/de/digital-agency.json:162:5 sections.6',
      'translation.section-untranslated pages/de/pricing.json:22:5 sections.2',
    ]);
    const german = pageAt(content, '/de/pricing')!;
    expect(german.fallbacks).toContain('sections[2].props.text');
    expect(german.fallbacks).not.toContain('sections[2].props.title'); // the page's own, translated
  });

  test("each translation file has its own figures; a page's counts its untranslated shared sections' texts as missing", () => {
    const whole = load().translations!;
    const figures = (content: typeof whole, file: string) => content.files.find((entry) => entry.file === file);
    expect(whole.files.map(({ file }) => file)).toEqual(
      expect.arrayContaining(
        ['_site.json', '_sections/hosting-plans.json', 'pricing.json'].map((name) => `pages/de/${name}`),
      ),
    );
    const sum = (key: 'translated' | 'stale' | 'missing') =>
      whole.files.filter(({ file }) => file.startsWith('pages/de/')).reduce((total, entry) => total + entry[key], 0);
    expect({ locale: 'de', translated: sum('translated'), stale: sum('stale'), missing: sum('missing') }).toEqual(
      whole.summaries[0],
    );
    const withoutHosting = load({}, ['pages/de/_sections/hosting-plans.json']).translations!;
    const pricing = figures(withoutHosting, 'pages/de/pricing.json')!;
    expect(pricing.missing).toBeGreaterThan(0);
    expect(pricing.translated).toBe(figures(whole, 'pages/de/pricing.json')!.translated);
  });

  test('a language that holds incomplete pages back leaves such a page out, and says why', () => {
    const page = germanPricing();
    delete page.title;
    const content = load({
      'pages/de/pricing.json': JSON.stringify(page, null, 2),
      'pages/_site.json': withSite((site) => {
        (site.locales as { others: Record<string, unknown>[] }).others[0].missing = 'hold';
      }),
    });
    expect(content.issues).toEqual([]);
    expect(pageAt(content, '/de/pricing')).toBeUndefined();
    expect(pageAt(content, '/pricing')!.alternates!.map(({ code }) => code)).toEqual(['en', 'ar']);
    expect(placed(content.translations!.held)).toEqual(['translation.held pages/de/pricing.json:1:1 ']);
    expect(pageAt(content, '/de/contact')).toBeDefined();
  });

  test('"hold" counts only the texts a page shows: a shared section\'s text the page writes its own of holds nothing', () => {
    const withHosting = (change: (props: Record<string, unknown>) => void) => {
      const section = json('pages/_sections/hosting-plans.json');
      change(section.props as Record<string, unknown>);
      return load({ 'pages/_sections/hosting-plans.json': JSON.stringify(section, null, 2) });
    };
    const heldFiles = (content: Loaded) => placed(content.translations!.held).map((held) => held.split(' ')[1]);
    // /ar/pricing writes its own "title" beside "use": the section's stale title is not what it shows.
    const retitled = withHosting((props) => (props.title = 'Hosting Plans for Every Team'));
    expect(pageAt(retitled, '/ar/pricing')).toBeDefined();
    expect(heldFiles(retitled)).not.toContain('pages/ar/pricing.json:1:1');
    const reworded = withHosting((props) => (props.text = 'Every plan includes daily backups and a monthly report.'));
    expect(pageAt(reworded, '/ar/pricing')).toBeUndefined();
    expect(heldFiles(reworded)).toContain('pages/ar/pricing.json:1:1');
  });

  test('the summary line says the share translated and the stale and missing counts', () => {
    expect(localeSummaryLine({ locale: 'de', translated: 92, stale: 3, missing: 5 })).toBe(
      'de: 92% translated, 3 stale, 5 missing',
    );
  });
});

describe('a translation follows its source', () => {
  test('a menu entry taken out of the source goes from the translation, and the texts after it stay stamped', () => {
    const before = json('pages/_site.json');
    const after = structuredClone(before) as { menus: { main: { children: unknown[] }[] } };
    const removed = after.menus.main[0].children.splice(10, 1);
    expect(removed).toHaveLength(1);
    const followed = followedTranslation(before, after, json('pages/de/_site.json')) as typeof after;
    const arabic = followedTranslation(before, after, json('pages/ar/_site.json'));
    const german = json('pages/de/_site.json') as typeof after;
    expect(followed.menus.main[0].children).toEqual(german.menus.main[0].children.filter((_, index) => index !== 10));
    const content = load({
      'pages/_site.json': JSON.stringify(after, null, 2),
      'pages/de/_site.json': JSON.stringify(followed, null, 2),
      'pages/ar/_site.json': JSON.stringify(arabic, null, 2),
    });
    expect(content.issues.filter((issue) => issue.file.startsWith('pages/de/'))).toEqual([]);
    expect(content.translations!.warnings).toEqual([]);
  });
  test('a menu entry put into the source comes into the translation empty: its label is missing, the others stay translated', () => {
    const before = json('pages/_site.json');
    const after = structuredClone(before) as { menus: { main: { label: string; href?: string }[] } };
    after.menus.main.splice(2, 0, { label: 'Careers', href: '/contact' });
    const followed = followedTranslation(before, after, json('pages/de/_site.json')) as typeof after;
    const german = json('pages/de/_site.json') as typeof after;
    expect(followed.menus.main).toEqual([...german.menus.main.slice(0, 2), {}, ...german.menus.main.slice(2)]);
    const content = load({
      'pages/_site.json': JSON.stringify(after, null, 2),
      'pages/de/_site.json': JSON.stringify(followed, null, 2),
      'pages/ar/_site.json': JSON.stringify(followedTranslation(before, after, json('pages/ar/_site.json')), null, 2),
    });
    expect(content.issues).toEqual([]);
    const german_ = content.translations!.warnings.filter((issue) => issue.file === 'pages/de/_site.json');
    expect(german_.map(({ code, path }) => `${code} ${path.join('.')}`)).toEqual([
      'translation.missing menus.main.2.label',
    ]);
  });

  test("a property taken off the source's section goes from the translation with its fingerprints", () => {
    const before = json('pages/index.json') as { sections: { props: Record<string, unknown> }[] };
    const at = before.sections.findIndex((section) => section.props.form !== undefined);
    const after = structuredClone(before);
    delete after.sections[at].props.form;
    const followed = followedTranslation(before, after, json('pages/de/index.json')) as typeof after & {
      sources: Record<string, string>;
    };
    expect(followed.sections[at].props.form).toBeUndefined();
    expect(Object.keys(followed.sources).filter((key) => key.startsWith(`sections[${at}].props.form`))).toEqual([]);
    const content = load({
      'pages/index.json': JSON.stringify(after, null, 2),
      'pages/de/index.json': JSON.stringify(followed, null, 2),
    });
    expect(content.issues).toEqual([]);
    expect(content.translations!.warnings.filter((issue) => issue.file === 'pages/de/index.json')).toEqual([]);
  });
});

describe('a site in one language', () => {
  test('builds its pages as before: no language, alternates or translated site file', () => {
    const translations = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
      .map((path) => `pages/${path.split(sep).join('/')}`)
      .filter((file) => translationFileOf(file) !== undefined);
    const content = load({ 'pages/_site.json': withSite((site) => delete site.locales) }, translations);
    expect(content.issues).toEqual([]);
    expect(content.translatedSites).toBeUndefined();
    expect(content.translations).toBeUndefined();
    expect(content.pages.some((page) => page.locale || page.alternates || page.fallbacks)).toBe(false);
  });
});
