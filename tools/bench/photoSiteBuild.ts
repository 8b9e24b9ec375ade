// One build of a scratch project, in a process of its own so its peak memory is the build's alone:
// node --import tsx tools/bench/photoSiteBuild.ts <project> <result.json>. It validates and builds as
// npm run build does and writes what the build reports of itself, the image step's figures among them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../src/content/loadContent';
import { formatIssues } from '../../src/problems/contentIssue';
import { projectValidationCache } from '../../src/site-generator/buildCache';
import { buildSite } from '../../src/site-generator/buildSite';

const [root, resultFile] = process.argv.slice(2);
const started = performance.now();
const content = loadContent({ root, cache: projectValidationCache(root, performance.timeOrigin) });
if (content.issues.length > 0) throw new Error(formatIssues(content.issues));
const result = await buildSite({
  root,
  outDir: join(root, 'dist'),
  serverDir: join(root, 'node_modules/.cache/nexus-server'),
  content,
  log: (line) => console.log(`  ${line}`),
});
const usage = process.resourceUsage();
writeFileSync(
  resultFile,
  JSON.stringify({
    kind: result.plan.kind,
    phases: result.phases,
    images: result.images,
    totalMs: performance.now() - started,
    maxRssKb: usage.maxRSS,
  }),
);
