// A page renamed, deleted or duplicated in the editor: every link to it follows or goes, all files in
// one step, nothing left pointing at a page that is gone, and each change undone byte for byte.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import {
  ChangeLog,
  deletePage,
  deletePlan,
  duplicatePage,
  saveData,
  undoChange,
  validateData,
} from '../../src/editor/server/editorRequests';
import { readSharedSections } from '../../src/editor/server/editorState';
import { applyFileChanges } from '../../src/editor/server/fileChanges';
import { newIssues, readContentTexts } from '../../src/editor/server/pageChanges';
import { changedValue, linksToPage } from '../../src/editor/server/pageLinks';
import { fileToEditorData, type EditorData } from '../../src/editor/shared/editorData';

let root: string;
/** The content's problems before the test's change: the change may bring none. */
let issuesBefore: ReturnType<typeof loadContent>['issues'];
const scratchRoots: string[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-page-changes-'));
  scratchRoots.push(root);
  for (const entry of ['pages', 'public']) cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
  issuesBefore = loadContent({ root }).issues;
});
const newProblems = () => newIssues(issuesBefore, loadContent({ root }).issues);
afterAll(() => {
  for (const scratch of scratchRoots) rmSync(scratch, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dataOf = (file: string): EditorData =>
  fileToEditorData(file, JSON.parse(read(file)), readSharedSections(root).shared);
const linksTo = (path: string) => linksToPage(readContentTexts(root), path, {});
/** Every file of pages/ with its text, to compare before and after. */
const snapshot = () => Object.fromEntries(readContentTexts(root).map(({ file, text }) => [file, text]));

describe('renaming a page in its own save', () => {
  it('lists the links that follow before anything is written, then rewrites them all with the page, and undoes it byte for byte', () => {
    const before = snapshot();
    const data = dataOf('pages/iot.json');
    data.root.props.path = '/smart-devices';
    const log = new ChangeLog();

    const checked = validateData(root, { file: 'pages/iot.json', data }).body as { issues: unknown[]; rename: unknown };
    expect(checked.issues).toEqual([]);
    expect(checked.rename).toEqual({
      from: '/iot',
      to: '/smart-devices',
      links: [expect.objectContaining({ file: 'pages/_site.json', href: '/iot', label: 'IoT' })],
    });
    // A save that did not show the author the links is answered with them, and writes nothing.
    const unseen = saveData(root, { file: 'pages/iot.json', data }, log);
    expect(unseen.status).toBe(409);
    expect(snapshot()).toEqual(before);

    const saved = saveData(root, { file: 'pages/iot.json', data, linksSeen: 1 }, log);
    expect(saved).toMatchObject({ status: 200, body: { changed: true } });
    expect(linksTo('/iot')).toEqual([]);
    expect(linksTo('/smart-devices').map((link) => link.file)).toEqual(['pages/_site.json']);
    // One line each: the menu entry and the page's path.
    const siteDiff = read('pages/_site.json')
      .split('\n')
      .filter((line, index) => line !== before['pages/_site.json'].split('\n')[index]);
    expect(siteDiff).toEqual(['          { "label": "IoT", "href": "/smart-devices" },']);
    expect(newProblems()).toEqual([]);

    const { undo } = saved.body as { undo: string };
    expect(undoChange(root, { id: undo }, log)).toMatchObject({ status: 200 });
    expect(snapshot()).toEqual(before);
  });

  it('refuses to rename the home page and the page shown for unknown addresses', () => {
    const data = dataOf('pages/index.json');
    data.root.props.path = '/start';
    const linksSeen = (validateData(root, { file: 'pages/index.json', data }).body as { rename: { links: [] } }).rename
      .links.length;
    expect(saveData(root, { file: 'pages/index.json', data, linksSeen })).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/home page stays/) },
    });
  });
});

