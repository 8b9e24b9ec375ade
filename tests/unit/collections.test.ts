// Collections: a folder of entries (pages/blog/<slug>.json, pages/projects/<slug>.json), each checked
// against its collection's schema and shown at /<collection>/<slug> through its layout
// (pages/_layouts/<collection>.json); drafts and entries dated later are held back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent, type ContentOptions } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';
import type { PageData } from '../../src/schema/page';
import { shownTitle } from '../../src/schema/pagerPath';
import { headTags, sitemapXml } from '../../src/site-generator/prerender';
import { needsCard } from '../../src/site-generator/seo/cardCache';
import { cardPath, shareTags } from '../../src/site-generator/seo/shareTags';
import { lintContent } from '../../src/content/lint/contentLint';

const root = process.cwd();
const SHIPPED = 'pages/blog/risks-of-changing-package-owners.json';
const shippedPost = () => JSON.parse(readFileSync(join(root, SHIPPED), 'utf8')) as Record<string, unknown>;

/** A post as an author would add it: the shipped one with some fields changed. */
const post = (fields: Record<string, unknown>) => JSON.stringify({ ...shippedPost(), ...fields }, null, 2);

const load = (files: Record<string, string>, options: Partial<ContentOptions> = {}) =>
  loadContent({
    root,
    pageTexts: Object.entries(files).map(([file, text]) => ({ file, text })),
    collections: { today: '2026-11-27' },
    ...options,
  });

const problemsOf = (content: ReturnType<typeof load>, file?: string) =>
  content.issues.filter((issue) => !file || issue.file === file);
const codesOf = (content: ReturnType<typeof load>, file?: string) =>
  problemsOf(content, file).map((issue) => issue.code);
const pageAt = (content: ReturnType<typeof load>, path: string) => content.pages.find((page) => page.path === path);
const section = (page: PageData | undefined, type: string) =>
  page?.sections.find((candidate) => candidate.type === type)?.props as Record<string, unknown> | undefined;

describe('an entry becomes its page', () => {
  test('every shipped post and case study is a page at its collection path, shown through its layout', () => {
    const content = load({});
    expect(content.issues).toEqual([]);
    const posts = content.pages.filter((page) => page.file.startsWith('pages/blog/'));
    const projects = content.pages.filter((page) => page.file.startsWith('pages/projects/'));
    expect(posts).toHaveLength(6);
    expect(projects).toHaveLength(8);
    const page = pageAt(content, '/blog/risks-of-changing-package-owners')!;
    expect(page.file).toBe(SHIPPED);
    expect(page.title).toBe('Risks of Changing Package Owners');
    expect(page.description).toBe(shippedPost().excerpt);
    expect(page.lastmod).toBe('2019-04-25');
    // "{title}" in the layout's page title is the post's title.
    expect(section(page, 'pageTitle')).toMatchObject({ title: 'Risks of Changing Package Owners' });
    const article = section(page, 'blogArticle')!;
    expect(article).toMatchObject({ author: 'Sarah Taylor', date: 'April 25, 2019', byLabel: 'By ' });
    expect(article.title).toBeUndefined(); // the page title above carries the main heading
  });

  test('previous and next posts follow the dates: the newer post is "next", the older "previous"', () => {
    const content = load({});
    const article = section(pageAt(content, '/blog/small-teams-win-with-shared-dashboards'), 'blogArticle')!;
    expect(article.postNav).toMatchObject({
      previous: {
        title: 'Risks of Changing Package Owners',
        href: '/blog/risks-of-changing-package-owners',
      },
      next: {
        title: 'How Cloud Hosting Cuts Costs',
        href: '/blog/how-cloud-hosting-cuts-costs',
      },
    });
  });

  test('a new post file is a page with no other file edited, and its date is shown in the site language', () => {
    const content = load({ 'pages/blog/our-first-post.json': post({ title: 'Our First Post', date: '2026-03-05' }) });
    expect(content.issues).toEqual([]);
    const page = pageAt(content, '/blog/our-first-post')!;
    expect(page.title).toBe('Our First Post');
    expect(section(page, 'blogArticle')!.date).toBe('March 5, 2026');
  });

  test('a case study shows its client, category and date among the facts its layout names', () => {
    const page = pageAt(load({}), '/projects/smart-office')!;
    expect(section(page, 'projectDetails')!.info).toEqual([
      { icon: 'user', label: 'Client', value: 'Magna Offices' },
      { icon: 'tag', label: 'Category', value: 'Internet of Things', href: '/projects/category/internet-of-things' },
      { icon: 'calendar', label: 'Date', value: 'July 3, 2019' },
    ]);
  });
});

