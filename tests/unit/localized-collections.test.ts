// Collections on a site in several languages: the cards, dates and entries a page shows are in the
// page's language.
import { describe, expect, test } from 'vitest';
import { json, load, placed, root } from './support/contentWith';
import { stampedTranslation } from '../../src/content/translations/stampTranslation';
import { shownDate } from '../../src/schema/collections/listedEntries';

const post = 'how-cloud-hosting-cuts-costs';
const germanPost = `pages/de/blog/${post}.json`;
const articleOf = (content: Loaded, path: string) =>
  pageAt(content, path)!.sections.find((section) => section.type === 'blogArticle')!.props as {
    date: string;
    byLabel: string;
    postNav: { previous?: { title: string; href: string }; next?: { title: string; href: string } };
  };
const withLocale = (missing: 'fallback' | 'hold') => {
  const site = json('pages/_site.json') as { locales: { others: Record<string, unknown>[] } };
  site.locales.others[0].missing = missing;
  return JSON.stringify(site);
};
type Loaded = ReturnType<typeof load>;
const pageAt = (content: Loaded, path: string) => content.pages.find((page) => page.path === path);
const cardsOf = (content: Loaded, path: string) =>
  pageAt(content, path)!.sections.flatMap((section) => {
    const posts = (section.props as { posts?: unknown }).posts;
    return Array.isArray(posts) ? (posts as { title: string; date: string; href: string }[]) : [];
  });

