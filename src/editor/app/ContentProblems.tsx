// Every problem of the content, by file, each a link that opens the file in the editor at its place:
// the author fixes a menu entry left pointing at a deleted page, or a page with a mistake, from here,
// whatever else is broken. A file the editor cannot open (not JSON) says where it must be fixed.
import type { ContentIssue } from '../../problems/contentIssue';
import { editorFileKind, SITE_FILE } from '../shared/editorFiles';
import type { EditorState } from '../shared/editorState';
import { forAuthors, placeWords } from './authorWords';
import { say } from './words';
import styles from './screens.module.css';

/** The editor's address of `issue`'s place: its file (the menus' screen for a menu), opened at the problem. */
export function addressOf(issue: ContentIssue): string | undefined {
  if (!editorFileKind(issue.file) || issue.path.length === 0) return undefined;
  const part = issue.file === SITE_FILE && issue.path[0] === 'menus' ? '&part=menus' : '';
  return `/edit?file=${encodeURIComponent(issue.file)}${part}&at=${encodeURIComponent(JSON.stringify(issue.path))}`;
}

/** What the author knows the file by: a page's title and path, or the screen's name. */
export function fileWords(file: string, state: EditorState): string {
  const page = state.pages.find((candidate) => candidate.file === file);
  if (page) return `${page.title} (${page.path})`;
  if (file === SITE_FILE) return say('siteSettingsTitle');
  if (editorFileKind(file) === 'catalogue') return say('productsTitle');
  return file;
}

export function ContentProblems({ issues, state }: { issues: ContentIssue[]; state: EditorState }) {
  if (issues.length === 0) return null;
  const files = [...new Set(issues.map((issue) => issue.file))];
  return (
    <section className={styles.problems} aria-labelledby="content-problems" data-content-problems={issues.length}>
      <h2 id="content-problems">{say('contentProblemsHeading', { count: issues.length })}</h2>
      <p>{say('contentProblemsHelp')}</p>
      {files.map((file) => (
        <div key={file}>
          <h3>{fileWords(file, state)}</h3>
          <ul>
            {issues
              .filter((issue) => issue.file === file)
              .map((issue) => {
                const address = addressOf(issue);
                const words = `${issue.path.length ? `${placeWords(issue.path)}: ` : ''}${forAuthors(issue.message)}`;
                return (
                  <li key={`${issue.line}:${issue.column}:${issue.message}`}>
                    {address ? (
                      <a href={address}>{words}</a>
                    ) : (
                      <span>
                        {say('problemAtLine', { line: issue.line, column: issue.column })} {words}
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
