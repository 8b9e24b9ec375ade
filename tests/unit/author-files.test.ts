// Every file the project reads or writes under pages/ stays inside the project: a symbolic link, as a
// page, as pages/ or pages/_sections/, dangling or not, is named with one message by npm run validate
// (and so the build, the development server and the editor, which check with the same loader), never
// read, never written through, and never a crash.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { planNewPage } from '../../src/cli/newPage';
import { linkOnPath, readAuthorFile, writeAuthorFile } from '../../src/content/authorFiles';
import { loadContent } from '../../src/content/loadContent';
import { createPage, openFile, saveData } from '../../src/editor/server/editorRequests';
import { readEditorState, readSharedSections } from '../../src/editor/server/editorState';
import { fileToEditorData } from '../../src/editor/shared/editorData';
import { formatIssue } from '../../src/problems/contentIssue';
import { writeWhole } from '../../src/site-generator/writeWhole';

const repository = process.cwd();
const linkMessage = 'a symbolic link, which the build does not follow (it would publish whatever the link points to)';
/** What a file outside the project holds: no message, answer or page may ever show it. */
const SECRET = '{ "secret": "outside the project" }\n';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};

/** A project of its own (the real pages/ and public/), and a folder outside it holding a secret. */
function projectAndOutside(): { root: string; outside: string; secret: string } {
  const root = tempDir('author-files-');
  for (const folder of ['pages', 'public']) cpSync(join(repository, folder), join(root, folder), { recursive: true });
  const outside = tempDir('outside-');
  writeFileSync(join(outside, 'secret.json'), SECRET);
  return { root, outside, secret: join(outside, 'secret.json') };
}
const messagesOf = (root: string) => loadContent({ root }).issues.map(formatIssue);

