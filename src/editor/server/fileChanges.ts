// A change of several files of pages/ made as one: a page renamed with every link to it, a page deleted
// with the links that led to it. Everything is checked before the first write (every file is read,
// never through a symbolic link, src/content/authorFiles.ts); then each file is written whole, and
// should one write fail (a full disk), the files already written get their old bytes back, so the
// content is never left half changed. What each change replaced is kept, so it can be undone.
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readAuthorFile, writeAuthorFile } from '../../content/authorFiles';

/** One file's new text, or its removal. */
export type FileChange = { file: string; text: string | Buffer } | { file: string; remove: true };

/** What a change did to one file: its bytes before (none for a new file) and after (none for a removed one). */
export interface FileBeforeAfter {
  file: string;
  before?: Buffer;
  after?: Buffer;
}

const bytesOf = (change: FileChange) =>
  'text' in change ? (typeof change.text === 'string' ? Buffer.from(change.text) : change.text) : undefined;

/** Writes (or removes) one file, `bytes` undefined meaning removed; a link on its way is refused (AuthorFileRefusal). */
function put(root: string, file: string, bytes: Buffer | undefined) {
  if (bytes) writeAuthorFile(root, file, bytes);
  else if (readAuthorFile(root, file) !== undefined) unlinkSync(join(root, file)); // read first: refuses a link
}

/**
 * Makes every change, or none: returns what each file was and became. A file whose bytes would not
 * change is left alone. Throws what stopped it, the files already changed being put back first.
 */
export function applyFileChanges(root: string, changes: FileChange[]): FileBeforeAfter[] {
  const planned = changes
    .map((change) => ({ file: change.file, before: readAuthorFile(root, change.file), after: bytesOf(change) }))
    .filter(({ before, after }) => !(before && after ? before.equals(after) : before === after));
  const done: FileBeforeAfter[] = [];
  try {
    for (const change of planned) {
      put(root, change.file, change.after);
      done.push(change);
    }
  } catch (error) {
    for (const change of done.reverse()) {
      try {
        put(root, change.file, change.before);
      } catch {
        // The first failure is the one to report; the terminal shows this one.
      }
    }
    throw error;
  }
  return planned;
}

/**
 * Undoes a change made by applyFileChanges: each file gets its old bytes back, provided every file is
 * still as the change left it (nothing edited since); returns false, changing nothing, otherwise.
 */
export function undoFileChanges(root: string, made: FileBeforeAfter[]): boolean {
  const untouched = made.every(({ file, after }) => {
    const now = readAuthorFile(root, file);
    return now && after ? now.equals(after) : now === after;
  });
  if (!untouched) return false;
  applyFileChanges(
    root,
    made.map(({ file, before }) => (before ? { file, text: before } : { file, remove: true })),
  );
  return true;
}
