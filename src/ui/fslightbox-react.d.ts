// fslightbox-react ships no types and none are published; these are the props src/ui/Lightbox.tsx uses.
declare module 'fslightbox-react' {
  import type { ComponentType } from 'react';

  export interface FsLightboxProps {
    /** Changing this value (either way) opens the lightbox. */
    toggler: boolean;
    sources: string[];
    /** Zero-based index of the source shown on opening. */
    sourceIndex?: number;
    /** Extra attributes for each source element, in order, for example [{ alt: "…" }]. */
    customAttributes?: Record<string, string>[];
    /** The kind of every source; without it fslightbox guesses from each address. */
    type?: 'image' | 'video' | 'youtube' | 'custom';
    /** Without it fslightbox remembers each guessed source kind in localStorage. */
    disableLocalStorage?: boolean;
    /** Renders the lightbox in a modal <dialog>, which keeps keyboard focus inside it. */
    useDialog?: boolean;
    onOpen?: () => void;
    onClose?: () => void;
  }

  const FsLightbox: ComponentType<FsLightboxProps>;
  export default FsLightbox;
}
