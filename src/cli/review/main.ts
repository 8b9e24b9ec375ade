// npm run review -- [<base-ref> [<head-ref>]] [--out=<folder>] [--widths=375,768,1366]
// Compares how the pages look in two versions of the site (by default the working tree against
// HEAD) and writes a report for the people who review the change (review.ts). Prints one line, and
// exits with 0 when no page looks different, 1 when some page does, 2 when no review could be made.
import { resolve } from 'node:path';
import { EXIT_NOT_REVIEWED } from './reviewResult';
import { ReviewError } from './reviewError';
import { review } from './review';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [base = 'HEAD', head] = args.filter((arg) => !arg.startsWith('--'));
const root = process.cwd();

try {
  const done = await review({
    root,
    base,
    head,
    outDir: resolve(root, option('out') ?? 'review-report'),
    widths: (option('widths') ?? '375,768,1366').split(',').map(Number),
    log: (message) => console.error(`[review ${(performance.now() / 1000).toFixed(1)} s] ${message}`),
  });
  console.log(done.summary);
  process.exitCode = done.exitCode;
} catch (error) {
  // Any failure exits with 2, never 1, which means "some page looks different".
  console.error(
    `Review not made: ${error instanceof ReviewError ? error.message : error instanceof Error ? error.stack : String(error)}`,
  );
  process.exitCode = EXIT_NOT_REVIEWED;
}