describe('drafts and dates', () => {
  const DRAFT = 'pages/blog/not-yet.json';

  test('a draft is held back by a plain build, with the reason, and built with drafts', () => {
    const files = { [DRAFT]: post({ title: 'Not Yet', draft: true }) };
    const plain = load(files);
    expect(pageAt(plain, '/blog/not-yet')).toBeUndefined();
    expect(plain.collections!.held.map((issue) => [issue.file, issue.code, issue.path])).toEqual([
      [DRAFT, 'collection.held-back', ['draft']],
    ]);
    expect(plain.issues).toEqual([]);
    const withDrafts = load(files, { collections: { today: '2026-11-27', drafts: true } });
    expect(pageAt(withDrafts, '/blog/not-yet')).toBeDefined();
  });

  test('a post dated after today is held back until that day', () => {
    const files = { 'pages/blog/tomorrow.json': post({ title: 'Tomorrow', date: '2026-11-28' }) };
    expect(pageAt(load(files), '/blog/tomorrow')).toBeUndefined();
    expect(load(files).collections!.held.map((issue) => issue.message)[0]).toContain('after today (2026-11-27)');
    expect(pageAt(load(files, { collections: { today: '2026-11-28' } }), '/blog/tomorrow')).toBeDefined();
  });

  test('with "future": "publish" in pages/_site.json a post dated after today is published, with a warning at its date', () => {
    const site = JSON.parse(readFileSync(join(root, 'pages/_site.json'), 'utf8')) as Record<string, unknown>;
    const files = {
      'pages/blog/tomorrow.json': post({ title: 'Tomorrow', date: '2026-11-28' }),
      'pages/_site.json': JSON.stringify({ ...site, collections: { future: 'publish' } }),
    };
    const content = load(files);
    expect(content.issues).toEqual([]);
    expect(pageAt(content, '/blog/tomorrow')).toBeDefined();
    expect(content.collections!.held).toEqual([]);
    const [warning] = content.collections!.early;
    expect([warning.file, warning.code, warning.path]).toEqual([
      'pages/blog/tomorrow.json',
      'collection.published-early',
      ['date'],
    ]);
    expect(warning.line).toBeGreaterThan(1);
    // A draft stays a draft.
    const draft = load({ ...files, 'pages/blog/tomorrow.json': post({ date: '2026-11-28', draft: true }) });
    expect(pageAt(draft, '/blog/tomorrow')).toBeUndefined();
    expect(draft.collections!.early).toEqual([]);
  });

  test('without the setting, or with "hold", a future post waits and nothing is published early', () => {
    const files = { 'pages/blog/tomorrow.json': post({ title: 'Tomorrow', date: '2026-11-28' }) };
    expect(load(files).site!.collections.future).toBe('hold');
    expect(load(files).collections!.early).toEqual([]);
  });
});

