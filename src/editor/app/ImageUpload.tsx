// Beside every picture field: a picture from the author's computer (their logo, new photos) added to
// public/images/uploads/ and chosen at once, its width and height read from the file. The server
// checks that it is the picture its name says (src/editor/server/imageUpload.ts).
import { useId, useState } from 'react';
import type { ImageSize } from '../shared/editorState';
import { uploadImage } from './api';
import { useFacts } from './editorFacts';
import { say } from './words';
import styles from './editor.module.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml';

export function ImageUpload({ onUploaded }: { onUploaded: (image: { src: string } & Partial<ImageSize>) => void }) {
  const { addImage } = useFacts();
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'refused'; message: string }>({
    kind: 'idle',
  });
  const send = async (file: File | undefined) => {
    if (!file) return;
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
  return (
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
      {state.kind === 'refused' && (
        <p className={styles.fieldError} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
