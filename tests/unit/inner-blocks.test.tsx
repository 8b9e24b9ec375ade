// The inner-page blocks (faq, projectGrid, projectDetails, blogList, blogArticle) as the prerender
// sees them, read as a visitor would (Testing Library), what their schemas refuse, and the form
// checks they share. Clicks, keys and the lightbox are covered by
// tests/browser/{accordion,lightbox,blog,inner-pages}.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import blogArticleExample from '../../src/blocks/blogArticle/example.json';
import BlogArticle from '../../src/blocks/blogArticle/index';
import { blogArticleProps } from '../../src/blocks/blogArticle/schema';
import blogListExample from '../../src/blocks/blogList/example.json';
import BlogList from '../../src/blocks/blogList/index';
import { blogListProps } from '../../src/blocks/blogList/schema';
import faqExample from '../../src/blocks/faq/example.json';
import Faq from '../../src/blocks/faq/index';
import { faqProps } from '../../src/blocks/faq/schema';
import projectDetailsExample from '../../src/blocks/projectDetails/example.json';
import ProjectDetails from '../../src/blocks/projectDetails/index';
import { projectDetailsProps } from '../../src/blocks/projectDetails/schema';
import projectGridExample from '../../src/blocks/projectGrid/example.json';
import ProjectGrid from '../../src/blocks/projectGrid/index';
import { projectGridProps } from '../../src/blocks/projectGrid/schema';
import { formField, formFields } from '../../src/schema/formField';
import { fieldProblem } from '../../src/ui/useFormCheck';
import { renderToScreen } from './support/serverRender';

