// Above the fields of an entry just made from its title, or of a translation just started: what was
// written, and the way to undo it, as any other creation (the change log of the editor's server).
// Undone, the collection's list opens, or the file the translation was of.
import { useContext, useState } from 'react';
import { collectionOfFile } from '../shared/editorFiles';
import { undoChange } from './api';
import { collectionHref } from './CollectionList';
import { useSession } from './editorSession';
import { TranslationContext } from './translationStore';
import { say } from './words';
import { Words } from './Words';
import styles from './editor.module.css';

export function CreatedNotice() {
  const { created, file } = useSession();
  const translation = useContext(TranslationContext)?.view;
  const [refusal, setRefusal] = useState<string>();
  if (!created) return null;
  const undo = async () => {
    const { ok, body } = await undoChange(created);
    const collection = collectionOfFile(file);
    const back = translation
      ? `/edit?file=${encodeURIComponent(translation.source)}`
      : collection
        ? collectionHref(collection)
        : '/edit';
    if (ok) window.location.assign(back);
    else setRefusal(body.message ?? say('undoFailed'));
  };
  const words = translation ? (
    <Words word="translationStarted" values={{ label: translation.label, path: translation.source }} />
  ) : (
    say('newEntryCreated', { file })
  );
  return (
    <p className={styles.notice} data-created={file}>
      {refusal ?? words}{' '}
      {!refusal && (
        <button type="button" className={styles.buttonQuiet} onClick={() => void undo()}>
          {say('undo')}
        </button>
      )}
    </p>
  );
}
