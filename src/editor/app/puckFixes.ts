// Repairs of Puck's own page for people using a keyboard or a screen reader, where Puck offers no
// option or override for them (its categories are keyed so that their ids hold no space, in
// pageConfig.tsx, and its colours are patched in puckFixes.css). They run on the editor's document as
// Puck draws it, and again whenever Puck draws more: each repair is idempotent.
import { say } from './words';
import './puckFixes.css';

type Repair = (document: Document) => void;

const repairs: Repair[] = [
  // The zoom of the preview is a select with no name.
  (document) => {
    for (const select of document.querySelectorAll('select[class*="ViewportControls-zoomSelect"]:not([aria-label])'))
      select.setAttribute('aria-label', say('zoom'));
  },
  // A block of the library is draggable by pointer only, yet is marked a focusable button, and holds
  // the editor's own "Add" button (LibraryItem.tsx), which is the keyboard's way to add it: a button
  // in a button, and a Tab stop that does nothing. It stays draggable; its button role goes.
  (document) => {
    for (const item of document.querySelectorAll('[data-puck-drawer-item][role="button"]')) {
      for (const name of [
        'role',
        'tabindex',
        'aria-roledescription',
        'aria-describedby',
        'aria-pressed',
        'aria-grabbed',
        'aria-disabled',
      ])
        item.removeAttribute(name);
    }
  },
  // The loading spinner carries a name on an element with no role, where a name is not allowed.
  (document) => {
    for (const loader of document.querySelectorAll('[class*="_Loader_"][aria-label]:not([role])'))
      loader.setAttribute('role', 'img');
  },
  // The preview frame has no name; and when it shows nothing focusable (the settings' previews), its
  // content can only be scrolled by keyboard if the frame's page itself takes the focus.
  (document) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#preview-frame');
    if (!frame) return;
    if (!frame.title) frame.title = say('previewFrame');
    const focusableBody = () => frame.contentDocument?.body?.setAttribute('tabindex', '0');
    focusableBody();
    if (!watchedFrames.has(frame)) {
      watchedFrames.add(frame);
      frame.addEventListener('load', focusableBody); // the frame's page is replaced once Puck has written it
    }
  },
];
const watchedFrames = new WeakSet<HTMLIFrameElement>();

/** Applies the repairs now and on every change Puck makes; returns the function that stops watching. */
export function puckFixes(document: Document): () => void {
  const repair = () => {
    for (const fix of repairs) fix(document);
  };
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-label', 'title'],
  });
  return () => observer.disconnect();
}
