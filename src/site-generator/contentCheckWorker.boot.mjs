// The first module of the content-check thread (devContent.ts starts it): plain JavaScript, so it runs
// in any Node process, the development server's included. It loads contentCheckWorker.ts through
// tsx's ESM API, for this thread alone. (tsx's CommonJS API, started from an `eval` worker, held the
// server's own thread until the check was done.)
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
