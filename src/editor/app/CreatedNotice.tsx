// Above the fields of an entry just made from its title: what was written, and the way to undo it,
// as any other creation (the change log of the editor's server). Undone, the collection's list opens.
import { useState } from 'react';
import { collectionOfFile } from '../shared/editorFiles';
import { undoChange } from './api';
import { collectionHref } from './CollectionList';
import { useSession } from './editorSession';
import { say } from './words';
import styles from './editor.module.css';

export function CreatedNotice() {
  const { created, file } = useSession();
  const [refusal, setRefusal] = useState<string>();
  if (!created) return null;
  const undo = async () => {
    const { ok, body } = await undoChange(created);
    const collection = collectionOfFile(file);
    if (ok) window.location.assign(collection ? collectionHref(collection) : '/edit');
    else setRefusal(body.message ?? say('undoFailed'));
  };
  return (
    <p className={styles.notice} data-created={file}>
      {refusal ?? say('newEntryCreated', { file })}{' '}
      {!refusal && (
        <button type="button" className={styles.buttonQuiet} onClick={() => void undo()}>
          {say('undo')}
        </button>
      )}
    </p>
  );
}
