import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { ChangeLog, createTranslation, editorState, undoChange } from '../../src/editor/server/editorRequests';
import type { EditorState } from '../../src/editor/shared/editorState';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-translations-'));
  for (const entry of ['pages', 'public', 'src'])
    cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
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
      figures: { translated: german.translated, stale: german.stale, missing: german.missing, percent: 100 },
    });
    const pricing = translations!.files.find((file) => file.file === 'pages/de/pricing.json')!;
    expect(state.translations['pages/pricing.json']).toEqual([
      {
        code: 'de',
        file: 'pages/de/pricing.json',
        figures: { translated: pricing.translated, stale: 0, missing: 0, percent: 100 },
      },
    ]);
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

  it('refuses a language the site does not have, and a file that is not a page', () => {
    expect(() => createTranslation(root, { file: 'pages/faq.json', code: 'fr' })).toThrow(/no language "fr"/);
    expect(() => createTranslation(root, { file: 'pages/_site.json', code: 'de' })).toThrow(/not a page/);
  });
});
