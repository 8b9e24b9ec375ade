import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeFromEditor,
  editorDataToFile,
  fileToEditorData,
  overriddenProps,
  type SharedSectionsByName,
} from '../../src/editor/shared/editorData';
import { writeLikeOriginal } from '../../src/editor/shared/writeLikeOriginal';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pageFiles = readdirSync(join(root, 'pages'))
  .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
  .map((name) => `pages/${name}`);
const sectionFiles = readdirSync(join(root, 'pages/_sections')).map((name) => `pages/_sections/${name}`);
const shared: SharedSectionsByName = Object.fromEntries(
  sectionFiles.map((file) => [file.slice('pages/_sections/'.length, -'.json'.length), JSON.parse(read(file))]),
);

/** The file as the editor saves it after the author changed the editor's data with `change`. */
function saved(file: string, change: (data: ReturnType<typeof fileToEditorData>) => void = () => {}): string {
  const text = read(file);
  const data = structuredClone(fileToEditorData(file, JSON.parse(text), shared));
  change(data);
  return writeLikeOriginal(text, editorDataToFile(file, data, shared));
}

function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

describe('saving from the editor', () => {
  it.each([...pageFiles, ...sectionFiles])('opening and saving %s unchanged writes the same bytes', (file) => {
    expect(saved(file)).toBe(read(file));
  });

  it('a one-field change is a one-line diff', () => {
    const before = read('pages/iot.json');
    const after = saved('pages/iot.json', (data) => {
      data.content[0].props.heading = 'Connect Every Device';
    });
    expect(changedLines(before, after)).toEqual(['        "heading": "Connect Every Device",']);
  });

  it('a changed page title and description change their own lines only', () => {
    const after = saved('pages/iot.json', (data) => {
      data.root.props.title = 'IoT';
    });
    expect(changedLines(read('pages/iot.json'), after)).toEqual(['  "title": "IoT",']);
  });

  it('two sections swapped move as they were written, the rest of the file unchanged', () => {
    const before = read('pages/iot.json');
    const after = saved('pages/iot.json', (data) => {
      [data.content[1], data.content[2]] = [data.content[2], data.content[1]];
    });
    const sections = (text: string) => JSON.parse(text).sections;
    expect(sections(after)[1]).toEqual(sections(before)[2]);
    expect(sections(after)[2]).toEqual(sections(before)[1]);
    expect(after.length).toBe(before.length);
    expect(after.split('\n').sort()).toEqual(before.split('\n').sort());
  });

  it('a new section is added in the layout of the files, leaving the others as written', () => {
    const before = read('pages/iot.json');
    const after = saved('pages/iot.json', (data) => {
      data.content.splice(1, 0, {
        type: 'featureBoxes',
        props: { id: 'new', title: 'New', boxes: [{ title: 'One', icon: 'code' }] },
      });
    });
    const parsed = JSON.parse(after);
    expect(parsed.sections[1]).toEqual({
      type: 'featureBoxes',
      props: { title: 'New', boxes: [{ title: 'One', icon: 'code' }] },
    });
    expect(after).toContain(
      '    {\n      "type": "featureBoxes",\n      "props": { "title": "New", "boxes": [{ "title": "One", "icon": "code" }] }\n    },\n',
    );
    expect(
      after.replace(/ {4}\{\n {6}"type": "featureBoxes",\n {6}"props": \{ "title": "New"[^\n]*\n {4}\},\n/, ''),
    ).toBe(before);
  });

  it('a shared section shows the shared props; a changed one is written as an override beside "use"', () => {
    const file = 'pages/iot.json';
    const data = fileToEditorData(file, JSON.parse(read(file)), shared);
    const partners = data.content[1];
    expect(partners.type).toBe('use:partners');
    expect(decodeFromEditor(partners.props)).toMatchObject(shared.partners.props);
    const after = saved(file, (changed) => {
      changed.content[1].props.background = 'warm';
    });
    expect(JSON.parse(after).sections[1]).toEqual({ use: 'partners', props: { background: 'warm' } });
  });

  it('the props a page changes on a shared section are known, to be marked in the form: those the file sets, then any that now differ', () => {
    const data = fileToEditorData('pages/iot.json', JSON.parse(read('pages/iot.json')), shared);
    const funFacts = data.content.find((item) => item.type === 'use:fun-facts')!;
    expect(Object.keys(overriddenProps(funFacts, shared))).toEqual(['cta']);
    funFacts.props.background = shared['fun-facts'].props.background === 'white' ? 'surface' : 'white';
    expect(Object.keys(overriddenProps(funFacts, shared)).sort()).toEqual(['background', 'cta']);
    expect(
      overriddenProps(
        data.content.find((item) => item.type === 'use:partners')!,
        shared,
      ),
    ).toEqual({});
    expect(overriddenProps(data.content[0], shared)).toEqual({});
  });

  it('a field cleared in the editor is left out of the file', () => {
    const after = saved('pages/iot.json', (data) => {
      data.content[0].props.eyebrow = undefined;
    });
    expect(JSON.parse(after).sections[0].props).not.toHaveProperty('eyebrow');
  });

  it('a new file is laid out with two-space indentation and ends in a newline', () => {
    expect(writeLikeOriginal(undefined, { path: '/x', sections: [] })).toBe('{ "path": "/x", "sections": [] }\n');
  });
});