describe('dates in the page’s language', () => {
  test('an entry’s day is written as the language writes it', () => {
    expect(shownDate('2026-03-15', 'en')).toBe('March 15, 2026');
    expect(shownDate('2026-03-15', 'de')).toBe('15. März 2026');
    expect(shownDate('2026-03-15', 'ar')).toMatch(/مارس/);
  });

  test('a German page’s blog cards show German dates; the English page’s stay English', () => {
    const content = load({ 'pages/de/blog-grid.json': JSON.stringify({ title: 'Blog' }) });
    expect(content.issues).toEqual([]);
    const german = cardsOf(content, '/de/blog-grid');
    const english = cardsOf(content, '/blog-grid');
    expect(german.length).toBeGreaterThan(0);
    const dayOf = (href: string) =>
      content.collections!.entries.get('blog')!.find((entry) => href.endsWith(entry.path))!.data.date;
    expect(german.map((card) => card.date)).toEqual(german.map((card) => shownDate(dayOf(card.href), 'de')));
    expect(english.map((card) => card.date)).toEqual(english.map((card) => shownDate(dayOf(card.href), 'en')));
    expect(german[0].date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(english[0].date).toMatch(/^\p{L}+ \d{1,2}, \d{4}$/u);
  });
});

describe('a post or a project in another language', () => {
  const content = load();

  test('is published at the language’s prefix, with its texts, its layout’s words and its dates in the language', () => {
    expect(content.issues).toEqual([]);
    const german = pageAt(content, `/de/blog/${post}`)!;
    expect(german.file).toBe(germanPost);
    expect(german.title).toBe('Wie Cloud-Hosting Kosten senkt');
    expect(german.locale).toEqual({ code: 'de', dir: 'ltr' });
    const article = articleOf(content, `/de/blog/${post}`);
    expect(article.byLabel).toBe('Von ');
    expect(article.date).toBe('6. Mai 2019');
    // Numbers, days and tags come from the source.
    expect(german.published).toBe(pageAt(content, `/blog/${post}`)!.published);
    const project = pageAt(content, '/de/projects/cloud-migration')!;
    expect(project.title).toBe('Cloud-Migration');
  });

  test('names its source and is named by it, both ways', () => {
    const alternates = [
      { code: 'en', label: 'English', path: `/blog/${post}` },
      { code: 'de', label: 'Deutsch', path: `/de/blog/${post}` },
    ];
    expect(pageAt(content, `/de/blog/${post}`)!.alternates).toEqual(alternates);
    expect(pageAt(content, `/blog/${post}`)!.alternates).toEqual(alternates);
  });

  test('its previous and next posts stay in the language; a post the language lacks is the source’s', () => {
    const nav = articleOf(content, `/de/blog/${post}`).postNav;
    expect(nav.previous!.href).toMatch(/^\/de\/blog\//);
    expect(nav.next!.href).toMatch(/^\/de\/blog\//);
    const without = load({}, [`pages/de/blog/${nav.next!.href.split('/').at(-1)}.json`]);
    const next = articleOf(without, `/de/blog/${post}`).postNav.next!;
    expect(next.href).toMatch(/^\/blog\//);
    // Its title is in the source's language, and marked so.
    expect(next).toMatchObject({ lang: 'en' });
    expect(nav.previous).not.toHaveProperty('lang');
  });

  test('a German listing shows the German posts, linking to them; one German lacks links to the source', () => {
    const other = 'designing-apps-people-come-back-to';
    const listed = load({ 'pages/de/blog-grid.json': JSON.stringify({ title: 'Blog' }) }, [
      `pages/de/blog/${other}.json`,
    ]);
    const cards = cardsOf(listed, '/de/blog-grid');
    expect(cards.find((card) => card.href === `/blog/${other}`)!.title).toBe('Designing Apps People Come Back To');
    const germanCards = cards.filter((card) => card.href.startsWith('/de/blog/'));
    expect(germanCards.length).toBeGreaterThan(0);
    for (const card of germanCards) {
      const page = pageAt(listed, card.href)!;
      expect(card.title).toBe(page.title);
    }
    // The English listing is unchanged.
    expect(cardsOf(listed, '/blog-grid').every((card) => card.href.startsWith('/blog/'))).toBe(true);
  });

  test('a card of a post the language lacks is marked with the post’s language, and its direction where the page’s differs', () => {
    const other = 'designing-apps-people-come-back-to';
    const listed = load({ 'pages/de/blog-grid.json': JSON.stringify({ title: 'Blog' }) }, [
      `pages/de/blog/${other}.json`,
    ]);
    const cards = cardsOf(listed, '/de/blog-grid') as { href: string; lang?: string; dir?: string }[];
    const english = cards.find((card) => card.href === `/blog/${other}`)!;
    expect(english).toMatchObject({ lang: 'en' });
    expect(english.dir).toBeUndefined();
    const german = cards.filter((card) => card.href.startsWith('/de/blog/'));
    expect(german.length).toBeGreaterThan(0);
    expect(german.map((card) => [card.lang, card.dir])).toEqual(german.map(() => [undefined, undefined]));
    // Arabic, right to left, has no posts: each teaser is English, left to right.
    const arabic = cardsOf(listed, '/ar') as { lang?: string; dir?: string }[];
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.map(({ lang, dir }) => `${lang} ${dir}`)).toEqual(arabic.map(() => 'en ltr'));
    expect(cardsOf(listed, '/blog-grid').some((card) => 'lang' in card)).toBe(false);
  });

  test('a changed source text makes the translation stale: warned at its place, the source’s text shown', () => {
    const source = json(`pages/blog/${post}.json`);
    const changed = load({
      [`pages/blog/${post}.json`]: JSON.stringify({ ...source, title: 'How Cloud Hosting Saves Money' }, null, 2),
    });
    expect(changed.issues).toEqual([]);
    const warnings = changed.translations!.warnings.filter((issue) => issue.file === germanPost);
    expect(placed(warnings)).toEqual([`translation.stale ${germanPost}:2:12 title`]);
    expect(pageAt(changed, `/de/blog/${post}`)!.title).toBe('How Cloud Hosting Saves Money');
    expect(changed.translations!.summaries[0].stale).toBe(1);
  });

  test('a missing text is warned where it would be written; "hold" keeps the post back and lists the source', () => {
    const { excerpt: _excerpt, ...rest } = json(germanPost);
    const text = JSON.stringify(rest, null, 2);
    const fallback = load({ [germanPost]: text });
    expect(placed(fallback.translations!.warnings.filter((issue) => issue.file === germanPost))).toEqual([
      `translation.missing ${germanPost}:1:1 excerpt`,
    ]);
    expect(pageAt(fallback, `/de/blog/${post}`)!.description).toBe(json(`pages/blog/${post}.json`).excerpt);
    const held = load({ [germanPost]: text, 'pages/_site.json': withLocale('hold') });
    expect(pageAt(held, `/de/blog/${post}`)).toBeUndefined();
    expect(held.translations!.held.map(({ file, code }) => `${code} ${file}`)).toEqual([
      `translation.held ${germanPost}`,
    ]);
    expect(pageAt(held, `/blog/${post}`)!.alternates).toEqual([
      { code: 'en', label: 'English', path: `/blog/${post}` },
    ]);
  });

  test('a day, a tag or an author written in the translation is refused at its place; a translation of no entry is named', () => {
    const written = JSON.stringify({ ...json(germanPost), tags: ['Wolke', 'Geschäft'] }, null, 2);
    const refused = load({ [germanPost]: written, 'pages/de/blog/no-such-post.json': '{}' });
    expect(placed(refused.translations!.warnings.filter(({ code }) => code === 'translation.no-source'))).toEqual([
      'translation.no-source pages/de/blog/no-such-post.json:1:1 ',
    ]);
    expect(placed(refused.issues)).toEqual([
      expect.stringMatching(new RegExp(`^translation.from-source ${germanPost}:\\d+:\\d+ tags.0$`)),
      expect.stringMatching(new RegExp(`^translation.from-source ${germanPost}:\\d+:\\d+ tags.1$`)),
    ]);
  });

  test('stamping a post’s translation writes the fingerprints of its source texts', () => {
    const text = JSON.stringify({ title: 'Wie Cloud-Hosting Kosten senkt' }, null, 2);
    const stamped = JSON.parse(stampedTranslation(root, germanPost, text)) as { sources: Record<string, string> };
    expect(Object.keys(stamped.sources)).toEqual(['title']);
    expect(stamped.sources.title).toBe((json(germanPost).sources as Record<string, string>).title);
  });
});
