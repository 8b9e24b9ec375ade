// What the editor's endpoints do, apart from HTTP (src/site-generator/editorPlugin.ts carries them):
// read a file of pages/, check the editor's data with the same pipeline and messages as
// npm run validate, save it (checked again, written in the original's layout), create, duplicate and
// delete a page, create an entry of a collection, draw an entry's page through its layout for the
// preview, and undo such a change. A page whose path changes is renamed: every link to it is
// rewritten in the same save. Only the files of pages/ the editor knows are read or written
// (src/editor/shared/editorFiles.ts), never through a symbolic link, and a change of several files is
// made whole or not at all (fileChanges.ts). Each request's body is checked for its shape before use.
import { z } from 'zod';
import { NewPageRefusal, planNewPage } from '../../cli/newPage';
import type { ContentIssue } from '../../problems/contentIssue';
import { AuthorFileRefusal, readAuthorFile, writeAuthorFile } from '../../content/authorFiles';
import { listedEntry } from '../../content/collections/entryTypes';
import { loadContent } from '../../content/loadContent';
import { memoryValidationCache, type ValidationCache } from '../../content/validationCache';
import { normalizePath } from '../../schema/primitives';
import { editorDataToFile, type EditorData } from '../shared/editorData';
import { collectionOfFile, editorFileKind, formFileOf, SITE_FILE, translatedFileOf } from '../shared/editorFiles';
import { collectionNames, type CollectionName } from '../../schema/collections/collections';
import type { PageData } from '../../schema/page';
import { writeLikeOriginal } from '../shared/writeLikeOriginal';
import { followedTranslation } from '../../content/translations/followSource';
import { translationFileFor, translationFileOf } from '../../content/translations/translationFiles';
import { readEditorState, readSharedSections, today } from './editorState';
import { planNewEntry } from './newEntry';
import {
  ChangeLog,
  keptPageReason,
  makeChanges,
  newIssues,
  pathOfPage,
  planLinkChange,
  readContentTexts,
  sharedTypesOf,
} from './pageChanges';
import { linksToPage, type ContentText, type PageLink } from './pageLinks';
import { checkedBody, EditorRefusal } from './requestGuard';
import { themeContrast } from './themeContrast';
import {
  editedTranslationText,
  editorLanguages,
  openTranslation,
  startTranslation,
  translationView,
} from './translations';

export { ChangeLog, EditorRefusal };

export interface EditorReply {
  status: number;
  body: unknown;
}

function checkFile(file: unknown): string {
  if (!editorFileKind(file))
    throw new EditorRefusal(
      `the editor opens and saves pages/<name>.json, pages/_sections/<name>.json, pages/_site.json, pages/_catalogue.json, the collections' entries (pages/<collection>/<name>.json) and layouts (pages/_layouts/<collection>.json, and its tag or category pages' pages/_layouts/blog-tag.json or projects-category.json), and their translations (pages/<language>/ and the same name; not the products') only, not ${JSON.stringify(file)}`,
    );
  return file as string;
}

function checkPageFile(file: unknown): string {
  const name = checkFile(file);
  if (editorFileKind(name) !== 'page') throw new EditorRefusal(`${name} is not a page`);
  return name;
}

/** What the editor sends to check or save a file: Puck's data, of which the root's props and the items are used. */
const editorDataSchema = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).default({}) }),
  content: z.array(z.object({ type: z.string(), props: z.looseObject({ id: z.string() }) })),
});
const fileRequestSchema = z.object({
  file: z.unknown(),
  data: editorDataSchema,
  /** The edited file's own problems alone, as the author types: the whole check follows (check). */
  fileOnly: z.boolean().optional(),
  /** How many links elsewhere the author was shown would follow a renamed page. */
  linksSeen: z.number().int().min(0).optional(),
  /** A translation's texts the translator copied from the source: written though they equal it. */
  copied: z.array(z.string()).optional(),
  /** A translation's texts the translator marked as translated: stamped with the source's fingerprint. */
  marked: z.array(z.string()).optional(),
});
const newPageRequestSchema = z.object({ path: z.string().optional(), from: z.string().optional() });
const deleteRequestSchema = z.object({
  file: z.unknown(),
  /** Where the links to the page go: nowhere (taken away) or to another page's path. */
  redirectTo: z.string().optional(),
});
const duplicateRequestSchema = z.object({ file: z.unknown(), path: z.string() });
const undoRequestSchema = z.object({ id: z.string() });
const newEntryRequestSchema = z.object({
  collection: z.enum(collectionNames as [string, ...string[]]),
  title: z.string(),
});

