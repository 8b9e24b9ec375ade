// The inner-page blocks (faq, projectGrid, projectDetails, blogList, blogArticle) as the prerender
// sees them, what their schemas refuse, the form checks they share, and shared sections reused with
// page-level props. Clicks, keys and the lightbox are covered by tests/browser/{accordion,lightbox,
// blog,inner-pages}.spec.ts.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/content/contentIssue';
import { loadContent } from '../../src/content/loadContent';
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

function html(element: ReactElement): string {
  return renderToString(<StaticRouter location="/">{element}</StaticRouter>).replace(/<!-- -->/g, '');
}

const count = (markup: string, pattern: RegExp) => markup.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/** The opening tag of the form control with this name. */
const control = (markup: string, name: string) => markup.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('every example.json is a valid props object for its block', () => {
  test.each([
    ['faq', faqProps, faqExample],
    ['projectGrid', projectGridProps, projectGridExample],
    ['projectDetails', projectDetailsProps, projectDetailsExample],
    ['blogList', blogListProps, blogListExample],
    ['blogArticle', blogArticleProps, blogArticleExample],
  ] as const)('%s', (_name, schema, example) => {
    expect(schema.safeParse(example).error).toBeUndefined();
  });
});

describe('faq', () => {
  const props = faqProps.parse(faqExample);

  test('each question is a button in a heading, wired to its answer panel; only the chosen one starts open', () => {
    const markup = html(<Faq {...props} />);
    const toggles = [...markup.matchAll(/<h3[^>]*><button[^>]*aria-controls="([^"]+)"[^>]*aria-expanded="(true|false)"/g)];
    expect(toggles.map((match) => match[2])).toEqual(['true', 'false']);
    for (const [, panel] of toggles) expect(markup).toContain(`id="${panel}"`);
    expect(markup).toMatch(/<div[^>]*aria-hidden="true"[^>]*role="region"[^>]*style="[^"]*display:none/);
  });

  test('the first HTML of a toggle is a real button, not a fake one with role and tabindex', () => {
    const markup = html(<Faq {...props} />);
    expect(markup).not.toMatch(/<button[^>]*role="button"/);
    expect(markup).not.toMatch(/<button[^>]*tabindex=/);
  });

  test('without a section title the questions are h2, so headings stay in order', () => {
    const markup = html(<Faq {...faqProps.parse({ ...faqExample, title: '', form: undefined })} />);
    expect(count(markup, /<h2/)).toBe(props.questions.length);
  });

  test('the question form has labelled fields, an email field of email type and the submit label from JSON', () => {
    const markup = html(<Faq {...props} />);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    for (const [, id] of markup.matchAll(/<(?:input|textarea)[^>]*id="([^"]+)"/g)) expect(markup).toContain(`for="${id}"`);
    expect(markup).toMatch(/<button type="submit"[^>]*>Submit Now!<\/button>/);
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
    const result = formFields('none').safeParse([{ name: 'email', label: 'Email' }, { name: 'email', label: 'Email again' }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [1, 'name'] });
  });

  const comment = formField.parse({ name: 'comment', label: 'Comment', kind: 'textarea', required: true, requiredMessage: 'Write', maxLength: 5, tooLongMessage: 'Too long' });
  const email = formField.parse({ name: 'email', label: 'Email', kind: 'email', required: true, requiredMessage: 'Enter', invalidMessage: 'Invalid email' });
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
    const markup = html(<ProjectGrid {...props} />);
    expect(count(markup, /<a /)).toBe(props.projects.length);
    expect(markup).toMatch(/<h3[^>]*><a[^>]*href="\/project-details"[^>]*>Banking Dashboard<\/a><\/h3><p[^>]*>Web Development<\/p>/);
  });

  test('gallery: every picture has a plus link named by the project title', () => {
    const props = projectGridProps.parse({ ...projectGridExample, layout: 'gallery' });
    const markup = html(<ProjectGrid {...props} />);
    expect(count(markup, /<a [^>]*href="\/project-details"[^>]*><svg/)).toBe(props.projects.length);
    expect(markup).toContain('<span class="visually-hidden">Fitness Tracker</span>');
  });
});

describe('project details', () => {
  const props = projectDetailsProps.parse(projectDetailsExample);

  test('each picture has a plus button named from its alt text; the lightbox is not in the first HTML', () => {
    const markup = html(<ProjectDetails {...props} />);
    expect(count(markup, /<button type="button"[^>]*aria-label="View larger: [^"]+"/)).toBe(props.images.length);
    expect(markup).toContain('aria-label="View larger: The mobile version of the dashboard"');
    expect(markup).not.toContain('fslightbox-container');
  });

  test('shows the facts, the share links by name and the Live Preview button', () => {
    const markup = html(<ProjectDetails {...props} />);
    expect(markup).toMatch(/>Client<\/span><span>Lorem Ipsum Bank<\/span>/);
    expect(markup).toContain('aria-label="Share on Facebook"');
    expect(markup).toMatch(/<a [^>]*href="[^"]+"[^>]*>Live Preview<\/a>/);
  });
});

describe('blog list', () => {
  const props = blogListProps.parse(blogListExample);

  test('the pager marks the current page and links the others nowhere', () => {
    const markup = html(<BlogList {...props} />);
    expect(markup).toMatch(/<a href="#"[^>]*aria-current="page" aria-label="Page 1">1<\/a>/);
    expect(markup).toMatch(/<a href="#"[^>]*aria-label="Page 2">2<\/a>/);
    expect(markup).toMatch(/<a href="#"[^>]*>Prev<\/a>/);
  });

  test('the sidebar layout shows the search box and popular posts taken from the post list', () => {
    const markup = html(<BlogList {...props} />);
    expect(markup).toMatch(/<form role="search"/);
    expect(markup).toMatch(/<h3[^>]*><a[^>]*>The Security Risks of Changing Package Owners<\/a><\/h3>/);
    expect(markup).toMatch(/IT<span[^>]*> \(3\)<\/span>/);
  });

  test('the grid layout has no sidebar', () => {
    const markup = html(<BlogList {...blogListProps.parse({ ...blogListExample, layout: 'grid' })} />);
    expect(markup).not.toContain('<aside');
  });

  test.each(['card', 'overlay', 'plain'] as const)('the %s style shows every post with its title, author and date', (cardStyle) => {
    const markup = html(<BlogList {...blogListProps.parse({ ...blogListExample, cardStyle })} />);
    for (const post of props.posts) {
      expect(markup).toContain(`>${post.title}</a></h2>`);
      expect(markup).toContain(post.date);
    }
    expect(count(markup, /By Admin/)).toBe(props.posts.length);
  });

  test('refuses a popular post that is not in the list, and a sidebar layout without a sidebar', () => {
    const unknown = blogListProps.safeParse({ ...blogListExample, sidebar: { ...blogListExample.sidebar, popular: { title: 'Popular', posts: ['Nope'] } } });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['sidebar', 'popular', 'posts', 0] });
    const bare = blogListProps.safeParse({ ...blogListExample, sidebar: undefined });
    expect(bare.error?.issues[0]).toMatchObject({ path: ['sidebar'] });
  });
});

