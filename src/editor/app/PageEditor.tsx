// One file in the editor: Puck with the generated configuration, the page's problems checked as the
// author types (beside each field and summed up above the form), saving refused while any remain,
// and, for a shared section, the pages that show it named before a change to it is saved.
import { ActionBar, createUsePuck, Puck, type Data, type Overrides } from '@puckeditor/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatJsonPath } from '../../problems/contentIssue';
import type { EditorState } from '../shared/editorState';
import { fileToEditorData, isSharedSectionFile, sharedNameOf, type EditorData } from '../shared/editorData';
import { placeIssues, ROOT_ITEM, type PlacedIssue } from '../shared/issuePlaces';
import { save } from './api';
import { editorConfig } from './editorConfig';
import { fieldTypesWithNotes, IssuesContext } from './fieldNotes';
import { SECTIONS_ZONE } from './insertionPlace';
import { LibraryItem } from './LibraryItem';
import { EditorFactsContext } from './editorFacts';
import { useValidation } from './useValidation';
import { say } from './words';
import styles from './editor.module.css';

const usePuck = createUsePuck();
const viewports = [
  { width: 375, label: say('phone'), icon: 'Smartphone' as const },
  { width: 768, label: say('tablet'), icon: 'Tablet' as const },
  { width: 1366, label: say('desktop'), icon: 'Monitor' as const },
];

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'done'; changed: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'confirm' };

interface PageEditorProps {
  file: string;
  state: EditorState;
  value: unknown;
}

export function PageEditor({ file, state, value }: PageEditorProps) {
  const forSharedFile = isSharedSectionFile(file);
  const config = useMemo(() => editorConfig(state, forSharedFile), [state, forSharedFile]);
  const initial = useMemo(() => fileToEditorData(file, value, state.shared), [file, value, state.shared]);
  const [data, setData] = useState<EditorData>(initial);
  const { issues, checking } = useValidation(file, data);
  const placed = useMemo(() => placeIssues(file, data, issues), [file, data, issues]);
  const path = typeof data.root.props.path === 'string' ? data.root.props.path : undefined;
  const sharedName = forSharedFile ? file.slice('pages/_sections/'.length, -'.json'.length) : undefined;
  const usedBy = useMemo(() => (sharedName ? (state.usedBy[sharedName] ?? []) : []), [sharedName, state]);

  const session = useMemo(
    () => ({ file, data, placed, checking, usedBy: forSharedFile ? usedBy : undefined, state }),
    [file, data, placed, checking, forSharedFile, usedBy, state],
  );
  const facts = useMemo(() => ({ state, path }), [state, path]);
  return (
    <SessionContext.Provider value={session}>
      <EditorFactsContext.Provider value={facts}>
        <IssuesContext.Provider value={placed}>
          <div data-editor-file={file} data-validation={checking ? 'checking' : 'done'} data-problems={placed.length}>
            <Puck
              config={config}
              data={initial as Partial<Data>}
              onChange={setData as (data: Data) => void}
              overrides={overrides}
              viewports={viewports}
              headerTitle={
                forSharedFile ? say('sharedComponent', { name: sharedName! }) : String(data.root.props.title ?? file)
              }
              headerPath={forSharedFile ? file : path}
              permissions={forSharedFile ? sharedFilePermissions : undefined}
            >
              <MoveShortcuts />
            </Puck>
          </div>
        </IssuesContext.Provider>
      </EditorFactsContext.Provider>
    </SessionContext.Provider>
  );
}

/** What the parts drawn inside Puck read: Puck's overrides must keep their identity, or Puck redraws the whole editor on every keystroke. */
interface Session {
  file: string;
  data: EditorData;
  placed: PlacedIssue[];
  checking: boolean;
  usedBy?: string[];
  state: EditorState;
}
const SessionContext = createContext<Session | undefined>(undefined);
const useSession = () => useContext(SessionContext)!;

function FieldsPanel({ children }: { children?: ReactNode }) {
  const { placed, data, usedBy, state } = useSession();
  return (
    <>
      <ProblemList placed={placed} data={data} />
      {usedBy && (
        <p className={styles.notice}>{say('sharedFileNotice', { count: usedBy.length, pages: usedBy.join(', ') })}</p>
      )}
      <SharedItemNotice state={state} />
      {children}
    </>
  );
}

function HeaderActions() {
  const { file, data, placed, checking, usedBy } = useSession();
  return <SaveControls file={file} data={data} problems={placed.length} checking={checking} usedBy={usedBy} />;
}

const overrides: Partial<Overrides> = {
  fieldTypes: fieldTypesWithNotes,
  headerActions: HeaderActions,
  fields: FieldsPanel,
  drawerItem: LibraryItem,
  actionBar: ({ children, label }) => (
    <ActionBar label={label}>
      <MoveActions />
      <ActionBar.Group>{children}</ActionBar.Group>
    </ActionBar>
  ),
};
const sharedFilePermissions = { insert: false, delete: false, duplicate: false, drag: false };