describe('deleting a page', () => {
  it('lists every link to it, takes the menu entry away with the page in one step, and leaves nothing pointing at it', () => {
    const before = snapshot();
    const plan = deletePlan(root, { file: 'pages/static-image-one.json' }).body as {
      links: { file: string }[];
      translations: string[];
    };
    expect(plan.links.map((link) => link.file)).toEqual(['pages/_site.json']);
    // Its translation goes with it: a translation of no page would stop the build.
    expect(plan.translations).toEqual(['pages/de/static-image-one.json']);

    const log = new ChangeLog();
    const deleted = deletePage(root, { file: 'pages/static-image-one.json' }, log);
    expect(deleted).toMatchObject({ status: 200, body: { path: '/static-image-one', links: 1 } });
    expect(existsSync(join(root, 'pages/static-image-one.json'))).toBe(false);
    expect(existsSync(join(root, 'pages/de/static-image-one.json'))).toBe(false);
    expect(linksTo('/static-image-one')).toEqual([]);
    // The menu lost that entry's line, and nothing else changed in the file.
    const removed = before['pages/_site.json'].split('\n').filter((line) => !read('pages/_site.json').includes(line));
    expect(removed).toEqual(['          { "label": "Static Image One", "href": "/static-image-one" },']);
    expect(newProblems()).toEqual([]);

    expect(undoChange(root, { id: (deleted.body as { undo: string }).undo }, log).status).toBe(200);
    expect(snapshot()).toEqual(before);
  });

  it('sends the links to another page when asked, keeping their words', () => {
    const deleted = deletePage(root, { file: 'pages/static-image-two.json', redirectTo: '/static-image-three' });
    expect(deleted.status).toBe(200);
    const menu = JSON.parse(read('pages/_site.json')).menus.main[0].children;
    expect(menu).toContainEqual({ label: 'Static Image Two', href: '/static-image-three' });
    expect(newProblems()).toEqual([]);
  });

  it('takes the breadcrumbs, buttons and menu entries that lead to a page away, and a dropdown left empty with them', () => {
    const texts = readContentTexts(root);
    const links = linksToPage(texts, '/about-style-one', {});
    expect(links.length).toBeGreaterThan(0);
    const site = texts.find((input) => input.file === 'pages/_site.json')!;
    const aboutMenu = (site.value as { menus: { main: { label: string; children: unknown[] }[] } }).menus.main.find(
      (entry) => entry.label === 'About',
    )!;
    // All three entries of the "About" dropdown lead to pages being removed: the dropdown goes with them.
    const dropdownLinks = aboutMenu.children.map((_entry, index) => ({
      file: site.file,
      path: ['menus', 'main', 1, 'children', index, 'href'],
      href: '/about-style-one',
    }));
    const changed = changedValue(site, dropdownLinks, { kind: 'remove' }, {}, false) as typeof site.value;
    expect((changed as { menus: { main: { label: string }[] } }).menus.main.map((entry) => entry.label)).not.toContain(
      'About',
    );
  });

  it('keeps the words of a link written inside a rich text, and takes the link away', () => {
    const input = {
      file: 'pages/faq.json',
      text: '',
      value: {
        path: '/faq',
        sections: [
          { type: 'faq', props: { questions: [{ question: 'Q?', answer: ['See [our plans](/pricing#plans) now.'] }] } },
        ],
      },
    };
    const [link] = linksToPage([input], '/pricing', {});
    expect(link).toMatchObject({ href: '/pricing#plans', offset: 'See [our plans]('.length });
    const removed = changedValue(input, [link], { kind: 'remove' }, {}, false) as typeof input.value;
    expect(removed.sections[0].props.questions[0].answer).toEqual(['See our plans now.']);
    const redirected = changedValue(input, [link], { kind: 'redirect', to: '/prices' }, {}, true) as typeof input.value;
    expect(redirected.sections[0].props.questions[0].answer).toEqual(['See [our plans](/prices#plans) now.']);
  });

  it('refuses the home page, and a redirection to a page that does not exist', () => {
    expect(deletePage(root, { file: 'pages/index.json' })).toMatchObject({ status: 422 });
    expect(deletePage(root, { file: 'pages/iot.json', redirectTo: '/nowhere' })).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/no page has the path \/nowhere/) },
    });
    expect(existsSync(join(root, 'pages/iot.json'))).toBe(true);
  });
});

describe('duplicating a page', () => {
  it('writes a copy at the new path with the same sections, and undoing removes it', () => {
    const log = new ChangeLog();
    const copied = duplicatePage(root, { file: 'pages/iot.json', path: '/iot-copy' }, log);
    expect(copied).toMatchObject({ status: 200, body: { file: 'pages/iot-copy.json' } });
    const copy = JSON.parse(read('pages/iot-copy.json'));
    expect(copy.path).toBe('/iot-copy');
    expect(copy.sections).toEqual(JSON.parse(read('pages/iot.json')).sections);
    expect(duplicatePage(root, { file: 'pages/iot.json', path: '/iot-copy' }).status).toBe(422);
    expect(undoChange(root, { id: (copied.body as { undo: string }).undo }, log).status).toBe(200);
    expect(existsSync(join(root, 'pages/iot-copy.json'))).toBe(false);
  });
});

describe('a change of several files', () => {
  it('puts back the files already written when a later one cannot be written', () => {
    const before = read('pages/faq.json');
    expect(() =>
      applyFileChanges(root, [
        { file: 'pages/faq.json', text: '{}\n' },
        { file: 'pages/no-such-folder/page.json', text: '{}\n' },
      ]),
    ).toThrow();
    expect(read('pages/faq.json')).toBe(before);
  });

  it('cannot be undone once a file it changed was changed again', () => {
    const log = new ChangeLog();
    const copied = duplicatePage(root, { file: 'pages/faq.json', path: '/faq-two' }, log);
    const data = dataOf('pages/faq-two.json');
    data.root.props.title = 'Another';
    expect(saveData(root, { file: 'pages/faq-two.json', data }).status).toBe(200);
    expect(undoChange(root, { id: (copied.body as { undo: string }).undo }, log).status).toBe(409);
    expect(existsSync(join(root, 'pages/faq-two.json'))).toBe(true);
  });
});