describe('blog article', () => {
  const props = blogArticleProps.parse(blogArticleExample);

  test('renders the quote, the gallery and the check list', () => {
    const markup = html(<BlogArticle {...props} />);
    expect(markup).toMatch(/<blockquote><p>A package you install today/);
    expect(markup).toMatch(/<ul class="[^"]*gallery[^"]*">(<li><img[^>]*><\/li>){3}<\/ul>/);
  });

  test('comments nest their replies in an inner list', () => {
    const markup = html(<BlogArticle {...props} />);
    expect(count(markup, /<article class="[^"]*comment/)).toBe(2);
    expect(markup).toMatch(/<ol class="[^"]*replies[^"]*"><li>/);
  });

  test('the reply form keeps the limits: comment up to 65525 characters and required, email and url types, a labelled checkbox', () => {
    const page = blogArticleProps.parse(blogArticleExample);
    const markup = html(<BlogArticle {...page} />);
    expect(control(markup, 'comment')).toMatch(/^<textarea(?=[^>]*required="")(?=[^>]*maxLength="65525")/);
    expect(control(markup, 'author')).toMatch(/^<input(?=[^>]*type="text")(?=[^>]*required="")/);
    expect(control(markup, 'email')).toMatch(/^<input(?=[^>]*type="email")(?=[^>]*required="")/);
    expect(control(markup, 'url')).toMatch(/^<input(?=[^>]*type="url")/);
    expect(control(markup, 'url')).not.toContain('required');
    expect(markup).toMatch(/<input type="checkbox" id="([^"]+)" name="remember"\/><label for="\1"[^>]*>Save my name, email, and website/);
  });

  test('refuses an article part of an unknown kind', () => {
    const result = blogArticleProps.safeParse({ ...blogArticleExample, parts: [{ kind: 'video', text: 'x' }] });
    expect(result.success).toBe(false);
  });

  test('replies of replies are validated too', () => {
    const [first] = blogArticleExample.comments.list;
    const deep = { ...first, replies: [{ ...first.replies[0], replies: [{ author: 'A', date: 'today', text: [] }] }] };
    const result = blogArticleProps.safeParse({ ...blogArticleExample, comments: { ...blogArticleExample.comments, list: [deep] } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['comments.list.0.replies.0.replies.0.avatar', 'comments.list.0.replies.0.replies.0.text']),
    );
  });
});

describe('a shared section reused with page-level props', () => {
  const root = process.cwd();
  const FILE = 'pages/under-test.json';
  const load = (section: string) => {
    const text = `{
  "path": "/under-test",
  "title": "Under test",
  "description": "A page written by a test.",
  "header": "default",
  "sections": [
    ${section}
  ]
}`;
    const content = loadContent({ root, pageTexts: [{ file: FILE, text }] });
    return {
      problems: content.issues.filter((issue) => issue.file === FILE).map(formatIssue),
      page: content.pages.find((page) => page.file === FILE),
      shared: content.pages.find((page) => page.path === '/blog-grid'),
    };
  };

  test('the given props replace the shared ones; the rest comes from the shared section', () => {
    const { problems, page, shared } = load('{ "use": "blog-posts", "props": { "layout": "sidebar", "cardStyle": "plain" } }');
    expect(problems).toEqual([]);
    const section = page!.sections[0];
    const original = shared!.sections.find((entry) => entry.type === 'blogList')!;
    expect(section.type).toBe('blogList');
    expect(section.props).toMatchObject({ layout: 'sidebar', cardStyle: 'plain' });
    expect((section.props as { posts: unknown[] }).posts).toEqual((original.props as { posts: unknown[] }).posts);
    expect(original.props).toMatchObject({ layout: 'grid', cardStyle: 'card' });
  });

  test('a wrong page-level prop is reported at the page, with the block schema message', () => {
    const { problems } = load('{ "use": "blog-posts", "props": { "cardStyle": "fancy" } }');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pages\/under-test\.json:7:\d+ sections\[0\]\.props\.cardStyle: expected one of "card", "overlay", "plain", found the text "fancy"/);
  });

  test('an unknown page-level prop is named with the allowed ones', () => {
    const { problems } = load('{ "use": "blog-posts", "props": { "colour": "red" } }');
    expect(problems[0]).toMatch(/sections\[0\]\.props\.colour: unknown property "colour"/);
  });
});