describe('mistakes in entries and layouts', () => {
  test('a day that does not exist is named at its place, with the days of that month', () => {
    const file = 'pages/blog/leap.json';
    const content = load({ [file]: post({ title: 'Leap', date: '2026-02-30' }) });
    const [problem] = problemsOf(content, file);
    expect(problem.code).toBe('date.does-not-exist');
    expect(formatIssue(problem)).toMatch(
      /^pages\/blog\/leap\.json:4:11 date: "2026-02-30" .*February 2026 has 28 days/,
    );
  });

  test('a date in another form asks for year-month-day', () => {
    const file = 'pages/blog/worded.json';
    expect(codesOf(load({ [file]: post({ title: 'Worded', date: 'March 5, 2026' }) }), file)).toEqual(['day.form']);
  });

  test('a tag written two ways is named at the later spelling, with the first one to write', () => {
    const file = 'pages/blog/cloud-again.json';
    const content = load({ [file]: post({ title: 'Cloud Again', date: '2026-01-02', tags: ['cloud'] }) });
    const [problem] = problemsOf(content, file);
    expect(problem.code).toBe('collection.tag-two-ways');
    expect(problem.path).toEqual(['tags', 0]);
    expect(problem.message).toContain('"Cloud"');
  });

  test('a file name that cannot be an address is asked to be renamed, with the name it can have', () => {
    const file = 'pages/blog/Our First Post.json';
    const [problem] = problemsOf(load({ [file]: post({ title: 'Ours' }) }), file);
    expect(problem.code).toBe('collection.slug-form');
    expect(problem.suggestion).toEqual({ kind: 'file-name', value: 'pages/blog/our-first-post.json' });
  });

  test('an entry and a page with one path: the page that is a copy is reported', () => {
    const file = 'pages/blog-copy.json';
    const text = readFileSync(join(root, 'pages/contact.json'), 'utf8').replace(
      '"path": "/contact"',
      '"path": "/blog/risks-of-changing-package-owners"',
    );
    expect(codesOf(load({ [file]: text }))).toEqual(['page.path-twice']);
  });

  test('entries without their layout: the missing layout is named, with how many entries wait for it', () => {
    const content = load({}, { absentFiles: ['pages/_layouts/projects.json'] });
    expect(codesOf(content)).toEqual(['collection.layout-missing']);
    expect(content.issues.map(({ file }) => file)).toEqual(['pages/_layouts/projects.json']);
    // Its German translation has nothing left to translate, as a page's translation without its page.
    const orphans = content.translations!.warnings.filter(({ code }) => code === 'translation.no-source');
    expect(orphans.map(({ file }) => file)).toEqual(['pages/de/_layouts/projects.json']);
    expect(content.pages.filter((page) => page.file.startsWith('pages/projects/'))).toEqual([]);
  });

  test('a layout for no collection gets the closest collection name', () => {
    const file = 'pages/_layouts/blogs.json';
    const [problem] = problemsOf(load({ [file]: readFileSync(join(root, 'pages/_layouts/blog.json'), 'utf8') }), file);
    expect(problem.code).toBe('collection.layout-unknown');
    expect(problem.suggestion).toEqual({ kind: 'file-name', value: 'pages/_layouts/blog.json' });
  });

  test('a layout without the section that shows the entry, or with two, is told so', () => {
    const file = 'pages/_layouts/blog.json';
    const layout = JSON.parse(readFileSync(join(root, file), 'utf8')) as { sections: unknown[] };
    const without = { ...layout, sections: [layout.sections[0]] };
    expect(codesOf(load({ [file]: JSON.stringify(without) }), file)).toEqual(['collection.entry-section-missing']);
    const twice = { ...layout, sections: [...layout.sections, layout.sections[1]] };
    expect(codesOf(load({ [file]: JSON.stringify(twice) }), file)).toEqual(['collection.entry-section-twice']);
  });

  test('a field of the entry checked like any page field: an image that is not in public/ is named at the entry', () => {
    const file = 'pages/blog/lost-picture.json';
    const picture = { src: '/images/blog/missing.svg', alt: 'x', width: 10, height: 10 };
    const content = load({ [file]: post({ title: 'Lost', picture }) });
    expect(problemsOf(content, file).map((issue) => issue.path.join('.'))).toEqual(['picture.src']);
  });
});

