// The collections in the editor's server: which files it opens, the start screen's lists, a new entry
// from its title, and the page an entry makes for the preview, drawn through its layout.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeLog,
  createEntry,
  editorState,
  entryPreview,
  openFile,
  saveData,
  undoChange,
} from '../../src/editor/server/editorRequests';
import { readCollections } from '../../src/editor/server/editorState';
import { planNewEntry } from '../../src/editor/server/newEntry';
import { editorDataToFile, ENTRY_ITEM, fileToEditorData, type EditorData } from '../../src/editor/shared/editorData';
import { collectionOfFile, editorFileKind } from '../../src/editor/shared/editorFiles';
import { writeLikeOriginal } from '../../src/editor/shared/writeLikeOriginal';
import type { PageData } from '../../src/schema/page';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-collections-'));
  for (const entry of ['pages', 'public', 'src'])
    cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dataOf = (file: string): EditorData => fileToEditorData(file, JSON.parse(read(file)), {});
const POST = 'pages/blog/how-cloud-hosting-cuts-costs.json';

describe('the files of the collections', () => {
  it('an entry and a layout are files the editor opens; a folder that is no collection is not', () => {
    expect(editorFileKind(POST)).toBe('entry');
    expect(editorFileKind('pages/projects/smart-office.json')).toBe('entry');
    expect(editorFileKind('pages/_layouts/blog.json')).toBe('layout');
    expect(collectionOfFile('pages/_layouts/projects.json')).toBe('projects');
    expect(collectionOfFile(POST)).toBe('blog');
    for (const file of ['pages/news/x.json', 'pages/_layouts/news.json', 'pages/blog/Big.json', 'pages/blog/a/b.json'])
      expect(editorFileKind(file)).toBeUndefined();
    expect(openFile(root, POST)).toMatchObject({ status: 200, body: { file: POST } });
  });

  it('an entry is one form; a layout keeps its entry section in its place, written back byte for byte', () => {
    const entry = dataOf(POST);
    expect(entry.content).toEqual([]);
    expect(entry.root.props.title).toBe('How Cloud Hosting Cuts Costs');
    expect(writeLikeOriginal(read(POST), editorDataToFile(POST, entry, {}))).toBe(read(POST));

    const layout = dataOf('pages/_layouts/blog.json');
    expect(layout.content.map((item) => item.type)).toEqual(['pageTitle', ENTRY_ITEM]);
    expect(layout.content[1].props.byLabel).toBe('By ');
    const written = editorDataToFile('pages/_layouts/blog.json', layout, {});
    expect(writeLikeOriginal(read('pages/_layouts/blog.json'), written)).toBe(read('pages/_layouts/blog.json'));
  });

  it("the layout of a collection's tag or category pages opens as its collection's, and saves a changed title in place", () => {
    const TAGS = 'pages/_layouts/blog-tag.json';
    expect(editorFileKind(TAGS)).toBe('layout');
    expect(collectionOfFile(TAGS)).toBe('blog');
    expect(collectionOfFile('pages/_layouts/projects-category.json')).toBe('projects');
    expect(openFile(root, TAGS)).toMatchObject({ status: 200, body: { file: TAGS } });
    const original = read(TAGS);
    const data = dataOf(TAGS);
    expect(data.root.props.title).toBe('Posts Tagged {tag}');
    data.root.props.title = 'Posts About {tag}';
    expect(saveData(root, { file: TAGS, data })).toMatchObject({ status: 200, body: { changed: true } });
    expect(read(TAGS)).toBe(original.replace('"Posts Tagged {tag}"', '"Posts About {tag}"'));
    writeFileSync(join(root, TAGS), original);
  });

  it('an entry saved from the editor is checked with the entry schema and keeps its layout', () => {
    const data = dataOf(POST);
    data.root.props.excerpt = '';
    const refused = saveData(root, { file: POST, data });
    expect(refused.status).toBe(422);
    const { issues } = refused.body as { issues: { file: string; path: unknown[] }[] };
    expect(issues.filter((issue) => issue.file === POST)).toEqual([expect.objectContaining({ path: ['excerpt'] })]);
    data.root.props.excerpt = 'Where the cloud saves money.';
    expect(saveData(root, { file: POST, data })).toMatchObject({ status: 200, body: { changed: true } });
    const before = read(POST).split('\n');
    expect(before.filter((line) => line.includes('"excerpt"'))).toEqual([
      '  "excerpt": "Where the cloud saves money.",',
    ]);
  });
});

