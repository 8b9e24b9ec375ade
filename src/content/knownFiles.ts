// What a load learns of a file on disk, kept with the file's stamp (fileStamp.ts) in the validation
// cache, so that the next load neither reads nor hashes a file the file system says is unchanged:
// its bytes' hash (the key of its kept checks) and whether it holds the site file or the catalogue
// (specialFiles.ts). A file whose stamp differs is read and hashed again, and its hash decides: a file
// touched, or written again with the same bytes, keeps its checks and its pages.
import { createHash } from 'node:crypto';
import type { ContentFile } from './contentFiles';
import type { FileStamp } from './fileStamp';

/** A file that holds the site file's or the catalogue's own properties under another name. */
export type SpecialKind = 'site' | 'catalogue';

export interface KnownFile {
  /** The hash of its bytes. */
  hash: string;
  /** The special file it holds, '' for none; absent when no load asked (it is not a page file). */
  special?: SpecialKind | '';
}

export interface FileRecords {
  /** What was learnt of `file` while the file system said `stamp` of it, if it says so still. */
  knownFile(file: string, stamp: string): KnownFile | undefined;
  /** Records what `file` holds under `stamp`, unless it changed too recently for its stamp to be trusted. */
  noteFile(file: string, stamp: FileStamp, known: KnownFile): void;
}

/** What is known of a file read in this load: kept beside it, so a file's bytes are hashed and scanned once. */
interface Facts {
  hash?: string;
  special?: SpecialKind | '';
  /** The stamp it was read with, for a file read from disk while the load records files. */
  stamp?: FileStamp;
}

const factsByFile = new WeakMap<ContentFile, Facts>();

export function factsOf(input: ContentFile): Facts {
  let facts = factsByFile.get(input);
  if (!facts) factsByFile.set(input, (facts = {}));
  return facts;
}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The hash of a file's bytes, made once (or known from its record without reading it). */
export const contentHashOf = (input: { file: string; bytes: Uint8Array }): string =>
  (factsOf(input).hash ??= hashOf(input.bytes));

/**
 * A file the records say is unchanged: its bytes are read only when something asks for them (a
 * problem between files placed in it, a translation of it), and must then be those recorded.
 */
export function unreadFile(file: string, known: KnownFile, read: () => Uint8Array | undefined): ContentFile {
  let bytes: Uint8Array | undefined;
  const input = {
    file,
    get bytes(): Uint8Array {
      if (bytes) return bytes;
      const now = read();
      // The file changed, or went, while the content was loaded: the next load (a save's) checks it anew.
      if (!now || hashOf(now) !== known.hash) throw new Error(`${file} changed while the content was loaded`);
      return (bytes = now);
    },
  };
  Object.assign(factsOf(input), known);
  return input;
}

/** After a load's files are read: records what was learnt of each one read from disk. */
export function noteFiles(inputs: readonly ContentFile[], records: FileRecords) {
  for (const input of inputs) {
    const { stamp, special } = factsOf(input);
    if (!stamp || !('bytes' in input)) continue;
    records.noteFile(input.file, stamp, { hash: contentHashOf(input), ...(special !== undefined && { special }) });
  }
}
