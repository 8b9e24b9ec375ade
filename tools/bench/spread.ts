// How the bench reports a figure on a shared, noisy machine: the median of several runs with the
// lowest and highest beside it, never the best moment alone.

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('spread needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
}

/** "2.6 s (2.4–3.2)": a spread of milliseconds in seconds, one decimal. */
export function secondsRange({ median, min, max }: Spread): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return `${seconds(median)} s (${seconds(min)}–${seconds(max)})`;
}
