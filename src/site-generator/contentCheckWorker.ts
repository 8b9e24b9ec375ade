// The development server's full check of the content, on a thread of its own (devContent.ts): the
// same loadContent a build runs, with the project's validation cache, while the server's own thread
// goes on answering requests. Each message asks for a check of the content as it is on disk now;
// when several wait, only the newest is answered. The cache stays open between checks, so a save
// checks the changed files alone.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { Content } from '../content/loadContent';
import { fullChecker } from './devContent';

export interface CheckWorkerSetup {
  root: string;
  /** When the thread was started, before it loaded the checks' code: a cache keyed by code changed since is not used. */
  startedAtMs: number;
}

export type CheckAnswer =
  { generation: number; content: Content; milliseconds: number } | { generation: number; failed: string };

const { root, startedAtMs } = workerData as CheckWorkerSetup;
const port = parentPort!;
const checkNow = fullChecker(root, startedAtMs);

port.on('message', (asked: number) => {
  let generation = asked;
  for (let waiting = receiveMessageOnPort(port); waiting; waiting = receiveMessageOnPort(port))
    generation = waiting.message as number;
  try {
    port.postMessage({ generation, ...checkNow() } satisfies CheckAnswer);
  } catch (error) {
    port.postMessage({
      generation,
      failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies CheckAnswer);
  }
});
