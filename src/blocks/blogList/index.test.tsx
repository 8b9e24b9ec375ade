// The blogList block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library), and what its schema refuses. Clicks are covered by
// tests/browser/blog.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import blogListExample from './example.json';
import BlogList from './index';
import { blogListProps, type BlogListProps } from './schema';

testExampleRendersCleanly('blogList', BlogList);

describe('blog list', () => {
  const props = blogListProps.parse(blogListExample) as BlogListProps;

  test('the pager marks the current page and links the others nowhere', () => {
    const screen = renderToScreen(<BlogList {...props} />);
    const current = screen.getByLabelText('Page 1');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('#');
    expect(screen.getByRole('link', { name: /Prev/ }).getAttribute('href')).toBe('#');
  });

  test('under a listing split into pages the pager links the real pages, with no "previous" on the first', () => {
    const paged = { ...props, pager: { ...props.pager!, pages: 9, current: 1, first: '/blog-grid' } };
    const first = renderToScreen(<BlogList {...paged} />);
    expect(first.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog-grid/page/2');
    expect(first.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(first.queryByRole('link', { name: /Prev/ })).toBeNull();
    expect(first.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog-grid/page/2');
    // A long pager shows the first, the last and the numbers near the current one.
    const middle = renderToScreen(<BlogList {...{ ...paged, pager: { ...paged.pager, current: 5 } }} />);
    const numbers = within(middle.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(numbers).toEqual([props.pager!.previous, '1', '3', '4', '5', '6', '7', '9', props.pager!.next]);
    expect(middle.getByRole('link', { name: /Prev/ }).getAttribute('href')).toBe('/blog-grid/page/4');
    const last = renderToScreen(<BlogList {...{ ...paged, pager: { ...paged.pager, current: 9 } }} />);
    expect(last.queryByRole('link', { name: /Next/ })).toBeNull();
    const alone = renderToScreen(<BlogList {...{ ...paged, pager: { ...paged.pager, pages: 1 } }} />);
    expect(alone.queryByRole('navigation', { name: props.pager!.label })).toBeNull();
  });

  test('the sidebar layout shows the search box and popular posts taken from the post list', () => {
    const screen = renderToScreen(<BlogList {...props} />);
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBeDefined();
    const popular = screen.getByRole('heading', { level: 3, name: 'The Security Risks of Changing Package Owners' });
    expect(within(popular).getByRole('link')).toBeDefined();
    expect(screen.getByRole('link', { name: /^IT/ }).textContent).toBe('IT (3)');
  });

  test('the grid layout has no sidebar', () => {
    const screen = renderToScreen(
      <BlogList {...(blogListProps.parse({ ...blogListExample, layout: 'grid' }) as BlogListProps)} />,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  test.each(['card', 'overlay', 'plain'] as const)(
    'the %s style shows every post with its title, author and date',
    (cardStyle) => {
      const screen = renderToScreen(
        <BlogList {...(blogListProps.parse({ ...blogListExample, cardStyle }) as BlogListProps)} />,
      );
      for (const post of props.posts) {
        expect(
          within(screen.getByRole('heading', { level: 2, name: post.title }))
            .getByRole('link')
            .getAttribute('href'),
        ).toBe(post.href);
        expect(screen.getAllByText(post.date).length).toBeGreaterThan(0);
      }
      expect(screen.getAllByText('By Admin')).toHaveLength(props.posts.length);
    },
  );

  test('refuses a popular post that is not in the list, and a sidebar layout without a sidebar', () => {
    const unknown = blogListProps.safeParse({
      ...blogListExample,
      sidebar: { ...blogListExample.sidebar, popular: { title: 'Popular', posts: ['Nope'] } },
    });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['sidebar', 'popular', 'posts', 0] });
    const bare = blogListProps.safeParse({ ...blogListExample, sidebar: undefined });
    expect(bare.error?.issues[0]).toMatchObject({ path: ['sidebar'] });
  });
});

test('each post is a card with its picture at its size, its title and Read More linking to it, its author, date and excerpt', () => {
  const props = blogListProps.parse(blogListExample) as BlogListProps;
  const screen = renderToScreen(<BlogList {...props} />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(props.posts.length);
  props.posts.forEach((post, index) => {
    const card = cards[index];
    expect(imagesIn(card)).toEqual([post.image]);
    expect(outlineOf(card)).toEqual([`h2 ${post.title}`]);
    expect(linksIn(card)).toEqual([
      { name: post.title, href: post.href },
      { name: `${props.readMoreLabel}: ${post.title}`, href: post.href },
    ]);
    expect(textsMissingFrom(card, [`${props.byLabel}${post.author}`, post.date, post.excerpt])).toEqual([]);
  });
});

test("the sidebar's widgets are headed as the example says and list its popular posts, categories and tags with their counts", () => {
  const props = blogListProps.parse(blogListExample) as BlogListProps;
  const sidebar = renderToScreen(<BlogList {...props} />).getByRole('complementary');
  const { popular, linkLists, tags } = props.sidebar!;
  const popularPosts = props.posts.filter((post) => popular!.posts.includes(post.title));
  expect(outlineOf(sidebar)).toEqual([
    `h2 ${popular!.title}`,
    ...popularPosts.map((post) => `h3 ${post.title}`),
    ...linkLists.map((list) => `h2 ${list.title}`),
    `h2 ${tags!.title}`,
  ]);
  expect(imagesIn(sidebar)).toEqual(popularPosts.map((post) => ({ ...post.image, alt: '' })));
  expect(linksIn(sidebar)).toEqual([
    ...popularPosts.map((post) => ({ name: post.title, href: post.href })),
    ...linkLists.flatMap((list) => list.links.map((link) => ({ name: link.label, href: link.href }))),
    ...tags!.tags.map((tag) => ({ name: `${tag.label} (${tag.count})`, href: tag.href })),
  ]);
  for (const link of linkLists.flatMap((list) => list.links))
    expect(within(sidebar).getByText(link.label).nextElementSibling?.textContent).toBe(`(${link.count})`);
});
