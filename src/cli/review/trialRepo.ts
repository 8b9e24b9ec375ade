// A throwaway git repository holding a copy of the project (every file git tracks or would track,
// as it is in the working tree), with the packages linked: the review's test and benchmark make
// changes in it, never in the real pages. Its one commit is the "before" of those changes.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';

export interface TrialRepo {
  dir: string;
  /** Sets the value at `path` in a JSON file, changing only that value's text, as an editor would. */
  setJson(file: string, path: JSONPath, value: unknown): void;
  remove(): void;
}

export function makeTrialRepo(root: string): TrialRepo {
  const dir = mkdtempSync(join(tmpdir(), 'nexus-trial-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git(
    '-c',
    'user.name=Trial',
    '-c',
    'user.email=trial@localhost',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-q',
    '-m',
    'Before the change',
  );
  return {
    dir,
    setJson(file, path, value) {
      const text = readFileSync(join(dir, file), 'utf8');
      writeFileSync(join(dir, file), applyEdits(text, modify(text, path, value, {})));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
