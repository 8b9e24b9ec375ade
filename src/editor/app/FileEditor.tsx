// One file in the editor: Puck with the configuration for its kind (a page, a shared section, the site
// settings, the menus or the products), the file's problems checked as the author types (beside each
// field and summed up above the form, in the editor's words), saving refused while any remain; for a
// shared section, the pages that show it named before a change to it is saved; for a page whose path
// changed, the links that follow it listed before the save that rewrites them; for an entry just made,
// the way to undo it; for a page's translation, the translated page with its structure fixed, each
// text's source words and state under its field (TranslationNote.tsx).
import {
  ActionBar,
  createUsePuck,
  fieldsPlugin,
  Puck,
  type Config,
  type Data,
  type Overrides,
  type Plugin,
} from '@puckeditor/core';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fileToEditorData, sharedNameOf, type EditorData } from '../shared/editorData';
import {
  editorFileKind,
  formFileOf,
  sharedNameOfFile,
  sharedSectionFile,
  type EditorFileKind,
} from '../shared/editorFiles';
import type { EditorState } from '../shared/editorState';
import { placeIssues, ROOT_ITEM, type PlacedIssue } from '../shared/issuePlaces';
import { fetchState, save } from './api';
import { forAuthors, placeWords } from './authorWords';
import { EditorFactsContext } from './editorFacts';
import { SessionContext, useSession, type FollowingLink } from './editorSession';
import { CreatedNotice } from './CreatedNotice';
import { StaleNameNotice } from './StaleNameNotice';
import { fieldTypesWithNotes, IssuesContext, PlacedIssues } from './fieldNotes';
import { SECTIONS_ZONE } from './insertionPlace';
import { InlineTextFrame } from './inlineTextEditing';
import { LibraryItem } from './LibraryItem';
import { puckFixes } from './puckFixes';
import { revealField } from './revealField';
import { TranslationContext, TranslationStore } from './translationStore';
import { PageLanguageLinks, TranslationNotice } from './TranslationNote';
import { useValidation } from './useValidation';
import type { TranslationView } from '../shared/translationView';
import { say, sayIsolated } from './words';
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
  | { kind: 'done'; changed: boolean; renamed?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'confirm' };

interface FileEditorProps {
  file: string;
  kind: EditorFileKind;
  state: EditorState;
  value: unknown;
  config: Config;
  /** Words for the header: what is edited (the page's title is taken from its data). */
  title?: string;
  /** Where to take the author first: a problem's place in the file, as its JSON path. */
  at?: (string | number)[];
  /** The change that made the file, when it was just made: the author may undo it. */
  created?: string;
  /** A page's translation: its texts beside its source's. */
  translation?: TranslationView;
}

export function FileEditor({
  file,
  kind,
  state: initialState,
  value,
  config,
  title,
  at,
  created,
  translation,
}: FileEditorProps) {
  const [state, setState] = useState(initialState);
  const initial = useMemo(() => fileToEditorData(file, value, state.shared), [file, value, state.shared]);
  const [data, setData] = useState<EditorData>(initial);
  // The data as the file holds it: as opened, then as last saved.
  const [saved, setSaved] = useState<EditorData>(initial);
  const { reply, checking, changed } = useValidation(file, data);
  const onChange = useCallback(
    (next: Data) => {
      changed(next as EditorData);
      setData(next as EditorData);
    },
    [changed],
  );
  const [translationStore] = useState(() => translation && new TranslationStore(translation));
  useLayoutEffect(() => translationStore?.setData(data), [translationStore, data]);
  const issues = useMemo(() => reply?.issues ?? [], [reply]);
  const placed = useMemo(() => placeIssues(file, data, issues), [file, data, issues]);
  const [placedIssues] = useState(() => new PlacedIssues());
  useLayoutEffect(() => placedIssues.set(placed), [placedIssues, placed]);
  const path = typeof data.root.props.path === 'string' ? data.root.props.path : undefined;
  const sharedName = sharedNameOfFile(file);
  // A translation is edited in its source's form, and named as its source.
  const formKind = kind === 'translation' ? editorFileKind(formFileOf(file)) : kind;
  const formSharedName = sharedNameOfFile(formFileOf(file));
  const usedBy = useMemo(() => (sharedName ? (state.usedBy[sharedName] ?? []) : undefined), [sharedName, state]);
  const refreshState = useCallback(async () => setState(await fetchState()), []);

  const session = useMemo(
    () => ({ file, kind, data, saved, setSaved, placed, checking, reply, usedBy, state, refreshState, at, created }),
    [file, kind, data, saved, placed, checking, reply, usedBy, state, refreshState, at, created],
  );
  const addImage = useCallback(
    (image: EditorState['images'][number]) =>
      setState((current) => ({ ...current, images: [...current.images, image] })),
    [],
  );
  const facts = useMemo(() => ({ state, path, addImage }), [state, path, addImage]);
  const ownTitle =
    title ??
    (formSharedName ? say('sharedComponent', { name: formSharedName }) : String(data.root.props.title ?? file));
  const pageTitle = translation
    ? sayIsolated('translationTitle', { label: translation.label, title: ownTitle })
    : ownTitle;
  const headerPath = sharedName ? file : kind === 'page' ? path : file;
  // The same element while only the check's reply changes: Puck, its fields and the preview are not
  // drawn again for it; what shows the reply reads it from the contexts.
  const puck = useMemo(
    () => (
      <Puck
        config={config}
        data={initial as Partial<Data>}
        onChange={onChange}
        overrides={overrides}
        plugins={kind === 'translation' ? translationPlugins : plugins}
        viewports={viewports}
        iframe={iframe}
        headerTitle={pageTitle}
        headerPath={headerPath}
        // A translation keeps its source's sections: they are added, moved and removed in the source.
        permissions={kind === 'page' || kind === 'layout' ? undefined : fixedContentPermissions}
        ui={formKind === 'site' || formKind === 'catalogue' || formKind === 'entry' ? settingsUi : undefined}
      />
    ),
    [config, initial, onChange, pageTitle, headerPath, kind, formKind],
  );
  return (
    <SessionContext.Provider value={session}>
      <EditorFactsContext.Provider value={facts}>
        <IssuesContext.Provider value={placedIssues}>
          <TranslationContext.Provider value={translationStore}>
            <div data-editor-file={file} data-validation={checking ? 'checking' : 'done'} data-problems={placed.length}>
              {puck}
            </div>
          </TranslationContext.Provider>
        </IssuesContext.Provider>
      </EditorFactsContext.Provider>
    </SessionContext.Provider>
  );
}

