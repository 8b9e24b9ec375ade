import { existsSync, linkSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { compressFile, pageCompression, replaceFile } from '../../src/site-generator/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nexus-precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><html><body>${'<p>A paragraph a marketing page repeats.</p>'.repeat(80)}</body></html>`;

describe('replaceFile', () => {
  test('a new file in a folder not made yet is written, and says no file stood there', () => {
    expect(replaceFile(join(dir, 'blog/post/index.html'), 'new')).toBe(false);
    expect(readFileSync(join(dir, 'blog/post/index.html'), 'utf8')).toBe('new');
  });

  test('a file standing there is replaced, not written into: another name linked to it keeps its bytes', () => {
    writeFileSync(join(dir, 'cached.html'), 'cached');
    linkSync(join(dir, 'cached.html'), join(dir, 'index.html'));
    expect(replaceFile(join(dir, 'index.html'), 'rendered')).toBe(true);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('rendered');
    expect(readFileSync(join(dir, 'cached.html'), 'utf8')).toBe('cached');
  });
});

describe('compressFile', () => {
  test("a page's gzip and brotli copies unpack to the page", () => {
    const file = join(dir, 'index.html');
    replaceFile(file, page);
    compressFile(file, { ...pageCompression, body: page, replaced: false });
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
  });

  test('a file that replaced one loses the stale copies beside it when it is too small to compress', () => {
    const file = join(dir, 'index.html');
    for (const copy of ['', '.gz', '.br']) writeFileSync(`${file}${copy}`, 'the client build');
    const replaced = replaceFile(file, 'small');
    compressFile(file, { ...pageCompression, body: 'small', replaced });
    expect([existsSync(`${file}.gz`), existsSync(`${file}.br`)]).toEqual([false, false]);
  });
});
