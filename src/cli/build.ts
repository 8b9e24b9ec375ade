// npm run build: validate pages/ and public/ (a symbolic link in either is a problem like the others,
// src/content/contentFiles.ts), then build into dist/ (src/site-generator/buildSite.ts: everything the
// first time or after a code change, only the changed pages otherwise).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { formatIssue, formatIssues } from '../problems/contentIssue';
import { loadContent } from '../content/loadContent';
import { localeSummaryLine } from '../content/translations/localeSummary';
import { projectValidationCache } from '../site-generator/buildCache';
import { buildSite, startPrerenderAhead, timeSummary } from '../site-generator/buildSite';

// V8 lets the heap grow to up to four times what a collection leaves live before the next one, and
// keeps what it grew to through the prerender: half again keeps a large site's build under 2 GB.
setFlagsFromString('--heap-growing-percent=50');

const root = process.cwd();
const started = performance.now();
const outDir = join(root, 'dist');
const serverDir = join(root, 'node_modules/.cache/nexus-server');
// A prerender worker loads on the other core while this one checks the content (used if only pages changed).
const ahead = startPrerenderAhead({ root, outDir, serverDir });

// Each page's own checks are kept between builds (src/content/validationCache.ts): a one-page change checks that page alone.
// Drafts of the collections are published only when asked: npm run build -- --drafts.
const content = loadContent({
  root,
  cache: projectValidationCache(root, performance.timeOrigin),
  collections: { drafts: process.argv.includes('--drafts') },
});
if (content.issues.length > 0) {
  console.error(formatIssues(content.issues));
  process.exit(1); // the worker started ahead ends with the process
}
const validateMs = Math.round(performance.now() - started);
// Entries dated after today, published since pages/_site.json asks for it: said, as a warning.
for (const issue of content.collections?.early ?? []) console.warn(`${formatIssue(issue)} (warning)`);
// Each language's translation in one line; npm run validate lists its missing and stale texts.
for (const summary of content.translations?.summaries ?? []) console.log(localeSummaryLine(summary));
for (const issue of content.translations?.held ?? []) console.log(formatIssue(issue));

try {
  // DEBUG_BUILD=1 builds an unminified development client, whose hydration warnings name the mismatch.
  const { plan, rendered, phases, cards } = await buildSite({
    root,
    outDir,
    serverDir,
    content,
    started: ahead,
    debug: Boolean(process.env.DEBUG_BUILD),
  });
  const totalMs = Math.round(performance.now() - started);
  const what =
    plan.kind === 'full'
      ? 'all rendered'
      : `${rendered} rendered again, ${plan.removed.length} removed, the rest reused`;
  console.log(`Built ${content.pages.length} pages (${what}) into dist/ in ${(totalMs / 1000).toFixed(1)} s.`);
  console.log(
    `Share cards: ${cards.drawn} drawn, ${cards.reused} unchanged (${(cards.milliseconds / 1000).toFixed(1)} s of the prerender workers' time).`,
  );
  console.log(timeSummary({ validate: validateMs, ...phases }, totalMs));
  // For the bench (tools/bench/buildScale.ts): each phase's time, the cards, the process's peak memory and CPU time (worker threads included), and how many pages were checked.
  if (process.env.BUILD_TIMINGS_FILE) {
    const usage = process.resourceUsage();
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    const timings = {
      kind: plan.kind,
      rendered,
      phases: { validate: validateMs, ...phases },
      cards: { drawn: cards.drawn, reused: cards.reused, milliseconds: Math.round(cards.milliseconds) },
      totalMs,
      maxRssKb: usage.maxRSS,
      cpuMs,
      pageChecks: content.pageChecks,
    };
    writeFileSync(process.env.BUILD_TIMINGS_FILE, JSON.stringify(timings));
  }
} catch (error) {
  // A page that cannot be rendered is reported like a content problem: its one line, no stack (src/entry-server.tsx).
  if (!(error instanceof Error) || error.name !== 'PrerenderError') throw error;
  console.error(error.message);
  process.exit(1);
}
