// The editor's start: every page and shared section to open, and a new page made with
// npm run new-page's rules (a page title section, or a copy of another page's sections).
import { useState } from 'react';
import type { EditorState } from '../shared/editorState';
import { createPage } from './api';
import { say } from './words';
import styles from './editor.module.css';

const openHref = (file: string) => `/edit?file=${encodeURIComponent(file)}`;

export function PageList({ state }: { state: EditorState }) {
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
    <main className={styles.list}>
      <h1>{say('title')}</h1>
      <section>
        <h2>{say('pagesHeading')}</h2>
        <ul>
          {state.pages.map((page) => (
            <li key={page.file}>
              <a href={openHref(page.file)}>
                <code>{page.path}</code> {page.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{say('sharedHeading')}</h2>
        <ul>
          {Object.keys(state.shared).map((name) => (
            <li key={name}>
              <a href={openHref(`pages/_sections/${name}.json`)}>
                <code>{name}</code>
              </a>{' '}
              {say('sharedUsedBy')} {(state.usedBy[name] ?? []).join(', ')}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{say('newPageHeading')}</h2>
        <form onSubmit={create} className={styles.newPage}>
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
            <p className={styles.fieldError} role="alert">
              {refusal}
            </p>
          )}
        </form>
      </section>
    </main>
  );
}
