// Reads the error catalogue (tests/fixtures/author-mistakes/): each mistake's files as the loader
// would find them under pages/, its expected messages, the README's classes and the authoring guide's
// table of messages, which names a fixture per row.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blockTypes } from '../../../src/blocks/registry';

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
  /** "<folder>/<name>", as the README and the authoring guide name it. */
  id: string;
  /** The files placed under pages/ (bytes as saved: encodings are part of some mistakes). */
  files: { file: string; bytes: Uint8Array }[];
  expected: string[];
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

const singleFileMistakes = Object.entries(validatedAs).flatMap(([folder, target]) =>
  readdirSync(join(catalogueDir, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): Mistake => {
      const base = name.replace(/\.json$/, '');
      return {
        id: `${folder}/${base}`,
        files: [{ file: target(base), bytes: readFileSync(join(catalogueDir, folder, name)) }],
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
    const files = filesUnder(dir).map((path) => ({
      file: `pages/${relative(dir, path).split('\\').join('/')}`,
      bytes: readFileSync(path),
    }));
    return { id: `files/${name}`, files, expected: expectedLines('files', name) };
  });

export const mistakes: Mistake[] = [...singleFileMistakes, ...treeMistakes];

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

export interface GuideRow {
  message: string;
  fixture: string;
}

/** The rows of the authoring guide's table of messages: the message as shown and the fixture it links to. */
export function authoringGuideRows(): GuideRow[] {
  const text = readFileSync(join(root, 'docs/authoring.md'), 'utf8');
  return [
    ...text.matchAll(
      /^\| `(.+?)` \|.*\]\(\.\.\/tests\/fixtures\/author-mistakes\/([\w-]+\/[\w.-]+?)(?:\.json|\/)\) \|$/gm,
    ),
  ].map((match) => ({
    message: match[1],
    fixture: match[2],
  }));
}