function fileRequest(body: unknown) {
  const request = checkedBody(body, z.object({ file: z.unknown() }));
  const file = checkFile(request.file);
  const { data, ...rest } = checkedBody(body, fileRequestSchema);
  return { ...rest, file, data: data as EditorData };
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

/** The whole content's problems as the files are now. */
export const contentIssues = (root: string) => loadContent({ root, cache: cacheOf(root) }).issues;

/** A page renamed by the edit: its old and new path, and the links elsewhere that follow it. */
interface Rename {
  from: string;
  to: string;
  links: PageLink[];
}

interface Checked {
  /** Every file the save writes: the edited one first, then those whose links follow a renamed page, and the translations that follow them. */
  texts: { file: string; text: string }[];
  issues: ContentIssue[];
  rename?: Rename;
}

function parsedOrUndefined(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/** A page's path as the editor's data holds it, when it is one a link can name. */
function editedPath(data: EditorData): string | undefined {
  const path = data.root.props.path;
  return typeof path === 'string' && path.startsWith('/') ? normalizePath(path) : undefined;
}

/**
 * The texts the editor's data saves as, and the problems they bring: every problem of the edited
 * file, and those of other files that the content on disk does not have, so a problem elsewhere,
 * left by someone else, never blocks this file. A page whose path changed takes every link to it
 * along (its own links to itself included). With `fileOnly`, the edited file's problems alone: what
 * a keystroke needs at once, while the problems an edit brings elsewhere (a brand name in every
 * page, links to a renamed page) are the whole check's, which the editor asks for next.
 */
function check(root: string, file: string, data: EditorData, fileOnly = false, marks: TranslationMarks = {}): Checked {
  if (editorFileKind(file) === 'translation') return checkTranslation(root, file, data, fileOnly, marks);
  const { shared } = readSharedSections(root);
  const original = originalText(root, file);
  let text = writeLikeOriginal(original, editorDataToFile(file, data, shared));
  const texts: { file: string; text: string }[] = [];
  let rename: Rename | undefined;
  if (editorFileKind(file) === 'page') {
    // The path as saved, from the file's own text: the other files are read only for a rename.
    const from = pathOfPage([{ file, text: original ?? '', value: parsedOrUndefined(original) }], file);
    const to = editedPath(data);
    if (from && to && from !== to) {
      const onDisk = readContentTexts(root);
      const edited: ContentText = { file, text, value: JSON.parse(text) };
      const all = [...onDisk.filter((input) => input.file !== file), edited];
      const plan = planLinkChange(all, sharedTypesOf(root), from, { kind: 'redirect', to }, true);
      text = plan.rewrites.find((rewrite) => rewrite.file === file)?.text ?? text;
      texts.push(...plan.rewrites.filter((rewrite) => rewrite.file !== file));
      rename = { from, to, links: plan.links.filter((link) => link.file !== file) };
    }
  }
  let all = [{ file, text }, ...texts];
  if (fileOnly)
    return {
      texts: all,
      issues: loadContent({ root, pageTexts: all, cache: cacheOf(root), focus: file }).issues,
      rename,
    };
  // A translation keeps its source's structure: what the edit puts in or takes out of a list, or
  // takes off, its translations follow in the same save.
  all = [...all, ...translationsFollowing(readContentTexts(root), all)];
  const issues = loadContent({ root, pageTexts: all, cache: cacheOf(root) }).issues;
  const elsewhere = issues.filter((issue) => issue.file !== file);
  if (elsewhere.length === 0) return { texts: all, issues, rename };
  const fresh = newIssues(contentIssues(root), elsewhere);
  return { texts: all, issues: issues.filter((issue) => issue.file === file || fresh.includes(issue)), rename };
}

interface TranslationMarks {
  copied?: string[];
  marked?: string[];
}

/** A translation's text from the editor's data and its problems: the translation's own alone, since it changes no other file. */
function checkTranslation(
  root: string,
  file: string,
  data: EditorData,
  fileOnly: boolean,
  marks: TranslationMarks,
): Checked {
  let text: string;
  try {
    text = editedTranslationText(root, file, data, marks);
  } catch (error) {
    // Marked as translated before it was written: stamping says which texts it could stamp.
    throw new EditorRefusal((error as Error).message, 422);
  }
  const texts = [{ file, text }];
  const issues = loadContent({
    root,
    pageTexts: texts,
    cache: cacheOf(root),
    ...(fileOnly ? { focus: file } : {}),
  }).issues;
  return { texts, issues: issues.filter((issue) => issue.file === file) };
}

export function editorState(root: string): EditorReply {
  const content = loadContent({ root, cache: cacheOf(root) });
  const { issues, collections } = content;
  const entries = [...(collections?.entries.values() ?? [])].flat().map(listedEntry);
  const state = readEditorState(root);
  return { status: 200, body: { ...state, ...editorLanguages(root, content, state), issues, entries } };
}

const newTranslationRequestSchema = z.object({ file: z.unknown(), code: z.string() });

/** A file's translation into one of the site's languages, started empty (translations.ts says why); undoable. */
export function createTranslation(root: string, body: unknown, log = new ChangeLog()): EditorReply {
  const request = checkedBody(body, newTranslationRequestSchema);
  const file = checkFile(request.file);
  if (originalText(root, file) === undefined) return { status: 404, body: { message: `${file} does not exist` } };
  const { site } = loadContent({ root, cache: cacheOf(root) });
  return { status: 200, body: startTranslation(root, { site }, file, request.code, log) };
}

export function openFile(root: string, file: unknown): EditorReply {
  const name = checkFile(file);
  const text = originalText(root, name);
  if (text === undefined) return { status: 404, body: { message: `${name} does not exist` } };
  try {
    const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    if (editorFileKind(name) === 'translation') {
      const source = translationFileOf(name)!.source;
      if (originalText(root, source) === undefined)
        return { status: 404, body: { message: `${name} translates ${source}, which does not exist` } };
      return { status: 200, body: { file: name, ...openTranslation(root, name, text) } };
    }
    return { status: 200, body: { file: name, value } };
  } catch {
    return {
      status: 422,
      body: {
        message: `${name} is not valid JSON, so the editor cannot open it; npm run validate says where to fix it`,
      },
    };
  }
}

/** The problems the edit brings; for a renamed page, the links that follow it; for the site settings, the theme's contrast. */
export function validateData(root: string, body: unknown): EditorReply {
  const { file, data, fileOnly } = fileRequest(body);
  const { texts, issues, rename } = check(root, file, data, fileOnly);
  const contrast = file === SITE_FILE ? themeContrast(JSON.parse(texts[0].text)) : undefined;
  return { status: 200, body: { issues, ...(rename ? { rename } : {}), ...(contrast ? { contrast } : {}) } };
}

/**
 * Writes the file when the whole content is valid with it; an unchanged page is not touched. A renamed
 * page is saved with the links that follow it, once the author has seen them (`linksSeen`): otherwise
 * the answer (409) lists them.
 */
export function saveData(root: string, body: unknown, log = new ChangeLog()): EditorReply {
  const { file, data, linksSeen = 0, copied, marked } = fileRequest(body);
  const { texts, issues, rename } = check(root, file, data, false, { copied, marked });
  if (issues.length > 0) return { status: 422, body: { issues } };
  if (rename) {
    const kept = keptPageReason(rename.from);
    if (kept) return { status: 422, body: { message: kept } };
    if (rename.links.length !== linksSeen) return { status: 409, body: { rename } };
  }
  const changed = texts.some(({ file: name, text }) => text !== originalText(root, name));
  // A translation's texts as saved: their states start again from the file.
  const view = editorFileKind(file) === 'translation' ? { view: translationView(root, file, texts[0].text) } : {};
  if (!changed) return { status: 200, body: { file, changed, ...view } };
  const undo = refusingLinks(() => makeChanges(root, log, texts));
  return { status: 200, body: { file, changed, undo, ...(rename ? { rename } : {}), ...view } };
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

/** A copy of a page at another path, made with npm run new-page's rules (new-page --from). */
export function duplicatePage(root: string, body: unknown, log = new ChangeLog()): EditorReply {
  const request = checkedBody(body, duplicateRequestSchema);
  const from = pathOfPage(readContentTexts(root), checkPageFile(request.file));
  if (!from) return { status: 422, body: { message: `${String(request.file)} has no path to copy from` } };
  try {
    const { file, text } = planNewPage(root, [request.path, '--from', from]);
    const undo = refusingLinks(() => makeChanges(root, log, [{ file, text }]));
    return { status: 200, body: { file, undo } };
  } catch (error) {
    if (error instanceof NewPageRefusal) return { status: 422, body: { message: error.message.split('\n')[0] } };
    throw error;
  }
}

interface DeletePlan {
  path: string;
  /** Every link elsewhere that leads to the page. */
  links: PageLink[];
  /** The files whose links change, as they will be written. */
  rewrites: { file: string; text: string }[];
  /** Problems the change would bring (a list left shorter than its fewest entries). */
  issues: ContentIssue[];
  /** Why the page cannot be deleted, if it cannot. */
  refusal?: string;
  /** The page's translations (pages/<language>/<name>.json), deleted with it: a translation of no page stops the build. */
  translations: string[];
}

function planDelete(root: string, body: unknown): { file: string; plan: DeletePlan } {
  const request = checkedBody(body, deleteRequestSchema);
  const file = checkPageFile(request.file);
  const texts = readContentTexts(root);
  const path = pathOfPage(texts, file);
  if (!path) throw new EditorRefusal(`${file} is not a page the editor can read`, 422);
  const to = request.redirectTo === undefined ? undefined : normalizePath(request.redirectTo);
  const sharedTypes = sharedTypesOf(root);
  const change = to ? ({ kind: 'redirect', to } as const) : ({ kind: 'remove' } as const);
  const planned = planLinkChange(texts, sharedTypes, path, change, false, file);
  const { links } = planned;
  // A translation keeps its source's structure: a menu entry taken away goes from its translations too.
  const rewrites = [...planned.rewrites, ...translationsFollowing(texts, planned.rewrites)];
  const translations = texts
    .filter((input) => translationFileOf(input.file)?.source === file)
    .map((input) => input.file);
  const gone = new Set([file, ...translations]);
  const refusal =
    keptPageReason(path) ??
    (to === path
      ? 'the links cannot lead to the page being deleted; choose another page'
      : to && !texts.some((input) => input.file !== file && pathOfPage(texts, input.file) === to)
        ? `no page has the path ${to}; choose one of the site's pages`
        : undefined);
  if (refusal) return { file, plan: { path, links, rewrites: [], issues: [], refusal, translations } };
  const issues = newIssues(
    contentIssues(root),
    loadContent({ root, pageTexts: rewrites, cache: cacheOf(root) }).issues,
  ).filter((issue) => !gone.has(issue.file));
  // Nothing may still lead to the page once it is gone.
  const after = texts
    .filter((input) => !gone.has(input.file))
    .map((input) => {
      const rewritten = rewrites.find((rewrite) => rewrite.file === input.file);
      return rewritten ? { ...input, text: rewritten.text, value: JSON.parse(rewritten.text) } : input;
    });
  const left = linksToPage(after, path, sharedTypes);
  const leftRefusal = left.length
    ? `${left.length} link(s) to ${path} could not be changed (in ${[...new Set(left.map((link) => link.file))].join(', ')}); send them to another page instead`
    : undefined;
  return {
    file,
    plan: { path, links, rewrites, issues, translations, ...(leftRefusal ? { refusal: leftRefusal } : {}) },
  };
}

/** The translations of the files `rewrites` change, kept in step with them (followSource.ts), where that changes them. */
function translationsFollowing(
  texts: ContentText[],
  rewrites: readonly { file: string; text: string }[],
): { file: string; text: string }[] {
  return rewrites.flatMap((rewrite) => {
    const before = texts.find((input) => input.file === rewrite.file)?.value;
    return texts.flatMap((translation) => {
      if (translationFileOf(translation.file)?.source !== rewrite.file || translation.value === undefined) return [];
      const followed = followedTranslation(before, JSON.parse(rewrite.text), translation.value);
      const text = writeLikeOriginal(translation.text, followed);
      return text === translation.text ? [] : [{ file: translation.file, text }];
    });
  });
}

/** What deleting a page would change: the links to it, and the problems their removal or redirection would bring. */
export function deletePlan(root: string, body: unknown): EditorReply {
  const { plan } = planDelete(root, body);
  return {
    status: 200,
    body: {
      path: plan.path,
      links: plan.links,
      issues: plan.issues,
      refusal: plan.refusal,
      translations: plan.translations,
    },
  };
}

/** Deletes a page with its translations and changes every link to it, in one step, when that leaves the content without a new problem. */
export function deletePage(root: string, body: unknown, log = new ChangeLog()): EditorReply {
  const { file, plan } = planDelete(root, body);
  if (plan.refusal) return { status: 422, body: { message: plan.refusal } };
  if (plan.issues.length > 0) return { status: 422, body: { issues: plan.issues } };
  const removed = [file, ...plan.translations].map((gone) => ({ file: gone, remove: true as const }));
  const undo = refusingLinks(() => makeChanges(root, log, [...plan.rewrites, ...removed]));
  return { status: 200, body: { path: plan.path, links: plan.links.length, undo } };
}

/** A new entry of a collection from its title, written with today's date and its required parts to fill; undoable. */
export function createEntry(root: string, body: unknown, log = new ChangeLog()): EditorReply {
  const { collection, title } = checkedBody(body, newEntryRequestSchema);
  const plan = planNewEntry(root, collection, title);
  if ('reason' in plan) return { status: 422, body: plan };
  const undo = refusingLinks(() => makeChanges(root, log, [{ file: plan.file, text: plan.text }]));
  return { status: 200, body: { file: plan.file, undo } };
}

/**
 * The page an entry makes, as the site draws it (its collection's layout around it, listings drawn),
 * from the editor's data of the entry; or, from the editor's data of a layout, the page of the
 * collection's newest entry through it. A draft or an entry dated later is drawn too, as the
 * development server shows it. None while the file has a problem that keeps the page from being made.
 */
export function entryPreview(root: string, body: unknown): EditorReply {
  const { file, data } = fileRequest(body);
  // A translation's page is drawn from the translation as edited, in its language.
  const translation = translatedFileOf(file);
  const form = formFileOf(file);
  const collection = collectionOfFile(form);
  if (!collection) throw new EditorRefusal(`${file} is neither an entry of a collection nor a layout`);
  const { shared } = readSharedSections(root);
  const text = translation
    ? editedTranslationText(root, file, data)
    : writeLikeOriginal(originalText(root, file), editorDataToFile(file, data, shared));
  const date = editorFileKind(form) === 'entry' ? data.root.props.date : undefined;
  const day = typeof date === 'string' && date > today() ? date : today();
  const { pages, collections } = loadContent({
    root,
    pageTexts: [{ file, text }],
    cache: cacheOf(root),
    focus: file,
    collections: { drafts: true, today: day },
  });
  const shownSource =
    editorFileKind(form) === 'entry' ? form : collections?.entries.get(collection as CollectionName)?.[0]?.file;
  const shown = translation && shownSource ? translationFileFor(translation.code, shownSource) : shownSource;
  // A layout's translation draws the newest entry in its language, or in the default one where it has none.
  const page: PageData | undefined =
    pages.find((candidate) => candidate.file === shown) ?? pages.find((candidate) => candidate.file === shownSource);
  return { status: 200, body: { page: page ?? null } };
}

/** Undoes a rename, a deletion, a duplication or a new entry, while every file it changed is still as it left it. */
export function undoChange(root: string, body: unknown, log: ChangeLog): EditorReply {
  const { id } = checkedBody(body, undoRequestSchema);
  if (refusingLinks(() => log.undo(root, id))) return { status: 200, body: { undone: true } };
  return {
    status: 409,
    body: { message: 'this change cannot be undone any more: a file it changed has been changed since' },
  };
}
