// The error catalogue: every typical author mistake in tests/fixtures/author-mistakes/ produces
// exactly its catalogued message, which names the file, line, column and JSON path, and says what to do.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { blockTypes } from '../../src/blocks/registry';
import { ContentError } from '../../src/site-generator/contentPlugin';
import { formatIssue, formatIssues } from '../../src/content/contentIssue';
import { loadContent } from '../../src/content/loadContent';

const root = process.cwd();
const catalogue = join(root, 'tests/fixtures/author-mistakes');

/** Where each fixture folder's files are validated, as if they were there. */
const validatedAs: Record<string, (name: string) => string> = {
  pages: (name) => `pages/${name}.json`,
  sections: (name) => `pages/_sections/${name}.json`,
  site: () => 'pages/_site.json',
  catalogue: () => 'pages/_catalogue.json',
};

interface Mistake {
  id: string;
  file: string;
  text: string;
  expected: string[];
}

const sharedSections = readdirSync(join(root, 'pages/_sections'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

const mistakes: Mistake[] = Object.entries(validatedAs).flatMap(([folder, target]) =>
  readdirSync(join(catalogue, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const base = name.replace(/\.json$/, '');
      const expectedFile = join(catalogue, folder, `${base}.expected.txt`);
      const expected = existsSync(expectedFile)
        ? readFileSync(expectedFile, 'utf8')
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => line.replaceAll('{block types}', blockTypes.join(', ')).replaceAll('{shared sections}', sharedSections.join(', ')))
        : [];
      return { id: `${folder}/${base}`, file: target(base), text: readFileSync(join(catalogue, folder, name), 'utf8'), expected };
    }),
);

function messagesFor(mistake: Mistake): string[] {
  const { issues } = loadContent({ root, pageTexts: [{ file: mistake.file, text: mistake.text }] });
  return issues.filter((issue) => issue.file === mistake.file).map(formatIssue);
}

/** Words that tell the author what to do: an instruction, a suggestion, the allowed choices or an example. */
const saysWhatToDo = /\b(add|remove|write|use|put|move|replace|type|check|give|keep|close|leave|create|did you mean|expected one of|for example|as in)\b/i;

describe('the error catalogue', () => {
  test('holds at least forty typical mistakes, each with its expected message', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(40);
    expect(mistakes.filter((mistake) => mistake.expected.length === 0).map((mistake) => mistake.id)).toEqual([]);
  });

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))('%s produces exactly its catalogued message', (_id, mistake) => {
    expect(messagesFor(mistake)).toEqual(mistake.expected);
  });

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))('%s: the message names file, line, column and JSON path, and says what to do', (_id, mistake) => {
    for (const message of messagesFor(mistake)) {
      const escaped = mistake.file.replace(/[.]/g, '\\.');
      expect(message).toMatch(new RegExp(`^${escaped}:\\d+:\\d+ (\\(top level\\)|[\\w$\\[\\]."]+): \\S`));
      expect(message).toMatch(saysWhatToDo);
      expect(message).not.toMatch(/\n|\bat .+:\d+:\d+\)|Error:|ZodError|undefined|\[object Object\]/);
    }
  });
});

describe('no author ever sees a stack trace', () => {
  test('npm run validate prints the catalogued lines and a count, and exits with 1', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'author-mistake-'));
    try {
      cpSync(join(root, 'pages'), join(workspace, 'pages'), { recursive: true });
      symlinkSync(join(root, 'public'), join(workspace, 'public'));
      const mistake = mistakes.find((candidate) => candidate.id === 'pages/misspelt-prop')!;
      writeFileSync(join(workspace, mistake.file), mistake.text);
      const run = promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/validate.ts')], { cwd: workspace });
      const failure = await run.then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim().split('\n')).toEqual([...mistake.expected, '', `${mistake.expected.length} problems found in the content; nothing was built.`]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 30_000);

  test('the development overlay gets the same lines, with no stack trace under them', () => {
    const mistake = mistakes.find((candidate) => candidate.id === 'pages/misspelt-block-type')!;
    const { issues } = loadContent({ root, pageTexts: [{ file: mistake.file, text: mistake.text }] });
    const error = new ContentError(formatIssues(issues));
    expect(error.stack).toBe(error.message);
    expect(error.message).toContain(mistake.expected[0]);
    expect(error.message).not.toMatch(/^\s+at /m);
  });
});
