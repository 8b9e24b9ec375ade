// src/cli/run.mjs runs a command-line script from one bundle: the script gets its own arguments and
// its own import.meta.url, and a change to any file under src/ makes the bundle again.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nexus-cli-run-'));
  mkdirSync(join(dir, 'src/cli'), { recursive: true });
  mkdirSync(join(dir, 'src/lib'));
  copyFileSync('src/cli/run.mjs', join(dir, 'src/cli/run.mjs'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(process.cwd(), 'node_modules/esbuild'), join(dir, 'node_modules/esbuild'));
  writeFileSync(
    join(dir, 'src/lib/word.ts'),
    "export const word: string = 'first';\nexport const where = import.meta.url;\n",
  );
  writeFileSync(
    join(dir, 'src/cli/say.ts'),
    [
      "import { word, where } from '../lib/word';",
      'console.log(JSON.stringify({ word, where, own: import.meta.url, args: process.argv.slice(2) }));',
    ].join('\n'),
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['src/cli/run.mjs', 'src/cli/say.ts', ...args], { cwd: dir, encoding: 'utf8' }),
  );

const bundles = () => readdirSync(join(dir, 'node_modules/.cache/nexus-cli')).filter((name) => name.endsWith('.mjs'));

test('a script runs with its arguments and each module keeps its own import.meta.url', () => {
  expect(run('--drafts', 'x')).toEqual({
    word: 'first',
    where: pathToFileURL(join(dir, 'src/lib/word.ts')).href,
    own: pathToFileURL(join(dir, 'src/cli/say.ts')).href,
    args: ['--drafts', 'x'],
  });
  expect(bundles()).toHaveLength(1);
});

test('a change to a file under src/ is in the next run, and the old bundle is removed', () => {
  run();
  const [first] = bundles();
  writeFileSync(join(dir, 'src/lib/word.ts'), "export const word: string = 'second';\nexport const where = '';\n");
  expect(run().word).toBe('second');
  expect(bundles()).toHaveLength(1);
  expect(bundles()[0]).not.toBe(first);
});

test('a run with no change uses the bundle it made', () => {
  run();
  const [first] = bundles();
  expect(run().word).toBe('first');
  expect(bundles()).toEqual([first]);
});
