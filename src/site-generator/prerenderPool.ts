// Renders pages and draws their share cards in worker threads, one per core (the machine that builds
// often has two), in batches so a fast worker takes more; prints one progress line on long builds
// instead of a line per page. A worker may be started ahead (startWorker), to load while the main
// thread still checks the content.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageData } from '../schema/page';
import type { WorkerAnswer, WorkerSetup, WorkerTime } from './prerenderWorker';
import type { CardRun } from './seo/cardCache';
import { needsCard, noCards } from './seo/cardNeeds';

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

/** A worker started ahead of its pages; `stop` ends it if the build does not need it after all. */
export interface StartedWorker {
  workerFile: string;
  setup: WorkerSetup;
  worker: Worker;
  /** It failed to load, or ended: it is not used (a new worker then reports the failure). */
  exited: boolean;
  stop(): Promise<number>;
}

export function startWorker(workerFile: string, setup: WorkerSetup): StartedWorker {
  const worker = new Worker(workerFile, { workerData: setup, execArgv: [] });
  const started: StartedWorker = { workerFile, setup, worker, exited: false, stop: () => worker.terminate() };
  worker.on('error', () => {}); // see `exited`
  worker.once('exit', () => (started.exited = true));
  return started;
}

/** What the workers did: the cards, and their time (all workers together) on each part. */
export interface PrerenderRun {
  cards: CardRun;
  time: WorkerTime;
}

/**
 * Renders `pages` into `setup.outDir` and writes their share cards, in batches shared among the
 * workers: `started` (if it was started for this file and setup) and as many more as help. Each page
 * is handed on as `prepare` makes it when its batch is sent, so a large site's pages are not all
 * copied at once.
 */
export async function renderInWorkers(
  workerFile: string,
  setup: WorkerSetup,
  pages: PageData[],
  log: (line: string) => void = console.log,
  started?: StartedWorker,
  prepare: (page: PageData) => PageData = (page) => page,
): Promise<PrerenderRun> {
  const batches: PageData[][] = [];
  for (let index = 0; index < pages.length; index += batchSize) batches.push(pages.slice(index, index + batchSize));
  const workerCount = Math.max(
    1,
    Math.min(availableParallelism(), Math.ceil(pages.length / pagesPerWorker), batches.length),
  );
  const progress = progressLine(pages.length, setup.shareCards ? pages.filter(needsCard).length : 0, log);
  const reusable =
    started &&
    !started.exited &&
    started.workerFile === workerFile &&
    JSON.stringify(started.setup) === JSON.stringify(setup)
      ? [started.worker]
      : [];
  if (started && reusable.length === 0) await started.stop();
  const workers = [
    ...reusable,
    ...Array.from(
      { length: workerCount - reusable.length },
      () => new Worker(workerFile, { workerData: setup, execArgv: [] }),
    ),
  ];
  const cards: CardRun = { ...noCards };
  const time: WorkerTime = { render: 0, compress: 0, cards: 0 };
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = batches.shift();
              if (batch) worker.postMessage(batch.map(prepare));
              else resolve();
            };
            worker.on('message', (answer: WorkerAnswer) => {
              if ('failed' in answer) {
                batches.length = 0; // the other workers stop after their batch
                reject(new RenderFailure(answer.failed));
                return;
              }
              for (const key of Object.keys(cards) as (keyof CardRun)[]) cards[key] += answer.cards[key];
              for (const key of Object.keys(time) as (keyof WorkerTime)[]) time[key] += answer.time[key];
              progress(answer.rendered, answer.cards.pages);
              next();
            });
            worker.on('error', reject);
            worker.on('exit', (code) =>
              reject(new Error(`a prerender worker stopped (exit code ${code}) before its pages were rendered`)),
            );
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { cards, time };
}

/**
 * "Prerendered 4,000 of 10,000 pages and 3,980 of 10,000 share cards (40%)": in place on a terminal
 * (at most every second), else at each tenth. A batch's cards follow its pages, so both counts move together.
 */
export function progressLine(total: number, totalCards: number, log: (line: string) => void) {
  let done = 0;
  let cardsDone = 0;
  let shownAt = 0;
  let tenthsShown = 0;
  const terminal = process.stdout.isTTY && log === console.log;
  const count = (value: number) => value.toLocaleString('en');
  return (pages: number, cards: number) => {
    done += pages;
    cardsDone += cards;
    if (total < progressFrom) return;
    const cardPart = totalCards > 0 ? ` and ${count(cardsDone)} of ${count(totalCards)} share cards` : '';
    const line = `Prerendered ${count(done)} of ${count(total)} pages${cardPart} (${Math.round((done / total) * 100)}%)`;
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
