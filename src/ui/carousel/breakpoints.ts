// Items per view are given "from a minimum screen width" ({ "0": 1, "576": 2, "1200": 4 });
// Glide's `breakpoints` option is keyed by MAXIMUM width and falls back to the root `perView` above
// the largest key. These pure functions translate one reading into the other, size the slides of
// the prerendered HTML with the same steps, and tell the carousel when the window crosses one.

/** Items per view from a minimum screen width in px: { "0": 1, "576": 2, "1200": 4 }. */
export type PerViewTable = Readonly<Record<string, number>>;

import { carouselWidths } from '../../schema/carouselWidths';

export { carouselWidths };

export interface PerViewStep {
  minWidth: number;
  perView: number;
}

export interface GlidePerView {
  /** Items per view above the widest step (Glide's root option). */
  perView: number;
  /** Glide's breakpoints: up to and including this width (px), show `perView` items. */
  breakpoints: Record<number, { perView: number }>;
}

/** The table as steps sorted by width; a table without a "0" step uses its narrowest step below it too. */
export function perViewSteps(table: PerViewTable): PerViewStep[] {
  const steps = Object.entries(table)
    .map(([width, perView]) => ({ minWidth: Number(width), perView }))
    .filter((step) => Number.isInteger(step.minWidth) && step.minWidth >= 0 && step.perView >= 1)
    .sort((a, b) => a.minWidth - b.minWidth);
  if (steps.length === 0) return [{ minWidth: 0, perView: 1 }];
  return steps.map((step, index) => (index === 0 ? { ...step, minWidth: 0 } : step));
}

/** Glide's options for a min-width table: each step holds until one pixel below the next step's width. */
export function toGlideBreakpoints(table: PerViewTable): GlidePerView {
  const steps = perViewSteps(table);
  const breakpoints: Record<number, { perView: number }> = {};
  for (let i = 0; i < steps.length - 1; i++) {
    breakpoints[steps[i + 1].minWidth - 1] = { perView: steps[i].perView };
  }
  return { perView: steps[steps.length - 1].perView, breakpoints };
}

/** How many items a window `width` px wide shows, read straight from the min-width table. */
export function perViewAt(table: PerViewTable, width: number): number {
  let current = 1;
  for (const step of perViewSteps(table)) if (width >= step.minWidth) current = step.perView;
  return current;
}

/**
 * Custom properties that size the slides before Glide mounts: the items per view at every width of
 * `carouselWidths` (and below the first), which Carousel.module.css picks per media query. So the
 * prerendered list already looks like the carousel, and nothing jumps when Glide takes over.
 */
export function perViewProperties(table: PerViewTable, gapPx: number): Record<string, string> {
  const properties: Record<string, string> = {
    '--carousel-gap': `${gapPx}px`,
    '--carousel-per-view-0': String(perViewAt(table, 0)),
  };
  for (const width of carouselWidths) properties[`--carousel-per-view-${width}`] = String(perViewAt(table, width));
  return properties;
}

/**
 * Calls `onChange` when the window crosses a step of the table into a different number of items.
 * Returns the function that stops listening.
 */
export function watchPerViewSteps(table: PerViewTable, onChange: () => void): () => void {
  const mountedPerView = perViewAt(table, window.innerWidth);
  const queries = perViewSteps(table)
    .filter((step) => step.minWidth > 0)
    .map((step) => window.matchMedia(`(min-width: ${step.minWidth}px)`));
  const onStepChange = () => {
    if (perViewAt(table, window.innerWidth) !== mountedPerView) onChange();
  };
  queries.forEach((query) => query.addEventListener('change', onStepChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onStepChange));
}
