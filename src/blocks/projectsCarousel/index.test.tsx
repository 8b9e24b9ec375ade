// The projectsCarousel block's own tests: its example, rendered as the prerender does, shows each
// project with its screenshot, title link and category, in one carousel.
import { expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import ProjectsCarousel from './index';
import { projectsCarouselProps, type ProjectsCarouselProps } from './schema';

const props = projectsCarouselProps.parse(example) as ProjectsCarouselProps;

testExampleRendersCleanly('projectsCarousel', ProjectsCarousel);

test('each project shows its screenshot at its size, its title as a link where the example says, and its category', () => {
  const screen = renderToScreen(<ProjectsCarousel {...props} />);
  expect(outlineOf(screen.container)).toEqual([
    `h2 ${props.title}`,
    ...props.projects.map((project) => `h3 ${project.title}`),
  ]);
  expect(screen.getByText(props.text)).toBeDefined();
  expect(imagesIn(screen.container)).toEqual(props.projects.map((project) => project.image));
  expect(linksIn(screen.container)).toEqual(
    props.projects.map((project) => ({ name: project.title, href: project.href })),
  );
  for (const project of props.projects)
    expect(screen.getByRole('heading', { level: 3, name: project.title }).nextElementSibling?.textContent).toBe(
      project.category,
    );
});

test('the projects are one carousel named by the section title, a slide per project, with arrows and pause', () => {
  const { container } = renderToScreen(<ProjectsCarousel {...props} />);
  const { labels } = props.carousel;
  expect(carouselsIn(container)).toEqual([
    { name: props.title, slides: props.projects.length, controls: [labels.previous, labels.next, site.carousel.pause] },
  ]);
});
