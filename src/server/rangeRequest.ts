// The Range header of a request, rewritten before the file is sent into the one form sirv reads
// right: "bytes=first-last" with both numbers. sirv takes a missing or zero number for "the end", so
// "bytes=-500" (the last 500 bytes) or "bytes=0-0" would get the wrong bytes, and "bytes=9-2" would
// throw. HTTP lets a server ignore a Range it will not serve, and answer with the whole file (200).

export type RangeDecision =
  { kind: 'whole' } | { kind: 'part'; header: string } | { kind: 'unsatisfiable'; header: string };

const single = /^bytes=(\d*)-(\d*)$/;

/** What to do with `range` for a file of `size` bytes; `conditional` is true when the request has an If-Range. */
export function rangeDecision(range: string | undefined, size: number, conditional: boolean): RangeDecision {
  // If-Range asks for the part only if the file is still the one the client has; sirv's entity tags
  // are weak, which If-Range never matches, so the whole file is the correct answer.
  if (range === undefined || conditional) return { kind: 'whole' };
  const match = single.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' }; // several ranges or not a byte range
  let first: number;
  let last: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable', header: `bytes=${size}-` };
    first = Math.max(0, size - suffix);
    last = size - 1;
  } else {
    first = Number(match[1]);
    last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < first) return { kind: 'whole' }; // "9-2" is not a range
  }
  if (first >= size) return { kind: 'unsatisfiable', header: `bytes=${size}-` };
  if (last === 0) return { kind: 'whole' }; // "bytes=0-0" of sirv would be the whole file, sent as a part
  return { kind: 'part', header: `bytes=${first}-${last}` };
}
