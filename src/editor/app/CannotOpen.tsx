// A file the editor cannot open (not JSON, gone, or a page while the site's own code cannot load): the
// reason, the way back, and every problem of the content, each a link to where it is fixed.
import type { EditorState } from '../shared/editorState';
import { ContentProblems } from './ContentProblems';
import { say } from './words';
import styles from './screens.module.css';

export function CannotOpen({ file, message, state }: { file: string; message?: string; state: EditorState }) {
  return (
    <main className={styles.screen} data-cannot-open={file}>
      <h1>{say('cannotOpenHeading', { file })}</h1>
      <p role="alert">{message ?? say('cannotOpenUnknown')}</p>
      <p>
        <a href="/edit">{say('allPages')}</a>
      </p>
      <ContentProblems issues={state.issues} state={state} />
    </main>
  );
}
