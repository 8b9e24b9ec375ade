// The development server's content. Checking every page of a large site takes seconds when the
// validation cache is empty (after an install, or after a change to the checks' code), so the server checks everything on a worker thread (contentCheckWorker.ts)
// and, until that is done, answers with a first look: the site's own files and the pages asked for,
// checked alone (loadContent's onlyPages). A first look is only ever used when it found every page
// asked for and no problem; anything else waits for the full check, which reports every problem of
// every file exactly as a build does. When the full check finds problems after a page was shown,
// `onChecked` hears of it, and the server shows them in the overlay.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { loadContent, type Content } from '../content/loadContent';
import type { ValidationCache } from '../content/validationCache';
import { normalizePath } from '../schema/primitives';
import { projectValidationCache } from './buildCache';
import type { CheckAnswer, CheckWorkerSetup } from './contentCheckWorker';

export interface FullCheck {
  content: Content;
  milliseconds: number;
}

export interface Checker {
  /** Everything checked as it is on disk now; `generation` tells answers to older asks apart. */
  check(generation: number): Promise<FullCheck>;
  close(): Promise<void>;
}

export interface DevContent {
  /** Content with every page of `paths` in it: a first look that found them and no problem, or else everything, checked. */
  lookAt(paths: readonly string[]): Promise<Content>;
  /** Everything, checked. */
  everything(): Promise<Content>;
  /** A content file changed: what was checked is forgotten, and a full check starts again. */
  changed(): void;
  close(): Promise<void>;
}

export interface DevContentOptions {
  /** How everything is checked: by default on a worker thread (workerChecker). */
  checker?: Checker;
  /** Told of each full check of the content as it is now (not of one overtaken by a change). */
  onChecked?: (check: FullCheck) => void;
}

export function devContent(
  root: string,
  { checker = workerChecker(root), onChecked }: DevContentOptions = {},
): DevContent {
  let generation = 0;
  let running: Promise<Content> | undefined;
  let checked: Content | undefined;
  let looks = new Map<string, Content>();

  const startCheck = () => {
    const asked = generation;
    running = checker.check(asked).then((result) => {
      if (asked === generation) {
        checked = result.content;
        onChecked?.(result);
      }
      return result.content;
    });
    running.catch(() => undefined); // a failed check is reported to the requests that wait for it, not as unhandled
    return running;
  };
  const everything = () => (checked ? Promise.resolve(checked) : (running ?? startCheck()));

  return {
    everything,
    async lookAt(paths) {
      if (checked) return checked;
      const full = everything();
      const key = JSON.stringify(paths);
      const look = looks.get(key) ?? loadContent({ root, onlyPages: paths });
      looks.set(key, look);
      const found = paths.every((path) => look.pages.some((page) => page.path === normalizePath(path)));
      return look.issues.length === 0 && found ? look : full;
    },
    changed() {
      generation += 1;
      checked = undefined;
      looks = new Map();
      startCheck();
    },
    close: () => checker.close(),
  };
}

/**
 * Checks on a worker thread, which runs contentCheckWorker.ts through tsx (a development dependency,
 * as the server is; contentCheckWorker.boot.mjs); in this thread, as a build does, if the thread
 * cannot start or stops.
 */
export function workerChecker(root: string): Checker {
  const entry = fileURLToPath(new URL('./contentCheckWorker.ts', import.meta.url));
  const setup: CheckWorkerSetup & { entry: string } = { root, startedAtMs: Date.now(), entry };
  const waiting = new Map<number, { resolve: (check: FullCheck) => void; reject: (error: Error) => void }>();
  let worker: Worker | undefined = new Worker(
    fileURLToPath(new URL('./contentCheckWorker.boot.mjs', import.meta.url)),
    { workerData: setup },
  );
  // The thread keeps the process alive only while a check is asked for.
  const holdWhileAsked = () => (waiting.size > 0 ? worker?.ref() : worker?.unref());
  holdWhileAsked();

  let checkHere: (() => FullCheck) | undefined;
  const giveUpOnWorker = () => {
    worker = undefined;
    for (const [generation, { resolve, reject }] of waiting) {
      waiting.delete(generation);
      try {
        checkHere ??= fullChecker(root, performance.timeOrigin); // this process's start: before it loaded any code
        resolve(checkHere());
      } catch (error) {
        reject(error as Error);
      }
    }
  };
  worker.on('message', (answer: CheckAnswer) => {
    // The worker answers the newest ask it holds: every older one is answered by it too.
    for (const [generation, { resolve, reject }] of waiting) {
      if (generation > answer.generation) continue;
      waiting.delete(generation);
      if ('failed' in answer) reject(new Error(answer.failed));
      else resolve({ content: answer.content, milliseconds: answer.milliseconds });
    }
    holdWhileAsked();
  });
  worker.on('error', giveUpOnWorker);
  worker.on('exit', giveUpOnWorker);

  return {
    check(generation) {
      return new Promise<FullCheck>((resolve, reject) => {
        waiting.set(generation, { resolve, reject });
        holdWhileAsked();
        if (worker) worker.postMessage(generation);
        else giveUpOnWorker();
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      stopping?.removeAllListeners();
      await stopping?.terminate();
    },
  };
}

/**
 * Full checks of the project at `root`, as a build makes them, with its validation cache kept open
 * from one to the next (none when a file of the checks' code changed after `codeLoadedAtMs`).
 */
export function fullChecker(root: string, codeLoadedAtMs: number): () => FullCheck {
  let cache: ValidationCache | null | undefined;
  return () => {
    const started = performance.now();
    cache ??= projectValidationCache(root, codeLoadedAtMs) ?? null;
    // The development server shows the collections' drafts: an author previews a post before publishing it.
    const content = loadContent({ root, cache: cache ?? undefined, collections: { drafts: true } });
    return { content, milliseconds: performance.now() - started };
  };
}
