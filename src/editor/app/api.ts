// The editor's requests to the development server (src/site-generator/editorPlugin.ts).
import type { ContentIssue } from '../../problems/contentIssue';
import type { PageData } from '../../schema/page';
import type { EditorState } from '../shared/editorState';
import type { EditorData, SharedSectionsByName } from '../shared/editorData';
import type { TranslationView } from '../shared/translationView';
import type { CheckReply, FollowingLink } from './editorSession';

async function call<T>(action: string, body?: unknown): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await fetch(
    `/__editor/${action}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

interface Refusal {
  message?: string;
  issues?: ContentIssue[];
}

export const fetchState = async () => (await call<EditorState>('state')).body;
export const fetchFile = async (file: string) =>
  (
    await call<{ value: unknown; message?: string; view?: TranslationView; shared?: SharedSectionsByName }>(
      `file?file=${encodeURIComponent(file)}`,
    )
  ).body;
/** The problems of the edit: of the whole content, or (`fileOnly`) of the edited file alone, which is quicker. */
export const validate = async (file: string, data: EditorData, { fileOnly = false } = {}) =>
  (await call<CheckReply>('validate', { file, data, ...(fileOnly ? { fileOnly } : {}) })).body;
/** Saves the file; a translation with the texts the translator copied from the source or marked as translated. */
export const save = (
  file: string,
  data: EditorData,
  linksSeen: number,
  marks?: { copied: string[]; marked: string[] },
) =>
  call<Refusal & { changed?: boolean; rename?: CheckReply['rename']; undo?: string; view?: TranslationView }>('save', {
    file,
    data,
    linksSeen,
    ...marks,
  });
export const createPage = (path: string, from: string) => call<Refusal & { file?: string }>('new-page', { path, from });
/** Starts the translation of a page into one of the site's languages: the new file, or why not. */
export const createTranslation = (file: string, code: string) =>
  call<Refusal & { file?: string; undo?: string }>('new-translation', { file, code });
export const duplicatePage = (file: string, path: string) =>
  call<Refusal & { file?: string; undo?: string }>('duplicate-page', { file, path });

export interface DeletePlan {
  path: string;
  links: FollowingLink[];
  issues: ContentIssue[];
  refusal?: string;
}
export const deletePlan = async (file: string, redirectTo?: string) =>
  (await call<DeletePlan>('delete-plan', { file, redirectTo })).body;
export const deletePage = (file: string, redirectTo?: string) =>
  call<Refusal & { path?: string; links?: number; undo?: string }>('delete-page', { file, redirectTo });
/** Why no entry was made (src/editor/server/newEntry.ts), said in the editor's words. */
export type NewEntryRefusal =
  { reason: 'no-title' } | { reason: 'no-name'; title: string } | { reason: 'taken'; file: string; title?: string };
export const createEntry = (collection: string, title: string) =>
  call<Partial<NewEntryRefusal> & Refusal & { file?: string; undo?: string }>('new-entry', { collection, title });
/** The page an entry (or a layout, with its collection's newest entry) makes, as the site draws it; null while it cannot be made. */
export const entryPreview = async (file: string, data: EditorData) =>
  (await call<{ page: PageData | null }>('entry-preview', { file, data })).body;
export const undoChange = (id: string) => call<Refusal & { undone?: boolean }>('undo', { id });

/** Sends a picture from the author's computer into public/images/uploads/; its address and size, or why not. */
export async function uploadImage(file: File) {
  const response = await fetch(`/__editor/upload?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'image/unknown' },
    body: file,
  });
  return {
    ok: response.ok,
    body: (await response.json()) as { src?: string; width?: number; height?: number; message?: string },
  };
}
