// Renders pages in worker threads, one per core (the machine that builds often has two), in batches
// so a fast worker takes more; prints one progress line on long builds instead of a line per page.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageData } from '../schema/page';
import type { WorkerAnswer, WorkerSetup } from './prerenderWorker';

const batchSize = 20;
/** Below this many pages a second worker costs more to start than it saves. */
const pagesPerWorker = 150;
/** A build of more pages than this says how far it has come. */
const progressFrom = 500;

/** A page failed to render: `name` is kept so build.ts tells an author's PrerenderError from a bug. */
class RenderFailure extends Error {
  constructor(failed: { name: string; message: string }) {
    super(failed.message);
    this.name = failed.name;
    this.stack = failed.message;
  }
}

/** Renders `pages` into `setup.outDir`, in batches shared among the workers. */
export async function renderInWorkers(workerFile: string, setup: WorkerSetup, pages: PageData[], log: (line: string) => void = console.log): Promise<void> {
  const batches: PageData[][] = [];
  for (let index = 0; index < pages.length; index += batchSize) batches.push(pages.slice(index, index + batchSize));
  const workerCount = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / pagesPerWorker), batches.length));
  const progress = progressLine(pages.length, log);
  const workers = Array.from({ length: workerCount }, () => new Worker(workerFile, { workerData: setup }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = batches.shift();
              if (batch) worker.postMessage(batch);
              else resolve();
            };
            worker.on('message', (answer: WorkerAnswer) => {
              if ('failed' in answer) {
                batches.length = 0; // the other workers stop after their batch
                reject(new RenderFailure(answer.failed));
                return;
              }
              progress(answer.rendered);
              next();
            });
            worker.on('error', reject);
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** "Prerendered 4,000 of 10,000 pages (40%)": in place on a terminal (at most every second), else at each tenth. */
function progressLine(total: number, log: (line: string) => void) {
  let done = 0;
  let shownAt = 0;
  let tenthsShown = 0;
  const terminal = process.stdout.isTTY && log === console.log;
  return (count: number) => {
    done += count;
    if (total < progressFrom) return;
    const line = `Prerendered ${done.toLocaleString('en')} of ${total.toLocaleString('en')} pages (${Math.round((done / total) * 100)}%)`;
    if (terminal) {
      if (performance.now() - shownAt < 1000 && done < total) return;
      shownAt = performance.now();
      process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
      return;
    }
    const tenths = Math.floor((done / total) * 10);
    if (tenths === tenthsShown) return;
    tenthsShown = tenths;
    log(line);
  };
}
