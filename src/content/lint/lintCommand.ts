// The lint as npm run validate runs it: render the pages, lint, print the warnings; with --strict a
// warning fails the check. Returns whether the check passes.
import { formatIssue } from '../../problems/contentIssue';
import type { Content } from '../loadContent';
import { lintContent } from './contentLint';
import { formatWarnings } from './lintIssue';
import { renderPages } from './renderPages';

export async function lintAndReport(root: string, content: Content, strict: boolean): Promise<boolean> {
  if (!content.site) return true;
  const started = performance.now();
  const rendered = await renderPages(root, content.pages);
  const warnings = lintContent({ root, pages: content.pages, site: content.site, rendered });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (warnings.length === 0) {
    console.log(`SEO lint OK: ${content.pages.length} pages rendered and checked in ${seconds} s.`);
    return true;
  }
  const report = [
    ...warnings.map((warning) => `${formatIssue(warning)} (warning)`),
    '',
    formatWarnings(warnings.length, strict),
  ].join('\n');
  if (strict) console.error(report);
  else console.warn(report);
  return !strict;
}
