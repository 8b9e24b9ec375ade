// Brotli and gzip copies of the site's text files, made once at build time at the best ratio, so a
// server sends them as they are instead of compressing on every request (npm start, and nginx with
// gzip_static / brotli_static). Static hosts that compress themselves ignore them.
import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { readFileTree } from './fileTree';

const compressedTypes = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** Below this a response fits in a packet or two either way; nginx's gzip_min_length is of the same order. */
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipBest = promisify(gzip);

/** Writes file.br and file.gz beside each text file of `dir` worth compressing, when they come out smaller; returns how many files got them. */
export async function precompress(dir: string): Promise<number> {
  const candidates = readFileTree(dir).files.filter(
    (file) => compressedTypes.has(extname(file)) && statSync(join(dir, file)).size >= minimumBytes,
  );
  const results = await Promise.all(
    candidates.map(async (file) => {
      const path = join(dir, file);
      const body = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipBest(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (gz.length >= body.length) return false;
      writeFileSync(`${path}.gz`, gz);
      if (br.length < gz.length) writeFileSync(`${path}.br`, br);
      return true;
    }),
  );
  return results.filter(Boolean).length;
}

/** Writes `file` as a new file (its folder made if needed), never into one already there: a file of another name that shares its data (a hard link) stays as it was. */
export function replaceFile(file: string, body: string | Buffer) {
  removeIfThere(file);
  // Most files go into a folder that is there already: asking costs a system call per file, failing costs one per folder.
  try {
    writeFileSync(file, body, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body, { flag: 'wx' });
  }
}

/** Removes `file` if there is one: a single system call, where rmSync asks first. */
function removeIfThere(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Brotli quality for the prerendered pages and their data. The best quality costs many times the
 * time of a middle one for a file only a little smaller (still smaller than the best gzip), which on
 * a site of thousands of pages is the difference between seconds and most of an hour. The few
 * scripts and styles, cached for a year, keep the best quality (precompress above).
 */
export const pageBrotliQuality = 5;

/**
 * The same copies for one file, in the calling thread (the prerender's workers compress what they
 * write); stale copies go. `body` is the file's content when the caller has it, which spares reading it back.
 */
export function compressFile(path: string, brotliQuality = constants.BROTLI_MAX_QUALITY, body?: string | Buffer) {
  removeIfThere(`${path}.gz`);
  removeIfThere(`${path}.br`);
  if (!compressedTypes.has(extname(path))) return;
  const bytes = body === undefined ? readFileSync(path) : Buffer.from(body);
  if (bytes.length < minimumBytes) return;
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (gz.length >= bytes.length) return;
  writeFileSync(`${path}.gz`, gz);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  if (br.length < gz.length) writeFileSync(`${path}.br`, br);
}
