// What a review found, the one line that sums it up, and the exit code a CI job reads:
// 0 no page looks different, 1 some page looks different (see the report), 2 no review was made.
import type { PageToReview } from './affectedPages';

export const EXIT_NO_DIFFERENCE = 0;
export const EXIT_DIFFERENCES = 1;
export const EXIT_NOT_REVIEWED = 2;

export interface Pictures {
  /** JPEG data URLs of the band that changed, in each version (absent where the page is absent). */
  before?: string;
  after?: string;
  /** PNG data URL: the differing pixels in red, over the same band. */
  mask?: string;
}

export interface WidthResult {
  width: number;
  differentPixels: number;
  /** The pixels of the whole page (the taller version's), whatever part of it was compared. */
  totalPixels: number;
  pictures?: Pictures;
}

export interface ReviewedPage extends PageToReview {
  widths: WidthResult[];
  /** The largest share of differing pixels over the widths, 0 to 1: what the report sorts by. */
  changedShare: number;
}

export interface ReviewResult {
  base: { ref: string; commit: string };
  /** `commit` is absent for the working tree. */
  head: { ref: string; commit?: string };
  everyPageBecause?: string;
  /** The pages reviewed, most changed first. */
  pages: ReviewedPage[];
  /** Pages not reviewed: their data and code are the same in both versions. */
  same: { path: string; title: string; file: string }[];
  /** Changed files that can change a page, each with its diff. */
  files: { file: string; diff: string }[];
  seconds: number;
}

export const looksDifferent = (page: ReviewedPage) => page.widths.some((width) => width.differentPixels > 0);

export const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 && share > 0 ? 3 : 1)}%`;

export function summaryLine(result: ReviewResult, reportFile: string): string {
  const different = result.pages.filter(looksDifferent);
  const invisible = result.pages.length - different.length;
  const total = result.pages.filter((page) => page.status !== 'removed').length + result.same.length;
  const named = different
    .slice(0, 5)
    .map((page) => `${page.path} ${page.status === 'changed' ? percent(page.changedShare) : page.status}`);
  const more = different.length > 5 ? `, and ${different.length - 5} more` : '';
  const found =
    different.length === 0
      ? 'no page looks different'
      : `${different.length} of ${total} pages look different (${named.join(', ')}${more})`;
  return `Review of ${result.head.ref} against ${result.base.ref}: ${found}; ${invisible} changed without a visible difference, ${result.same.length} unchanged (${Math.round(result.seconds)} s). Report: ${reportFile}`;
}

export function exitCode(result: ReviewResult): number {
  return result.pages.some(looksDifferent) ? EXIT_DIFFERENCES : EXIT_NO_DIFFERENCE;
}

/** The result without its pictures, for review.json (what scripts read). */
export function resultForScripts(result: ReviewResult) {
  return {
    ...result,
    pages: result.pages.map((page) => ({
      ...page,
      looksDifferent: looksDifferent(page),
      widths: page.widths.map(({ pictures: _pictures, ...width }) => width),
    })),
  };
}