describe("the start screen's collections", () => {
  it('count every entry of each folder, newest first, drafts and those dated later marked', () => {
    const habitsFile = 'pages/blog/seven-habits-of-reliable-teams.json';
    const original = read(habitsFile);
    writeFileSync(join(root, habitsFile), JSON.stringify({ ...JSON.parse(original), draft: true }));
    const [blog, projects] = readCollections(root, '2019-05-10');
    expect(blog).toMatchObject({
      name: 'blog',
      layout: 'pages/_layouts/blog.json',
      groupLayout: 'pages/_layouts/blog-tag.json',
    });
    expect(blog.entries).toHaveLength(6);
    expect(projects.entries).toHaveLength(8);
    expect(blog.entries.map((entry) => entry.date)).toEqual(
      [...blog.entries.map((entry) => entry.date)].sort().reverse(),
    );
    const habits = blog.entries.find((entry) => entry.path === '/blog/seven-habits-of-reliable-teams')!;
    expect(habits).toMatchObject({ draft: true, future: true, title: 'Seven Habits of Reliable Teams' });
    expect(blog.entries.find((entry) => entry.date === '2019-04-25')).toMatchObject({ draft: false, future: false });
    writeFileSync(join(root, habitsFile), original);
    expect((editorState(root).body as { collections: unknown[] }).collections).toHaveLength(2);
  });

  it('hold nothing back for its date when the site publishes later entries now', () => {
    const siteText = read('pages/_site.json');
    writeFileSync(
      join(root, 'pages/_site.json'),
      JSON.stringify({ ...JSON.parse(siteText), collections: { future: 'publish' } }),
    );
    const [blog] = readCollections(root, '2019-05-10');
    writeFileSync(join(root, 'pages/_site.json'), siteText);
    expect(blog.entries.some((entry) => entry.date > '2019-05-10')).toBe(true);
    expect(blog.entries.every((entry) => !entry.future)).toBe(true);
  });
});

describe('a new entry from its title', () => {
  it("is named from the title, dated today, with the schema's required parts started empty, and can be undone", () => {
    const log = new ChangeLog();
    const reply = createEntry(root, { collection: 'blog', title: '  Über Cloud Costs  ' }, log);
    expect(reply.status).toBe(200);
    const { file, undo } = reply.body as { file: string; undo: string };
    expect(file).toBe('pages/blog/uber-cloud-costs.json');
    expect(JSON.parse(read(file))).toEqual({
      $schema: '../../schemas/blog-post.schema.json',
      title: 'Über Cloud Costs',
      date: new Date().toISOString().slice(0, 10),
      author: '',
      picture: { src: '', alt: '' },
      excerpt: '',
      parts: [{ kind: 'paragraph', text: '' }],
    });
    expect(undoChange(root, { id: undo }, log).status).toBe(200);
    expect(existsSync(join(root, file))).toBe(false);
  });

  it('is refused with the reason when the title is empty, has no letter, or names an entry already there', () => {
    expect(planNewEntry(root, 'projects', '   ')).toEqual({ reason: 'no-title' });
    expect(planNewEntry(root, 'projects', '!!!')).toEqual({ reason: 'no-name', title: '!!!' });
    expect(createEntry(root, { collection: 'projects', title: 'Smart office' })).toEqual({
      status: 422,
      body: { reason: 'taken', file: 'pages/projects/smart-office.json', title: 'Smart Office' },
    });
    expect(() => createEntry(root, { collection: 'news', title: 'Hello' })).toThrow();
  });

  it('starts a case study with its own required parts', () => {
    const plan = planNewEntry(root, 'projects', 'Warehouse Robots', '2026-01-02');
    expect('text' in plan && JSON.parse(plan.text)).toEqual({
      $schema: '../../schemas/project.schema.json',
      title: 'Warehouse Robots',
      client: '',
      category: '',
      date: '2026-01-02',
      picture: { src: '', alt: '' },
      summary: '',
      details: [''],
    });
  });
});

describe("the preview of an entry's page", () => {
  const pageOf = (file: string, data: EditorData) =>
    (entryPreview(root, { file, data }).body as { page: PageData | null }).page;

  it('is the entry through its layout, as the edit stands, a draft or a later date included', () => {
    const data = dataOf(POST);
    data.root.props.title = 'Cloud Costs, Cut';
    data.root.props.draft = true;
    data.root.props.date = '2999-01-01';
    const page = pageOf(POST, data)!;
    expect(page.path).toBe('/blog/how-cloud-hosting-cuts-costs');
    expect(page.sections.map((section) => section.type)).toEqual(['pageTitle', 'blogArticle']);
    expect(page.sections[0].props).toMatchObject({ title: 'Cloud Costs, Cut' });
    expect(read(POST)).not.toContain('Cloud Costs, Cut');
  });

  it('is none while the entry has a problem that keeps its page from being made', () => {
    const data = dataOf(POST);
    data.root.props.parts = [];
    expect(pageOf(POST, data)).toBeNull();
  });

  it("of a layout, is the collection's newest entry with the layout's words as edited", () => {
    const data = dataOf('pages/_layouts/projects.json');
    const entry = data.content.find((item) => item.type === ENTRY_ITEM)!;
    entry.props.title = 'About the Work';
    const page = pageOf('pages/_layouts/projects.json', data)!;
    expect(page.path).toBe('/projects/smart-office');
    expect(page.sections[1]).toMatchObject({ type: 'projectDetails', props: { title: 'About the Work' } });
  });

  it('is refused for a file that is no entry nor layout', () => {
    expect(() => entryPreview(root, { file: 'pages/iot.json', data: dataOf('pages/iot.json') })).toThrow(/neither/);
  });
});
