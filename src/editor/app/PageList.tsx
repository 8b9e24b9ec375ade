// The editor's start: the site settings, the menus and the products; the collections (blog posts,
// case studies) with how many entries each has, each opening its list; every page, to open, duplicate
// or delete (the links to a deleted page taken away or sent to another page, in the same step), with
// its state in each further language and the way to start its translation; the
// shared sections; a new page made with npm run new-page's rules; and every problem of the content,
// each a link to where it is fixed. What was just done can be undone from the notice it leaves.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatJsonPath } from '../../problems/contentIssue';
import { CATALOGUE_FILE, sharedSectionFile, SITE_FILE } from '../shared/editorFiles';
import type { EditorLanguage, EditorPage, EditorState } from '../shared/editorState';
import {
  createPage,
  createTranslation,
  deletePage,
  deletePlan,
  duplicatePage,
  fetchState,
  undoChange,
  type DeletePlan,
} from './api';
import { collectionHref, collectionLabel } from './CollectionList';
import { ContentProblems, fileWords } from './ContentProblems';
import { forAuthors } from './authorWords';
import { LanguageSummary, PageLanguages } from './PageTranslations';
import { say, type WordKey } from './words';
import { Words } from './Words';
import styles from './screens.module.css';

const openHref = (file: string) => `/edit?file=${encodeURIComponent(file)}`;

interface Done {
  words: ReactNode;
  undo?: string;
  open?: string;
}

