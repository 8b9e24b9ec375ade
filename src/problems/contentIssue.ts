// One problem in an author's file, and how it is printed: "pages/iot.json:41:17 sections[3].props.title: …".
// Shared by the command line, the build and the editor's page, so it runs in Node and the browser alike.
import type { MessageCode } from './messages';

/** Where a value sits in a JSON document: property names and list indexes, from the top. */
export type JsonPath = (string | number)[];

/**
 * A fix that was checked before it was offered: made as it says, it mends the problem (the value
 * passes its field's checks, and a page or file it names exists). What is changed:
 * - a value kind ("page-path", "link", "image", "text", "number", "boolean", "colour", "value"): the
 *   value at the issue's path becomes `value`;
 * - "property-name": the property at the issue's path is renamed `value`;
 * - "file-name": the issue's file is renamed `value` (a path from the project, "pages/_site.json");
 * - "edit": the file's text changes by `edits` (offsets into the text as read), for a file that is no JSON yet.
 */
export type Suggestion =
  | {
      kind: 'page-path' | 'link' | 'image' | 'text' | 'number' | 'boolean' | 'colour' | 'value';
      value: unknown;
    }
  | { kind: 'property-name' | 'file-name'; value: string }
  | { kind: 'edit'; value: string; edits: TextEdit[] };

export interface TextEdit {
  offset: number;
  length: number;
  text: string;
}

export interface ContentIssue {
  file: string;
  line: number;
  column: number;
  path: JsonPath;
  /** The kind of problem: its entry in the table of messages (src/problems/messages.ts). */
  code?: MessageCode;
  /** The whole message, as printed after the path. */
  message: string;
  /** The fix the message offers, when one was checked. */
  suggestion?: Suggestion;
}

export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(top level)';
}

export function formatIssue(issue: Pick<ContentIssue, 'file' | 'line' | 'column' | 'path' | 'message'>): string {
  return `${issue.file}:${issue.line}:${issue.column} ${formatJsonPath(issue.path)}: ${issue.message}`;
}

export function formatIssues(issues: readonly ContentIssue[]): string {
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'} found in the content; nothing was built.`;
  return [...issues.map(formatIssue), '', count].join('\n');
}