describe('npm run validate (and the build, the development server and the editor, which check the same way)', () => {
  test('a page file that is a link to a file outside is named, and what it points to is never read', () => {
    const { root, secret } = projectAndOutside();
    symlinkSync(secret, join(root, 'pages/offer.json'));
    const messages = messagesOf(root);
    expect(messages).toEqual([
      `pages/offer.json:1:1 (top level): ${linkMessage}; put the file itself in pages/, or remove the link`,
    ]);
    expect(messages.join('\n')).not.toContain('secret');
  });

  test('pages/ itself, or pages/_sections/, as a link is named once, with nothing read through it', () => {
    const { root, outside } = projectAndOutside();
    cpSync(join(root, 'pages/_sections'), join(outside, 'sections'), { recursive: true });
    rmSync(join(root, 'pages/_sections'), { recursive: true });
    symlinkSync(join(outside, 'sections'), join(root, 'pages/_sections'));
    expect(messagesOf(root)[0]).toBe(
      `pages/_sections:1:1 (top level): ${linkMessage}; replace the link with the folder itself`,
    );

    cpSync(join(root, 'pages'), join(outside, 'pages'), { recursive: true, verbatimSymlinks: true });
    rmSync(join(root, 'pages'), { recursive: true });
    symlinkSync(join(outside, 'pages'), join(root, 'pages'));
    expect(messagesOf(root)).toEqual([
      `pages:1:1 (top level): ${linkMessage}; replace the link with the folder itself`,
    ]);
  });

  test('a dangling link is a message, not a crash, in the loader and in the npm run validate command', async () => {
    const { root, outside } = projectAndOutside();
    symlinkSync(join(outside, 'gone.json'), join(root, 'pages/offer.json'));
    symlinkSync(join(outside, 'gone'), join(root, 'pages/_sections/team-old.json'));
    const expected = [
      `pages/_sections/team-old.json:1:1 (top level): ${linkMessage}; put the file itself in pages/_sections/, or remove the link`,
      `pages/offer.json:1:1 (top level): ${linkMessage}; put the file itself in pages/, or remove the link`,
    ];
    expect(messagesOf(root).sort()).toEqual(expected);

    const failure = await promisify(execFile)(
      join(repository, 'node_modules/.bin/tsx'),
      [join(repository, 'src/cli/validate.ts')],
      { cwd: root },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure!.stderr.trim().split('\n');
    expect(lines.slice(0, -2).sort()).toEqual(expected);
    expect(failure!.stderr).not.toMatch(/^\s+at |Error:/m);
  }, 60_000);
});

describe('npm run new-page and the editor', () => {
  const dataOf = (root: string, file: string) =>
    fileToEditorData(file, JSON.parse(readFileSync(join(root, file), 'utf8')), readSharedSections(root).shared);

  test('the editor neither opens nor lists a page that is a link, and its save does not write through one', () => {
    const { root, secret } = projectAndOutside();
    const data = dataOf(root, 'pages/faq.json');
    rmSync(join(root, 'pages/faq.json'));
    symlinkSync(secret, join(root, 'pages/faq.json'));

    expect(() => openFile(root, 'pages/faq.json')).toThrow(`pages/faq.json: ${linkMessage}`);
    expect(readEditorState(root).pages.map((page) => page.file)).not.toContain('pages/faq.json');
    expect(JSON.stringify(readEditorState(root))).not.toContain('secret');
    expect(() => saveData(root, { file: 'pages/faq.json', data })).toThrow(linkMessage);
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('a dangling link where the new page would go: a refusal with the message, nothing written where it points', () => {
    const { root, outside } = projectAndOutside();
    const target = join(outside, 'planted.json');
    symlinkSync(target, join(root, 'pages/cloud-backup.json'));
    const refusal = `pages/cloud-backup.json: ${linkMessage}; put the file itself in pages/, or remove the link`;
    expect(() => planNewPage(root, ['/cloud-backup'])).toThrow(refusal);
    expect(createPage(root, { path: '/cloud-backup' })).toEqual({ status: 422, body: { message: refusal } });
    expect(existsSync(target)).toBe(false);
  });

  test('a new page made while a dangling link lies elsewhere in pages/ is created, and the link still named', () => {
    const { root, outside } = projectAndOutside();
    symlinkSync(join(outside, 'gone.json'), join(root, 'pages/old-offer.json'));
    expect(createPage(root, { path: '/cloud-backup' })).toEqual({
      status: 200,
      body: { file: 'pages/cloud-backup.json' },
    });
    expect(messagesOf(root)).toEqual([
      `pages/old-offer.json:1:1 (top level): ${linkMessage}; put the file itself in pages/, or remove the link`,
    ]);
  });
});

describe("the one module for an author's files (src/content/authorFiles.ts)", () => {
  test('a link anywhere on the way is refused, for reading and for writing, dangling or not', () => {
    const { root, outside, secret } = projectAndOutside();
    symlinkSync(outside, join(root, 'pages/elsewhere'));
    expect(linkOnPath(root, 'pages/elsewhere/secret.json')).toBe('pages/elsewhere');
    expect(() => readAuthorFile(root, 'pages/elsewhere/secret.json')).toThrow(linkMessage);
    expect(() => writeAuthorFile(root, 'pages/elsewhere/secret.json', '{}')).toThrow(linkMessage);
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
    expect(linkOnPath(root, 'pages/faq.json')).toBeUndefined();
    expect(readAuthorFile(root, 'pages/no-such-page.json')).toBeUndefined();
  });

  test('a write replaces a link made after the check instead of following it: the file outside keeps its bytes', () => {
    const { root, secret } = projectAndOutside();
    symlinkSync(secret, join(root, 'pages/late.json'));
    writeWhole(join(root, 'pages/late.json'), '{ "path": "/late" }\n');
    expect(linkOnPath(root, 'pages/late.json')).toBeUndefined();
    expect(readFileSync(join(root, 'pages/late.json'), 'utf8')).toBe('{ "path": "/late" }\n');
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('creating a file refuses a name that is taken, a dangling link included', () => {
    const { root, outside } = projectAndOutside();
    symlinkSync(join(outside, 'planted.json'), join(root, 'pages/planted.json'));
    expect(() => writeWhole(join(root, 'pages/planted.json'), '{}', { createOnly: true })).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(existsSync(join(outside, 'planted.json'))).toBe(false);
  });
});
