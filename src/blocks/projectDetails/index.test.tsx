// The projectDetails block's own tests: its example, rendered as the prerender does, read as a
// visitor would (Testing Library). The lightbox is covered by tests/browser/lightbox.spec.ts.
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import projectDetailsExample from './example.json';
import ProjectDetails from './index';
import { projectDetailsProps } from './schema';

testExampleRendersCleanly('projectDetails', ProjectDetails);

describe('project details', () => {
  const props = projectDetailsProps.parse(projectDetailsExample);

  test('each picture has a plus button named from its alt text; the lightbox is not in the first HTML', () => {
    const screen = renderToScreen(<ProjectDetails {...props} />);
    expect(screen.getAllByRole('button', { name: /^View larger: / })).toHaveLength(props.images.length);
    expect(screen.getByRole('button', { name: 'View larger: The mobile version of the dashboard' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.container.querySelector('.fslightbox-container')).toBeNull();
  });

  test('a fact given an address links to it, the others stay text', () => {
    const info = props.info.map((fact) =>
      fact.label === 'Category' ? { ...fact, href: '/projects/category/web' } : fact,
    );
    const screen = renderToScreen(<ProjectDetails {...{ ...props, info }} />);
    const category = props.info.find((fact) => fact.label === 'Category')!;
    expect(screen.getByRole('link', { name: category.value }).getAttribute('href')).toBe('/projects/category/web');
    expect(screen.queryByRole('link', { name: props.info[0].value })).toBeNull();
  });

  test('shows the facts, the share links by name and the Live Preview button', () => {
    const screen = renderToScreen(<ProjectDetails {...props} />);
    expect(screen.getByText('Client').nextElementSibling?.textContent).toBe('Lorem Ipsum Bank');
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Live Preview' }).getAttribute('href')).toBeTruthy();
  });
});

test('the project details show the pictures at their size, the first two loaded at once, then the title, its text and every fact beside its label', () => {
  const props = projectDetailsProps.parse(projectDetailsExample);
  const screen = renderToScreen(<ProjectDetails {...props} />);
  expect(imagesIn(screen.container)).toEqual(props.images);
  expect([...screen.container.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(
    props.images.map((_, index) => (index < 2 ? 'eager' : 'lazy')),
  );
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`]);
  expect(textsMissingFrom(screen.container, props.paragraphs)).toEqual([]);
  for (const fact of props.info) expect(screen.getByText(fact.label).nextElementSibling?.textContent).toBe(fact.value);
});

test('the share links and the Live Preview button link where the example says', () => {
  const props = projectDetailsProps.parse(projectDetailsExample);
  const { container } = renderToScreen(<ProjectDetails {...props} />);
  expect(linksIn(container)).toEqual([
    ...props.share!.links.map((link) => ({ name: link.label, href: link.href })),
    { name: props.button!.label, href: props.button!.href },
  ]);
});

test('a paragraph of the description takes rich text: bold words and a link to a page', () => {
  const props = projectDetailsProps.parse({ ...projectDetailsExample, paragraphs: ['First.', richSample] });
  expect(expectRichSample(renderToScreen(<ProjectDetails {...props} />).container).tagName).toBe('P');
});
