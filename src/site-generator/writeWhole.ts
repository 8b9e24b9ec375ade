// Writes a file whole or not at all: under a name of its own first, then renamed over the target. A
// process stopped halfway or a full disk leaves no half-written file under the target's name, and two
// writers at once (the prerender's worker threads, two builds) never write into one temporary file.
// The temporary file is created new ("wx" refuses a name that exists, a symbolic link included), and
// a rename replaces whatever has the target's name, a link too, rather than writing where it points.
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, lstatSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface WriteWholeOptions {
  /** Permissions of the new file (an author's file keeps its own). */
  mode?: number;
  /** Flush it to the disk before it takes the target's name, so a power cut leaves the old file or the new one. */
  durable?: boolean;
  /** Refuse (an error with code "EEXIST") when something has the target's name already, a link included. */
  createOnly?: boolean;
}

/** A temporary file of writeWhole: dot-named, so the content loader and the folder listings pass it by. */
export const isTemporaryName = (name: string) => /^\..+\.[0-9a-f-]{36}\.tmp$/.test(name);

/** Gives `temporary` the name `file` only while no file has it: a hard link does that in one step. */
function takeFreeName(temporary: string, file: string) {
  try {
    linkSync(temporary, file);
  } catch (error) {
    // Some file systems (FAT, some network shares) have no hard links: ask first, then rename.
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw error;
    if (lstatSync(file, { throwIfNoEntry: false }))
      throw Object.assign(new Error(`${file} exists already`), { code: 'EEXIST' });
    renameSync(temporary, file);
  }
}

export function writeWhole(file: string, content: string | Uint8Array, options: WriteWholeOptions = {}) {
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const descriptor = openSync(temporary, 'wx', options.mode ?? 0o666);
  try {
    try {
      for (let written = 0; written < bytes.length;)
        written += writeSync(descriptor, bytes, written, bytes.length - written);
      if (options.durable) fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    if (options.createOnly) takeFreeName(temporary, file);
    else renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
