// The review's questions to git: which commit a ref names, which files differ between two versions,
// a version's files written out into a folder, and the text diff of some files.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ReviewError } from './reviewError';

const MAX_BUFFER = 512 * 1024 * 1024;

function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: MAX_BUFFER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The commit `ref` names ("main", "origin/main", "HEAD~2", a hash), or a ReviewError saying it names none. */
export function resolveCommit(root: string, ref: string): string {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new ReviewError(`"${ref}" names no commit of this repository (try a branch such as "main", or "HEAD~1")`);
  }
}

/**
 * The files that differ between `base` and `head` (a commit, or undefined for the working tree,
 * whose new files not yet added to git count too), each path as in the repository.
 */
export function changedFiles(root: string, base: string, head: string | undefined): string[] {
  const lines = (text: string) => text.split('\n').filter(Boolean);
  const differing = lines(git(root, ['diff', '--name-only', '--no-renames', base, ...(head ? [head] : [])]));
  const untracked = head ? [] : lines(git(root, ['ls-files', '--others', '--exclude-standard']));
  return [...new Set([...differing, ...untracked])].sort();
}

/** What a build reads: the content, the code, public/ and the configuration; not the visual baselines. */
const BUILD_INPUTS = [
  'pages',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  ':(exclude,glob)src/**/__screenshots__/**',
];

/** Writes the files a build of `commit` needs into `dir` (git archive), without touching the repository or its working tree. */
export function writeTree(root: string, commit: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, '--', ...BUILD_INPUTS], {
    cwd: root,
    maxBuffer: MAX_BUFFER,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive, maxBuffer: MAX_BUFFER });
}

/** The unified diff of `file` between the two versions; a file new in the working tree is diffed against nothing. */
export function fileDiff(root: string, base: string, head: string | undefined, file: string): string {
  const tracked = git(root, ['diff', '--no-color', '--no-renames', base, ...(head ? [head] : []), '--', file]);
  if (tracked || head) return tracked;
  // Not known to git yet: `git diff --no-index` exits with 1 when the files differ, which they do.
  return spawnSync('git', ['diff', '--no-color', '--no-index', '--', '/dev/null', file], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: MAX_BUFFER,
  }).stdout;
}
