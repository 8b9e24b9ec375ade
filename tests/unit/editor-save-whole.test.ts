// The editor's save writes a page whole or not at all: a disk that fills up halfway through the
// write leaves the page as it was, and no stray file beside it.
import * as fs from 'node:fs';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { saveData } from '../../src/editor/server/editorRequests';
import { readSharedSections } from '../../src/editor/server/editorState';
import { fileToEditorData } from '../../src/editor/shared/editorData';

/** While set, every write into this folder stops halfway with "no space left on device". */
const diskFull = vi.hoisted(() => ({ folder: undefined as string | undefined }));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const full = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const inFolder = (path: fs.PathLike) => diskFull.folder !== undefined && String(path).startsWith(diskFull.folder);
  const opened = new Set<number>();
  const openSync = (path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
    const descriptor = real.openSync(path, flags ?? 'r', mode);
    if (inFolder(path)) opened.add(descriptor);
    else opened.delete(descriptor);
    return descriptor;
  };
  const inFullFolder = (descriptor: number) => diskFull.folder !== undefined && opened.has(descriptor);
  const writeSync = (descriptor: number, data: Uint8Array, offset = 0, length = data.length - offset) => {
    if (!inFullFolder(descriptor)) return real.writeSync(descriptor, data, offset, length);
    real.writeSync(descriptor, data, offset, Math.floor(length / 2));
    throw full();
  };
  const writeFileSync = (file: fs.PathOrFileDescriptor, data: string | Uint8Array, options?: fs.WriteFileOptions) => {
    if (typeof file !== 'string' || !inFolder(file)) return real.writeFileSync(file, data, options);
    const bytes = Buffer.from(data);
    real.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    throw full();
  };
  const mocked = { openSync, writeSync, writeFileSync };
  return { ...real, ...mocked, default: { ...real, ...mocked } };
});

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-save-whole-'));
  for (const entry of ['pages', 'public']) cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  diskFull.folder = undefined;
});

test('a save that fails halfway (the disk is full) leaves the page file as it was, and no temporary file', () => {
  const file = 'pages/faq.json';
  const before = readFileSync(join(root, file), 'utf8');
  const data = fileToEditorData(file, JSON.parse(before), readSharedSections(root).shared);
  data.root.props.title = `${String(data.root.props.title)} and answers`;

  diskFull.folder = join(root, 'pages');
  expect(() => saveData(root, { file, data })).toThrow(/ENOSPC/);
  diskFull.folder = undefined;

  expect(readFileSync(join(root, file), 'utf8')).toBe(before);
  expect(readdirSync(join(root, 'pages')).filter((name) => name.startsWith('.'))).toEqual([]);

  // With room on the disk again, the same save goes through.
  expect(saveData(root, { file, data }).body).toMatchObject({ changed: true });
  expect(JSON.parse(readFileSync(join(root, file), 'utf8')).title).toBe(data.root.props.title);
});
