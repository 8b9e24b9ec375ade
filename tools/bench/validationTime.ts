// Validation time: the real content, then 100, 1,000 and 5,000 generated pages beside it, and
// whether the cost of one page stays the same as the site grows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIssues } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';

export interface ValidationTime {
  realContentMs: number;
  scaling: { pages: number; totalMs: number; perPageMs: number }[];
  linear: boolean;
}

/** Copies of the real pages with paths of their own, so they validate beside the real content. */
function generatedPages(root: string, count: number) {
  const content = loadContent({ root });
  const sources = content.pages.map(
    (page) => JSON.parse(readFileSync(join(root, page.file), 'utf8')) as Record<string, unknown>,
  );
  return Array.from({ length: count }, (_, index) => {
    const page = { ...sources[index % sources.length], path: `/generated-${index}` };
    return { file: `pages/generated-${index}.json`, text: JSON.stringify(page, null, 2) };
  });
}

/**
 * Milliseconds to validate the real content plus these page files: the median of five runs after a
 * warm-up (the machine is shared; the median is what a typical run costs, not its best moment).
 */
function validationMs(root: string, pageTexts: { file: string; text: string }[]): number {
  loadContent({ root, pageTexts });
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const { issues } = loadContent({ root, pageTexts });
    runs.push(performance.now() - started);
    if (issues.length > 0) throw new Error(`generated pages should be valid:\n${formatIssues(issues.slice(0, 5))}`);
  }
  return runs.sort((a, b) => a - b)[2];
}

export function measureValidationTime(root: string): ValidationTime {
  const timeOf = (pageTexts: { file: string; text: string }[]) => validationMs(root, pageTexts);
  const baseMs = timeOf([]);
  const scaling = [100, 1000, 5000].map((count) => {
    const totalMs = timeOf(generatedPages(root, count));
    return { pages: count, totalMs, perPageMs: (totalMs - baseMs) / count };
  });
  // Linear: one page costs about the same whether there are 100 or 5,000 (a quadratic step would
  // multiply the cost per page by 10 and by 50).
  const perPage = scaling.map((row) => row.perPageMs);
  const linear = Math.max(...perPage) <= 2.5 * Math.min(...perPage);
  return { realContentMs: baseMs, scaling, linear };
}
