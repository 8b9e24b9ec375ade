// The blog's Atom feed (/feed.xml): the published posts of pages/blog/, newest first, with absolute
// addresses from the site's address, real dates, the excerpt and the picture; every page links to it.
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { atomFeed } from '../../src/site-generator/feed';
import { headTags } from '../../src/site-generator/prerender';

const root = process.cwd();

describe('the blog feed', () => {
  const { pages, site } = loadContent({ root, collections: { today: '2026-11-27' } });
  const feed = atomFeed(pages, site!);
  const entries = feed.split('<entry>').slice(1);

  test('holds every published post, newest first, at its absolute address', () => {
    expect(entries).toHaveLength(6);
    expect(entries[0]).toContain(`<id>${site!.siteUrl}/blog/designing-apps-people-come-back-to</id>`);
    expect(entries[5]).toContain(`<id>${site!.siteUrl}/blog/risks-of-changing-package-owners</id>`);
  });

  test('gives each post its dates, author, excerpt and picture', () => {
    expect(entries[5]).toContain('<published>2019-04-25T00:00:00Z</published>');
    expect(entries[5]).toContain('<author><name>Sarah Taylor</name></author>');
    expect(entries[5]).toContain('<summary>A package you trust can change hands overnight');
    expect(entries[5]).toContain(
      `<link rel="enclosure" type="image/svg+xml" href="${site!.siteUrl}/images/blog/blog-3.svg"/>`,
    );
    expect(feed).toContain('<updated>2019-06-11T00:00:00Z</updated>');
  });

  test('a draft is not in it', () => {
    const withDraft = loadContent({
      root,
      collections: { today: '2026-11-27' },
      pageTexts: [
        {
          file: 'pages/blog/not-yet.json',
          text: JSON.stringify({
            title: 'Not Yet',
            date: '2026-01-01',
            author: 'Me',
            picture: { src: '/images/blog/blog-1.svg', alt: '', width: 860, height: 700 },
            excerpt: 'Soon.',
            parts: [{ kind: 'paragraph', text: 'Soon.' }],
            draft: true,
          }),
        },
      ],
    });
    expect(atomFeed(withDraft.pages, withDraft.site!)).not.toContain('Not Yet');
  });

  test('each further language has its own, with the posts it publishes, at its addresses', () => {
    const german = atomFeed(pages, site!, 'de');
    expect(german).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(german).toContain(`<link rel="self" type="application/atom+xml" href="${site!.siteUrl}/de/feed.xml"/>`);
    const posts = german.split('<entry>').slice(1);
    expect(posts).toHaveLength(6);
    expect(posts[5]).toContain(`<id>${site!.siteUrl}/de/blog/risks-of-changing-package-owners</id>`);
    expect(posts[5]).toContain('<title>Wenn Pakete den Besitzer wechseln</title>');
    // The English feed keeps the English posts alone.
    expect(feed).not.toContain('/de/blog/');
  });

  test("a German page's head links to the German feed, with its language", () => {
    const german = pages.find((page) => page.path === '/de/blog/how-cloud-hosting-cuts-costs')!;
    expect(headTags(german, site!)).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Nexus" hreflang="de" href="/de/feed.xml">',
    );
  });

  test("every page's head links to it", () => {
    expect(headTags(pages[0], site!)).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Nexus" hreflang="en" href="/feed.xml">',
    );
  });
});
