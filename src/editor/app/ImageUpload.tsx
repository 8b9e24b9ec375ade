// Beside every picture field: a picture from the author's computer (their logo, new photos), chosen
// with the button or dropped on the field, added to public/images/uploads/ and chosen at once. The
// server checks that it is the picture its name says (src/editor/server/imageUpload.ts) and reads its
// size from it, which the site takes from the file.
import { useId, useState, type ReactNode } from 'react';
import type { ImageSize } from '../shared/editorState';
import { uploadImage } from './api';
import { useFacts } from './editorFacts';
import { say } from './words';
import styles from './editor.module.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml';

type Uploaded = { src: string } & Partial<ImageSize>;

/** A picture field's drop zone (`children`) with the button that adds a picture from the computer. */
export function ImageUpload({ onUploaded, children }: { onUploaded: (image: Uploaded) => void; children?: ReactNode }) {
  const { addImage } = useFacts();
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'refused'; message: string }>({
    kind: 'idle',
  });
  const [dragging, setDragging] = useState(false);
  const send = async (file: File | undefined) => {
    if (!file || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const { ok, body } = await uploadImage(file);
      if (!ok || !body.src) return setState({ kind: 'refused', message: body.message ?? say('uploadFailed') });
      const image = { src: body.src, width: body.width, height: body.height };
      addImage(image);
      onUploaded(image);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message });
    }
  };
  const carriesFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    // A drop target only: the button below is the way to the same thing by keyboard.
    <div
      className={dragging ? `${styles.dropZone} ${styles.dropping}` : styles.dropZone}
      data-dropping={dragging || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        void send(event.dataTransfer.files[0]);
      }}
    >
      {children}
      <div className={styles.upload}>
        <label htmlFor={id}>{state.kind === 'sending' ? say('uploadSending') : say('upload')}</label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED}
          disabled={state.kind === 'sending'}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className={styles.uploadHint}>{say('uploadDrop')}</span>
        {state.kind === 'refused' && (
          <p className={styles.fieldError} role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