// The preview is a frame of its own, so the site's styles never reach the editor's and the other way round.
const iframe = { enabled: true };
const settingsUi = { leftSideBarVisible: false };
/** A shared section's file is one section; the site settings, the products and an entry have none. */
const fixedContentPermissions = { insert: false, delete: false, duplicate: false, drag: false };

/** Puck's fields tab, where a narrow screen shows the fields (a wide one shows them in the right sidebar). */
const fieldsTab = fieldsPlugin({ label: say('fieldsTab') });
// Puck draws every tab and hides all but the one shown: drawn hidden, this one would draw the whole form a
// second time on every keystroke, so it draws the fields only while it is the tab shown.
const plugins: Plugin[] = [{ ...fieldsTab, render: FieldsTab }];

/** A translation adds no section: its library says where sections are added instead. */
const translationPlugins: Plugin[] = [
  ...plugins,
  {
    name: 'blocks',
    label: say('blocksTab'),
    render: () => <p className={styles.notice}>{say('translationNoBlocks')}</p>,
  },
];

function FieldsTab() {
  const shown = usePuck((puck) => puck.appState.ui.plugin?.current === fieldsTab.name);
  return shown ? fieldsTab.render!() : <></>;
}

function FieldsPanel({ children }: { children?: ReactNode }) {
  const { placed, data, usedBy, state, kind } = useSession();
  return (
    <>
      <CreatedNotice />
      <TranslationNotice />
      <ProblemList placed={placed} data={data} />
      {kind === 'shared' && usedBy && (
        <p className={styles.notice}>{say('sharedFileNotice', { count: usedBy.length, pages: usedBy.join(', ') })}</p>
      )}
      <SharedItemNotice state={state} />
      <StaleNameNotice />
      {children}
    </>
  );
}

function HeaderActions() {
  return (
    <>
      <a className={styles.backLink} href="/edit">
        {say('allPages')}
      </a>
      <PageLanguageLinks />
      <SaveControls />
    </>
  );
}

const overrides: Partial<Overrides> = {
  // Puck's own layout, with the editor's keyboard and its repairs beside it. Not <Puck.Layout> as
  // Puck's child: Puck draws its layout around its children, so a second layout inside it would watch
  // the keyboard a second time, and one Ctrl+Z would undo two steps.
  puck: ({ children }) => (
    <>
      <EditorBehaviour />
      {children}
    </>
  ),
  fieldTypes: fieldTypesWithNotes,
  headerActions: HeaderActions,
  fields: FieldsPanel,
  drawerItem: LibraryItem,
  iframe: InlineTextFrame,
  actionBar: ({ children, label }) => (
    <ActionBar label={label}>
      <MoveActions />
      <ActionBar.Group>{children}</ActionBar.Group>
    </ActionBar>
  ),
};

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
  // A translation keeps its source's order of sections.
  if (useContext(TranslationContext)) return null;
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

