// The incremental build's cache: a changed input always changes what is rebuilt, an unchanged one is
// reused (src/site-generator/buildCache.ts). Keys are content hashes, so touching a file changes nothing.
import { mkdtempSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { buildRecord, codeInputs, codeKey, planBuild } from '../../src/site-generator/buildCache';
import { pageDataUrl, pathOfPageDataUrl } from '../../src/shell/pageDataUrl';

const { pages } = loadContent({ root: process.cwd() });

describe('which pages a build renders again', () => {
  const record = buildRecord('code-1', pages);

  test('with nothing changed, no page is rendered again and none removed', () => {
    expect(planBuild(record, buildRecord('code-1', pages), pages, true)).toEqual({
      kind: 'incremental',
      render: [],
      removed: [],
    });
  });

  test('a page whose data changed, and only that page, is rendered again', () => {
    const changed = pages.map((page, index) => (index === 3 ? { ...page, title: `${page.title}!` } : page));
    expect(planBuild(record, buildRecord('code-1', changed), changed, true)).toEqual({
      kind: 'incremental',
      render: [changed[3]],
      removed: [],
    });
  });

  test('a change deep inside a section (as a shared section resolves into every page using it) re-renders each such page', () => {
    const using = pages.filter((page) => page.sections.length > 0).slice(0, 3);
    const changed = pages.map((page) =>
      using.includes(page)
        ? {
            ...page,
            sections: [
              { ...page.sections[0], props: { ...page.sections[0].props, extra: 1 } },
              ...page.sections.slice(1),
            ],
          }
        : page,
    );
    const plan = planBuild(record, buildRecord('code-1', changed), changed, true);
    expect(plan.kind === 'incremental' && plan.render.map((page) => page.path)).toEqual(using.map((page) => page.path));
  });

  test('a page that is gone is removed, a new one rendered', () => {
    const added = { ...pages[0], path: '/a-new-page' };
    const now = [...pages.slice(1), added];
    const plan = planBuild(record, buildRecord('code-1', now), now, true);
    expect(plan).toEqual({ kind: 'incremental', render: [added], removed: [pages[0].path] });
  });

  test('another code key, no record, or a missing server bundle rebuilds everything', () => {
    expect(planBuild(record, buildRecord('code-2', pages), pages, true)).toEqual({ kind: 'full' });
    expect(planBuild(undefined, buildRecord('code-1', pages), pages, true)).toEqual({ kind: 'full' });
    expect(planBuild(record, buildRecord('code-1', pages), pages, false)).toEqual({ kind: 'full' });
  });
});

describe('the code key', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'nexus-code-key-'));
    for (const input of codeInputs) {
      const isFolder = !input.includes('.');
      const file = isFolder ? join(root, input, 'nested/file.ts') : join(root, input);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `content of ${input}`);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test.each(codeInputs)('changes when %s changes', (input) => {
    const before = codeKey(root, 'production').key;
    const file = input.includes('.') ? join(root, input) : join(root, input, 'nested/file.ts');
    writeFileSync(file, 'changed');
    expect(codeKey(root, 'production').key).not.toBe(before);
  });

  test("changes when a language's site file is added or changes (it is in the bundles as the site file is)", () => {
    const before = codeKey(root, 'production').key;
    mkdirSync(join(root, 'pages/de'), { recursive: true });
    writeFileSync(join(root, 'pages/de/_site.json'), '{}');
    const added = codeKey(root, 'production').key;
    expect(added).not.toBe(before);
    writeFileSync(join(root, 'pages/de/_site.json'), '{ "titleSuffix": " | Nexus" }');
    const changed = codeKey(root, 'production').key;
    expect(changed).not.toBe(added);
    // A page's translation is a page: its own key says when it changes, not the code's.
    writeFileSync(join(root, 'pages/de/pricing.json'), '{}');
    expect(codeKey(root, 'production').key).toBe(changed);
  });

  test('changes when a file is added to a code folder, and with the build mode', () => {
    const before = codeKey(root, 'production').key;
    expect(codeKey(root, 'development').key).not.toBe(before);
    writeFileSync(join(root, 'public/new.txt'), '');
    expect(codeKey(root, 'production').key).not.toBe(before);
  });

  test("with the last call's hashes, a file changed in place (same size, its modification time put back) still changes it", () => {
    const { key: before, hashes } = codeKey(root, 'production');
    const file = join(root, 'index.html');
    const { mtime } = statSync(file);
    writeFileSync(file, 'CONTENT of index.html'); // same length
    utimesSync(file, mtime, mtime);
    // As if recorded long after the files last changed, so only the file system's facts decide.
    const old = { ...hashes, recordedAtMs: Date.now() + 3_600_000 };
    expect(codeKey(root, 'production', old).key).not.toBe(before);
  });

  test("with the last call's hashes, an unchanged file is not read again, and a file changed just before the record is", () => {
    const { key, hashes } = codeKey(root, 'production');
    const tampered = (recordedAtMs: number) => ({
      recordedAtMs,
      files: { ...hashes.files, 'index.html': { ...hashes.files['index.html'], hash: 'remembered' } },
    });
    // Its remembered hash is what counts when the record is well after the file's last change...
    expect(codeKey(root, 'production', tampered(Date.now() + 3_600_000)).key).not.toBe(key);
    // ...and not when the file changed within the clock's resolution of the record.
    expect(codeKey(root, 'production', tampered(hashes.recordedAtMs)).key).toBe(key);
  });

  test('stays the same when files are only touched, and ignores page files', () => {
    const before = codeKey(root, 'production').key;
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'index.html'), later, later);
    writeFileSync(join(root, 'pages/some-page.json'), '{}');
    expect(codeKey(root, 'production').key).toBe(before);
  });
});

test('every page path has its own data URL, and the URL leads back to the path', () => {
  const urls = pages.map((page) => pageDataUrl(page.path));
  expect(new Set(urls).size).toBe(pages.length);
  for (const page of pages) expect(pathOfPageDataUrl(pageDataUrl(page.path))).toBe(page.path);
  expect(pathOfPageDataUrl('/assets/app.js')).toBeUndefined();
});
