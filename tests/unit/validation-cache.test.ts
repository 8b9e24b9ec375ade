// The validation cache (src/content/validationCache.ts): a page file's own checks are reused only while
// its bytes, the validator's code and the shared sections it uses are as they were; the checks between
// files run on every load, so a change to one file still reports in the unchanged files it affects.
// Every message is the one an uncached load prints, at the same place and in the same order.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { readContentFiles } from '../../src/content/contentFiles';
import { contentHashOf, unreadFile } from '../../src/content/knownFiles';
import { memoryValidationCache, openValidationCache } from '../../src/content/validationCache';
import { projectValidationCache } from '../../src/site-generator/buildCache';
import { asExpected, catalogueReadme, mistakes } from './support/errorCatalogue';

const root = process.cwd();
const realPages = readdirSync(join(root, 'pages')).filter(
  (name) => name.endsWith('.json') && !name.startsWith('_'),
).length;

let dir: string;
/** A project of its own: a copy of pages/, the real src/ (block examples) and public/ (images). */
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'validation-cache-'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  symlinkSync(join(root, 'src'), join(dir, 'src'));
  cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true }); // copied: a linked public/ is refused
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cacheDir = () => join(dir, 'cache');
/**
 * A load with the cache as a new process finds it: on disk only. Its clock is a minute ahead, so the
 * files just copied are old enough for their stamps to be recorded, as an author's files are.
 */
const load = (validatorKey = 'validator-1', now = () => Date.now() + 60_000) =>
  loadContent({ root: dir, cache: openValidationCache(cacheDir(), validatorKey, { now }) });
const messages = (content: ReturnType<typeof loadContent>) => content.issues.map(formatIssue);

