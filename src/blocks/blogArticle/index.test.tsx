// The blogArticle block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library), and what its schema refuses. The reply form's messages are covered by
// tests/browser/blog.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import blogArticleExample from './example.json';
import BlogArticle from './index';
import { blogArticleProps } from './schema';

testExampleRendersCleanly('blogArticle', BlogArticle);

describe('blog article', () => {
  const props = blogArticleProps.parse(blogArticleExample);

  test('renders the quote, the gallery and the check list', () => {
    const screen = renderToScreen(<BlogArticle {...props} />);
    expect(screen.container.querySelector('blockquote')?.textContent).toMatch(/^A package you install today/);
    const gallery = props.parts.find((part) => part.kind === 'gallery');
    const galleryImages = gallery && 'images' in gallery ? gallery.images : [];
    expect(galleryImages).toHaveLength(3);
    for (const image of galleryImages)
      expect(screen.getByRole('img', { name: image.alt }).closest('li')).not.toBeNull();
    const checks = props.parts.find((part) => part.kind === 'list');
    const checkItems = checks && 'items' in checks ? checks.items : [];
    expect(checkItems.length).toBeGreaterThan(0);
    for (const item of checkItems) expect(screen.getByText(item).closest('li')).not.toBeNull();
  });

  test('comments nest their replies in an inner list', () => {
    const screen = renderToScreen(<BlogArticle {...props} />);
    const comments = props.comments!.list;
    const [first] = comments;
    const firstComment = screen.getByText(first.author).closest('li')!;
    const replies = within(firstComment)
      .getAllByRole('list')
      .filter((list) => list.parentElement === firstComment);
    expect(replies).toHaveLength(1);
    expect(within(replies[0]).getAllByRole('listitem')).toHaveLength(first.replies.length);
    type Comment = (typeof comments)[number];
    const everyComment = (list: readonly Comment[]): Comment[] =>
      list.flatMap((comment) => [comment, ...everyComment(comment.replies as Comment[])]);
    const commentList = screen.getByText(first.author).closest('ol')!;
    expect(within(commentList).getAllByRole('article')).toHaveLength(everyComment(comments).length);
  });

  test('the reply form keeps the limits: comment up to 65525 characters and required, email and url types, a labelled checkbox', () => {
    const screen = renderToScreen(<BlogArticle {...props} />);
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toMatchObject({
      tagName: 'TEXTAREA',
      required: true,
      maxLength: 65525,
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toMatchObject({ type: 'text', required: true });
    expect(screen.getByRole('textbox', { name: /^Email/ })).toMatchObject({ type: 'email', required: true });
    expect(screen.getByRole('textbox', { name: /^Website/ })).toMatchObject({ type: 'url', required: false });
    expect(screen.getByRole('checkbox', { name: /^Save my name, email, and website/ })).toMatchObject({
      name: 'remember',
    });
  });

  test('refuses an article part of an unknown kind', () => {
    const result = blogArticleProps.safeParse({ ...blogArticleExample, parts: [{ kind: 'video', text: 'x' }] });
    expect(result.success).toBe(false);
  });

  test('replies of replies are validated too', () => {
    const [first] = blogArticleExample.comments.list;
    const deep = { ...first, replies: [{ ...first.replies[0], replies: [{ author: 'A', date: 'today', text: [] }] }] };
    const result = blogArticleProps.safeParse({
      ...blogArticleExample,
      comments: { ...blogArticleExample.comments, list: [deep] },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining([
        'comments.list.0.replies.0.replies.0.avatar',
        'comments.list.0.replies.0.replies.0.text',
      ]),
    );
  });
});

test('the article shows its picture at its size, its author and date, its title with its sub-heading under it, then the comments and the reply form under headings of their own', () => {
  const props = blogArticleProps.parse(blogArticleExample);
  const { container } = renderToScreen(<BlogArticle {...props} />);
  const heading = props.parts.find((part) => part.kind === 'heading');
  expect(outlineOf(container)).toEqual([
    `h2 ${props.title}`,
    `h3 ${heading && 'text' in heading ? heading.text : ''}`,
    `h2 ${props.comments!.title}`,
    `h2 ${props.replyForm!.title}`,
  ]);
  expect(imagesIn(container)[0]).toEqual(props.image);
  const paragraph = props.parts.find((part) => part.kind === 'paragraph');
  const quote = props.parts.find((part) => part.kind === 'quote');
  expect(
    textsMissingFrom(container, [
      `${props.byLabel}${props.author}`,
      props.date,
      paragraph && 'text' in paragraph ? paragraph.text : '',
      quote && 'cite' in quote ? quote.cite! : '',
    ]),
  ).toEqual([]);
});

test('the tags link where the example says, and the post navigation, named as the example says, leads to the previous and next posts', () => {
  const props = blogArticleProps.parse(blogArticleExample);
  const screen = renderToScreen(<BlogArticle {...props} />);
  const { label, previous, next } = props.postNav!;
  const nav = screen.getByRole('navigation', { name: label });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.textContent]),
  ).toEqual([
    [previous!.href, `${previous!.caption}${previous!.title}`],
    [next!.href, `${next!.caption}${next!.title}`],
  ]);
  expect(linksIn(screen.container).slice(0, props.tags!.links.length)).toEqual(
    props.tags!.links.map((tag) => ({ name: tag.label, href: tag.href })),
  );
});

