// Fixes that name something in another file wait until every file is read: a link is offered only
// when the page, the section or the file it names exists, an image path when its file is in public/, a
// shared section's name when that file is in pages/_sections/, and a path for a page when no other
// page has it and nothing else answers there. An issue made by a page file's own checks carries its
// candidates as plain data (it may be kept in the validation cache), and is settled on every load.
import type { ContentIssue } from '../problems/contentIssue';
import { messages, type MessageCode } from '../problems/messages';
import { closest } from './describeValue';
import { imageProblems, linkProblems, type ContentFacts } from './crossFileChecks';
import { reservedPathOwner } from './reservedPaths';

export interface PendingFix {
  kind: 'page-path' | 'link' | 'image' | 'shared-section';
  /** Values that pass every check of the field, best first. */
  candidates: string[];
  /** The message to word again with the fix chosen, and what it was worded with. */
  code: MessageCode;
  params: Record<string, unknown>;
}

/** An issue as a file's checks make it: a fix that names something in another file is still pending. */
export type CheckedIssue = ContentIssue & { pending?: PendingFix };

export interface SettlingFacts {
  content: ContentFacts;
  /** The names directly in public/, which a page's path may not take. */
  publicNames: ReadonlySet<string>;
}

/** Whether `candidate`, written in `file`, names something that exists (or, for a page's path, something free). */
function holds(kind: PendingFix['kind'], candidate: string, file: string, facts: SettlingFacts): boolean {
  const { content } = facts;
  switch (kind) {
    case 'link':
      return linkProblems(candidate, file, content).length === 0;
    case 'image':
      return (
        content.publicFileExists(candidate.split(/[?#]/)[0]) && imageProblems(candidate, file, content).length === 0
      );
    case 'shared-section':
      return content.sharedSections?.has(candidate) ?? false;
    case 'page-path': {
      const owner = content.pageFiles.get(candidate);
      return (owner === undefined || owner === file) && reservedPathOwner(candidate, facts.publicNames) === undefined;
    }
  }
}

/** For a link to a page of the site, the page whose path is nearest to the one meant (a link with a space, "/contact us", meant "/contact"). */
function nearest(pending: PendingFix, facts: SettlingFacts): string[] {
  if (pending.kind !== 'link') return [];
  const [meant] = pending.candidates;
  if (!meant?.startsWith('/')) return [];
  const page = closest(meant, [...facts.content.pageFiles.keys()]);
  return page === undefined ? [] : [page];
}

/** `issue` with its pending fix settled: offered when it holds, left out otherwise (the message then says what to do in words). */
function settle(issue: CheckedIssue, facts: SettlingFacts | undefined): ContentIssue {
  const { pending, ...settled } = issue;
  if (!pending || !facts) return settled;
  const chosen = [...pending.candidates, ...nearest(pending, facts)].find((candidate) =>
    holds(pending.kind, candidate, issue.file, facts),
  );
  if (chosen === undefined) return settled;
  const entry = messages[pending.code] as { message: (params: Record<string, unknown>) => string };
  return {
    ...settled,
    message: entry.message({ ...pending.params, suggestion: chosen }),
    suggestion: { kind: pending.kind === 'shared-section' ? 'text' : pending.kind, value: chosen },
  };
}

/** Every issue with its pending fix settled against the facts of the whole content (none on a first look, which has no facts). */
export function settleSuggestions(issues: readonly CheckedIssue[], facts: SettlingFacts | undefined): ContentIssue[] {
  return issues.map((issue) => settle(issue, facts));
}
