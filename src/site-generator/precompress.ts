// Brotli and gzip copies of the site's text files, made once at build time (the best ratio for the few
// scripts and styles, a cheaper one for the many pages), so a server sends them as they are instead of
// compressing on every request (npm start, and nginx with gzip_static / brotli_static). Static hosts
// that compress themselves ignore them.
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

/**
 * Writes `file` as a new file (its folder made if needed), never into one already there: a file of
 * another name that shares its data (a hard link) stays as it was. Whether a file stood there.
 */
export function replaceFile(file: string, body: string | Buffer): boolean {
  // Most files are new, in a folder that is there already: writing first costs one system call for
  // them, and asking first (or removing first) one more for every file.
  try {
    writeFileSync(file, body, { flag: 'wx' });
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') unlinkSync(file);
    else if (code === 'ENOENT') mkdirSync(dirname(file), { recursive: true });
    else throw error;
    writeFileSync(file, body, { flag: 'wx' });
    return code === 'EEXIST';
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
const pageBrotliQuality = 5;
/**
 * Gzip level for the prerendered pages and their data: zlib's default. Level 9 costs about three
 * times as long on a page for a file barely smaller, and gzip is only for clients without brotli.
 */
const pageGzipLevel = 6;

/**
 * The same copies for one file, in the calling thread (the prerender's workers compress what they
 * write); stale copies go. `body` is the file's content when the caller has it, which spares reading
 * it back. `replaced`: whether the file replaced one, beside which stale copies may stand (a new
 * file in a new folder has none to remove).
 */
export function compressFile(
  path: string,
  {
    brotliQuality = constants.BROTLI_MAX_QUALITY,
    gzipLevel = constants.Z_BEST_COMPRESSION,
    body,
    replaced = true,
  }: {
    brotliQuality?: number;
    gzipLevel?: number;
    body?: string | Buffer;
    replaced?: boolean;
  } = {},
) {
  if (replaced) {
    removeIfThere(`${path}.gz`);
    removeIfThere(`${path}.br`);
  }
  if (!compressedTypes.has(extname(path))) return;
  const bytes = body === undefined ? readFileSync(path) : Buffer.from(body);
  if (bytes.length < minimumBytes) return;
  const gz = gzipSync(bytes, { level: gzipLevel });
  if (gz.length >= bytes.length) return;
  replaceFile(`${path}.gz`, gz);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  if (br.length < gz.length) replaceFile(`${path}.br`, br);
}

/** How the prerendered pages, their data and the site's indexes are compressed: many files, written once each. */
export const pageCompression = { brotliQuality: pageBrotliQuality, gzipLevel: pageGzipLevel };
