// The blogTeasers block's own tests: its example, rendered as the prerender does, shows each post
// as a teaser card under the section's title.
import { expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import BlogTeasers from './index';
import { blogTeasersProps, type BlogTeasersProps } from './schema';

const props = blogTeasersProps.parse(example) as BlogTeasersProps;

testExampleRendersCleanly('blogTeasers', BlogTeasers);

test('the blog teasers show the section title and text, and each post as a heading under it with its date, author and excerpt', () => {
  const screen = renderToScreen(<BlogTeasers {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`, ...props.posts.map((post) => `h3 ${post.title}`)]);
  expect(screen.getByText(props.text)).toBeDefined();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(props.posts.length);
  props.posts.forEach((post, index) =>
    expect(textsMissingFrom(cards[index], [post.date, post.author, post.excerpt])).toEqual([]),
  );
});

test("each post's title and Read More link where the example says; its picture, at its size, links there too for the mouse only", () => {
  const { container } = renderToScreen(<BlogTeasers {...props} />);
  expect(linksIn(container)).toEqual(
    props.posts.flatMap((post) => [
      { name: post.title, href: post.href },
      { name: `${props.readMoreLabel}: ${post.title}`, href: post.href },
    ]),
  );
  const pictureLinks = [...container.querySelectorAll('a[aria-hidden="true"][tabindex="-1"]')];
  expect(pictureLinks.map((link) => link.getAttribute('href'))).toEqual(props.posts.map((post) => post.href));
  expect(imagesIn(container)).toEqual(props.posts.map((post) => post.image));
});

test('a teaser of a post in another language than the page is marked with its language and direction', () => {
  const [first, ...rest] = props.posts;
  const posts = [{ ...first, lang: 'en', dir: 'ltr' as const }, ...rest];
  const [marked, unmarked] = renderToScreen(<BlogTeasers {...props} posts={posts} />).getAllByRole('article');
  expect([marked.getAttribute('lang'), marked.getAttribute('dir')]).toEqual(['en', 'ltr']);
  expect([unmarked.hasAttribute('lang'), unmarked.hasAttribute('dir')]).toEqual([false, false]);
});
