// A collection's screen: its entries newest first (each to open, its date, and whether it is published,
// a draft or held back until its day), the layout every entry is shown on, and a new entry made from
// its title (the file's name from the title, today's date), which then opens.
import { useState } from 'react';
import type { EditorCollection, EditorEntry, EditorState } from '../shared/editorState';
import { createEntry, type NewEntryRefusal } from './api';
import { ContentProblems } from './ContentProblems';
import { say, type WordKey } from './words';
import styles from './screens.module.css';

export const openHref = (file: string) => `/edit?file=${encodeURIComponent(file)}`;
export const collectionHref = (name: string) => `/edit?collection=${encodeURIComponent(name)}`;

/** "Blog posts (6)": the collection's name in the editor's words and how many entries it has. */
export const collectionLabel = (collection: EditorCollection) =>
  say('collectionCount', {
    name: say(`collection_${collection.name}` as WordKey),
    count: collection.entries.length,
  });

const stateOf = (entry: EditorEntry) =>
  entry.draft ? say('entryDraft') : entry.future ? say('entryFuture', { date: entry.date }) : say('entryPublished');

export function CollectionList({ collection, state }: { collection: EditorCollection; state: EditorState }) {
  const { name } = collection;
  return (
    <main className={styles.screen} data-collection={name}>
      <p>
        <a href="/edit">{say('allPages')}</a>
      </p>
      <h1>{collectionLabel(collection)}</h1>
      <p>{say(`collectionWhat_${name}` as WordKey)}</p>
      <ContentProblems issues={state.issues} state={state} />
      {collection.layout && (
        <p>
          <a href={openHref(collection.layout)}>{say(`layout_${name}` as WordKey)}</a> <span>{say('layoutWhat')}</span>
        </p>
      )}
      {collection.groupLayout && (
        <p>
          <a href={openHref(collection.groupLayout)}>{say(`groupLayout_${name}` as WordKey)}</a>{' '}
          <span>{say(`groupLayoutWhat_${name}` as WordKey)}</span>
        </p>
      )}
      <NewEntry collection={name} />
      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading">{say(`collection_${name}` as WordKey)}</h2>
        {collection.entries.length === 0 ? (
          <p>{say('entriesNone')}</p>
        ) : (
          <table className={styles.pages}>
            <thead>
              <tr>
                <th scope="col">{say('entryTitle')}</th>
                <th scope="col">{say('entryDate')}</th>
                <th scope="col">{say('entryState')}</th>
              </tr>
            </thead>
            <tbody>
              {collection.entries.map((entry) => (
                <tr key={entry.file} data-entry={entry.path}>
                  <td>
                    <a href={openHref(entry.file)}>{entry.title}</a>
                  </td>
                  <td>{entry.date}</td>
                  <td>{stateOf(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

function refusalWords(refusal: Partial<NewEntryRefusal> & { message?: string }): string {
  if (refusal.reason === 'no-title') return say('newEntryNoTitle');
  if (refusal.reason === 'no-name') return say('newEntryNoName', { title: refusal.title ?? '' });
  if (refusal.reason === 'taken') return say('newEntryTaken', { file: refusal.file ?? '', title: refusal.title ?? '' });
  return refusal.message ?? say('cannotOpenUnknown');
}

function NewEntry({ collection }: { collection: string }) {
  const [title, setTitle] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const { ok, body } = await createEntry(collection, title);
    if (ok && body.file)
      window.location.assign(`${openHref(body.file)}&created=${encodeURIComponent(body.undo ?? '')}`);
    else setRefusal(refusalWords(body));
  };
  return (
    <section aria-labelledby="new-entry-heading">
      <h2 id="new-entry-heading">{say(`newEntry_${collection}` as WordKey)}</h2>
      <form onSubmit={create} className={styles.form}>
        <label>
          {say('newEntryTitle')}
          <input
            className={styles.input}
            name="title"
            value={title}
            aria-describedby="new-entry-help"
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <p id="new-entry-help">{say('newEntryHelp')}</p>
        <button type="submit" className={styles.button}>
          {say(`newEntryCreate_${collection}` as WordKey)}
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
