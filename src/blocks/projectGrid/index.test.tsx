// The projectGrid block's own tests: its example, rendered as the prerender does and kept as a
// snapshot, and its two layouts read as a visitor would (Testing Library).
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import projectGridExample from './example.json';
import ProjectGrid from './index';
import { projectGridProps, type ProjectGridProps } from './schema';

testExampleMatchesSnapshot('projectGrid', ProjectGrid);

describe('project grid', () => {
  test('cards: one link per project, its title, stretched over the card', () => {
    const props = projectGridProps.parse(projectGridExample) as ProjectGridProps;
    const screen = renderToScreen(<ProjectGrid {...props} />);
    expect(screen.getAllByRole('link')).toHaveLength(props.projects.length);
    const heading = screen.getByRole('heading', { level: 3, name: 'Banking Dashboard' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/project-details');
    expect(heading.nextElementSibling?.textContent).toBe('Web Development');
  });

  test('gallery: every picture has a plus link named by the project title', () => {
    const props = projectGridProps.parse({ ...projectGridExample, layout: 'gallery' }) as ProjectGridProps;
    const screen = renderToScreen(<ProjectGrid {...props} />);
    const plusLinks = screen.getAllByRole('link').filter((link) => link.querySelector('svg'));
    expect(plusLinks.map((link) => link.textContent)).toEqual(props.projects.map((project) => project.title));
    expect(screen.getByRole('link', { name: 'Fitness Tracker' }).getAttribute('href')).toBe('/project-details');
  });

  test('under a listing split into pages, the pager links the real pages, the current one marked', () => {
    const props = projectGridProps.parse({
      ...projectGridExample,
      pager: { label: 'Project pages', previous: 'Prev', next: 'Next', pageLabel: 'Page {page}', pages: 2, current: 2 },
    }) as ProjectGridProps;
    const pager = { ...props.pager!, first: '/project-style-one' };
    const screen = renderToScreen(<ProjectGrid {...props} pager={pager} />);
    const navigation = screen.getByRole('navigation', { name: 'Project pages' });
    expect(within(navigation).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/project-style-one');
    expect(within(navigation).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  test('no pager when the props give none', () => {
    const props = projectGridProps.parse(projectGridExample) as ProjectGridProps;
    expect(renderToScreen(<ProjectGrid {...props} />).queryByRole('navigation')).toBeNull();
  });
});
