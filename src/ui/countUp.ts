// The clock behind a fun-fact counter: from `start`, add `step` every `intervalMs`, without end.
export interface CountUpOptions {
  start: number;
  step: number;
  intervalMs: number;
  onChange: (value: number) => void;
}

/** Starts counting; returns the function that stops it. An interval of 0 never counts. */
export function startCountUp({ start, step, intervalMs, onChange }: CountUpOptions): () => void {
  if (intervalMs <= 0) return () => {};
  let value = start;
  const timer = setInterval(() => {
    value += step;
    onChange(value);
  }, intervalMs);
  return () => clearInterval(timer);
}
