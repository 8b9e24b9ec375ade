// One problem in an author's file, and how it is printed: "pages/iot.json:41:17 sections[3].props.title: …".
// Shared by the command line, the build and the editor's page, so it runs in Node and the browser alike.
/** Where a value sits in a JSON document: property names and list indexes, from the top. */
export type JsonPath = (string | number)[];

export interface ContentIssue {
  file: string;
  line: number;
  column: number;
  path: JsonPath;
  message: string;
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

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}:${issue.line}:${issue.column} ${formatJsonPath(issue.path)}: ${issue.message}`;
}

export function formatIssues(issues: readonly ContentIssue[]): string {
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'} found in the content; nothing was built.`;
  return [...issues.map(formatIssue), '', count].join('\n');
}
