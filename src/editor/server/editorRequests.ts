// What the editor's endpoints do, apart from HTTP (src/site-generator/editorPlugin.ts carries them):
// read a file of pages/, check the editor's data with the same pipeline and messages as
// npm run validate, save it (checked again, written in the original's layout) and create a page
// with npm run new-page's rules. Only files of pages/ (pages and shared sections) are read or written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NewPageRefusal, planNewPage } from '../../cli/newPage';
import type { ContentIssue } from '../../problems/contentIssue';
import { loadContent } from '../../content/loadContent';
import { memoryValidationCache, type ValidationCache } from '../../content/validationCache';
import { editorDataToFile, type EditorData } from '../shared/editorData';
import { writeLikeOriginal } from '../shared/writeLikeOriginal';
import { readEditorState, readSharedSections } from './editorState';

export interface EditorReply {
  status: number;
  body: unknown;
}

/** A page (pages/<name>.json) or a shared section (pages/_sections/<name>.json): nothing else, no other folder. */
const editableFile = /^pages\/(_sections\/)?[a-z0-9][a-z0-9-]*\.json$/;

export class EditorRefusal extends Error {}

function checkFile(file: unknown): string {
  if (typeof file !== 'string' || !editableFile.test(file))
    throw new EditorRefusal(
      `the editor opens and saves pages/<name>.json and pages/_sections/<name>.json only, not ${JSON.stringify(file)}`,
    );
  return file;
}

function originalText(root: string, file: string): string | undefined {
  return existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined;
}

/**
 * Each page file's own checks, kept in memory between the checks of an editing session: the author
 * changes one file at a time, so a keystroke checks that file and the checks between files alone.
 * Kept per project folder; the code that checks does not change while the server runs.
 */
const caches = new Map<string, ValidationCache>();
function cacheOf(root: string): ValidationCache {
  if (!caches.has(root)) caches.set(root, memoryValidationCache('editor'));
  return caches.get(root)!;
}

const issueKey = (issue: ContentIssue) => `${issue.file}:${issue.line}:${issue.column} ${issue.message}`;

/**
 * The text the editor's data saves as, and the problems it brings: every problem of its own file,
 * and those of other files (the pages using a shared section) that the content on disk does not have,
 * so a problem elsewhere, left by someone else, never blocks this file.
 */
function check(root: string, file: string, data: EditorData): { text: string; issues: ContentIssue[] } {
  const { shared } = readSharedSections(root);
  const text = writeLikeOriginal(originalText(root, file), editorDataToFile(file, data, shared));
  const issues = loadContent({ root, pageTexts: [{ file, text }], cache: cacheOf(root) }).issues;
  const elsewhere = issues.filter((issue) => issue.file !== file);
  if (elsewhere.length === 0) return { text, issues };
  const before = new Set(loadContent({ root, cache: cacheOf(root) }).issues.map(issueKey));
  return { text, issues: issues.filter((issue) => issue.file === file || !before.has(issueKey(issue))) };
}

export function editorState(root: string): EditorReply {
  return { status: 200, body: readEditorState(root) };
}

export function openFile(root: string, file: unknown): EditorReply {
  const name = checkFile(file);
  const text = originalText(root, name);
  if (text === undefined) return { status: 404, body: { message: `${name} does not exist` } };
  return { status: 200, body: { file: name, value: JSON.parse(text) } };
}

export function validateData(root: string, request: { file?: unknown; data?: EditorData }): EditorReply {
  const { issues } = check(root, checkFile(request.file), request.data!);
  return { status: 200, body: { issues } };
}

/** Writes the file when the whole content is valid with it; an unchanged page is not touched. */
export function saveData(root: string, request: { file?: unknown; data?: EditorData }): EditorReply {
  const file = checkFile(request.file);
  const { text, issues } = check(root, file, request.data!);
  if (issues.length > 0) return { status: 422, body: { issues } };
  const changed = text !== originalText(root, file);
  if (changed) writeFileSync(join(root, file), text);
  return { status: 200, body: { file, changed } };
}

export function createPage(root: string, request: { path?: unknown; from?: unknown }): EditorReply {
  const args = [
    String(request.path ?? ''),
    ...(typeof request.from === 'string' && request.from ? ['--from', request.from] : []),
  ];
  try {
    const { file, text } = planNewPage(root, args);
    writeFileSync(join(root, file), text);
    return { status: 200, body: { file } };
  } catch (error) {
    if (error instanceof NewPageRefusal) return { status: 422, body: { message: error.message.split('\n')[0] } };
    throw error;
  }
}
