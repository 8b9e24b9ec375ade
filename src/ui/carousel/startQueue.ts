// Carousels start one at a time, each in a task of its own, those near the viewport first: Glide
// measuring and cloning every carousel of a page in one go is a long task on a slow phone. The queue is
// shared by every carousel of the page, which is why it lives at module level.
import { afterTask } from '../afterTask';

interface Job {
  element: Element;
  start: () => void;
  near: boolean;
}

const waiting: Job[] = [];
let scheduled = false;
let observer: IntersectionObserver | undefined;

function runNext() {
  scheduled = false;
  const job = waiting.find((candidate) => candidate.near) ?? waiting[0];
  if (!job) return;
  forget(job);
  job.start();
  schedule();
}

function schedule() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  afterTask(runNext);
}

function forget(job: Job) {
  waiting.splice(waiting.indexOf(job), 1);
  observer?.unobserve(job.element);
}

function nearViewport(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  // Within half a screen of the viewport counts as near.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const job = waiting.find((candidate) => candidate.element === entry.target);
        if (job && entry.isIntersecting) job.near = true;
      }
    },
    { rootMargin: '50% 0px' },
  );
  return observer;
}

/** Queues `start` for `element`'s carousel; returns the function that takes it out of the queue. */
export function startInTurn(element: Element, start: () => void): () => void {
  const job: Job = { element, start, near: false };
  waiting.push(job);
  nearViewport()?.observe(element);
  schedule();
  return () => {
    if (waiting.includes(job)) forget(job);
  };
}