function edit(file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

describe("a page file's own checks are reused only while nothing they depend on changed", () => {
  test("with nothing changed, every page's checks are reused and the pages are those an uncached load gives", () => {
    expect(load().pageChecks).toEqual({ reused: 0, made: realPages });
    const again = load();
    expect(again.pageChecks).toEqual({ reused: realPages, made: 0 });
    expect(again.issues).toEqual([]);
    const uncached = loadContent({ root: dir });
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(uncached.pages));
    // A page's key is of its data as checked, before its images are given their files' sizes.
    const keyOf = (content: typeof again) => content.pages.map((page) => [page.path, content.pageKeys.get(page)]);
    expect(keyOf(again)).toEqual(keyOf(uncached));
    expect(keyOf(again).every(([, key]) => typeof key === 'string')).toBe(true);
  });

  test('a kept page reads as the page itself however it is used: its sections, a copy, a message to a worker', () => {
    load();
    const fresh = loadContent({ root: dir }).pages;
    const kept = load().pages;
    kept.forEach((page, index) => {
      expect(Object.keys(page)).toEqual(Object.keys(fresh[index]));
      expect(structuredClone(page)).toEqual(fresh[index]); // what the prerender's workers are sent
      expect({ ...page }).toEqual(fresh[index]);
      expect(page.sections).toEqual(fresh[index].sections);
      expect(page.sections).toBe(page.sections); // read once
    });
  });

  test('in memory (the editor, as the author types): a text given for one file checks that file alone, with the messages an uncached load gives', () => {
    const cache = memoryValidationCache('editor');
    expect(loadContent({ root: dir, cache }).pageChecks).toEqual({ reused: 0, made: realPages });
    const text = readFileSync(join(dir, 'pages/contact.json'), 'utf8').replace('"title": "Conta', '"title": "<br>a');
    const typed = loadContent({ root: dir, cache, pageTexts: [{ file: 'pages/contact.json', text }] });
    expect(typed.pageChecks).toEqual({ reused: realPages - 1, made: 1 });
    expect(messages(typed)).toEqual(
      messages(loadContent({ root: dir, pageTexts: [{ file: 'pages/contact.json', text }] })),
    );
    expect(typed.issues.length).toBeGreaterThan(0);
    // The entries of the last load are kept: the file as it is on disk is checked again, the others not.
    expect(loadContent({ root: dir, cache }).pageChecks).toEqual({ reused: realPages - 1, made: 1 });
    expect(loadContent({ root: dir, cache }).pageChecks).toEqual({ reused: realPages, made: 0 });
  });

  test('a page changed in place, with the same size and the same modification time, is checked again', () => {
    load();
    const file = join(dir, 'pages/contact.json');
    const { size, atime, mtime } = statSync(file);
    edit('pages/contact.json', '"title": "Conta', '"title": "<br>a');
    utimesSync(file, atime, mtime);
    expect(statSync(file).size).toBe(size);
    expect(Math.abs(statSync(file).mtimeMs - mtime.getTime())).toBeLessThan(2); // as before, to the file system's rounding of a set time

    const changed = load();
    expect(changed.pageChecks).toEqual({ reused: realPages - 1, made: 1 });
    expect(
      messages(changed).some(
        (line) => line.startsWith('pages/contact.json:') && line.includes('"<br>" would appear on the page as it is'),
      ),
    ).toBe(true);
  });

  test('a file is not read while the file system says it is as recorded; touched, or written again with the same bytes, it is read and keeps its checks and its key', () => {
    load();
    const kept = load();
    expect(kept.pageChecks).toEqual({ reused: realPages, made: 0 });
    // No page file's bytes read: each is read only when something asks for it.
    const unread = (input: object) => Object.getOwnPropertyDescriptor(input, 'bytes')?.get !== undefined;
    const cache = openValidationCache(cacheDir(), 'validator-1');
    const { pages } = readContentFiles(dir, [], [], cache.files);
    expect(pages.length).toBe(realPages);
    expect(pages.filter((input) => !unread(input)).map(({ file }) => file)).toEqual([]);
    const file = join(dir, 'pages/contact.json');
    writeFileSync(file, readFileSync(file));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'pages/faq.json'), later, later);
    const touched = readContentFiles(dir, [], [], cache.files).pages;
    expect(touched.filter((input) => !unread(input)).map(({ file }) => file)).toEqual([
      'pages/contact.json',
      'pages/faq.json',
    ]);
    const again = load();
    expect(again.pageChecks).toEqual({ reused: realPages, made: 0 });
    expect(again.issues).toEqual([]);
    const keys = (content: typeof again) => content.pages.map((page) => content.pageKeys.get(page));
    expect(keys(again)).toEqual(keys(kept));
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(loadContent({ root: dir }).pages));
  });

  test('a stamp taken within two seconds of the file changing is not recorded: the file could change again and keep it', () => {
    const now = Date.now();
    const cache = openValidationCache(cacheDir(), 'validator-1', { now: () => now });
    const known = { hash: 'a'.repeat(64), special: '' as const };
    cache.files!.noteFile('pages/racy.json', { stamp: 'racy', changedAtMs: now - 1_000 }, known);
    cache.files!.noteFile('pages/settled.json', { stamp: 'settled', changedAtMs: now - 3_000 }, known);
    cache.settle(new Set());
    const next = openValidationCache(cacheDir(), 'validator-1').files!;
    expect(next.knownFile('pages/racy.json', 'racy')).toBeUndefined();
    expect(next.knownFile('pages/settled.json', 'settled')).toEqual(known);
    expect(next.knownFile('pages/settled.json', 'another stamp')).toBeUndefined();
  });

  test('a page file replaced by a symbolic link is refused as it is without the cache, its own checks kept or not', () => {
    load();
    const file = join(dir, 'pages/contact.json');
    writeFileSync(join(dir, 'contact-copy.json'), readFileSync(file));
    unlinkSync(file);
    symlinkSync(join(dir, 'contact-copy.json'), file);
    const linked = load();
    const uncached = loadContent({ root: dir });
    expect(messages(linked)).toEqual(messages(uncached));
    expect(linked.issues.map((issue) => [issue.file, issue.code])).toContainEqual([
      'pages/contact.json',
      'file.symbolic-link',
    ]);
  });

  test('a file taken as recorded and read later must hold the bytes recorded: one changed meanwhile is an error, not a mix', () => {
    const bytes = Buffer.from('{"path": "/a"}');
    const known = { hash: contentHashOf({ file: 'pages/a.json', bytes }) };
    const same = unreadFile('pages/a.json', known, () => Buffer.from(bytes));
    expect(Buffer.from(('bytes' in same && same.bytes) || []).toString()).toBe('{"path": "/a"}');
    const changed = unreadFile('pages/a.json', known, () => Buffer.from('{"path": "/b"}'));
    expect(() => 'bytes' in changed && changed.bytes).toThrow('pages/a.json changed while the content was loaded');
    const gone = unreadFile('pages/a.json', known, () => undefined);
    expect(() => 'bytes' in gone && gone.bytes).toThrow('changed while the content was loaded');
  });

  test("the block gallery's examples are checked once for the same example files, and give what an uncached load gives", () => {
    const first = load();
    const examplesFile = join(cacheDir(), readdirSync(cacheDir())[0], 'examples.json');
    const kept = JSON.parse(readFileSync(examplesFile, 'utf8')) as { key: string; checked: { examples: unknown[] } };
    expect(kept.checked.examples.length).toBeGreaterThan(0);
    const again = load();
    expect(JSON.stringify(again.gallery)).toBe(JSON.stringify(loadContent({ root: dir }).gallery));
    expect(JSON.stringify(again.gallery)).toBe(JSON.stringify(first.gallery));
    // Taken from the cache while its key is the example files' (here, kept as a marker: none)...
    writeFileSync(examplesFile, JSON.stringify({ key: kept.key, checked: { examples: [], issues: [] } }));
    expect(load().gallery?.examples).toEqual([]);
    // ...and checked again under any other key, or when the file is damaged.
    writeFileSync(examplesFile, JSON.stringify({ key: 'other', checked: { examples: [], issues: [] } }));
    expect(JSON.stringify(load().gallery)).toBe(JSON.stringify(first.gallery));
    writeFileSync(examplesFile, '{"key":');
    expect(JSON.stringify(load().gallery)).toBe(JSON.stringify(first.gallery));
  });

  test("another validator (the checks' code changed) checks every page again", () => {
    load('validator-1');
    expect(load('validator-2').pageChecks).toEqual({ reused: 0, made: realPages });
  });

  test('an index cut short (damaged outside the build) has the pages whose lines are lost checked again, and every page reads as an uncached load gives it', () => {
    load();
    const index = join(cacheDir(), readdirSync(cacheDir())[0], 'index.tsv');
    const text = readFileSync(index, 'utf8');
    writeFileSync(index, text.slice(0, Math.floor(text.length / 2)));
    const again = load();
    expect(again.pageChecks.made).toBeGreaterThan(realPages / 4);
    expect(again.pageChecks.reused).toBeGreaterThan(realPages / 4);
    expect(again.issues).toEqual([]);
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(loadContent({ root: dir }).pages));
    writeFileSync(index, '{"uses":');
    expect(load().pageChecks).toEqual({ reused: 0, made: realPages });
  });

  test('sections whose segment is cut short or gone (another load folded it) are checked again when read, and read as an uncached load gives them', () => {
    load();
    const fresh = loadContent({ root: dir }).pages;
    const folder = join(cacheDir(), readdirSync(cacheDir())[0]);
    const segments = () => readdirSync(folder).filter((name) => name.startsWith('segment-'));
    expect(segments()).toHaveLength(1);
    const cut = load();
    expect(cut.pageChecks).toEqual({ reused: realPages, made: 0 });
    const [segment] = segments();
    writeFileSync(join(folder, segment), readFileSync(join(folder, segment)).subarray(0, 1000));
    expect(JSON.stringify(cut.pages.slice(0, 3))).toBe(JSON.stringify(fresh.slice(0, 3)));
    rmSync(join(folder, segment));
    expect(JSON.stringify(cut.pages)).toBe(JSON.stringify(fresh));
  });

  test("a one-page change adds that page's line to the index rather than writing every page's again", () => {
    load();
    const index = join(cacheDir(), readdirSync(cacheDir())[0], 'index.tsv');
    const before = readFileSync(index, 'utf8');
    edit('pages/about-style-one.json', /"title": "/, '"title": "Changed ');
    expect(load().pageChecks.made).toBe(1);
    const after = readFileSync(index, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).split('\n').filter(Boolean)).toHaveLength(1);
    const again = load();
    expect(again.pageChecks).toEqual({ reused: realPages, made: 0 });
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(loadContent({ root: dir }).pages));
  });

  test('pages naming the same things share one set of references in the index, read back as each page has it', () => {
    const copy = (name: string) =>
      writeFileSync(
        join(dir, `pages/${name}.json`),
        JSON.stringify(
          {
            ...JSON.parse(readFileSync(join(dir, 'pages/about-style-one.json'), 'utf8')),
            path: `/${name}`,
          },
          null,
          2,
        ),
      );
    copy('about-copy-one');
    copy('about-copy-two');
    load();
    const index = readFileSync(join(cacheDir(), readdirSync(cacheDir())[0], 'index.tsv'), 'utf8').split('\n');
    const sets = index.filter((line) => line.startsWith('references\t')).map((line) => line.split('\t')[1]);
    const named = index.filter((line) => !line.startsWith('references\t')).map((line) => line.split('\t')[4]);
    expect(named).toHaveLength(realPages + 2);
    expect(new Set(sets).size).toBe(sets.length);
    expect(new Set(named)).toEqual(new Set(sets));
    expect(sets.length).toBeLessThanOrEqual(realPages);
    const again = load();
    expect(again.pageChecks).toEqual({ reused: realPages + 2, made: 0 });
    const uncached = loadContent({ root: dir });
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(uncached.pages));
    expect(again.issues).toEqual(uncached.issues);
    edit('pages/about-copy-two.json', '"href": "/"', '"href": "/missing-page"');
    expect(messages(load())).not.toEqual([]);
    expect(messages(load())).toEqual(messages(loadContent({ root: dir })));
  });

  test('after every page changed, one at a time, the cache holds one segment or two, and less than twice the bytes the pages need', () => {
    load();
    const folder = join(cacheDir(), readdirSync(cacheDir())[0]);
    const bytes = () => readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
    const first = bytes();
    const pages = readdirSync(join(dir, 'pages')).filter((name) => name.endsWith('.json') && !name.startsWith('_'));
    for (const name of pages) {
      edit(`pages/${name}`, /"title": "/, '"title": "Changed ');
      expect(load().pageChecks.made).toBe(1);
      expect(readdirSync(folder).filter((file) => file.startsWith('segment-')).length).toBeLessThanOrEqual(2);
    }
    expect(
      readdirSync(folder)
        .filter((file) => !file.startsWith('segment-'))
        .sort(),
    ).toEqual(['examples.json', 'files.jsonl', 'index.tsv']);
    expect(bytes()).toBeLessThan(first * 2);
    expect(JSON.stringify(load().pages)).toBe(JSON.stringify(loadContent({ root: dir }).pages));
  });
});