describe('listings read the collection', () => {
  const cardsOn = (content: ReturnType<typeof load>, path: string, type: string) =>
    section(pageAt(content, path), type)!.posts as { title: string; href: string; date: string }[];
  const TEASERS = 'pages/_sections/blog-teasers.json';
  const teasers = (posts: unknown) =>
    JSON.stringify({ type: 'blogTeasers', props: { title: 'News', readMoreLabel: 'Read More', posts } });

  test('a query becomes the cards of the newest entries, each linking to its page', () => {
    const cards = cardsOn(load({}), '/', 'blogTeasers');
    expect(cards.map((card) => card.href)).toEqual([
      '/blog/designing-apps-people-come-back-to',
      '/blog/why-startups-need-a-data-strategy',
      '/blog/seven-habits-of-reliable-teams',
    ]);
    expect(cards[0]).toMatchObject({ title: 'Designing Apps People Come Back To', date: 'June 11, 2019' });
  });

  test('a new post is first on the list and the teasers, and a renamed post is renamed on every card', () => {
    const added = load({ 'pages/blog/our-first-post.json': post({ title: 'Our First Post', date: '2026-03-05' }) });
    expect(cardsOn(added, '/blog-grid', 'blogList')[0].title).toBe('Our First Post');
    expect(cardsOn(added, '/', 'blogTeasers')[0].title).toBe('Our First Post');
    const renamed = load({ [SHIPPED]: post({ title: 'Package Owners, Renamed' }) });
    const titles = renamed.pages.flatMap((page) =>
      page.sections.flatMap((candidate) => {
        const props = candidate.props as { posts?: unknown; sidebar?: { popular?: { cards?: { title: string }[] } } };
        const cards = Array.isArray(props.posts) ? (props.posts as { href: string; title: string }[]) : [];
        return [
          ...cards.filter((card) => card.href === '/blog/risks-of-changing-package-owners'),
          ...(props.sidebar?.popular?.cards ?? []).filter((card) => card.title.startsWith('Package')),
        ].map((card) => card.title);
      }),
    );
    expect(titles.length).toBeGreaterThan(6);
    expect(new Set(titles)).toEqual(new Set(['Package Owners, Renamed']));
    // The newer post's "previous" link names it too.
    const next = section(pageAt(renamed, '/blog/small-teams-win-with-shared-dashboards'), 'blogArticle')!;
    expect(next.postNav).toMatchObject({ previous: { title: 'Package Owners, Renamed' } });
  });

  test("the development server's first look at a few pages lists the entries and shows an entry's page", () => {
    const look = load({}, { onlyPages: ['/', '/blog/risks-of-changing-package-owners'] });
    expect(cardsOn(look, '/', 'blogTeasers').length).toBeGreaterThan(0);
    expect(pageAt(look, '/blog/risks-of-changing-package-owners')).toBeDefined();
  });

  test('a tag, a pick in order and a count choose the entries', () => {
    const byTag = load({ [TEASERS]: teasers({ from: 'blog', tag: 'Tips' }) });
    expect(cardsOn(byTag, '/', 'blogTeasers').map((card) => card.title)).toEqual([
      'Designing Apps People Come Back To',
      'Seven Habits of Reliable Teams',
      'Risks of Changing Package Owners',
    ]);
    const picked = load({
      [TEASERS]: teasers({
        from: 'blog',
        pick: ['how-cloud-hosting-cuts-costs', 'seven-habits-of-reliable-teams'],
        count: 1,
      }),
    });
    expect(cardsOn(picked, '/', 'blogTeasers').map((card) => card.title)).toEqual(['How Cloud Hosting Cuts Costs']);
  });

  test('cards written by hand still validate and show as written', () => {
    const card = { title: 'Written Here', href: '/contact', image: shippedPost().picture, author: 'Me', date: 'Today' };
    const content = load({ [TEASERS]: teasers([card]) });
    expect(problemsOf(content)).toEqual([]);
    expect(cardsOn(content, '/', 'blogTeasers')).toEqual([{ ...card, excerpt: '' }]);
  });

  test('a collection that does not exist is named at "from", in the shared section, once', () => {
    const content = load({ [TEASERS]: teasers({ from: 'blogs' }) });
    const problems = problemsOf(content);
    expect(problems.map((issue) => [issue.file, issue.code, issue.path.join('.')])).toEqual([
      [TEASERS, 'listing.unknown-collection', 'props.posts.from'],
    ]);
    expect(problems[0].suggestion).toEqual({ kind: 'text', value: 'blog' });
  });

  test('a tag no post has is named, with the spelling the posts use', () => {
    const [problem] = problemsOf(load({ [TEASERS]: teasers({ from: 'blog', tag: 'tips' }) }));
    expect([problem.code, problem.path.join('.')]).toEqual(['listing.no-entries', 'props.posts.tag']);
    expect(problem.suggestion).toEqual({ kind: 'text', value: 'Tips' });
  });

  test('a popular post that is gone is named at its place, with the closest post', () => {
    const FILE = 'pages/_sections/blog-posts.json';
    const text = readFileSync(join(root, FILE), 'utf8').replace(
      '"how-cloud-hosting-cuts-costs"]',
      '"how-cloud-hosting-cuts-cost"]',
    );
    const problems = problemsOf(load({ [FILE]: text }));
    expect(problems.map((issue) => [issue.file, issue.code, issue.path.join('.')])).toEqual([
      [FILE, 'listing.unknown-entry', 'props.sidebar.popular.posts.2'],
    ]);
    expect(problems[0].suggestion).toEqual({ kind: 'text', value: 'how-cloud-hosting-cuts-costs' });
  });
});

