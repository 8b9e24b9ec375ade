// Puck copies every group and list of the data on each change, even those the change left alone; a
// field drawn again for a copy equal to what it shows is drawn for nothing. The editor's fields keep
// the parts that did not change, so a field can tell by identity that its value is the same.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `next`, with every part equal to the same part of `previous` replaced by that part of `previous` (itself when all are equal). */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item: unknown, index) => keepUnchanged(previous[index], item));
    const same = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    return (same ? previous : kept) as T;
  }
  if (isRecord(previous) && isRecord(next)) {
    const keys = Object.keys(next);
    const kept = Object.fromEntries(keys.map((key) => [key, keepUnchanged(previous[key], next[key])]));
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => key in previous && kept[key] === previous[key]);
    return (same ? previous : kept) as T;
  }
  return next;
}
