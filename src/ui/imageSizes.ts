// The `sizes` of image slots that are one of several columns (grids, carousels), written from the same
// numbers as the CSS that lays them out: the container of src/styles/global.css (1200 px at most, 15 px
// of padding each side) and the columns from a minimum screen width, as carousels and card grids
// take them ({ "0": 1, "576": 2, "992": 3 }). A slot of fixed width is simply "134px".
import type { ImageData } from './imageVariants';

const containerMaxPx = 1200;
const containerPaddingPx = 15;

export interface ColumnLayout {
  /** Columns from a minimum screen width in px, as a carousel's perView table: { "0": 1, "768": 2 }. */
  columns: Readonly<Record<string, number>>;
  /** Space between columns. */
  gapPx: number;
  /** The row spans the whole window (with the container's padding) instead of the container. */
  fullWidth?: boolean;
  /** What the slot takes off its column: a card's own padding, both sides together. */
  insetPx?: number;
}

const px = (value: number) => `${Math.round(value)}px`;

/** How wide one column is: in px at a window `fixedWindowPx` wide, else as a CSS length of the window's width. */
function columnWidth(count: number, { gapPx, insetPx = 0 }: ColumnLayout, fixedWindowPx?: number) {
  const taken = 2 * containerPaddingPx + (count - 1) * gapPx;
  if (fixedWindowPx !== undefined) return px((fixedWindowPx - taken) / count - insetPx);
  const minus = taken / count + insetPx;
  const share = `${Math.round((100 / count) * 100) / 100}vw`;
  return minus > 0 ? `calc(${share} - ${px(minus)})` : share;
}

/** `sizes` for an image filling one column of `layout`. */
export function columnSizes(layout: ColumnLayout): string {
  const steps = Object.entries(layout.columns)
    .map(([width, count]) => ({ minWidth: Number(width), count }))
    .sort((a, b) => b.minWidth - a.minWidth);
  const countAt = (width: number) => steps.find((step) => step.minWidth <= width)?.count ?? steps.at(-1)!.count;
  const entries: string[] = [];
  // From the container's full width on, a column has a fixed width.
  if (!layout.fullWidth) {
    for (const step of steps.filter((candidate) => candidate.minWidth > containerMaxPx))
      entries.push(`(min-width: ${step.minWidth}px) ${columnWidth(step.count, layout, containerMaxPx)}`);
    entries.push(`(min-width: ${containerMaxPx}px) ${columnWidth(countAt(containerMaxPx), layout, containerMaxPx)}`);
  }
  for (const step of steps) {
    if (!layout.fullWidth && step.minWidth >= containerMaxPx) continue;
    const width = columnWidth(step.count, layout);
    entries.push(step.minWidth > 0 ? `(min-width: ${step.minWidth}px) ${width}` : width);
  }
  return entries.join(', ');
}

/** `sizes` of an image shown `heightPx` high at its own proportions (a logo); without them, the browser's own default. */
export const widthAtHeight = ({ width, height }: Pick<ImageData, 'width' | 'height'>, heightPx: number) =>
  width && height ? px((heightPx * width) / height) : '100vw';