describe('a change to another file still reports in the unchanged files it affects', () => {
  test('removing the page a link goes to reports the broken link in the unchanged page that has it', () => {
    load();
    unlinkSync(join(dir, 'pages/contact.json'));
    const after = load();
    expect(after.pageChecks).toEqual({ reused: realPages - 1, made: 0 });
    expect(messages(after).filter((line) => line.startsWith('pages/digital-agency.json:'))).toEqual(
      messages(loadContent({ root: dir })).filter((line) => line.startsWith('pages/digital-agency.json:')),
    );
    expect(
      messages(after).some(
        (line) =>
          line.startsWith('pages/digital-agency.json:') &&
          line.includes('broken link: no page has the path "/contact"'),
      ),
    ).toBe(true);
  });

  test('a changed shared section is checked again in every page using it, and reaches their data', () => {
    load();
    const using = readdirSync(join(dir, 'pages')).filter(
      (name) =>
        name.endsWith('.json') && readFileSync(join(dir, 'pages', name), 'utf8').includes('"use": "ready-to-talk"'),
    );
    expect(using.length).toBeGreaterThan(1);
    edit('pages/_sections/ready-to-talk.json', '"title": "Ready to talk?"', '"title": "Ready to chat?"');
    const after = load();
    expect(after.pageChecks).toEqual({ reused: realPages - using.length, made: using.length });
    const home = after.pages.find((page) => page.path === '/')!;
    expect(JSON.stringify(home.sections)).toContain('Ready to chat?');
    expect(JSON.stringify(home.sections)).not.toContain('Ready to talk?');
  });

  test('a shared section given an id a page already uses reports at that page, which did not change', () => {
    load();
    edit(
      'pages/_sections/ready-to-talk.json',
      '"type": "callToAction",',
      '"type": "callToAction",\n  "id": "pricing",',
    );
    const after = load();
    const expected = messages(loadContent({ root: dir }));
    expect(messages(after)).toEqual(expected);
    expect(
      expected.some((line) => line.startsWith('pages/index.json:') && line.includes('already has the id "pricing"')),
    ).toBe(true);
  });
});

