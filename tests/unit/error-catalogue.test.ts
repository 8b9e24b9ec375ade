// The error catalogue: every typical author mistake in tests/fixtures/author-mistakes/ produces
// exactly its catalogued problems (and nothing about any other file), each with its code, file, line,
// column and JSON path, in words that say what to do; and every fix a message offers mends the problem
// when it is made. The catalogue's README is checked against it, so it cannot drift from the validator.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { ContentError } from '../../src/site-generator/contentPlugin';
import { formatIssue, formatIssues, type ContentIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { asExpected, catalogueReadme, loadMistake, mistakes, type Mistake } from './support/errorCatalogue';

const root = process.cwd();

const issuesOf = new Map<string, ContentIssue[]>();
/** Every problem the content has with the mistake's files in place: the real content alone has none. */
function issuesFor(mistake: Mistake): ContentIssue[] {
  if (!issuesOf.has(mistake.id)) issuesOf.set(mistake.id, loadMistake(mistake).issues);
  return issuesOf.get(mistake.id)!;
}

/** Words that tell the author what to do: an instruction, a suggestion, the allowed choices or an example. */
const saysWhatToDo =
  /\b(add|remove|write|use|put|move|replace|type|check|give|keep|close|leave|create|rename|save|delete|shorten|export|make|start|end|restore|copy|download|describe|did you mean|expected one of|allowed here|for example|as in)\b/i;

describe('the error catalogue', () => {
  test('holds at least a hundred and fifty typical mistakes, each with its expected problems', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(150);
    expect(mistakes.filter((mistake) => mistake.expected.length === 0).map((mistake) => mistake.id)).toEqual([]);
  });

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))(
    '%s produces exactly its catalogued problems: code, file, line, column and path',
    (_id, mistake) => {
      expect(asExpected(issuesFor(mistake), mistake.expected)).toEqual(mistake.expected);
    },
  );

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))(
    '%s: each message names a file of the mistake and a code, says what to do, and ends with it',
    (_id, mistake) => {
      const files = mistake.files.map((file) => file.file);
      for (const issue of issuesFor(mistake)) {
        const { message } = issue;
        expect(issue.code, message).toBeDefined();
        expect([...files, ...mistake.absent], message).toContain(issue.file);
        expect(formatIssue(issue)).toMatch(/^pages\/[^:]+:\d+:\d+ (?:\(top level\)|[\w$[\]."\\ -]+): \S/);
        expect(message).toMatch(saysWhatToDo);
        // The last part of the message, after its last ";", is what to do.
        const last = message.slice(message.lastIndexOf('; ') + 1);
        expect(last, message).toMatch(saysWhatToDo);
        expect(message).not.toMatch(
          /\n|\bat .+:\d+:\d+\)|Error:|ZodError|undefined|\[object Object\]|Invalid key in record|Too (small|big):|\bregex\b|regular expression|\benum\b|found found/,
        );
      }
    },
  );
});

/** The mistake's files with `issue`'s fix made, as the author would make it. */
function withFix(mistake: Mistake, issue: ContentIssue): { files: Mistake['files']; absent: string[]; file: string } {
  const suggestion = issue.suggestion!;
  const index = mistake.files.findIndex((file) => file.file === issue.file);
  expect(index, `${issue.file} is a file of the mistake`).not.toBe(-1);
  const original = mistake.files[index];
  const text = new TextDecoder().decode(original.bytes).replace(/^\uFEFF/, '');
  const files = [...mistake.files];
  const replace = (changed: string, file = original.file) =>
    files.splice(index, 1, { file, bytes: new TextEncoder().encode(changed) });
  switch (suggestion.kind) {
    case 'file-name':
      replace(text, suggestion.value);
      return { files, absent: mistake.absent.filter((file) => file !== suggestion.value), file: suggestion.value };
    case 'edit': {
      let changed = text;
      for (const edit of [...suggestion.edits].sort((a, b) => b.offset - a.offset))
        changed = changed.slice(0, edit.offset) + edit.text + changed.slice(edit.offset + edit.length);
      replace(changed);
      break;
    }
    case 'property-name': {
      const node = findNodeAtLocation(parseTree(text)!, issue.path);
      const key = node?.parent?.children?.[0];
      expect(key, `a property at ${issue.path.join('.')}`).toBeDefined();
      replace(text.slice(0, key!.offset) + JSON.stringify(suggestion.value) + text.slice(key!.offset + key!.length));
      break;
    }
    default:
      replace(applyEdits(text, modify(text, issue.path, suggestion.value, {})));
  }
  return { files, absent: mistake.absent, file: issue.file };
}

const sameProblem = (issue: ContentIssue, file: string, path: ContentIssue['path']) => (other: ContentIssue) =>
  other.code === issue.code && other.file === file && JSON.stringify(other.path) === JSON.stringify(path);

const offered = mistakes.flatMap((mistake) =>
  issuesFor(mistake)
    .filter((issue) => issue.suggestion)
    .map(
      (issue) => [`${mistake.id} ${issue.code} ${JSON.stringify(issue.suggestion!.value)}`, mistake, issue] as const,
    ),
);

describe('a fix is offered only when it mends the problem', () => {
  test('the catalogue offers fixes of every kind', () => {
    const kinds = new Set(offered.map(([, , issue]) => issue.suggestion!.kind));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'colour',
        'edit',
        'file-name',
        'image',
        'link',
        'number',
        'page-path',
        'property-name',
        'text',
      ]),
    );
  });

  test.each(offered)('%s', (_name, mistake, issue) => {
    const { files, absent, file } = withFix(mistake, issue);
    const after = loadMistake(mistake, files, absent).issues;
    const path = issue.suggestion!.kind === 'file-name' ? [] : issue.path;
    const before = issuesFor(mistake).filter(sameProblem(issue, issue.file, issue.path)).length;
    expect(after.filter(sameProblem(issue, file, path)).length, after.map(formatIssue).join('\n')).toBeLessThan(before);
  });

  test.each(mistakes.map((mistake) => [mistake.id, mistake] as const))(
    '%s: a message that asks "did you mean" offers its fix as data',
    (_id, mistake) => {
      for (const issue of issuesFor(mistake))
        if (/did you mean/i.test(issue.message)) expect(issue.suggestion, issue.message).toBeDefined();
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

describe('no author ever sees a stack trace', () => {
  test('npm run validate prints one line per problem and a count, and exits with 1', async () => {
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
      const issues = issuesFor(mistake);
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim().split('\n')).toEqual(formatIssues(issues).split('\n'));
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 30_000);

  test('the development overlay gets the same lines, with no stack trace under them', () => {
    const mistake = mistakes.find((candidate) => candidate.id === 'pages/misspelt-block-type')!;
    const { issues } = loadContent({ root, pageTexts: mistake.files });
    const error = new ContentError(formatIssues(issues));
    expect(error.stack).toBe(error.message);
    expect(error.message).toContain(formatIssue(issues[0]));
    expect(error.message).not.toMatch(/^\s+at /m);
  });
});
