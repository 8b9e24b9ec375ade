// Reads the error catalogue (tests/fixtures/author-mistakes/): each mistake's files as the loader
// would find them under pages/ (and those it takes as missing), its expected problems and the
// README's classes. An expected problem is a line "code file:line:column path", optionally followed
// by " ~ words" that its message must hold: the code and the place, not the wording, so rewording a
// message in src/problems/messages.ts changes no fixture.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { blockTypes } from '../../../src/blocks/registry';
import { loadContent, type Content } from '../../../src/content/loadContent';
import { translationFileOf } from '../../../src/content/translations/translationFiles';
import { formatIssue, formatJsonPath, type ContentIssue } from '../../../src/problems/contentIssue';

const root = process.cwd();
export const catalogueDir = join(root, 'tests/fixtures/author-mistakes');

/** Where each folder's fixtures are validated, as if they were there. */
const validatedAs: Record<string, (name: string) => string> = {
  pages: (name) => `pages/${name}.json`,
  sections: (name) => `pages/_sections/${name}.json`,
  site: () => 'pages/_site.json',
  catalogue: () => 'pages/_catalogue.json',
};

export interface Mistake {
  /** "<folder>/<name>", as the README names it. */
  id: string;
  /** The files placed under pages/ (bytes as saved: encodings are part of some mistakes). */
  files: { file: string; bytes: Uint8Array }[];
  /** Files on disk the mistake takes as missing (listed in a file ".absent" of a files/ fixture). */
  absent: string[];
  /** Files of public/ the mistake adds (under "public/" in a files/ fixture): pictures the content names. */
  publicFiles: { file: string; bytes: Uint8Array }[];
  /** The expected problems, one line each: "code file:line:column path", maybe with " ~ words". */
  expected: string[];
}

/** An issue as an expectation line names it. */
export const expectationLine = (issue: ContentIssue) =>
  `${issue.code ?? '(no code)'} ${issue.file}:${issue.line}:${issue.column} ${formatJsonPath(issue.path)}`;

/**
 * The issues written the way `expected` writes them, so a test compares the two lists: each as its
 * code and place, with " ~ words" when the expected line asks for words (and the message holds them),
 * or in full where an expected line is a whole message (a fixture not yet written with codes).
 */
export function asExpected(issues: readonly ContentIssue[], expected: readonly string[]): string[] {
  return issues.map((issue, index) => {
    const line = expected[index] ?? '';
    if (!/^[a-z-]+\.[a-z0-9.-]+ /.test(line)) return formatIssue(issue);
    const words = / ~ (.+)$/.exec(line)?.[1];
    const place = expectationLine(issue);
    if (words === undefined) return place;
    return `${place} ~ ${issue.message.includes(words) ? words : `(the message lacks "${words}": ${issue.message})`}`;
  });
}

const sharedSections = readdirSync(join(root, 'pages/_sections'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

function expectedLines(folder: string, name: string): string[] {
  const file = join(catalogueDir, folder, `${name}.expected.txt`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .replaceAll('{block types}', blockTypes.join(', '))
        .replaceAll('{shared sections}', sharedSections.join(', ')),
    );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** The shipped site's translations (pages/<language>/): a site file of another shape, a mistake's, is shown without them. */
const shippedTranslations = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
  .map((path) => `pages/${path.split(sep).join('/')}`)
  .filter((file) => translationFileOf(file) !== undefined);

const singleFileMistakes = Object.entries(validatedAs).flatMap(([folder, target]) =>
  readdirSync(join(catalogueDir, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): Mistake => {
      const base = name.replace(/\.json$/, '');
      return {
        id: `${folder}/${base}`,
        files: [{ file: target(base), bytes: readFileSync(join(catalogueDir, folder, name)) }],
        absent: folder === 'site' ? shippedTranslations : [],
        publicFiles: [],
        expected: expectedLines(folder, base),
      };
    }),
);

/** files/<name>/ holds a tree of files placed under pages/ as they are: several files, other names, subfolders. */
const treeMistakes = readdirSync(join(catalogueDir, 'files'))
  .filter((name) => statSync(join(catalogueDir, 'files', name)).isDirectory())
  .sort()
  .map((name): Mistake => {
    const dir = join(catalogueDir, 'files', name);
    const listed = filesUnder(dir);
    const absentList = listed.find((path) => relative(dir, path) === '.absent');
    const inTree = (path: string) => relative(dir, path).split('\\').join('/');
    const files = listed
      .filter((path) => path !== absentList && !inTree(path).startsWith('public/'))
      .map((path) => ({ file: `pages/${inTree(path)}`, bytes: readFileSync(path) }));
    const publicFiles = listed
      .filter((path) => inTree(path).startsWith('public/'))
      .map((path) => ({ file: inTree(path), bytes: readFileSync(path) }));
    const absent = absentList
      ? readFileSync(absentList, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '')
      : [];
    return { id: `files/${name}`, files, absent, publicFiles, expected: expectedLines('files', name) };
  });

export const mistakes: Mistake[] = [...singleFileMistakes, ...treeMistakes];

const projects = new Map<string, string>();
process.on('exit', () => {
  for (const dir of projects.values()) rmSync(dir, { recursive: true, force: true });
});

/**
 * The project a mistake is checked in: this one, or, for a mistake that adds files to public/, a copy
 * of its pages/ and public/ with those files (and the real src/, for the blocks' examples).
 */
export function projectOf(mistake: Mistake): string {
  if (mistake.publicFiles.length === 0) return root;
  if (!projects.has(mistake.id)) {
    const dir = mkdtempSync(join(tmpdir(), 'author-mistake-'));
    cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
    cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true }); // copied: a linked public/ is refused
    symlinkSync(join(root, 'src'), join(dir, 'src'));
    for (const { file, bytes } of mistake.publicFiles) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), bytes);
    }
    projects.set(mistake.id, dir);
  }
  return projects.get(mistake.id)!;
}

/** The content with the mistake in place (or with `files` and `absent` in place of its own). */
export function loadMistake(
  mistake: Mistake,
  files: Mistake['files'] = mistake.files,
  absent: readonly string[] = mistake.absent,
): Content {
  return loadContent({ root: projectOf(mistake), pageTexts: files, absentFiles: absent });
}

export interface MistakeClass {
  name: string;
  fixtures: string[];
}

/** The README's classes ("### " headings under "## Fixtures by class") with the fixtures listed under each. */
export function catalogueReadme(): MistakeClass[] {
  const text = readFileSync(join(catalogueDir, 'README.md'), 'utf8');
  const part = text.slice(text.indexOf('## Fixtures by class'));
  return part
    .split(/^### /m)
    .slice(1)
    .map((chunk) => ({
      name: chunk.split('\n')[0].trim(),
      fixtures: [...chunk.matchAll(/^- `([\w-]+\/[\w.-]+)`/gm)].map((match) => match[1]),
    }));
}
