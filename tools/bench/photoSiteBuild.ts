// One build of a scratch project, in a process of its own so its peak memory is the build's alone:
// node --import tsx tools/bench/photoSiteBuild.ts <project> <result.json>. It validates and builds as
// npm run build does, with the project's own copy of src/ (the working tree may change meanwhile),
// and writes what the build reports of itself, the image step's figures among them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as BuildCache from '../../src/site-generator/buildCache';
import type * as BuildSite from '../../src/site-generator/buildSite';
import type * as LoadContent from '../../src/content/loadContent';
import type * as ContentIssue from '../../src/problems/contentIssue';

const [root, resultFile] = process.argv.slice(2);
const started = performance.now();
const own = <T>(module: string): Promise<T> => import(join(root, 'src', module)) as Promise<T>;
const { loadContent } = await own<typeof LoadContent>('content/loadContent.ts');
const { formatIssues } = await own<typeof ContentIssue>('problems/contentIssue.ts');
const { projectValidationCache } = await own<typeof BuildCache>('site-generator/buildCache.ts');
const { buildSite } = await own<typeof BuildSite>('site-generator/buildSite.ts');

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
