// The editor's requests to the development server (src/site-generator/editorPlugin.ts).
import type { ContentIssue } from '../../problems/contentIssue';
import type { EditorState } from '../shared/editorState';
import type { EditorData } from '../shared/editorData';

async function call<T>(action: string, body?: unknown): Promise<{ ok: boolean; body: T }> {
  const response = await fetch(
    `/__editor/${action}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { ok: response.ok, body: (await response.json()) as T };
}

export const fetchState = async () => (await call<EditorState>('state')).body;
export const fetchFile = async (file: string) =>
  (await call<{ value: unknown; message?: string }>(`file?file=${encodeURIComponent(file)}`)).body;
export const validate = async (file: string, data: EditorData) =>
  (await call<{ issues: ContentIssue[] }>('validate', { file, data })).body.issues;
export const save = (file: string, data: EditorData) =>
  call<{ changed?: boolean; issues?: ContentIssue[]; message?: string }>('save', { file, data });
export const createPage = (path: string, from: string) =>
  call<{ file?: string; message?: string }>('new-page', { path, from });
