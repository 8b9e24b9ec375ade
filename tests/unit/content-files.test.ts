// Reading the author's files: every file under pages/ is read or named, a byte-order mark is
// harmless, and a file that cannot be read does not make other files' messages wrong.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';

const root = process.cwd();
const messagesOf = (content: ReturnType<typeof loadContent>) => content.issues.map(formatIssue);

let workspace: string | undefined;
/** A copy of the real pages/ and public/ to change on disk. */
function copyOfTheSite(): string {
  workspace = mkdtempSync(join(tmpdir(), 'content-files-'));
  cpSync(join(root, 'pages'), join(workspace, 'pages'), { recursive: true });
  cpSync(join(root, 'public'), join(workspace, 'public'), { recursive: true }); // copied: a linked public/ is refused
  return workspace;
}
afterEach(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
  workspace = undefined;
});

describe('every file under pages/ is read or named', () => {
  test('the real site: every file is read', () => {
    const onDisk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? onDisk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    expect(loadContent({ root }).files.sort()).toEqual(onDisk('pages').sort());
  });

  test('on disk, a page in a subfolder is named, and what the operating system leaves in folders (.DS_Store, Thumbs.db) is skipped', () => {
    const site = copyOfTheSite();
    writeFileSync(join(site, 'pages/.DS_Store'), Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]));
    writeFileSync(join(site, 'pages/_sections/Thumbs.db'), Buffer.from([208, 207, 17, 224]));
    mkdirSync(join(site, 'pages/drafts'));
    writeFileSync(join(site, 'pages/drafts/offer.json'), readFileSync(join(root, 'pages/contact.json')));
    expect(messagesOf(loadContent({ root: site }))).toEqual([
      'pages/drafts/offer.json:1:1 (top level): files in subfolders of pages/ are not read (but for the collections\' folders, pages/blog/ and pages/projects/, and their layouts in pages/_layouts/): every page file sits directly in pages/ (its address comes from its "path", not from its folder); move it to pages/offer.json',
    ]);
  });
});

describe('encodings', () => {
  test('a page saved with a UTF-8 byte-order mark (as some Windows editors do) is read like any other', () => {
    const file = 'pages/with-a-byte-order-mark.json';
    const text = readFileSync(join(root, 'pages/contact.json'), 'utf8').replace(
      '"path": "/contact"',
      '"path": "/with-a-byte-order-mark"',
    );
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const content = loadContent({ root, pageTexts: [{ file, bytes }] });
    expect(messagesOf(content)).toEqual([]);
    expect(content.pages.find((page) => page.file === file)?.title).toBe('Contact Us');
  });

  test('accented letters saved as UTF-8 are published as written', () => {
    const file = 'pages/accents.json';
    const text = readFileSync(join(root, 'pages/contact.json'), 'utf8')
      .replace('"path": "/contact"', '"path": "/accents"')
      .replace('"title": "Contact Us"', '"title": "Café – Ünïcødé ✓"');
    const content = loadContent({ root, pageTexts: [{ file, bytes: Buffer.from(text, 'utf8') }] });
    expect(content.pages.find((page) => page.file === file)?.title).toBe('Café – Ünïcødé ✓');
  });
});

describe("a file with problems of its own does not make other files' messages wrong", () => {
  test('a page with a syntax error is still a page: links to its path are not called broken', () => {
    const broken = readFileSync(join(root, 'pages/contact.json'), 'utf8').replace(
      '"title": "Contact Us",',
      '"title": "Contact Us"',
    );
    const messages = messagesOf(loadContent({ root, pageTexts: [{ file: 'pages/contact.json', text: broken }] }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^pages\/contact\.json:\d+:\d+ title: malformed JSON: a comma is missing/);
  });

  test('a shared section deleted while pages still use it: one line per use, each naming the missing file', () => {
    const site = copyOfTheSite();
    rmSync(join(site, 'pages/_sections/team.json'));
    // Its translations go with it, as an author deletes them all (a translation left alone is named apart).
    for (const code of ['de', 'ar']) rmSync(join(site, `pages/${code}/_sections/team.json`));
    const uses = readdirSync(join(site, 'pages'))
      .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
      .flatMap((name) => readFileSync(join(site, 'pages', name), 'utf8').match(/"use": "team"/g) ?? []);
    const messages = messagesOf(loadContent({ root: site }));
    expect(uses.length).toBeGreaterThan(2);
    expect(messages).toHaveLength(uses.length);
    for (const message of messages) {
      expect(message).toMatch(
        /^pages\/[\w-]+\.json:\d+:\d+ sections\[\d+\]\.use: unknown shared section "team": there is no file pages\/_sections\/team\.json \(renamed or deleted\?\); /,
      );
      expect(message).not.toMatch(/partners, /); // no list of every shared section on each line
    }
  });
});