test('each comment shows its author, its date, its text, its avatar at its size and a Reply link', () => {
  const props = blogArticleProps.parse(blogArticleExample);
  const screen = renderToScreen(<BlogArticle {...props} />);
  const [first] = props.comments!.list;
  for (const comment of [first, ...first.replies]) {
    const article = screen.getByText(comment.author).closest('article')!;
    expect(textsMissingFrom(article, [comment.date, ...comment.text])).toEqual([]);
    expect(imagesIn(article)).toEqual([comment.avatar]);
    expect(linksIn(article)).toEqual([{ name: props.comments!.replyLabel, href: '#' }]);
  }
});

// The example's texts are words only (its screenshots stay as they are), so the markup is shown here.
test('a paragraph, a quote, a check-list item and a comment take bold, italic and links', () => {
  const props = blogArticleProps.parse({
    ...blogArticleExample,
    parts: [
      { kind: 'paragraph', text: 'Read **the whole guide** or see [our pricing](/pricing).' },
      { kind: 'quote', text: 'Trust *the code* you review.' },
      { kind: 'list', items: ['Pin *exact* versions', 'Review changes'] },
    ],
    comments: {
      ...blogArticleExample.comments,
      list: [{ ...blogArticleExample.comments.list[0], text: ['Thanks, **very** helpful.'], replies: [] }],
    },
  });
  const { container } = renderToScreen(<BlogArticle {...props} />);
  const article = container.querySelector('article')!;
  const paragraph = [...article.querySelectorAll(':scope > p')].find((p) => p.textContent?.startsWith('Read'))!;
  expect(paragraph.textContent).toBe('Read the whole guide or see our pricing.');
  expect(paragraph.querySelector('strong')?.textContent).toBe('the whole guide');
  expect(linksIn(paragraph)).toEqual([{ name: 'our pricing', href: '/pricing' }]);
  expect(container.querySelector('blockquote p')?.innerHTML).toBe('Trust <em>the code</em> you review.');
  const item = within(container).getByText('exact').closest('li')!;
  expect(item.querySelector('em')?.textContent).toBe('exact');
  expect(item.textContent).toBe('Pin exact versions');
  expect(within(container).getByText('very').tagName).toBe('STRONG');
});

test('refuses markup that cannot be read and an unsafe link in an article text', () => {
  const withParts = (parts: unknown[]) => blogArticleProps.safeParse({ ...blogArticleExample, parts });
  expect(withParts([{ kind: 'paragraph', text: '**never ended' }]).error?.issues[0].path).toEqual(['parts', 0, 'text']);
  expect(withParts([{ kind: 'list', items: ['[ask](javascript:alert(1))'] }]).error?.issues[0].path).toEqual([
    'parts',
    0,
    'items',
    0,
  ]);
});