describe('faq', () => {
  const props = faqProps.parse(faqExample);
  /** The accordion's toggles: the buttons that say whether their answer is open. */
  const togglesIn = (buttons: HTMLElement[]) => buttons.filter((button) => button.hasAttribute('aria-expanded'));

  test('each question is a button in a heading, wired to its answer panel; only the chosen one starts open', () => {
    const screen = renderToScreen(<Faq {...props} />);
    const toggles = togglesIn(screen.getAllByRole('button'));
    expect(toggles.map((toggle) => toggle.closest('h3')?.textContent)).toEqual(
      props.questions.map((question) => question.question),
    );
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    const panels = toggles.map((toggle) =>
      screen.container.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!),
    );
    expect(panels.map((panel) => panel?.getAttribute('role'))).toEqual(['region', 'region']);
    // The closed answer is neither shown nor read until its question is opened.
    expect(panels[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(panels[1]?.style.display).toBe('none');
  });

  test('the first HTML of a toggle is a real button, not a fake one with role and tabindex', () => {
    const toggles = togglesIn(renderToScreen(<Faq {...props} />).getAllByRole('button'));
    expect(toggles).toHaveLength(props.questions.length);
    for (const toggle of toggles) {
      expect(toggle.tagName).toBe('BUTTON');
      expect(toggle.hasAttribute('role')).toBe(false);
      expect(toggle.hasAttribute('tabindex')).toBe(false);
    }
  });

  test('without a section title the questions are h2, so headings stay in order', () => {
    const screen = renderToScreen(<Faq {...faqProps.parse({ ...faqExample, title: '', form: undefined })} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(props.questions.length);
  });

  test('the question form has labelled fields, an email field of email type and the submit label from JSON', () => {
    const screen = renderToScreen(<Faq {...props} />);
    const form = within(screen.getByRole('form', { name: props.form!.title }));
    for (const field of props.form!.fields)
      expect(form.getByLabelText(field.label)).toMatchObject({ name: field.name });
    expect(form.getByRole('textbox', { name: 'Your email' })).toMatchObject({ type: 'email' });
    expect(form.getByRole('button', { name: 'Submit Now!' })).toMatchObject({ type: 'submit' });
  });

  test('refuses an initially open question that does not exist', () => {
    const result = faqProps.safeParse({ ...faqExample, initiallyOpen: 2 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['initiallyOpen'] });
  });
});

describe('form fields', () => {
  test('in a form that checks with its own messages, a required field needs its message', () => {
    const result = formFields('messages').safeParse([{ name: 'author', label: 'Name', required: true }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'requiredMessage'] });
  });

  test('a form the browser checks, or that never refuses, needs no messages', () => {
    expect(formFields('browser').safeParse([{ name: 'author', label: 'Name', required: true }]).success).toBe(true);
    expect(formFields('none').safeParse([{ name: 'author', label: 'Name', required: true }]).success).toBe(true);
  });

  test('two fields of one form cannot share a name', () => {
    const result = formFields('none').safeParse([
      { name: 'email', label: 'Email' },
      { name: 'email', label: 'Email again' },
    ]);
    expect(result.error?.issues[0]).toMatchObject({ path: [1, 'name'] });
  });

  const comment = formField.parse({
    name: 'comment',
    label: 'Comment',
    kind: 'textarea',
    required: true,
    requiredMessage: 'Write',
    maxLength: 5,
    tooLongMessage: 'Too long',
  });
  const email = formField.parse({
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    requiredMessage: 'Enter',
    invalidMessage: 'Invalid email',
  });
  const website = formField.parse({ name: 'url', label: 'Website', kind: 'url', invalidMessage: 'Invalid address' });

  test.each([
    ['an empty required field', comment, '   ', 'Write'],
    ['a value at the length limit', comment, 'abcde', undefined],
    ['a value over the length limit', comment, 'abcdef', 'Too long'],
    ['an address without a domain', email, 'me@home', 'Invalid email'],
    ['a real address', email, 'me@example.com', undefined],
    ['an empty optional website', website, '', undefined],
    ['a website that is not an address', website, 'my site', 'Invalid address'],
    ['a website with another scheme', website, 'javascript:alert(1)', 'Invalid address'],
    ['a full https address', website, 'https://example.com', undefined],
  ])('%s', (_case, field, value, expected) => {
    expect(fieldProblem(field, value)).toBe(expected);
  });
});

describe('project grid', () => {
  test('cards: one link per project, its title, stretched over the card', () => {
    const props = projectGridProps.parse(projectGridExample);
    const screen = renderToScreen(<ProjectGrid {...props} />);
    expect(screen.getAllByRole('link')).toHaveLength(props.projects.length);
    const heading = screen.getByRole('heading', { level: 3, name: 'Banking Dashboard' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/project-details');
    expect(heading.nextElementSibling?.textContent).toBe('Web Development');
  });

  test('gallery: every picture has a plus link named by the project title', () => {
    const props = projectGridProps.parse({ ...projectGridExample, layout: 'gallery' });
    const screen = renderToScreen(<ProjectGrid {...props} />);
    const plusLinks = screen.getAllByRole('link').filter((link) => link.querySelector('svg'));
    expect(plusLinks.map((link) => link.textContent)).toEqual(props.projects.map((project) => project.title));
    expect(screen.getByRole('link', { name: 'Fitness Tracker' }).getAttribute('href')).toBe('/project-details');
  });
});

describe('project details', () => {
  const props = projectDetailsProps.parse(projectDetailsExample);

  test('each picture has a plus button named from its alt text; the lightbox is not in the first HTML', () => {
    const screen = renderToScreen(<ProjectDetails {...props} />);
    expect(screen.getAllByRole('button', { name: /^View larger: / })).toHaveLength(props.images.length);
    expect(screen.getByRole('button', { name: 'View larger: The mobile version of the dashboard' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.container.querySelector('.fslightbox-container')).toBeNull();
  });

  test('shows the facts, the share links by name and the Live Preview button', () => {
    const screen = renderToScreen(<ProjectDetails {...props} />);
    expect(screen.getByText('Client').nextElementSibling?.textContent).toBe('Lorem Ipsum Bank');
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Live Preview' }).getAttribute('href')).toBeTruthy();
  });
});

describe('blog list', () => {
  const props = blogListProps.parse(blogListExample);

  test('the pager marks the current page and links the others nowhere', () => {
    const screen = renderToScreen(<BlogList {...props} />);
    const current = screen.getByLabelText('Page 1');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('#');
    expect(screen.getByRole('link', { name: /Prev/ }).getAttribute('href')).toBe('#');
  });

  test('the sidebar layout shows the search box and popular posts taken from the post list', () => {
    const screen = renderToScreen(<BlogList {...props} />);
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBeDefined();
    const popular = screen.getByRole('heading', { level: 3, name: 'The Security Risks of Changing Package Owners' });
    expect(within(popular).getByRole('link')).toBeDefined();
    expect(screen.getByRole('link', { name: /^IT/ }).textContent).toBe('IT (3)');
  });

  test('the grid layout has no sidebar', () => {
    const screen = renderToScreen(<BlogList {...blogListProps.parse({ ...blogListExample, layout: 'grid' })} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  test.each(['card', 'overlay', 'plain'] as const)(
    'the %s style shows every post with its title, author and date',
    (cardStyle) => {
      const screen = renderToScreen(<BlogList {...blogListProps.parse({ ...blogListExample, cardStyle })} />);
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
