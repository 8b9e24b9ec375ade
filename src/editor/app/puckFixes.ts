// Repairs of Puck's own page for people using a keyboard or a screen reader, where Puck offers no
// option or override for them (its categories are keyed so that their ids hold no space, in
// pageConfig.tsx, and its colours are set in puckFixes.css). They run on the editor's document and on
// the preview frame's as Puck draws them, and again whenever Puck draws more: each is idempotent.
import { say } from './words';
import './puckFixes.css';

type Repair = (document: Document) => void;

/**
 * A block of the library and a section in the preview are draggable by pointer only (Puck listens to
 * no key on them), yet are marked focusable buttons, and hold buttons and links of their own (the
 * library's "Add", a section's links): a button in a button, and a Tab stop that does nothing. They
 * stay draggable; the keyboard adds a block with its "Add" button and selects a section in the Outline.
 */
const notAButton: Repair = (document) => {
  for (const item of document.querySelectorAll(
    '[data-puck-drawer-item][role="button"], [data-puck-component][role="button"]',
  )) {
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
};

const repairs: Repair[] = [
  notAButton,
  // The zoom of the preview is a select with no name.
  (document) => {
    for (const select of document.querySelectorAll('select[class*="ViewportControls-zoomSelect"]:not([aria-label])'))
      select.setAttribute('aria-label', say('zoom'));
  },
  // The loading spinner carries a name on an element with no role, where a name is not allowed.
  (document) => {
    for (const loader of document.querySelectorAll('[class*="_Loader_"][aria-label]:not([role])'))
      loader.setAttribute('role', 'img');
  },
  // The preview frame has no name; its page gets the repairs too, and, when it shows nothing focusable
  // (the settings' previews), takes the focus itself so its content can be scrolled by keyboard.
  (document) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#preview-frame');
    if (!frame) return;
    if (!frame.title) frame.title = say('previewFrame');
    const framePage = () => {
      const inner = frame.contentDocument;
      if (!inner?.body) return;
      inner.body.setAttribute('tabindex', '0');
      if (!watched.has(inner)) watch(inner, [notAButton]);
    };
    framePage();
    if (!watched.has(frame)) {
      watched.add(frame);
      frame.addEventListener('load', framePage); // the frame's page is replaced once Puck has written it
    }
  },
];
const watched = new WeakSet<object>();

const ATTRIBUTES = ['role', 'tabindex', 'aria-label', 'title'];

function watch(document: Document, fixes: Repair[]): () => void {
  watched.add(document);
  const repair = () => {
    for (const fix of fixes) fix(document);
  };
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}

/** Applies the repairs now and on every change Puck makes; returns the function that stops watching the editor's page. */
export function puckFixes(document: Document): () => void {
  return watch(document, repairs);
}