describe('listings through the cache', () => {
  const codes = (content: ReturnType<typeof loadContent>) => content.issues.map((issue) => issue.code);
  const keyOf = (content: ReturnType<typeof loadContent>, path: string) =>
    content.pageKeys.get(content.pages.find((page) => page.path === path)!);
  const unread = (content: ReturnType<typeof loadContent>, path: string) =>
    !!Object.getOwnPropertyDescriptor(
      content.pages.find((page) => page.path === path)!,
      'sections',
    )?.get;

  test("a kept page's sections are not read to load it, a listing's included, and read as an uncached load gives them", () => {
    load();
    const kept = load();
    expect(kept.pageChecks.made).toBe(0);
    for (const path of ['/contact', '/blog-right-sidebar', '/blog-right-sidebar/page/2', '/'])
      expect(unread(kept, path), path).toBe(true);
    const uncached = loadContent({ root: dir });
    expect(JSON.stringify(kept.pages)).toBe(JSON.stringify(uncached.pages));
    // The security policy's form endpoints are known without the sections.
    expect(kept.forms.length).toBeGreaterThan(0);
    expect(kept.forms).toEqual(uncached.forms);
  });

  test('listing mistakes, in a page and in a shared section, give the messages of an uncached load at their places', () => {
    edit(
      'pages/blog-right-sidebar.json',
      '"posts": { "from": "blog", "perPage": 4 }',
      '"posts": { "from": "blogs", "perPage": 4 }',
    );
    edit(
      'pages/_sections/blog-teasers.json',
      '"posts": { "from": "blog", "count": 3 }',
      '"posts": { "from": "blog", "tag": "tips" }',
    );
    const expected = loadContent({ root: dir });
    expect(new Set(codes(expected))).toEqual(new Set(['listing.no-entries', 'listing.unknown-collection']));
    const made = load();
    const reused = load();
    expect(reused.pageChecks.made).toBe(0);
    expect(made.issues).toEqual(expected.issues);
    expect(reused.issues).toEqual(expected.issues);
  });

  test('a changed entry renders again every page listing it, and no other', () => {
    const before = load();
    edit(
      'pages/blog/designing-apps-people-come-back-to.json',
      '"title": "Designing Apps People Come Back To"',
      '"title": "Designing Apps People Return To"',
    );
    const after = load();
    expect(after.pageChecks.made).toBe(0);
    // The newest post: on the home page's teasers and the first page of the blog.
    for (const path of ['/', '/blog-right-sidebar', '/blog/designing-apps-people-come-back-to']) {
      expect(keyOf(after, path), path).not.toBe(keyOf(before, path));
    }
    expect(JSON.stringify(after.pages.find((page) => page.path === '/')!.sections)).toContain('People Return To');
    for (const path of ['/contact', '/pricing', '/project-style-one'])
      expect(keyOf(after, path), path).toBe(keyOf(before, path));
    const uncached = loadContent({ root: dir });
    expect(after.pages.map((page) => [page.path, after.pageKeys.get(page)])).toEqual(
      uncached.pages.map((page) => [page.path, uncached.pageKeys.get(page)]),
    );
  });

  test("a changed source page changes its translation's state and key, as an uncached load does", () => {
    const before = load();
    edit('pages/pricing.json', '"props": { "title": "Pricing",', '"props": { "title": "Our Pricing",');
    const after = load();
    expect(keyOf(after, '/de/pricing')).not.toBe(keyOf(before, '/de/pricing'));
    const uncached = loadContent({ root: dir });
    expect(after.translations).toEqual(uncached.translations);
    expect(after.translations!.warnings.length).toBeGreaterThan(before.translations!.warnings.length);
    expect(keyOf(after, '/de/pricing')).toBe(keyOf(uncached, '/de/pricing'));
  });
});

