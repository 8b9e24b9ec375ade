// The check made as the author types: the edited file's problems, exactly as the whole check finds
// them, without the other files' problems and without checking every page again.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { memoryValidationCache } from '../../src/content/validationCache';
import { validateData } from '../../src/editor/server/editorRequests';
import { readSharedSections } from '../../src/editor/server/editorState';
import { editorDataToFile, fileToEditorData, type EditorData } from '../../src/editor/shared/editorData';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-quick-check-'));
  for (const entry of ['pages', 'public']) cpSync(join(process.cwd(), entry), join(root, entry), { recursive: true });
  // A problem elsewhere, left on disk: the quick check of another file never reports it.
  writeFileSync(join(root, 'pages/faq.json'), readFileSync(join(root, 'pages/faq.json'), 'utf8').replace('{', '{,'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dataOf = (file: string): EditorData =>
  fileToEditorData(file, JSON.parse(readFileSync(join(root, file), 'utf8')), readSharedSections(root).shared);
const issuesOf = (file: string, data: EditorData, fileOnly: boolean) =>
  (validateData(root, { file, data, fileOnly }).body as { issues: ContentIssue[] }).issues;
const placesOf = (issues: ContentIssue[]) =>
  issues.map(({ code, file, line, column, path }) => ({ code, file, line, column, path }));

describe('the check of the edited file alone', () => {
  it("gives a page's own problems, those between files included, as the whole check does, and none of another file's", () => {
    const file = 'pages/iot.json';
    const data = dataOf(file);
    data.content[0].props.anchor = 'Not An Anchor';
    const links = JSON.stringify(data.content).match(/"href":"#"/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    const withBrokenLink = JSON.parse(
      JSON.stringify(data).replace('"href":"#"', '"href":"/no-such-page"'),
    ) as EditorData;

    const quick = issuesOf(file, withBrokenLink, true);
    const whole = issuesOf(file, withBrokenLink, false);
    expect(quick.map((issue) => issue.code).sort()).toEqual(['link.missing-page', 'section.id-form']);
    expect(placesOf(quick)).toEqual(placesOf(whole.filter((issue) => issue.file === file)));
    expect(quick.every((issue) => issue.file === file)).toBe(true);
    expect(loadContent({ root }).issues.some((issue) => issue.file === 'pages/faq.json')).toBe(true);
  });

  it('checks the site settings without checking every page again with its brand name; the whole check does', () => {
    const file = 'pages/_site.json';
    const data = dataOf(file);
    const brand = data.root.props.brand as { name: string };
    data.root.props.brand = { ...brand, name: '' };
    const text = JSON.stringify(editorDataToFile(file, data, readSharedSections(root).shared));
    const cache = memoryValidationCache('quick-check-test');
    loadContent({ root, cache });

    const quick = loadContent({ root, cache, pageTexts: [{ file, text }], focus: file });
    expect(quick.pageChecks.made).toBe(0);
    const whole = loadContent({ root, cache, pageTexts: [{ file, text }] });
    expect(whole.pageChecks.made).toBeGreaterThan(0);
    expect(placesOf(quick.issues)).toEqual(placesOf(whole.issues.filter((issue) => issue.file === file)));
    expect(quick.issues.map((issue) => issue.path.join('.'))).toContain('brand.name');
    const paths = (issues: ContentIssue[]) => issues.map(({ code, path }) => ({ code, path }));
    expect(paths(issuesOf(file, data, true))).toEqual(paths(quick.issues));
  });
});
