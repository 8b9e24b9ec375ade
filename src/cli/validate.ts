// npm run validate: checks every content file and prints every problem, one per line.
import { formatIssue, formatIssues } from '../problems/contentIssue';
import { loadContent } from '../content/loadContent';
import { lintAndReport } from '../content/lint/lintCommand';
import { localeSummaryLine } from '../content/translations/localeSummary';

const content = loadContent({ root: process.cwd() });
if (content.issues.length > 0) {
  console.error(formatIssues(content.issues));
  process.exit(1);
}
console.log(`Content OK: ${content.pages.length} pages, ${content.files.length} files checked.`);
// Drafts and entries dated later are no problem: said, so nobody wonders why one is not on the site.
const held = content.collections?.held ?? [];
if (held.length > 0) console.log(`Held back:\n${held.map(formatIssue).join('\n')}`);
const early = content.collections?.early ?? [];
if (early.length > 0)
  console.warn(`Published before their date:\n${early.map((issue) => `${formatIssue(issue)} (warning)`).join('\n')}`);
// Translations: each missing or stale text (held pages listed with why), then each language's figures.
if (content.translations) {
  const { warnings, held, summaries } = content.translations;
  if (held.length > 0) console.log(`Held back:\n${held.map(formatIssue).join('\n')}`);
  if (warnings.length > 0) console.warn(warnings.map((issue) => `${formatIssue(issue)} (warning)`).join('\n'));
  for (const summary of summaries) console.log(localeSummaryLine(summary));
}
// SEO warnings (docs/seo.md); --strict makes them fail the check.
if (!(await lintAndReport(process.cwd(), content, process.argv.includes('--strict')))) process.exit(1);
