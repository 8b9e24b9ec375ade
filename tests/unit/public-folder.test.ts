// A symbolic link in public/ stops the build with its name: Vite would copy what it points to
// (any file of the author's machine) into the published site.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { publicFolderProblems } from '../../src/site-generator/publicFolder';
import { scratchFolder } from '../tools/siteFixture';

const scratch = scratchFolder();
afterAll(scratch.cleanup);

test('a link to a file or a folder in public/, however deep, is named; plain files are fine', () => {
  const root = join(scratch.dir, 'project');
  mkdirSync(join(root, 'public/images/team'), { recursive: true });
  writeFileSync(join(root, 'public/images/team/anna.svg'), '<svg/>');
  expect(publicFolderProblems(root)).toEqual([]);

  symlinkSync(join(scratch.dir, 'outside.txt'), join(root, 'public/images/team/passwd'));
  symlinkSync(scratch.dir, join(root, 'public/everything'));
  const problems = publicFolderProblems(root);
  expect(problems).toHaveLength(2);
  expect(problems.some((line) => line.startsWith('public/images/team/passwd: a symbolic link'))).toBe(true);
  expect(problems.some((line) => line.startsWith('public/everything: a symbolic link'))).toBe(true);
});
