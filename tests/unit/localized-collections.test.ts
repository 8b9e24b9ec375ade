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

describe('a tag’s or a category’s page in another language', () => {
  const content = load();
  const tagLayout = 'pages/de/_layouts/blog-tag.json';
  const tagPage = '/de/blog/tag/cloud';
  const tagLinksOf = (loaded: Loaded, path: string) =>
    (articleOf(loaded, path) as unknown as { tags: { links: { label: string; href: string }[] } }).tags.links;
  /** The German tag layout as shipped with `change` made to its parsed value. */
  const tagLayoutWith = (change: (layout: Record<string, unknown>) => void) => {
    const layout = json(tagLayout);
    change(layout);
    return JSON.stringify(layout, null, 2);
  };
  const breadcrumbsOf = (layout: Record<string, unknown>) =>
    (layout.sections as { props: { breadcrumbs: Record<string, unknown>[] } }[])[0].props.breadcrumbs;

  test('is made from the language’s layout at its prefix, listing the language’s posts', () => {
    expect(content.issues).toEqual([]);
    const german = pageAt(content, tagPage)!;
    expect(german.file).toBe(tagLayout);
    expect(german.title).toBe('Beiträge zum Thema Cloud');
    expect(german.locale).toEqual({ code: 'de', dir: 'ltr' });
    const cards = cardsOf(content, tagPage);
    const english = cardsOf(content, '/blog/tag/cloud');
    expect(cards.length).toBe(english.length);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.href).toMatch(/^\/de\/blog\//);
      expect(card.title).toBe(pageAt(content, card.href)!.title);
    }
    expect(english.every((card) => card.href.startsWith('/blog/'))).toBe(true);
    const category = pageAt(content, '/de/projects/category/cloud-hosting')!;
    expect(category.title).toBe('Referenzprojekte: Cloud Hosting');
  });

  test('names the English page and is named by it, both ways, every tag and category alike', () => {
    const paths = (loaded: Loaded, prefix: string) =>
      loaded.pages.filter((page) => page.path.startsWith(prefix)).map((page) => page.path);
    for (const [english, german] of [
      ['/blog/tag/', '/de/blog/tag/'],
      ['/projects/category/', '/de/projects/category/'],
    ]) {
      const own = paths(content, english);
      expect(own.length).toBeGreaterThan(0);
      expect(paths(content, german)).toEqual(own.map((path) => `/de${path}`));
      for (const path of own) {
        const alternates = [
          { code: 'en', label: 'English', path },
          { code: 'de', label: 'Deutsch', path: `/de${path}` },
        ];
        expect(pageAt(content, path)!.alternates).toEqual(alternates);
        expect(pageAt(content, `/de${path}`)!.alternates).toEqual(alternates);
      }
    }
  });

  test('a German post’s tags link to the German tag pages; an English post’s to the English ones', () => {
    expect(tagLinksOf(content, `/de/blog/${post}`).map((link) => link.href)).toEqual([
      '/de/blog/tag/cloud',
      '/de/blog/tag/business',
    ]);
    expect(tagLinksOf(content, `/blog/${post}`).map((link) => link.href)).toEqual([
      '/blog/tag/cloud',
      '/blog/tag/business',
    ]);
  });

  test('every tag and category link of every language leads to a page that exists', () => {
    for (const loaded of [content, load({}, [tagLayout, 'pages/de/_layouts/projects-category.json'])]) {
      const paths = new Set(loaded.pages.map((page) => page.path));
      const links = loaded.pages.flatMap((page) =>
        [
          ...JSON.stringify(page.sections).matchAll(/"(\/(?:[a-z]+\/)?(?:blog\/tag|projects\/category)\/[^"#?]+)"/g),
        ].map(([, href]) => ({ from: page.path, href })),
      );
      expect(links.some(({ from }) => from.startsWith('/de/'))).toBe(true);
      expect(links.filter(({ href }) => !paths.has(href))).toEqual([]);
    }
  });

  test('a post the language lacks is listed as the source’s, marked with its language', () => {
    const without = load({}, [germanPost]);
    const cards = cardsOf(without, tagPage) as { href: string; lang?: string }[];
    expect(cards.find((card) => card.href === `/blog/${post}`)).toMatchObject({ lang: 'en' });
    expect(cards.filter((card) => card.href.startsWith('/de/')).every((card) => card.lang === undefined)).toBe(true);
  });

  test('its translated texts are counted in the language’s summary and its file’s figures', () => {
    const files = content.translations!.files.filter((figures) => figures.file.startsWith('pages/de/_layouts/'));
    expect(files.find((figures) => figures.file === tagLayout)).toMatchObject({ translated: 6, stale: 0, missing: 0 });
    const without = load({}, [tagLayout]);
    expect(content.translations!.summaries[0].translated - without.translations!.summaries[0].translated).toBe(6);
    expect(pageAt(without, tagPage)).toBeUndefined();
    // Without the German layout, German tag links go to the English pages, which exist.
    expect(tagLinksOf(without, `/de/blog/${post}`).map((link) => link.href)).toEqual([
      '/blog/tag/cloud',
      '/blog/tag/business',
    ]);
  });

  test('a missing text is warned where it would be written, shown in English and marked for screen readers', () => {
    const missing = load({
      [tagLayout]: tagLayoutWith((layout) => delete breadcrumbsOf(layout)[0].label),
    });
    expect(missing.issues).toEqual([]);
    expect(placed(missing.translations!.warnings.filter((issue) => issue.file === tagLayout))).toEqual([
      `translation.missing ${tagLayout}:9:11 sections.0.props.breadcrumbs.0.label`,
    ]);
    expect(missing.translations!.summaries[0]).toMatchObject({ locale: 'de', missing: 1, stale: 0 });
    const german = pageAt(missing, tagPage)!;
    expect(german.fallbacks).toEqual(['sections[0].props.breadcrumbs[0].label']);
    expect((german.sections[0].props as { breadcrumbs: { label: string }[] }).breadcrumbs[0].label).toBe('Home');
  });

  test('a changed source text is stale: warned at the translation with the source’s place, the new text shown', () => {
    const source = json('pages/_layouts/blog-tag.json');
    const changed = load({
      'pages/_layouts/blog-tag.json': JSON.stringify({ ...source, title: 'Articles Tagged {tag}' }, null, 2),
    });
    expect(changed.issues).toEqual([]);
    const stale = changed.translations!.warnings.filter((issue) => issue.file === tagLayout);
    expect(placed(stale)).toEqual([`translation.stale ${tagLayout}:2:12 title`]);
    // The source's place: its "$schema" is line 2 of the file as written here.
    expect(stale[0].message).toContain('pages/_layouts/blog-tag.json:3:12');
    expect(changed.translations!.summaries[0].stale).toBe(1);
    expect(pageAt(changed, tagPage)!.title).toBe('Articles Tagged Cloud');
  });

  test('"hold" keeps an incomplete layout’s pages back, and the German tag links go to the English pages', () => {
    const held = load({
      'pages/_site.json': withLocale('hold'),
      [tagLayout]: tagLayoutWith((layout) => delete layout.description),
    });
    expect(held.issues).toEqual([]);
    expect(pageAt(held, tagPage)).toBeUndefined();
    expect(held.translations!.held.map(({ file, code }) => `${code} ${file}`)).toEqual([
      `translation.held ${tagLayout}`,
    ]);
    expect(pageAt(held, '/blog/tag/cloud')!.alternates).toEqual([
      { code: 'en', label: 'English', path: '/blog/tag/cloud' },
    ]);
    expect(tagLinksOf(held, `/de/blog/${post}`).map((link) => link.href)).toContain('/blog/tag/cloud');
    // The category pages, complete, are published.
    expect(pageAt(held, '/de/projects/category/cloud-hosting')).toBeDefined();
  });

  test('a query written in its translation is refused at its place; a translation of a layout the site lacks is named', () => {
    const written = tagLayoutWith((layout) => {
      (layout.sections as Record<string, unknown>[])[1] = { props: { posts: { from: 'blog', tag: 'Wolke' } } };
    });
    const refused = load({ [tagLayout]: written }, ['pages/_layouts/projects-category.json']);
    expect(placed(refused.issues)).toEqual([
      expect.stringMatching(new RegExp(`^translation.from-source ${tagLayout}:\\d+:\\d+ sections.1.props.posts.from$`)),
      expect.stringMatching(new RegExp(`^translation.from-source ${tagLayout}:\\d+:\\d+ sections.1.props.posts.tag$`)),
    ]);
    expect(placed(refused.translations!.warnings.filter(({ code }) => code === 'translation.no-source'))).toEqual([
      'translation.no-source pages/de/_layouts/projects-category.json:1:1 ',
    ]);
    expect(refused.pages.some((page) => page.path.startsWith('/de/projects/category/'))).toBe(false);
  });

  test('stamping its translation writes the fingerprints of its source texts', () => {
    const text = JSON.stringify({ title: 'Beiträge zum Thema {tag}' }, null, 2);
    const stamped = JSON.parse(stampedTranslation(root, tagLayout, text)) as { sources: Record<string, string> };
    expect(stamped.sources).toEqual({ title: (json(tagLayout).sources as Record<string, string>).title });
  });
});

