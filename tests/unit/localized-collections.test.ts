// Collections on a site in several languages: the cards, dates and entries a page shows are in the
// page's language.
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { shownDate } from '../../src/schema/collections/listedEntries';

const root = process.cwd();
const load = (files: Record<string, string> = {}) =>
  loadContent({
    root,
    pageTexts: Object.entries(files).map(([file, text]) => ({ file, text })),
    collections: { today: '2026-11-27' },
  });
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
      content.collections!.entries.get('blog')!.find((entry) => entry.path === href)!.data.date;
    expect(german.map((card) => card.date)).toEqual(german.map((card) => shownDate(dayOf(card.href), 'de')));
    expect(english.map((card) => card.date)).toEqual(english.map((card) => shownDate(dayOf(card.href), 'en')));
    expect(german[0].date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(english[0].date).toMatch(/^\p{L}+ \d{1,2}, \d{4}$/u);
  });
});