describe('a listing split into pages', () => {
  const POSTS = 'pages/_sections/blog-posts.json';
  const titlesOn = (content: ReturnType<typeof load>, path: string) =>
    (section(pageAt(content, path), 'blogList')?.posts as { title: string }[] | undefined)?.map((card) => card.title);
  const pagerOn = (content: ReturnType<typeof load>, path: string) => section(pageAt(content, path), 'blogList')!.pager;

  test('"perPage" makes the first page and "/page/2"…, the newest first, each pager drawn from the real count', () => {
    const content = load({});
    expect(content.issues).toEqual([]);
    expect(titlesOn(content, '/blog-grid')).toEqual([
      'Designing Apps People Come Back To',
      'Why Startups Need a Data Strategy',
      'Seven Habits of Reliable Teams',
    ]);
    expect(titlesOn(content, '/blog-grid/page/2')).toEqual([
      'How Cloud Hosting Cuts Costs',
      'Small Teams Win With Shared Dashboards',
      'Risks of Changing Package Owners',
    ]);
    expect(pageAt(content, '/blog-grid/page/3')).toBeUndefined();
    expect(pagerOn(content, '/blog-grid')).toMatchObject({ pages: 2, current: 1, first: '/blog-grid' });
    expect(pagerOn(content, '/blog-grid/page/2')).toMatchObject({ pages: 2, current: 2, first: '/blog-grid' });
    expect(pageAt(content, '/blog-grid/page/2')).toMatchObject({
      file: 'pages/blog-grid.json',
      title: 'Blog Grid',
      pagination: { number: 2, pages: 2, first: '/blog-grid' },
    });
    // Every page using the shared section is split, each by its own "perPage" when it gives one (four).
    expect(titlesOn(content, '/blog-grid-two/page/2')).toHaveLength(3);
    expect(titlesOn(content, '/blog-right-sidebar')).toHaveLength(4);
    expect(titlesOn(content, '/blog-right-sidebar/page/2')).toHaveLength(2);
  });

  test('a new post that overflows the first page pushes the oldest to the next one, with no other file edited', () => {
    const content = load({ 'pages/blog/our-first-post.json': post({ title: 'Our First Post', date: '2026-03-05' }) });
    expect(titlesOn(content, '/blog-grid')![0]).toBe('Our First Post');
    expect(titlesOn(content, '/blog-grid/page/2')![0]).toBe('Seven Habits of Reliable Teams');
    expect(titlesOn(content, '/blog-grid/page/3')).toEqual(['Risks of Changing Package Owners']);
    expect(pagerOn(content, '/blog-grid/page/3')).toMatchObject({ pages: 3, current: 3 });
  });

  test('a listing that fits on one page is one page, its pager with one number', () => {
    const text = readFileSync(join(root, POSTS), 'utf8').replace('"perPage": 3', '"perPage": 10');
    const content = load({ [POSTS]: text });
    expect(titlesOn(content, '/blog-grid')).toHaveLength(6);
    expect(pageAt(content, '/blog-grid/page/2')).toBeUndefined();
    expect(pagerOn(content, '/blog-grid')).toMatchObject({ pages: 1, current: 1 });
  });

  test('a page written at the path of a further page is refused as two pages with one path', () => {
    const copy = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as Record<string, unknown>;
    const content = load({ 'pages/faq.json': JSON.stringify({ ...copy, path: '/blog-grid/page/2' }) });
    expect(codesOf(content)).toContain('page.path-twice');
  });

  test('each page has its own canonical address, rel links to its neighbours, and a place in the sitemap', () => {
    const content = load({ 'pages/blog/our-first-post.json': post({ title: 'Our First Post', date: '2026-03-05' }) });
    const site = content.site!;
    const url = (path: string) => `${site.siteUrl}${path}`;
    const head = (path: string) => headTags(pageAt(content, path)!, site);
    expect(head('/blog-grid')).toContain(`<link rel="canonical" href="${url('/blog-grid')}">`);
    expect(head('/blog-grid')).toContain(`<link rel="next" href="${url('/blog-grid/page/2')}">`);
    expect(head('/blog-grid')).not.toContain('rel="prev"');
    expect(head('/blog-grid/page/2')).toContain(`<link rel="canonical" href="${url('/blog-grid/page/2')}">`);
    expect(head('/blog-grid/page/2')).toContain(`<link rel="prev" href="${url('/blog-grid')}">`);
    expect(head('/blog-grid/page/2')).toContain(`<link rel="next" href="${url('/blog-grid/page/3')}">`);
    expect(head('/blog-grid/page/3')).not.toContain('rel="next"');
    const sitemap = sitemapXml(content.pages, site);
    for (const path of ['/blog-grid', '/blog-grid/page/2', '/blog-grid/page/3'])
      expect(sitemap).toContain(`<loc>${url(path)}</loc>`);
  });

  test('a project grid with "perPage" is split into pages its pager links', () => {
    const file = 'pages/project-style-one.json';
    const page = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
      sections: { props: Record<string, unknown> }[];
    };
    const grid = page.sections.find((candidate) => candidate.props.projects)!;
    grid.props.projects = { from: 'projects', perPage: 6 };
    grid.props.pager = { label: 'Project pages', previous: 'Prev', next: 'Next', pageLabel: 'Page {page}' };
    const content = load({ [file]: JSON.stringify(page) });
    expect(codesOf(content)).toEqual([]);
    const projectsOn = (path: string) => section(pageAt(content, path), 'projectGrid')?.projects as unknown[];
    expect(projectsOn('/project-style-one')).toHaveLength(6);
    expect(projectsOn('/project-style-one/page/2')).toHaveLength(2);
    expect(section(pageAt(content, '/project-style-one/page/2'), 'projectGrid')?.pager).toMatchObject({
      pages: 2,
      current: 2,
      first: '/project-style-one',
    });
    const warnings = lintContent({ root, pages: content.pages, site: content.site! });
    expect(warnings.filter((issue) => issue.code === 'seo.page-not-linked').map((issue) => issue.file)).not.toContain(
      file,
    );
  });

  test("a further page's tab title and link preview title say which page it is, worded by the site's label", () => {
    const content = load({});
    const site = content.site!;
    const title = (path: string) => /<title>([^<]*)<\/title>/.exec(headTags(pageAt(content, path)!, site))?.[1];
    const ogTitle = (path: string) =>
      /<meta property="og:title" content="([^"]*)">/.exec(headTags(pageAt(content, path)!, site))?.[1];
    expect(title('/blog-grid')).toBe('Blog Grid | Nexus IT Solutions');
    expect(title('/blog-grid/page/2')).toBe('Blog Grid – page 2 | Nexus IT Solutions');
    expect(ogTitle('/blog-grid/page/2')).toBe('Blog Grid – page 2');
    expect(ogTitle('/blog-grid')).toBe('Blog Grid');
    const paths = content.pages.map((page) => page.path);
    const titles = paths.map(title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the label is the site\'s to word, and a title is put in as written, "{page}" and "$&" included', () => {
    const further = { title: 'Offers {page} $& more', pagination: { number: 3 } };
    expect(shownTitle(further, 'Seite {page}: {title}')).toBe('Seite 3: Offers {page} $& more');
    expect(shownTitle({ ...further, pagination: { number: 1 } }, 'Seite {page}: {title}')).toBe(further.title);
    expect(shownTitle({ title: 'Blog' }, '{title} – page {page}')).toBe('Blog');
  });

  test("a further page shows its first page's share card, drawn once for the listing", () => {
    const content = load({});
    const [first, second] = ['/blog-grid', '/blog-grid/page/2'].map((path) => pageAt(content, path)!);
    const image = (page: PageData) =>
      /<meta property="og:image" content="([^"]+)">/.exec(shareTags(page, content.site!))?.[1];
    expect(image(second)).toBe(image(first));
    expect(image(first)).toBe(new URL(cardPath('/blog-grid'), content.site!.siteUrl).href);
    expect(needsCard(first)).toBe(true);
    expect(needsCard(second)).toBe(false);
  });

  test("a further page is linked by the pager before it and may share its first page's description, with no warning", () => {
    const content = load({});
    const warnings = lintContent({ root, pages: content.pages, site: content.site! });
    const about = (code: string) => warnings.filter((issue) => issue.code === code).map((issue) => issue.file);
    expect(about('seo.page-not-linked')).not.toContain('pages/blog-grid.json');
    expect(about('seo.same-title-or-description')).not.toContain('pages/blog-grid.json');
  });

  test("the development server's first look at a further page finds it in its first page's file", () => {
    const look = load({}, { onlyPages: ['/blog-grid/page/2'] });
    expect(titlesOn(look, '/blog-grid/page/2')).toHaveLength(3);
  });
});