describe('a translated entry’s missing texts on its page', () => {
  const germanLayout = 'pages/de/_layouts/blog.json';
  const without = (file: string, change: (value: Record<string, unknown>) => void) => {
    const value = json(file) as Record<string, unknown>;
    change(value);
    return JSON.stringify(value);
  };

  test('its own and its layout’s missing texts are shown in English and marked for screen readers, wherever the layout puts them', () => {
    const english = json(`pages/blog/${post}.json`) as { title: string };
    const content = load({
      [germanPost]: without(germanPost, (value) => delete value.title),
      [germanLayout]: without(germanLayout, (layout) => {
        const sections = layout.sections as { props?: { byLabel?: string } }[];
        delete sections.find((section) => section.props?.byLabel !== undefined)!.props!.byLabel;
      }),
    });
    expect(content.issues).toEqual([]);
    const page = pageAt(content, `/de/blog/${post}`)!;
    const shownAt = (path: string) =>
      path
        .split(/[.[\]]+/)
        .filter(Boolean)
        .reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], page);
    const shown = (page.fallbacks ?? []).map(shownAt);
    expect(shown).toContain(english.title);
    expect(shown).toContain('By ');
    expect(articleOf(content, `/de/blog/${post}`).byLabel).toBe('By ');
  });

  test('"hold" keeps back a layout with a missing text, and so every post shown through it', () => {
    const held = load({
      'pages/_site.json': withLocale('hold'),
      [germanLayout]: without(germanLayout, (layout) => {
        const sections = layout.sections as { props?: { byLabel?: string } }[];
        delete sections.find((section) => section.props?.byLabel !== undefined)!.props!.byLabel;
      }),
    });
    expect(held.issues).toEqual([]);
    expect(placed(held.translations!.held)).toEqual([`translation.held ${germanLayout}:1:1 `]);
    expect(pageAt(held, `/de/blog/${post}`)).toBeUndefined();
    // Listed as the English posts, linking to them.
    const cards = cardsOf(held, '/de/blog-grid');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => card.href.startsWith('/de/blog/'))).toEqual([]);
    expect(pageAt(load({ 'pages/_site.json': withLocale('hold') }), `/de/blog/${post}`)).toBeDefined();
  });

  test('a complete translation marks nothing', () => {
    expect(pageAt(load({}), `/de/blog/${post}`)!.fallbacks).toBeUndefined();
  });
});
