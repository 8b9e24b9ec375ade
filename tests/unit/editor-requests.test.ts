import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, openFile, saveData } from '../../src/editor/server/editorRequests';
import { readSharedSections } from '../../src/editor/server/editorState';
import { fileToEditorData, type EditorData } from '../../src/editor/shared/editorData';
import { placeIssues } from '../../src/editor/shared/issuePlaces';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-requests-'));
  for (const entry of ['pages', 'public', 'src'])
    cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dataOf = (file: string): EditorData =>
  fileToEditorData(file, JSON.parse(readFileSync(join(root, file), 'utf8')), readSharedSections(root).shared);

describe("the editor's endpoints", () => {
  it('read and write the files of pages/ the editor knows only', () => {
    for (const file of [
      'pages/_gallery.json',
      '../package.json',
      'pages/../package.json',
      'src/blocks/faq/example.json',
      'pages/iot.txt',
    ]) {
      expect(() => openFile(root, file)).toThrow(/pages\/<name>\.json/);
      expect(() => saveData(root, { file, data: dataOf('pages/iot.json') })).toThrow(/pages\/<name>\.json/);
    }
  });

  it("refuse to save a page with a problem, with the validator's message at the field, and leave the file as it was", () => {
    const before = readFileSync(join(root, 'pages/iot.json'), 'utf8');
    const data = dataOf('pages/iot.json');
    data.content[0].props.heading = 12;
    const reply = saveData(root, { file: 'pages/iot.json', data });
    expect(reply.status).toBe(422);
    const placed = placeIssues(
      'pages/iot.json',
      data,
      (reply.body as { issues: Parameters<typeof placeIssues>[2] }).issues,
    );
    expect(placed).toEqual([expect.objectContaining({ item: data.content[0].props.id, field: 'heading' })]);
    expect(placed[0].issue.message).toMatch(/expected a text/);
    expect(readFileSync(join(root, 'pages/iot.json'), 'utf8')).toBe(before);
  });

  it('save a valid change, and leave an unchanged page untouched', () => {
    const data = dataOf('pages/faq.json');
    expect(saveData(root, { file: 'pages/faq.json', data })).toEqual({
      status: 200,
      body: { file: 'pages/faq.json', changed: false },
    });
    data.root.props.title = 'Questions';
    expect(saveData(root, { file: 'pages/faq.json', data }).body).toMatchObject({ changed: true });
    expect(JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')).title).toBe('Questions');
  });

  it('a problem another file already had does not block saving this one', () => {
    writeFileSync(join(root, 'pages/broken.json'), '{ "path": "/broken", ');
    expect(saveData(root, { file: 'pages/faq.json', data: dataOf('pages/faq.json') }).status).toBe(200);
    rmSync(join(root, 'pages/broken.json'));
  });

  it('create a page with the rules of npm run new-page', () => {
    expect(createPage(root, { path: '/cloud-backup' })).toEqual({
      status: 200,
      body: { file: 'pages/cloud-backup.json' },
    });
    expect(createPage(root, { path: '/cloud-backup' })).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/already exists/) },
    });
    expect(createPage(root, { path: 'Cloud Backup' })).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/not a page path/) },
    });
  });
});