describe('tag and category pages', () => {
  const listed = (content: ReturnType<typeof load>, path: string, type: string, prop: string) =>
    (section(pageAt(content, path), type)?.[prop] as { title: string; href: string }[] | undefined)?.map(
      (card) => card.title,
    );

  test("each tag of the posts has its page through pages/_layouts/blog-tag.json: its words, the tag's posts newest first", () => {
    const content = load({});
    expect(content.issues).toEqual([]);
    const page = pageAt(content, '/blog/tag/tips')!;
    expect(page).toMatchObject({ file: 'pages/_layouts/blog-tag.json', title: 'Posts Tagged Tips' });
    expect(section(page, 'pageTitle')).toMatchObject({ title: 'Tips' });
    expect(listed(content, '/blog/tag/tips', 'blogList', 'posts')).toEqual([
      'Designing Apps People Come Back To',
      'Seven Habits of Reliable Teams',
      'Risks of Changing Package Owners',
    ]);
    const tags = content.pages.filter((candidate) => /^\/blog\/tag\/[^/]+$/.test(candidate.path)).map((p) => p.path);
    expect(tags.sort()).toEqual(
      ['business', 'cloud', 'data', 'design', 'engineering', 'it', 'security', 'tips'].map((tag) => `/blog/tag/${tag}`),
    );
  });

  test("each project category has its page, and a case study's category links there", () => {
    const content = load({});
    expect(pageAt(content, '/projects/category/android-ios')).toMatchObject({
      title: 'Case Studies: Android & iOS',
    });
    expect(listed(content, '/projects/category/android-ios', 'projectGrid', 'projects')).toEqual([
      'Mobile Banking App',
    ]);
    const facts = section(pageAt(content, '/projects/mobile-banking-app'), 'projectDetails')!.info as {
      value: string;
      href?: string;
    }[];
    expect(facts.find((fact) => fact.value === 'Android & iOS')?.href).toBe('/projects/category/android-ios');
  });

  test("a post's tags and the sidebar's tags link to the tag pages, the sidebar's with their counts", () => {
    const content = load({});
    const article = section(pageAt(content, '/blog/risks-of-changing-package-owners'), 'blogArticle')!;
    expect(article.tags).toMatchObject({
      links: [
        { label: 'Security', href: '/blog/tag/security' },
        { label: 'IT', href: '/blog/tag/it' },
        { label: 'Tips', href: '/blog/tag/tips' },
      ],
    });
    const sidebar = section(pageAt(content, '/blog-right-sidebar'), 'blogList')!.sidebar as {
      tags: { tags: { label: string; href: string; count: number }[] };
    };
    expect(sidebar.tags.tags.find((tag) => tag.label === 'Tips')).toEqual({
      label: 'Tips',
      href: '/blog/tag/tips',
      count: 3,
    });
  });

  test('a new post with a new tag makes its tag page, and a full tag page splits into pages, with no other file edited', () => {
    const added = {
      'pages/blog/our-first-post.json': post({ title: 'Our First Post', date: '2026-03-05', tags: ['Tips', 'News'] }),
    };
    const content = load(added);
    expect(content.issues).toEqual([]);
    expect(listed(content, '/blog/tag/news', 'blogList', 'posts')).toEqual(['Our First Post']);
    expect(listed(content, '/blog/tag/tips', 'blogList', 'posts')![0]).toBe('Our First Post');
    expect(listed(content, '/blog/tag/tips/page/2', 'blogList', 'posts')).toEqual(['Risks of Changing Package Owners']);
  });

  test('without its layout a collection has no tag pages and its tags link nowhere', () => {
    const content = load({}, { absentFiles: ['pages/_layouts/blog-tag.json'] });
    expect(content.pages.some((page) => page.path.startsWith('/blog/tag/'))).toBe(false);
    const article = section(pageAt(content, '/blog/risks-of-changing-package-owners'), 'blogArticle')!;
    expect(article.tags).toBeUndefined();
  });

  test('a tag page layout is checked like a page: a section it gets wrong is named in the layout', () => {
    const LAYOUT = 'pages/_layouts/blog-tag.json';
    const text = readFileSync(join(root, LAYOUT), 'utf8').replace('"type": "pageTitle"', '"type": "pageTitel"');
    const problems = problemsOf(load({ [LAYOUT]: text }), LAYOUT);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].path.slice(0, 2)).toEqual(['sections', 0]);
  });
});
