// What the editor's endpoints do, apart from HTTP (src/site-generator/editorPlugin.ts carries them):
// read a file of pages/, check the editor's data with the same pipeline and messages as
// npm run validate, save it (checked again, written in the original's layout) and create a page
// with npm run new-page's rules. Only files of pages/ (pages and shared sections) are read or
// written, never through a symbolic link, and a file is written whole or not at all
// (src/content/authorFiles.ts). Each request's body is checked for its shape before it is used.
import { z } from 'zod';
import { NewPageRefusal, planNewPage } from '../../cli/newPage';
import type { ContentIssue } from '../../problems/contentIssue';
import { AuthorFileRefusal, readAuthorFile, writeAuthorFile } from '../../content/authorFiles';
import { loadContent } from '../../content/loadContent';
import { memoryValidationCache, type ValidationCache } from '../../content/validationCache';
import { editorDataToFile, type EditorData } from '../shared/editorData';
import { writeLikeOriginal } from '../shared/writeLikeOriginal';
import { readEditorState, readSharedSections } from './editorState';
import { checkedBody, EditorRefusal } from './requestGuard';

export { EditorRefusal };

export interface EditorReply {
  status: number;
  body: unknown;
}

/** A page (pages/<name>.json) or a shared section (pages/_sections/<name>.json): nothing else, no other folder. */
const editableFile = /^pages\/(_sections\/)?[a-z0-9][a-z0-9-]*\.json$/;

function checkFile(file: unknown): string {
  if (typeof file !== 'string' || !editableFile.test(file))
    throw new EditorRefusal(
      `the editor opens and saves pages/<name>.json and pages/_sections/<name>.json only, not ${JSON.stringify(file)}`,
    );
  return file;
}

/** What the editor sends to check or save a file: Puck's data, of which the root's props and the items are used. */
const editorDataSchema = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).default({}) }),
  content: z.array(z.object({ type: z.string(), props: z.looseObject({ id: z.string() }) })),
});
const fileRequestSchema = z.object({ file: z.unknown(), data: editorDataSchema });
const newPageRequestSchema = z.object({ path: z.string().optional(), from: z.string().optional() });

function fileRequest(body: unknown): { file: string; data: EditorData } {
  const request = checkedBody(body, z.object({ file: z.unknown() }));
  const file = checkFile(request.file);
  return { file, data: checkedBody(body, fileRequestSchema).data };
}

/** A refusal of a link (or a non-file) on the way to an author's file, as the editor answers it. */
function refusingLinks<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof AuthorFileRefusal) throw new EditorRefusal(`${error.file}: ${error.message}`, 422);
    throw error;
  }
}

function originalText(root: string, file: string): string | undefined {
  return refusingLinks(() => readAuthorFile(root, file))?.toString('utf8');
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
  try {
    return { status: 200, body: { file: name, value: JSON.parse(text.replace(/^\uFEFF/, '')) } };
  } catch {
    return {
      status: 422,
      body: {
        message: `${name} is not valid JSON, so the editor cannot open it; npm run validate says where to fix it`,
      },
    };
  }
}

export function validateData(root: string, body: unknown): EditorReply {
  const { file, data } = fileRequest(body);
  const { issues } = check(root, file, data);
  return { status: 200, body: { issues } };
}

/** Writes the file when the whole content is valid with it; an unchanged page is not touched. */
export function saveData(root: string, body: unknown): EditorReply {
  const { file, data } = fileRequest(body);
  const { text, issues } = check(root, file, data);
  if (issues.length > 0) return { status: 422, body: { issues } };
  const changed = text !== originalText(root, file);
  if (changed) refusingLinks(() => writeAuthorFile(root, file, text));
  return { status: 200, body: { file, changed } };
}

export function createPage(root: string, body: unknown): EditorReply {
  const request = checkedBody(body, newPageRequestSchema);
  const args = [request.path ?? '', ...(request.from ? ['--from', request.from] : [])];
  try {
    const { file, text } = planNewPage(root, args);
    refusingLinks(() => writeAuthorFile(root, file, text, { createOnly: true }));
    return { status: 200, body: { file } };
  } catch (error) {
    if (error instanceof NewPageRefusal) return { status: 422, body: { message: error.message.split('\n')[0] } };
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return { status: 422, body: { message: 'a file of that name appeared meanwhile; choose another path' } };
    throw error;
  }
}
