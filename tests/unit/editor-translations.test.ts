import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { fingerprint, textState } from '../../src/content/translations/fingerprints';
import { translatedPercent } from '../../src/content/translations/localeSummary';
import { translationFileOf } from '../../src/content/translations/translationFiles';
import {
  ChangeLog,
  createTranslation,
  editorState,
  openFile,
  saveData,
  undoChange,
  validateData,
} from '../../src/editor/server/editorRequests';
import { readSharedSections } from '../../src/editor/server/editorState';
import { fileToEditorData, type EditorData, type SharedSectionsByName } from '../../src/editor/shared/editorData';
import { editorFileKind, translatedFileOf } from '../../src/editor/shared/editorFiles';
import type { EditorState } from '../../src/editor/shared/editorState';
import { stateOfText, textKey, type TranslationView } from '../../src/editor/shared/translationView';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-translations-'));
  for (const entry of ['pages', 'public', 'src'])
    cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
  // A page with no German translation, whatever German the repository ships.
  rmSync(join(root, 'pages/de/faq.json'), { force: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const stateOf = () => editorState(root).body as EditorState;

describe("the editor's start, on a site in several languages", () => {
  it('gives each language its figures as npm run validate counts them, and each translated page its own', () => {
    const state = stateOf();
    const { translations } = loadContent({ root });
    const german = translations!.summaries.find((summary) => summary.locale === 'de')!;
    expect(state.languages).toContainEqual({
      code: 'de',
      label: 'Deutsch',
      figures: {
        translated: german.translated,
        stale: german.stale,
        missing: german.missing,
        percent: translatedPercent(german),
      },
    });
    const figuresOf = (file: string) => translations!.files.find((figures) => figures.file === file)!;
    expect(state.translations['pages/pricing.json']).toEqual(
      ['de', 'ar'].map((code) => ({
        code,
        file: `pages/${code}/pricing.json`,
        figures: { translated: figuresOf(`pages/${code}/pricing.json`).translated, stale: 0, missing: 0, percent: 100 },
      })),
    );
  });

  it('starts a translation empty: it validates, and every one of its texts counts as missing, none as translated; undoable', () => {
    const log = new ChangeLog();
    const page = 'pages/faq.json';
    expect(stateOf().translations[page].some((translation) => translation.code === 'de')).toBe(false);
    const reply = createTranslation(root, { file: page, code: 'de' }, log);
    expect(reply.status).toBe(200);
    const { file, undo } = reply.body as { file: string; undo: string };
    expect(file).toBe('pages/de/faq.json');
    expect(readFileSync(join(root, file), 'utf8')).toBe('{}\n');
    const content = loadContent({ root });
    expect(content.issues).toEqual([]);
    expect(content.translations!.files.find((figures) => figures.file === file)).toMatchObject({
      translated: 0,
      stale: 0,
      missing: expect.any(Number),
    });
    const faq = stateOf().translations[page].find((translation) => translation.code === 'de')!;
    expect(faq.figures!.missing).toBeGreaterThan(0);
    expect(faq.figures!.percent).toBe(0);
    expect(() => createTranslation(root, { file: page, code: 'de' }, log)).toThrow(/exists already/);
    expect(undoChange(root, { id: undo }, log).status).toBe(200);
    expect(existsSync(join(root, file))).toBe(false);
  });

  it("starts the site settings', a shared section's, a post's, a layout's and a tag pages' layout's translation empty the same way: each validates with every text missing; undoable", () => {
    const log = new ChangeLog();
    // Files with no Arabic translation, whatever Arabic the repository ships.
    const arabicSite = read('pages/ar/_site.json');
    rmSync(join(root, 'pages/ar/_site.json'));
    const section = readdirSync(join(root, 'pages/_sections')).find(
      (name) => !existsSync(join(root, 'pages/ar/_sections', name)),
    )!;
    for (const file of [
      'pages/_site.json',
      `pages/_sections/${section}`,
      'pages/blog/how-cloud-hosting-cuts-costs.json',
      'pages/projects/smart-office.json',
      'pages/_layouts/blog.json',
      'pages/_layouts/blog-tag.json',
    ]) {
      const reply = createTranslation(root, { file, code: 'ar' }, log);
      expect(reply.status, file).toBe(200);
      const { file: translation, undo } = reply.body as { file: string; undo: string };
      expect(translation).toBe(`pages/ar/${file.slice('pages/'.length)}`);
      expect(read(translation)).toBe('{}\n');
      const content = loadContent({ root });
      expect(content.issues, file).toEqual([]);
      const figures = content.translations!.files.find((candidate) => candidate.file === translation)!;
      expect(figures, file).toMatchObject({ translated: 0, stale: 0 });
      expect(figures.missing, file).toBeGreaterThan(0);
      expect(
        stateOf().translations[file].map(({ code }) => code),
        file,
      ).toContain('ar');
      expect(undoChange(root, { id: undo }, log).status).toBe(200);
      expect(existsSync(join(root, translation))).toBe(false);
    }
    writeFileSync(join(root, 'pages/ar/_site.json'), arabicSite);
  });

  it('refuses a language the site does not have, and a file the editor opens no translation of', () => {
    expect(() => createTranslation(root, { file: 'pages/faq.json', code: 'fr' })).toThrow(/no language "fr"/);
    for (const file of ['pages/_catalogue.json', 'pages/de/pricing.json'])
      expect(() => createTranslation(root, { file, code: 'ar' }), file).toThrow(/the editor does not translate/);
    expect(() => createTranslation(root, { file: 'pages/_site.json', code: 'de' })).toThrow(/exists already/);
  });
});

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const opened = (file: string) =>
  openFile(root, file).body as { file: string; value: unknown; view: TranslationView; shared?: SharedSectionsByName };
/** The editor's data of a file as opened: a translation's with its shared sections in its language, as the editor's page holds it. */
const editorDataOf = (file: string, value: unknown): EditorData =>
  fileToEditorData(file, value, opened(file).shared ?? readSharedSections(root).shared);
const textOf = (view: TranslationView, key: string) => view.texts.find((text) => text.key === key)!;

describe('a translation opened beside its source', () => {
  it("is a file the editor knows by the content side's rule", () => {
    const files = [
      'pages/de/pricing.json',
      'pages/ar/contact.json',
      'pages/de/_site.json',
      'pages/de/_sections/hosting-plans.json',
      'pages/de/blog/x.json',
      'pages/blog/x.json',
      'pages/de/_layouts/blog-tag.json',
    ];
    for (const file of files) {
      const translation = translationFileOf(file);
      const edited = translation !== undefined;
      expect(translatedFileOf(file)?.source, file).toBe(edited ? translation.source : undefined);
    }
    for (const file of [
      'pages/de/pricing.json',
      'pages/de/_site.json',
      'pages/de/_sections/hosting-plans.json',
      'pages/de/blog/x.json',
      'pages/de/_layouts/blog.json',
      'pages/de/_layouts/blog-tag.json',
      'pages/de/_layouts/projects-category.json',
    ])
      expect(editorFileKind(file), file).toBe('translation');
    // The editor opens no translation of the products.
    expect(editorFileKind('pages/de/_catalogue.json')).toBeUndefined();
  });

  it("lists the translations of the site settings and of each shared section beside the pages'", () => {
    const { translations } = stateOf();
    expect(translations['pages/_site.json'].map(({ file }) => file)).toEqual([
      'pages/de/_site.json',
      'pages/ar/_site.json',
    ]);
    expect(translations['pages/_sections/hosting-plans.json'].map(({ file }) => file)).toContain(
      'pages/de/_sections/hosting-plans.json',
    );
  });

  it('shows the translated page, each text with its source words and its fingerprints', () => {
    const { value, view } = opened('pages/de/pricing.json');
    expect(value).toMatchObject({ path: '/pricing', title: 'Preise' });
    expect(view).toMatchObject({ source: 'pages/pricing.json', code: 'de', label: 'Deutsch', sourceLabel: 'English' });
    const title = textOf(view, 'title');
    expect(title).toMatchObject({ source: 'Pricing', translated: 'Preise', sourcePrint: fingerprint('Pricing') });
    expect(title.keptPrint).toBe(title.sourcePrint);
    expect(textOf(view, textKey(0, 'breadcrumbs[0].label'))).toMatchObject({
      source: 'Home',
      translated: 'Startseite',
    });
  });

  it("shows the shared sections in the translation's language, the source's where they have none", () => {
    const { shared } = opened('pages/de/pricing.json');
    expect(shared!['hosting-plans'].props.title).toBe(
      JSON.parse(read('pages/de/_sections/hosting-plans.json')).props.title,
    );
    const english = readSharedSections(root).shared;
    const untranslated = Object.keys(english).find(
      (name) => !existsSync(join(root, `pages/de/_sections/${name}.json`)),
    )!;
    expect(shared![untranslated]).toEqual(english[untranslated]);
  });

  it("tells each text's state as the content side does", () => {
    const field = { path: ['title'], source: 'Pricing' };
    const prints = (kept?: string) => new Map(kept ? [['title', kept]] : []);
    for (const [translated, kept] of [
      [undefined, undefined],
      ['Preise', undefined],
      ['Preise', fingerprint('Pricing')],
      ['Preise', fingerprint('Prices')],
    ] as const) {
      const expected = textState({ ...field, ...(translated ? { translated } : {}) }, prints(kept));
      expect(
        stateOfText(
          { sourcePrint: fingerprint('Pricing'), ...(kept ? { keptPrint: kept } : {}) },
          { written: translated !== undefined, marked: false },
        ),
      ).toBe(expected);
    }
  });

  it('a changed source makes its translation stale with the new words; copied and marked, it is translated and saved with its fingerprint', () => {
    const source = opened('pages/pricing.json');
    const english = editorDataOf('pages/pricing.json', source.value);
    english.root.props.title = 'Plans and prices';
    expect(saveData(root, { file: 'pages/pricing.json', data: english }).status).toBe(200);

    const file = 'pages/de/pricing.json';
    const { value, view } = opened(file);
    const title = textOf(view, 'title');
    expect(title.source).toBe('Plans and prices');
    expect(stateOfText(title, { written: true, marked: false })).toBe('stale');
    expect(loadContent({ root }).translations!.files.find((figures) => figures.file === file)!.stale).toBe(1);

    const before = read(file);
    const data = editorDataOf(file, value);
    expect(saveData(root, { file, data }).body).toMatchObject({ changed: false });
    expect(read(file)).toBe(before);

    data.root.props.title = title.source; // "Copy from source"
    const reply = saveData(root, { file, data, copied: ['title'], marked: ['title'] });
    expect(reply.status).toBe(200);
    const saved = JSON.parse(read(file));
    expect(saved.title).toBe('Plans and prices');
    expect(saved.sources.title).toBe(fingerprint('Plans and prices'));
    // Only that line and its fingerprint changed; the rest keeps its bytes.
    expect(
      read(file)
        .split('\n')
        .filter((line, index) => line !== before.split('\n')[index]),
    ).toEqual(['  "title": "Plans and prices",', '    "title": "' + fingerprint('Plans and prices') + '",']);
    const after = (reply.body as { view: TranslationView }).view;
    expect(textOf(after, 'title').keptPrint).toBe(textOf(after, 'title').sourcePrint);
    expect(loadContent({ root }).translations!.files.find((figures) => figures.file === file)!.stale).toBe(0);
  });

  it('writes into an empty translation only what was translated, in the source structure; a value from the source cannot change', () => {
    const log = new ChangeLog();
    createTranslation(root, { file: 'pages/faq.json', code: 'de' }, log);
    const file = 'pages/de/faq.json';
    const { value, view } = opened(file);
    expect(view.texts.every((text) => text.translated === undefined)).toBe(true);
    const data = editorDataOf(file, value);
    (data.content[0].props.breadcrumbs as { label: string }[])[1].label = 'Häufige Fragen';
    data.root.props.header = 'none'; // not translatable: never written
    expect((validateData(root, { file, data }).body as { issues: unknown[] }).issues).toEqual([]);
    expect(saveData(root, { file, data }).status).toBe(200);
    const saved = JSON.parse(read(file));
    expect(saved.header).toBeUndefined();
    expect(saved.sections[0]).toEqual({ props: { breadcrumbs: [{}, { label: 'Häufige Fragen' }] } });
    expect(saved.sections.slice(1).every((section: unknown) => JSON.stringify(section) === '{}')).toBe(true);
    const reopened = opened(file).view;
    const label = textOf(reopened, textKey(0, 'breadcrumbs[1].label'));
    expect(stateOfText(label, { written: true, marked: false })).toBe('not-stamped');
    expect(loadContent({ root }).issues).toEqual([]);
  });

  it('refuses to mark as translated a text the translation does not give', () => {
    const file = 'pages/de/faq.json';
    const data = editorDataOf(file, opened(file).value);
    expect(() => saveData(root, { file, data, marked: ['title'] })).toThrow(/translates no text at title/);
  });
});

/** The lines of `after` that differ from `before`'s, both of the same length. */
const changedLines = (before: string, after: string) =>
  after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

describe("the translations of the site settings, a shared section, a post and a collection's layouts, opened beside their sources", () => {
  it("open as their source's form, each text with its source words; a changed source text is stale until copied and marked, and only its line and fingerprint change", () => {
    for (const { source, file, path, edit } of [
      {
        source: 'pages/_site.json',
        file: 'pages/de/_site.json',
        path: 'menus.main[0].label',
        edit: (data: EditorData, words: string) =>
          ((data.root.props.menus as { main: { label: string }[] }).main[0].label = words),
      },
      {
        source: 'pages/_sections/hosting-plans.json',
        file: 'pages/de/_sections/hosting-plans.json',
        path: 'props.title',
        edit: (data: EditorData, words: string) => (data.content[0].props.title = words),
      },
      {
        source: 'pages/blog/how-cloud-hosting-cuts-costs.json',
        file: 'pages/de/blog/how-cloud-hosting-cuts-costs.json',
        path: 'title',
        edit: (data: EditorData, words: string) => (data.root.props.title = words),
      },
      {
        source: 'pages/_layouts/blog.json',
        file: 'pages/de/_layouts/blog.json',
        path: 'sections[1].props.postNav.label',
        edit: (data: EditorData, words: string) => ((data.content[1].props.postNav as { label: string }).label = words),
      },
      {
        source: 'pages/_layouts/blog-tag.json',
        file: 'pages/de/_layouts/blog-tag.json',
        path: 'sections[0].props.breadcrumbs[1].label',
        edit: (data: EditorData, words: string) =>
          ((data.content[0].props.breadcrumbs as { label: string }[])[1].label = words),
      },
    ]) {
      const english = editorDataOf(source, opened(source).value);
      edit(english, 'Words changed in English');
      expect(saveData(root, { file: source, data: english }).status, source).toBe(200);

      const { value, view } = opened(file);
      expect(view).toMatchObject({ source, code: 'de', label: 'Deutsch', sourceLabel: 'English' });
      const text = textOf(view, path);
      expect(text.source).toBe('Words changed in English');
      expect(text.translated).toBeDefined();
      expect(stateOfText(text, { written: true, marked: false }), path).toBe('stale');
      // The editor's key of the field, as the form names it, finds the text.
      const [, item, field] = /^(?:sections\[(\d+)\]\.)?(?:props\.)?(.*)$/.exec(path)!;
      const selected = path.startsWith('props.') ? 0 : item === undefined ? undefined : Number(item);
      expect(textKey(selected, field, source)).toBe(path);

      const before = read(file);
      const data = editorDataOf(file, value);
      expect(saveData(root, { file, data }).body, file).toMatchObject({ changed: false });
      edit(data, text.source); // "Copy from source"
      const reply = saveData(root, { file, data, copied: [path], marked: [path] });
      expect(reply.status, file).toBe(200);
      expect(changedLines(before, read(file)), file).toEqual([
        expect.stringContaining('"Words changed in English"'),
        expect.stringContaining(`"${path}": "${fingerprint('Words changed in English')}"`),
      ]);
      const after = textOf((reply.body as { view: TranslationView }).view, path);
      expect(after.keptPrint).toBe(after.sourcePrint);
      expect(loadContent({ root }).translations!.files.find((figures) => figures.file === file)!.stale, file).toBe(0);
    }
  });
});
