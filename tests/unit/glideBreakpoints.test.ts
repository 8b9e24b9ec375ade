import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  carouselWidths,
  perViewAt,
  perViewProperties,
  perViewSteps,
  toGlideBreakpoints,
  type GlidePerView,
  type PerViewTable,
} from '../../src/ui/carousel/breakpoints';

/** How Glide 3 reads its options: the smallest max-width breakpoint that matches, else the root perView. */
function glidePerView({ perView, breakpoints }: GlidePerView, width: number): number {
  const maxWidths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const match = maxWidths.find((maxWidth) => width <= maxWidth);
  return match === undefined ? perView : breakpoints[match].perView;
}

// The product's items per screen width, from a minimum width in px (docs/product.md).
const productTables: Record<string, PerViewTable> = {
  team: { '0': 1, '576': 2, '768': 2, '1200': 4, '1500': 5 },
  works: { '0': 1, '768': 2, '1200': 3, '1500': 4 },
  boxes: { '0': 1, '576': 2, '768': 2, '992': 4 },
  projects: { '0': 1, '576': 2, '768': 2, '1024': 3, '1200': 4 },
  partners: { '0': 2, '576': 4, '768': 4, '1200': 6 },
  portfolioPartners: { '0': 1, '576': 2, '768': 4, '992': 6 },
  recentNews: { '0': 1, '768': 2, '992': 3 },
};

describe('toGlideBreakpoints', () => {
  it('turns the team table (min widths) into Glide max-width breakpoints one pixel below each step', () => {
    expect(toGlideBreakpoints(productTables.team)).toEqual({
      perView: 5,
      breakpoints: { 575: { perView: 1 }, 767: { perView: 2 }, 1199: { perView: 2 }, 1499: { perView: 4 } },
    });
  });

  it('shows the team carousel items just below and just above every listed width', () => {
    const glide = toGlideBreakpoints(productTables.team);
    const expected: [number, number][] = [
      [320, 1],
      [575, 1],
      [576, 2],
      [767, 2],
      [768, 2],
      [1199, 2],
      [1200, 4],
      [1499, 4],
      [1500, 5],
      [2560, 5],
    ];
    for (const [width, items] of expected) expect(glidePerView(glide, width), `at ${width}px`).toBe(items);
  });

  it('shows the works carousel items just below and just above every listed width', () => {
    const glide = toGlideBreakpoints(productTables.works);
    const expected: [number, number][] = [
      [767, 1],
      [768, 2],
      [1199, 2],
      [1200, 3],
      [1499, 3],
      [1500, 4],
    ];
    for (const [width, items] of expected) expect(glidePerView(glide, width), `at ${width}px`).toBe(items);
  });

  it('agrees with the min-width table for every carousel of the spec, one pixel either side of each step', () => {
    for (const [name, table] of Object.entries(productTables)) {
      const glide = toGlideBreakpoints(table);
      for (const { minWidth } of perViewSteps(table)) {
        for (const width of [minWidth - 1, minWidth, minWidth + 1].filter((w) => w >= 0)) {
          expect(glidePerView(glide, width), `${name} at ${width}px`).toBe(perViewAt(table, width));
        }
      }
    }
  });

  it('uses one item per view at every width for a one-step table', () => {
    expect(toGlideBreakpoints({ '0': 1 })).toEqual({ perView: 1, breakpoints: {} });
  });

  it('reads steps in width order whatever order the JSON lists them in', () => {
    const glide = toGlideBreakpoints({ '1200': 4, '0': 1, '768': 2 });
    expect(glide).toEqual({ perView: 4, breakpoints: { 767: { perView: 1 }, 1199: { perView: 2 } } });
  });
});

describe('perViewAt', () => {
  it('reads the items per view straight from the min-width table', () => {
    expect(perViewAt(productTables.partners, 0)).toBe(2);
    expect(perViewAt(productTables.partners, 575)).toBe(2);
    expect(perViewAt(productTables.partners, 576)).toBe(4);
    expect(perViewAt(productTables.partners, 1199)).toBe(4);
    expect(perViewAt(productTables.partners, 1200)).toBe(6);
  });

  it('uses the narrowest step below it when a table does not start at 0', () => {
    expect(perViewAt({ '576': 2, '992': 3 }, 320)).toBe(2);
  });
});

describe('perViewProperties', () => {
  it('gives the items per view at every carousel width, for the stylesheet to size slides before Glide mounts', () => {
    expect(perViewProperties(productTables.recentNews, 30)).toEqual({
      '--carousel-gap': '30px',
      '--carousel-per-view-0': '1',
      '--carousel-per-view-576': '1',
      '--carousel-per-view-768': '2',
      '--carousel-per-view-992': '3',
      '--carousel-per-view-1024': '3',
      '--carousel-per-view-1200': '3',
      '--carousel-per-view-1500': '3',
    });
  });

  it('is read by one media query per carousel width in the stylesheet, and by no other', () => {
    const css = readFileSync('src/ui/carousel/Carousel.module.css', 'utf8');
    const picked = [
      ...css.matchAll(
        /@media \(min-width: (\d+)px\) \{\s*\.carousel \{\s*--carousel-per-view: var\(--carousel-per-view-(\d+), 1\);/g,
      ),
    ];
    expect(picked.map((match) => [Number(match[1]), Number(match[2])])).toEqual(
      carouselWidths.map((width) => [width, width]),
    );
  });
});
