// A page's life beyond its own file: renamed (every link to it follows, in the same save), deleted
// (the links that led to it taken away or sent to another page, in the same step) or duplicated. Each
// is planned first, so the editor can list what will change, and made at once, all files or none
// (fileChanges.ts); what it changed is kept in the change log, so the author can undo it.
import { randomUUID } from 'node:crypto';
import { listAuthorFolder, readAuthorFile } from '../../content/authorFiles';
import { formatJsonPath, type ContentIssue } from '../../problems/contentIssue';
import { normalizePath } from '../../schema/primitives';
import { NOT_FOUND_PATH } from '../../shell/pageDataUrl';
import { applyFileChanges, undoFileChanges, type FileBeforeAfter, type FileChange } from './fileChanges';
import { linksToPage, rewriteLinks, type ContentText, type LinkChange, type PageLink } from './pageLinks';
import { readSharedSections } from './editorState';

/** Every JSON file of pages/ as read (never through a link), the broken ones with no value. */
export function readContentTexts(root: string): ContentText[] {
  return listAuthorFolder(root, 'pages')
    .files.filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      let text: string | undefined;
      try {
        text = readAuthorFile(root, file)?.toString('utf8');
      } catch {
        return []; // made a link since it was listed: npm run validate names it
      }
      if (text === undefined) return [];
      let value: unknown;
      try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        value = undefined;
      }
      return [{ file, text, value }];
    });
}

/** Shared section name → its block type, to read the props a page gives a shared section. */
export function sharedTypesOf(root: string): Record<string, string> {
  const { shared } = readSharedSections(root);
  return Object.fromEntries(Object.entries(shared).map(([name, { type }]) => [name, type]));
}

/** The path a page file names, as written. */
export function pathOfPage(texts: ContentText[], file: string): string | undefined {
  const value = texts.find((input) => input.file === file)?.value as { path?: unknown } | undefined;
  return typeof value?.path === 'string' ? normalizePath(value.path) : undefined;
}

/** Why the page at `path` may not be renamed or deleted, if it may not: the site needs these two whatever the content says. */
export function keptPageReason(path: string): string | undefined {
  if (path === '/') return 'the home page stays at "/": change its content instead';
  if (path === NOT_FOUND_PATH)
    return `the page at ${NOT_FOUND_PATH} is the one shown for an address no page has, so it stays there: change its content instead`;
  return undefined;
}

export interface LinkPlan {
  links: PageLink[];
  /** The new texts of the files holding those links. */
  rewrites: { file: string; text: string }[];
}

/** The links to the page at `from`, and the files they are in rewritten by `change`; `exceptFile` (the page itself) is left out. */
export function planLinkChange(
  texts: ContentText[],
  sharedTypes: Record<string, string>,
  from: string,
  change: LinkChange,
  keepAnchor: boolean,
  exceptFile?: string,
): LinkPlan {
  const others = texts.filter((input) => input.file !== exceptFile);
  const links = linksToPage(others, from, sharedTypes);
  return { links, rewrites: rewriteLinks(others, links, change, sharedTypes, keepAnchor) };
}

/** What was changed, by id, so the author can undo it while the files are as it left them. */
export class ChangeLog {
  private readonly made = new Map<string, FileBeforeAfter[]>();
  /** The changes kept: enough for an author's session, few enough to hold in memory. */
  private static readonly KEPT = 20;

  record(changes: FileBeforeAfter[]): string {
    const id = randomUUID();
    this.made.set(id, changes);
    if (this.made.size > ChangeLog.KEPT) this.made.delete(this.made.keys().next().value!);
    return id;
  }

  /** Undoes change `id`: false when it is unknown or a file changed since. */
  undo(root: string, id: string): boolean {
    const changes = this.made.get(id);
    if (!changes || !undoFileChanges(root, changes)) return false;
    this.made.delete(id);
    return true;
  }
}

/** Makes the changes and records them: the id to undo them with. */
export function makeChanges(root: string, log: ChangeLog, changes: FileChange[]): string {
  return log.record(applyFileChanges(root, changes));
}

/** Problems in `after` that `before` did not have (a problem left by someone else never blocks a change). */
export function newIssues(before: ContentIssue[], after: ContentIssue[]): ContentIssue[] {
  // By place in the value, not by line: a change above a problem moves its line, not the problem.
  const key = (issue: ContentIssue) => `${issue.file} ${formatJsonPath(issue.path)} ${issue.message}`;
  const known = new Set(before.map(key));
  return after.filter((issue) => !known.has(key(issue)));
}