export function PageList({ state: initialState }: { state: EditorState }) {
  const [state, setState] = useState(initialState);
  const [done, setDone] = useState<Done>();
  const [deleting, setDeleting] = useState<EditorPage>();
  const [copying, setCopying] = useState<EditorPage>();
  const refresh = async () => setState(await fetchState());
  const finish = async (result: Done) => {
    setDeleting(undefined);
    setCopying(undefined);
    setDone(result);
    await refresh();
  };
  const translate = async (page: EditorPage, language: EditorLanguage) => {
    const { ok, body } = await createTranslation(page.file, language.code);
    if (ok && body.file)
      await finish({
        words: <Words word="translationStarted" values={{ path: page.path, label: language.label }} />,
        undo: body.undo,
        open: body.file,
      });
    else setDone({ words: body.message ?? say('translationFailed') });
  };
  const undo = async (id: string) => {
    const { ok, body } = await undoChange(id);
    setDone({ words: ok ? say('undone') : (body.message ?? say('undoFailed')) });
    await refresh();
  };
  return (
    <main className={styles.screen}>
      <h1>{say('title')}</h1>
      <div role="status" className={styles.doneNotice} data-done={done ? 'yes' : 'no'}>
        {done && (
          <>
            <span>{done.words}</span>
            {done.open && <a href={openHref(done.open)}>{say('openIt')}</a>}
            {done.undo && (
              <button type="button" className={styles.quiet} onClick={() => void undo(done.undo!)}>
                {say('undo')}
              </button>
            )}
          </>
        )}
      </div>
      <ContentProblems issues={state.issues} state={state} />
      <section aria-labelledby="site-heading">
        <h2 id="site-heading">{say('siteHeading')}</h2>
        <ul className={styles.siteLinks}>
          <li>
            <a href={openHref(SITE_FILE)}>{say('siteSettingsTitle')}</a> <span>{say('siteSettingsWhat')}</span>
          </li>
          <li>
            <a href={`${openHref(SITE_FILE)}&part=menus`}>{say('menusTitle')}</a> <span>{say('menusWhat')}</span>
          </li>
          <li>
            <a href={openHref(CATALOGUE_FILE)}>{say('productsTitle')}</a> <span>{say('productsWhat')}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="collections-heading">
        <h2 id="collections-heading">{say('collectionsHeading')}</h2>
        <ul className={styles.siteLinks}>
          {state.collections.map((collection) => (
            <li key={collection.name} data-collection-link={collection.name}>
              <a href={collectionHref(collection.name)}>{collectionLabel(collection)}</a>{' '}
              <span>{say(`collectionWhat_${collection.name}` as WordKey)}</span>
            </li>
          ))}
        </ul>
      </section>
      <LanguageSummary languages={state.languages} />
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">{say('pagesHeading')}</h2>
        <table className={styles.pages}>
          <thead>
            <tr>
              <th scope="col">{say('pagePath')}</th>
              <th scope="col">{say('pageTitle')}</th>
              {state.languages.length > 0 && <th scope="col">{say('pageLanguages')}</th>}
              <th scope="col">{say('pageActions')}</th>
            </tr>
          </thead>
          <tbody>
            {state.pages.map((page) => (
              <tr key={page.file} data-page={page.path}>
                <td>
                  <a href={openHref(page.file)}>
                    <code>{page.path}</code>
                  </a>
                </td>
                <td>{page.title}</td>
                {state.languages.length > 0 && (
                  <td>
                    <PageLanguages page={page} state={state} onTranslate={(...args) => void translate(...args)} />
                  </td>
                )}
                <td className={styles.actions}>
                  <button
                    type="button"
                    className={styles.quiet}
                    aria-label={say('duplicatePage', { path: page.path })}
                    onClick={() => setCopying(page)}
                  >
                    {say('duplicate')}
                  </button>
                  <button
                    type="button"
                    className={styles.quiet}
                    aria-label={say('deletePage', { path: page.path })}
                    onClick={() => setDeleting(page)}
                  >
                    {say('delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="shared-heading">
        <h2 id="shared-heading">{say('sharedHeading')}</h2>
        <ul className={styles.columns}>
          {Object.keys(state.shared).map((name) => (
            <li key={name}>
              <a href={openHref(sharedSectionFile(name))}>
                <code>{name}</code>
              </a>{' '}
              {say('sharedUsedBy')} {(state.usedBy[name] ?? []).join(', ')}
            </li>
          ))}
        </ul>
      </section>
      <NewPage state={state} />
      {deleting && (
        <DeleteDialog
          page={deleting}
          state={state}
          onClose={() => setDeleting(undefined)}
          onDone={(result) => void finish(result)}
        />
      )}
      {copying && (
        <DuplicateDialog
          page={copying}
          onClose={() => setCopying(undefined)}
          onDone={(result) => void finish(result)}
        />
      )}
    </main>
  );
}

function NewPage({ state }: { state: EditorState }) {
  const [path, setPath] = useState('');
  const [from, setFrom] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const { ok, body } = await createPage(path, from);
    if (ok && body.file) window.location.assign(openHref(body.file));
    else setRefusal(body.message);
  };
  return (
    <section aria-labelledby="new-page-heading">
      <h2 id="new-page-heading">{say('newPageHeading')}</h2>
      <form onSubmit={create} className={styles.form}>
        <label>
          {say('newPagePath')}
          <input
            className={styles.input}
            name="path"
            value={path}
            placeholder={say('newPagePathExample')}
            onChange={(event) => setPath(event.target.value)}
          />
        </label>
        <label>
          {say('newPageFrom')}
          <select className={styles.input} name="from" value={from} onChange={(event) => setFrom(event.target.value)}>
            <option value="">{say('newPageBlank')}</option>
            {state.pages.map((page) => (
              <option key={page.file} value={page.path}>
                {page.path}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          {say('newPageCreate')}
        </button>
        {refusal && (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        )}
      </form>
    </section>
  );
}

/** A modal dialog (the browser's own: it keeps the focus inside and closes on Escape). */
function Dialog({ label, onClose, children }: { label: string; onClose: () => void; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened once; leaving the page takes it away. (Closing it here on cleanup would fire its "close",
  // which removes it, when a strict-mode render runs the effect twice.)
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={label} onClose={onClose}>
      {children}
    </dialog>
  );
}

function DuplicateDialog({
  page,
  onClose,
  onDone,
}: {
  page: EditorPage;
  onClose: () => void;
  onDone: (done: Done) => void;
}) {
  const [path, setPath] = useState(`${page.path === '/' ? '/home' : page.path}-copy`);
  const [refusal, setRefusal] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { ok, body } = await duplicatePage(page.file, path);
    if (ok && body.file)
      onDone({ words: say('duplicated', { from: page.path, to: path }), undo: body.undo, open: body.file });
    else setRefusal(body.message);
  };
  return (
    <Dialog label={say('duplicatePage', { path: page.path })} onClose={onClose}>
      <form onSubmit={submit} className={styles.form}>
        <h2>{say('duplicatePage', { path: page.path })}</h2>
        <label>
          {say('duplicatePath')}
          <input className={styles.input} value={path} onChange={(event) => setPath(event.target.value)} />
        </label>
        {refusal && (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {say('duplicate')}
          </button>
          <button type="button" className={styles.quiet} onClick={onClose}>
            {say('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({
  page,
  state,
  onClose,
  onDone,
}: {
  page: EditorPage;
  state: EditorState;
  onClose: () => void;
  onDone: (done: Done) => void;
}) {
  const [redirect, setRedirect] = useState(false);
  const [target, setTarget] = useState(state.pages.find((other) => other.path !== page.path)?.path ?? '/');
  const [plan, setPlan] = useState<DeletePlan>();
  const [refusal, setRefusal] = useState<string>();
  const redirectTo = redirect ? target : undefined;
  useEffect(() => {
    let current = true;
    void deletePlan(page.file, redirectTo).then((planned) => current && setPlan(planned));
    return () => {
      current = false;
    };
  }, [page.file, redirectTo]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { ok, body } = await deletePage(page.file, redirectTo);
    if (ok)
      onDone({
        words: say(redirectTo ? 'deletedRedirected' : 'deleted', {
          path: page.path,
          count: body.links ?? 0,
          to: redirectTo ?? '',
        }),
        undo: body.undo,
      });
    else setRefusal(body.message ?? body.issues?.map((issue) => forAuthors(issue.message)).join('; '));
  };
  const links = plan?.links ?? [];
  const blocked = !plan || !!plan.refusal || plan.issues.length > 0;
  return (
    <Dialog label={say('deletePage', { path: page.path })} onClose={onClose}>
      <form onSubmit={submit} className={styles.form} data-delete-plan={plan ? links.length : 'checking'}>
        <h2>{say('deletePage', { path: page.path })}</h2>
        {!plan ? (
          <p>{say('checking')}</p>
        ) : links.length === 0 ? (
          <p>{say('deleteNoLinks')}</p>
        ) : (
          <>
            <p>{say('deleteLinks', { count: links.length })}</p>
            <ul className={styles.linkList}>
              {links.map((link) => (
                <li key={`${link.file} ${link.path.join('.')}`}>
                  {fileWords(link.file, state)}
                  {link.label ? `: “${link.label}”` : ` (${formatJsonPath(link.path)})`} <code>{link.href}</code>
                </li>
              ))}
            </ul>
            <fieldset className={styles.choice}>
              <legend>{say('deleteLinksChoice')}</legend>
              <label>
                <input type="radio" name="links" checked={!redirect} onChange={() => setRedirect(false)} />
                {say('deleteTakeAway')}
              </label>
              <label>
                <input type="radio" name="links" checked={redirect} onChange={() => setRedirect(true)} />
                {say('deleteRedirect')}
              </label>
              {redirect && (
                <label>
                  {say('deleteRedirectTo')}
                  <select className={styles.input} value={target} onChange={(event) => setTarget(event.target.value)}>
                    {state.pages
                      .filter((other) => other.path !== page.path)
                      .map((other) => (
                        <option key={other.file} value={other.path}>
                          {other.path} ({other.title})
                        </option>
                      ))}
                  </select>
                </label>
              )}
            </fieldset>
          </>
        )}
        {plan?.refusal && (
          <p className={styles.error} role="alert">
            {plan.refusal}
          </p>
        )}
        {plan && plan.issues.length > 0 && (
          <ul className={styles.error} role="alert">
            {plan.issues.map((issue) => (
              <li key={`${issue.file}:${issue.line}:${issue.message}`}>
                {fileWords(issue.file, state)}: {forAuthors(issue.message)}
              </li>
            ))}
          </ul>
        )}
        {refusal && (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.danger} disabled={blocked}>
            {say('deleteConfirm', { path: page.path })}
          </button>
          <button type="button" className={styles.quiet} onClick={onClose}>
            {say('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