/** The mistakes whose messages a reused check places differently (its file parsed again, from the checks between files) or that span files. */
const spanningFiles = [
  'Files the loader never reads',
  'Links that cannot work',
  'Section ids, main heading and page paths',
  'Images',
  'Shared sections',
  'Site file and catalogue',
];

describe('the messages are the same with the cache', () => {
  test('each author mistake that spans files prints exactly its catalogued messages, when its checks are made and when they are reused', () => {
    const cache = join(dir, 'catalogue-cache');
    const ids = catalogueReadme()
      .filter((group) => spanningFiles.includes(group.name))
      .flatMap((group) => group.fixtures);
    expect(ids.length).toBeGreaterThan(50);
    for (const mistake of mistakes.filter((candidate) => ids.includes(candidate.id))) {
      const load = () =>
        loadContent({
          root,
          pageTexts: mistake.files,
          absentFiles: mistake.absent,
          cache: openValidationCache(cache, 'validator-1'),
        });
      const made = load();
      const reused = load();
      expect(asExpected(made.issues, mistake.expected), mistake.id).toEqual(mistake.expected);
      expect(reused.issues, mistake.id).toEqual(made.issues);
      expect(reused.pageChecks.made, mistake.id).toBe(0);
    }
  });
});

describe("the project's cache is keyed by the code that checks", () => {
  test('no cache when a file of that code changed after the process loaded it: the code hashed would not be the code running', () => {
    expect(projectValidationCache(dir, Date.now() + 60_000)).toBeDefined();
    expect(
      projectValidationCache(dir, statSync(join(root, 'src/content/loadContent.ts')).mtimeMs - 60_000),
    ).toBeUndefined();
  });
});
