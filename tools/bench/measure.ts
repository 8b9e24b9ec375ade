// What every measurement shares: byte sizes (raw and gzip), timing, the log line and number formats.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1000;

export interface Size {
  raw: number;
  gzip: number;
}

/** Raw and gzip bytes of `files` (paths relative to `dir`), gzip at the default level. */
export function sizeOf(files: string[], dir: string): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

export async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export const log = (message: string) => console.log(`[bench] ${message}`);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
export const ms = (value: number) => `${Math.round(value)}`;
export const seconds = (milliseconds: number) => Math.round(milliseconds) / 1000;
