// The error catalogue: every typical author mistake in tests/fixtures/author-mistakes/ produces
// exactly its catalogued messages (and nothing about any other file), each naming the file, line,
// column and JSON path, and saying what to do. The catalogue's README and the authoring guide's
// table of messages are checked against it, so neither can drift from the validator.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { ContentError } from '../../src/site-generator/contentPlugin';
import { formatIssue, formatIssues } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { authoringGuideRows, catalogueReadme, mistakes, type Mistake } from './support/errorCatalogue';

const root = process.cwd();

const messages = new Map<string, string[]>();
/** Every message the content produces with the mistake's files in place: the real content alone produces none. */
function messagesFor(mistake: Mistake): string[] {
  if (!messages.has(mistake.id))
    messages.set(mistake.id, loadContent({ root, pageTexts: mistake.files }).issues.map(formatIssue));
  return messages.get(mistake.id)!;
}

/** Words that tell the author what to do: an instruction, a suggestion, the allowed choices or an example. */
const saysWhatToDo =
  /\b(add|remove|write|use|put|move|replace|type|check|give|keep|close|leave|create|rename|save|delete|shorten|did you mean|expected one of|for example|as in)\b/i;

describe('the error catalogue', () => {
  test('holds at least a hundred typical mistakes, each with its expected messages', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(100);
    expect(mistakes.filter((mistake) => mistake.expected.length === 0).map((mistake) => mistake.id)).toEqual([]);
  });

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))(
    '%s produces exactly its catalogued messages',
    (_id, mistake) => {
      expect(messagesFor(mistake)).toEqual(mistake.expected);
    },
  );

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))(
    '%s: each message names a file of the mistake, line, column and JSON path, and says what to do',
    (_id, mistake) => {
      const files = mistake.files.map((file) => file.file);
      for (const message of messagesFor(mistake)) {
        const [, file] = /^(pages\/[^:]+):\d+:\d+ (?:\(top level\)|[\w$[\]."\\-]+): \S/.exec(message) ?? [];
        expect(files, message).toContain(file);
        expect(message).toMatch(saysWhatToDo);
        expect(message).not.toMatch(
          /\n|\bat .+:\d+:\d+\)|Error:|ZodError|undefined|\[object Object\]|Invalid key in record|Too (small|big):/,
        );
      }
    },
  );
});

describe("the catalogue's README groups every fixture under its class", () => {
  test('every fixture is listed once, and every listed fixture exists', () => {
    const listed = catalogueReadme().flatMap((group) => group.fixtures);
    expect([...listed].sort()).toEqual(mistakes.map((mistake) => mistake.id).sort());
  });

  test('each class has at least one fixture', () => {
    for (const group of catalogueReadme()) expect(group.fixtures, group.name).not.toEqual([]);
  });
});

describe("the authoring guide's table of messages comes from the catalogue", () => {
  const rows = authoringGuideRows();

  test('the table has a row for most classes of mistakes', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  test.each(rows.map((row) => [row.message, row] as const))(
    'the message %s is what its fixture produces',
    (_message, row) => {
      const mistake = mistakes.find((candidate) => candidate.id === row.fixture);
      expect(mistake, `the row names ${row.fixture}, which is not in the catalogue`).toBeDefined();
      // "…" in the guide stands for any text; the rest must be word for word what the validator prints.
      const pattern = new RegExp(
        `: ${row.message
          .split('…')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}`,
      );
      expect(
        messagesFor(mistake!).some((message) => pattern.test(message)),
        `${row.message}\n${messagesFor(mistake!).join('\n')}`,
      ).toBe(true);
    },
  );
});

describe('no author ever sees a stack trace', () => {
  test('npm run validate prints the catalogued lines and a count, and exits with 1', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'author-mistake-'));
    try {
      cpSync(join(root, 'pages'), join(workspace, 'pages'), { recursive: true });
      cpSync(join(root, 'public'), join(workspace, 'public'), { recursive: true }); // copied: a linked public/ is refused
      const mistake = mistakes.find((candidate) => candidate.id === 'pages/misspelt-prop')!;
      for (const file of mistake.files) writeFileSync(join(workspace, file.file), file.bytes);
      const run = promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/validate.ts')], {
        cwd: workspace,
      });
      const failure = await run.then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim().split('\n')).toEqual([
        ...mistake.expected,
        '',
        `${mistake.expected.length} problems found in the content; nothing was built.`,
      ]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 30_000);

  test('the development overlay gets the same lines, with no stack trace under them', () => {
    const mistake = mistakes.find((candidate) => candidate.id === 'pages/misspelt-block-type')!;
    const { issues } = loadContent({ root, pageTexts: mistake.files });
    const error = new ContentError(formatIssues(issues));
    expect(error.stack).toBe(error.message);
    expect(error.message).toContain(mistake.expected[0]);
    expect(error.message).not.toMatch(/^\s+at /m);
  });
});
