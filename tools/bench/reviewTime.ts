// How long `npm run review` takes, as a person or a CI job waits for it: in a copy of the project
// (src/cli/review/trialRepo.ts), once for one heading changed on one page, once for a prop changed
// in the shared section the most pages use. Wall-clock seconds, the command's start-up included,
// with the machine's load beside them (the machine may be shared).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { makeTrialRepo, type TrialRepo } from '../../src/cli/review/trialRepo';
import { log } from './measure';

export interface ReviewRun {
  change: string;
  seconds: number;
  /** Pages compared (their data changed) and pages found to look different. */
  compared: number;
  different: number;
  /** The one-minute load average when the run ended. */
  load: number;
  /** What the review should take at most (seconds). */
  targetSeconds: number;
}

function reviewIn(repo: TrialRepo, change: string, targetSeconds: number): ReviewRun {
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', 'src/cli/review/main.ts'], { cwd: repo.dir, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 1)
    throw new Error(`the review of "${change}" should find differences, it exited with ${run.status}:\n${run.stderr}`);
  const result = JSON.parse(readFileSync(join(repo.dir, 'review-report/review.json'), 'utf8')) as {
    pages: { looksDifferent: boolean }[];
  };
  log(`review, ${change}: ${seconds.toFixed(1)} s`);
  return {
    change,
    seconds,
    compared: result.pages.length,
    different: result.pages.filter((page) => page.looksDifferent).length,
    load: loadavg()[0],
    targetSeconds,
  };
}

export function measureReviewTime(root: string): ReviewRun[] {
  const repo = makeTrialRepo(root);
  try {
    repo.setJson('pages/contact.json', ['sections', 0, 'props', 'title'], 'Talk to Us');
    const onePage = reviewIn(repo, 'one heading on one page (pages/contact.json)', 60);
    spawnSync('git', ['checkout', '--', 'pages'], { cwd: repo.dir });
    repo.setJson('pages/_sections/team.json', ['props', 'title'], 'The People Behind Nexus');
    const sharedSection = reviewIn(
      repo,
      'the title of a shared section used by ten pages (pages/_sections/team.json)',
      180,
    );
    return [onePage, sharedSection];
  } finally {
    repo.remove();
  }
}