/** Moves the selected section one place up or down: the keyboard's way to reorder (the buttons and Alt+↑/↓). */
function useMoveSelected(): (by: number) => void {
  const dispatch = usePuck((puck) => puck.dispatch);
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const count = usePuck((puck) => puck.appState.data.content.length);
  return (by: number) => {
    if (!selector || (selector.zone && selector.zone !== SECTIONS_ZONE)) return;
    const destination = selector.index + by;
    if (destination < 0 || destination >= count) return;
    dispatch({
      type: 'move',
      sourceIndex: selector.index,
      sourceZone: SECTIONS_ZONE,
      destinationIndex: destination,
      destinationZone: SECTIONS_ZONE,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: destination, zone: SECTIONS_ZONE } } });
  };
}

function MoveActions() {
  const move = useMoveSelected();
  return (
    <ActionBar.Group>
      <ActionBar.Action label={say('moveUp')} onClick={() => move(-1)}>
        ↑
      </ActionBar.Action>
      <ActionBar.Action label={say('moveDown')} onClick={() => move(1)}>
        ↓
      </ActionBar.Action>
    </ActionBar.Group>
  );
}

function MoveShortcuts(): ReactNode {
  const move = useMoveSelected();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(event.key === 'ArrowUp' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return <Puck.Layout />;
}

function SaveControls({
  file,
  data,
  problems,
  checking,
  usedBy,
}: {
  file: string;
  data: EditorData;
  problems: number;
  checking: boolean;
  usedBy?: string[];
}) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  useEffect(
    () => setState((current) => (current.kind === 'done' || current.kind === 'failed' ? { kind: 'idle' } : current)),
    [data],
  );
  const refused = problems > 0 || checking;
  const run = async () => {
    setState({ kind: 'saving' });
    try {
      const { ok, body } = await save(file, data);
      setState(
        ok
          ? { kind: 'done', changed: !!body.changed }
          : { kind: 'failed', message: body.message ?? say('problems', { count: body.issues?.length ?? 0 }) },
      );
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };
  const status = checking
    ? say('checking')
    : problems > 0
      ? say('problems', { count: problems })
      : state.kind === 'done'
        ? say(state.changed ? 'saved' : 'unchanged')
        : state.kind === 'failed'
          ? say('saveFailed', { message: state.message })
          : say('noProblems');
  return (
    <div className={styles.saveControls}>
      <span
        className={problems > 0 || state.kind === 'failed' ? styles.statusBad : styles.status}
        role="status"
        data-save-status={state.kind}
      >
        {state.kind === 'saving' ? say('saving') : status}
      </span>
      {state.kind === 'confirm' && usedBy ? (
        <>
          <span className={styles.status}>{usedBy.join(', ')}</span>
          <button type="button" className={styles.button} onClick={run}>
            {say('confirmSharedSave', { count: usedBy.length })}
          </button>
          <button type="button" className={styles.buttonQuiet} onClick={() => setState({ kind: 'idle' })}>
            {say('cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.button}
          disabled={refused || state.kind === 'saving'}
          onClick={() => (usedBy ? setState({ kind: 'confirm' }) : run())}
        >
          {say('save')}
        </button>
      )}
    </div>
  );
}

/** Every problem of the page, each naming its section and field; a click selects the section. */
function ProblemList({ placed, data }: { placed: PlacedIssue[]; data: EditorData }) {
  const dispatch = usePuck((puck) => puck.dispatch);
  if (placed.length === 0) return null;
  const select = (item?: string) => {
    const index = data.content.findIndex((candidate) => candidate.props.id === item);
    dispatch({ type: 'setUi', ui: { itemSelector: index >= 0 ? { index, zone: SECTIONS_ZONE } : null } });
  };
  return (
    <section className={styles.problems} aria-label={say('problemsHeading')} data-problem-list>
      <h2>{say('problemsHeading')}</h2>
      <ul>
        {placed.map(({ issue, item }) => {
          const index = data.content.findIndex((candidate) => candidate.props.id === item);
          const where =
            item === undefined
              ? say('otherFile', { file: issue.file })
              : item === ROOT_ITEM
                ? say('pageLabel')
                : say('sectionLabel', { number: index + 1 });
          return (
            <li key={`${issue.file}:${issue.line}:${issue.column}:${issue.message}`}>
              <button type="button" onClick={() => select(item)}>
                <strong>{where}</strong> {formatJsonPath(issue.path)}: {issue.message}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Above a shared section's fields: what it is, who else shows it, and the way to its own file. */
function SharedItemNotice({ state }: { state: EditorState }) {
  const type = usePuck((puck) => puck.selectedItem?.type);
  const name = type ? sharedNameOf(String(type)) : undefined;
  if (!name) return null;
  const pages = state.usedBy[name] ?? [];
  return (
    <p className={styles.notice}>
      {say('sharedNotice', { name, count: pages.length, pages: pages.join(', ') })}{' '}
      <a href={`/edit?file=${encodeURIComponent(`pages/_sections/${name}.json`)}`}>{say('openShared')}</a>
    </p>
  );
}
