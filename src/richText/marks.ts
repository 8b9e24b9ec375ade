// Whether a text may hold marks, which only the reader (read.ts) can draw. A text with none of
// [ ] \, no star with anything but a space beside it (one with spaces around it is shown as typed,
// as in "Required *") and, where lists are allowed, no line starting "- " reads as exactly its own
// words, so it is shown as it is; a page none of whose texts may hold marks never loads the reader
// (src/ui/RichText.tsx, src/shell/pageLoading.ts).

export const mayHoldMarks = (text: string, lists = false): boolean =>
  /[[\]\\]|\S\*|\*\S/.test(text) || (lists && /^- /m.test(text));

/** Whether any text in `value` (a page's data, a site file) may hold marks, lists allowed. */
export function anyMayHoldMarks(value: unknown): boolean {
  if (typeof value === 'string') return mayHoldMarks(value, true);
  if (Array.isArray(value)) return value.some(anyMayHoldMarks);
  if (value !== null && typeof value === 'object') return Object.values(value).some(anyMayHoldMarks);
  return false;
}
