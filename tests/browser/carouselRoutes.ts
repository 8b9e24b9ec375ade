// The routes that together show every distinct carousel of the site, so a check that walks each
// carousel need not load the 25 routes that have one: a carousel is known by its block type, its
// layout, its carousel settings and the props it is given; a route is kept when it shows one that an
// earlier route did not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteInfo } from './fixtures';

interface Section {
  type: string;
  props: Record<string, unknown>;
}

const root = process.cwd();
const blocksDir = join(root, 'src/blocks');

/** Block types whose component uses the shared carousel (its folder imports src/ui/carousel). */
const carouselBlocks = new Set(
  readdirSync(blocksDir).filter((type) => {
    const folder = join(blocksDir, type);
    if (!existsSync(join(folder, 'index.tsx'))) return false;
    return readdirSync(folder)
      .filter((name) => name.endsWith('.tsx'))
      .some((name) => readFileSync(join(folder, name), 'utf8').includes('ui/carousel/'));
  }),
);

/** A page's sections with shared ones resolved (props given beside "use" replace the shared ones). */
function sectionsOf(file: string): Section[] {
  const page = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
    sections?: ({ use: string; props?: Record<string, unknown> } | Section)[];
  };
  return (page.sections ?? []).map((section) => {
    if (!('use' in section)) return section;
    const shared = JSON.parse(readFileSync(join(root, 'pages/_sections', `${section.use}.json`), 'utf8')) as Section;
    return { type: shared.type, props: { ...shared.props, ...section.props } };
  });
}

const carouselKey = ({ type, props }: Section) =>
  [type, String(props.layout ?? ''), JSON.stringify(props.carousel ?? null), Object.keys(props).sort().join(',')].join(
    ' ',
  );

/** The first route to show each distinct carousel, in the order given. */
export function routesCoveringEveryCarousel(routes: RouteInfo[]): RouteInfo[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const keys = sectionsOf(route.file)
      .filter((section) => carouselBlocks.has(section.type))
      .map(carouselKey);
    const unseen = keys.filter((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return unseen.length > 0;
  });
}
