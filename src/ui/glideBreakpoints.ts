// SPEC.md gives carousel items "from a minimum screen width" (0:1, 576:2, 1200:4); Glide's
// `breakpoints` option is keyed by MAXIMUM width and falls back to the root `perView` above the
// largest key. These pure functions translate one reading into the other.

/** Items per view from a minimum screen width in px: { "0": 1, "576": 2, "1200": 4 }. */
export type PerViewTable = Readonly<Record<string, number>>;

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
 * CSS giving the slides of one carousel their widths before Glide mounts, with the same media steps,
 * so the prerendered list already looks like the carousel and nothing jumps when Glide takes over.
 */
export function perViewMediaCss(selector: string, table: PerViewTable, gapPx: number): string {
  return perViewSteps(table)
    .map(({ minWidth, perView }) => {
      const rule = `${selector}{--carousel-per-view:${perView};--carousel-gap:${gapPx}px}`;
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`;
    })
    .join('');
}