/** The editor's keyboard shortcuts, its repairs of Puck's page, and the place asked for in the address, shown on opening. */
function EditorBehaviour(): ReactNode {
  const move = useMoveSelected();
  const { file, data, at, checking } = useSession();
  const dispatch = usePuck((puck) => puck.dispatch);
  const selected = usePuck((puck) => puck.appState.ui.itemSelector?.index);
  const translation = useContext(TranslationContext);
  useLayoutEffect(() => translation?.setSelected(selected), [translation, selected]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (translation || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(event.key === 'ArrowUp' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  useEffect(() => puckFixes(document), []);
  // The place asked for in the address, shown once the first check is back: an entry with a problem
  // inside opens only then (ListEntry), and the field to fix is drawn inside it.
  const shown = useRef(false);
  useEffect(() => {
    if (!at || checking || shown.current) return;
    shown.current = true;
    const [place] = placeIssues(file, data, [{ file, path: at, line: 0, column: 0, message: '' }]);
    const index = data.content.findIndex((item) => item.props.id === place.item);
    dispatch({ type: 'setUi', ui: { itemSelector: index >= 0 ? { index, zone: SECTIONS_ZONE } : null } });
    if (place.field) revealField(place.field);
  }, [at, checking, file, data, dispatch]);
  return null;
}

/** The status, and Save: refused while the file has problems; a shared section's pages and a renamed page's links named first. */
function SaveControls() {
  const { file, data, placed, checking, usedBy, reply, refreshState, kind, setSaved } = useSession();
  const translation = useContext(TranslationContext);
  const problems = placed.length;
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [links, setLinks] = useState<FollowingLink[] | undefined>();
  useEffect(
    () => setState((current) => (current.kind === 'done' || current.kind === 'failed' ? { kind: 'idle' } : current)),
    [data],
  );
  const following = links ?? reply?.rename?.links ?? [];
  const refused = problems > 0 || checking;
  const run = async () => {
    setState({ kind: 'saving' });
    try {
      const { ok, status, body } = await save(file, data, following.length, translation?.marks());
      if (status === 409 && body.rename) {
        setLinks(body.rename.links);
        setState({ kind: 'idle' });
        return;
      }
      setLinks(undefined);
      if (ok) setSaved(data);
      if (ok && body.view) translation?.saved(body.view);
      if (ok && body.rename) await refreshState();
      setState(
        ok
          ? { kind: 'done', changed: !!body.changed, renamed: body.rename?.to }
          : {
              kind: 'failed',
              message: body.message ?? say('problems', { count: body.issues?.length ?? 0 }),
            },
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
        ? state.renamed
          ? say('savedRenamed', { path: state.renamed })
          : say(state.changed ? 'saved' : 'unchanged')
        : state.kind === 'failed'
          ? say('saveFailed', { message: state.message })
          : say('noProblems');
  const confirmShared = state.kind === 'confirm' && kind === 'shared' && usedBy;
  return (
    <div className={styles.saveControls}>
      <span
        className={problems > 0 || state.kind === 'failed' ? styles.statusBad : styles.status}
        role="status"
        data-save-status={state.kind}
      >
        {state.kind === 'saving' ? say('saving') : status}
      </span>
      {!checking && problems === 0 && reply?.rename && following.length > 0 && (
        <details className={styles.renameNotice} data-rename-links={following.length}>
          <summary>
            {say('renameNotice', { from: reply.rename.from, to: reply.rename.to, count: following.length })}
          </summary>
          <ul>
            {following.map((link) => (
              <li key={`${link.file} ${link.path.join('.')}`}>
                {link.file}
                {link.label ? `: “${link.label}”` : ''} <code>{link.href}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {confirmShared ? (
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
          onClick={() => (kind === 'shared' ? setState({ kind: 'confirm' }) : run())}
        >
          {following.length > 0 && !refused ? say('saveWithLinks', { count: following.length }) : say('save')}
        </button>
      )}
    </div>
  );
}

/** Every problem of the file, each naming its section and field, in the editor's words; a click goes there. */
function ProblemList({ placed, data }: { placed: PlacedIssue[]; data: EditorData }) {
  const dispatch = usePuck((puck) => puck.dispatch);
  const { kind } = useSession();
  if (placed.length === 0) return null;
  const select = ({ item, field }: PlacedIssue) => {
    const index = data.content.findIndex((candidate) => candidate.props.id === item);
    dispatch({ type: 'setUi', ui: { itemSelector: index >= 0 ? { index, zone: SECTIONS_ZONE } : null } });
    if (field) revealField(field);
  };
  return (
    <section className={styles.problems} aria-label={say('problemsHeading')} data-problem-list>
      <h2>{say('problemsHeading')}</h2>
      <ul>
        {placed.map((place) => {
          const { issue, item } = place;
          const index = data.content.findIndex((candidate) => candidate.props.id === item);
          const where =
            item === undefined
              ? say('otherFile', { file: issue.file })
              : item === ROOT_ITEM
                ? say(
                    kind === 'page' || kind === 'layout'
                      ? 'pageLabel'
                      : kind === 'entry'
                        ? 'entryLabel'
                        : 'settingsLabel',
                  )
                : say('sectionLabel', { number: index + 1, type: data.content[index]?.type ?? '' });
          return (
            <li key={`${issue.file}:${issue.line}:${issue.column}:${issue.message}`}>
              <button type="button" onClick={() => select(place)}>
                <strong>{where}</strong> {issue.path.length ? `${placeWords(issue.path)}: ` : ''}
                {forAuthors(issue.message)}
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
      <a href={`/edit?file=${encodeURIComponent(sharedSectionFile(name))}`}>{say('openShared')}</a>
    </p>
  );
}
