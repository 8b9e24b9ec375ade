// What the file system says of a file, to know it unchanged without reading it, as git's index does:
// its size, inode, and modification and change times. A stamp is trusted only when it was recorded
// well after the file last changed: a file written in the same instant as the record could change
// again within the clock's resolution and keep its stamp (git's "racy" entries).
import type { Stats } from 'node:fs';

/** The file system's times are coarser than a millisecond on some systems: anything changed this close to a record is not trusted. */
export const racyMs = 2000;

export interface FileStamp {
  stamp: string;
  /** When the file last changed (its content or its inode), in ms since the epoch. */
  changedAtMs: number;
}

export const stampOf = ({ size, ino, mtimeMs, ctimeMs }: Stats): FileStamp => ({
  stamp: `${size}:${ino}:${mtimeMs}:${ctimeMs}`,
  changedAtMs: Math.max(mtimeMs, ctimeMs),
});

/** Whether a stamp taken now may be recorded: the file changed long enough before `nowMs`. */
export const settledStamp = ({ changedAtMs }: FileStamp, nowMs: number) => changedAtMs < nowMs - racyMs;
