// The one wrapper around fslightbox-react. A block calls `open(index, button)` from the button the
// visitor pressed; the lightbox shows that image in a modal dialog (arrows move, Escape closes) and
// on closing hands keyboard focus back to that button.
import FsLightbox from 'fslightbox-react';
import { useRef, useState, type ReactElement } from 'react';
import './Lightbox.css';

interface LightboxState {
  toggler: boolean;
  index: number;
}

export interface UseLightbox {
  open: (index: number, opener: HTMLElement) => void;
  lightbox: ReactElement;
}

/** `label` names the dialog for screen readers, for example "Project images". */
export function useLightbox(sources: readonly string[], label: string): UseLightbox {
  const [state, setState] = useState<LightboxState>({ toggler: false, index: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setState((current) => ({ toggler: !current.toggler, index }));
  };

  const nameDialog = () => {
    const dialog = document.querySelector('.fslightbox-container');
    dialog?.setAttribute('aria-label', label);
    dialog?.setAttribute('aria-modal', 'true');
  };

  const lightbox = (
    <FsLightbox
      toggler={state.toggler}
      sources={[...sources]}
      sourceIndex={state.index}
      type="image"
      disableLocalStorage
      useDialog
      onOpen={nameDialog}
      onClose={() => opener.current?.focus()}
    />
  );
  return { open, lightbox };
}
