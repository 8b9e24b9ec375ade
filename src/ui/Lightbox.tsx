// The one wrapper around fslightbox-react. A block calls `open(index, button)` from the button the
// visitor pressed; the lightbox shows that picture in a modal dialog (arrows move, Escape closes)
// and on closing hands keyboard focus back to that button.
import FsLightbox from 'fslightbox-react';
import { useRef, useState, type ReactElement } from 'react';
import './Lightbox.css';

export interface LightboxPicture {
  src: string;
  alt: string;
}

/** Screen-reader names of the dialog and of the controls fslightbox draws, from JSON. */
export interface LightboxLabels {
  dialog: string;
  previous: string;
  next: string;
  close: string;
  fullscreen: string;
}

export interface UseLightbox {
  open: (index: number, opener: HTMLElement) => void;
  lightbox: ReactElement;
}

// fslightbox builds its controls itself, without accessible names (the arrows) or with English
// titles; name them from the page data each time it opens.
function nameControls(labels: LightboxLabels) {
  const dialog = document.querySelector('.fslightbox-container');
  if (!dialog) return;
  dialog.setAttribute('aria-label', labels.dialog);
  dialog.setAttribute('aria-modal', 'true');
  const name = (selector: string, label: string) =>
    dialog.querySelectorAll(selector).forEach((element) => {
      element.setAttribute('aria-label', label);
      element.setAttribute('title', label);
    });
  name('.fslightbox-slide-btn-container-previous .fslightbox-slide-btn', labels.previous);
  name('.fslightbox-slide-btn-container-next .fslightbox-slide-btn', labels.next);
  // The toolbar ends with the close button; a fullscreen button comes first where the browser allows it.
  name('.fslightbox-toolbar-button:last-child', labels.close);
  name('.fslightbox-toolbar-button:not(:last-child)', labels.fullscreen);
  dialog.querySelectorAll('.fslightbox-slide-btn-container').forEach((container) => container.removeAttribute('title'));
}

export function useLightbox(pictures: readonly LightboxPicture[], labels: LightboxLabels): UseLightbox {
  const [state, setState] = useState({ toggler: false, index: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setState((current) => ({ toggler: !current.toggler, index }));
  };

  const lightbox = (
    <FsLightbox
      toggler={state.toggler}
      sources={pictures.map((picture) => picture.src)}
      customAttributes={pictures.map((picture) => ({ alt: picture.alt }))}
      sourceIndex={state.index}
      type="image"
      disableLocalStorage
      useDialog
      onOpen={() => nameControls(labels)}
      onClose={() => opener.current?.focus()}
    />
  );
  return { open, lightbox };
}
