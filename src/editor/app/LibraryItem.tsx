// A library item (Puck's drawer item) with an "Add" button beside its name: the keyboard's way to
// add a section. The button makes the insert a drop makes (the block's example props, or `{ "use" }`
// for a shared section), after the selected section or at the end, selects the new section and
// brings it into view in the preview.
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../../ui/prefersReducedMotion';
import { insertionIndex, SECTIONS_ZONE } from './insertionPlace';
import { say } from './words';
import styles from './editor.module.css';

const usePuck = createUsePuck();

export function LibraryItem({ children, name }: { children: ReactNode; name: string }) {
  return (
    <div className={styles.libraryItem}>
      <div className={styles.libraryItemName}>{children}</div>
      <AddSectionButton type={name} />
    </div>
  );
}

// A button is interactive, so pressing it never starts a drag (the drag library leaves buttons alone).
function AddSectionButton({ type }: { type: string }) {
  const getPuck = useGetPuck();
  const canInsert = usePuck((puck) => puck.getPermissions({ type }).insert);
  const label = usePuck((puck) => puck.config.components[type]?.label ?? type);
  if (!canInsert) return null;
  const add = () => {
    const { appState, dispatch } = getPuck();
    const index = insertionIndex(appState.ui.itemSelector, appState.data.content.length);
    dispatch({
      type: 'insert',
      componentType: type,
      destinationIndex: index,
      destinationZone: SECTIONS_ZONE,
      recordHistory: true,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: SECTIONS_ZONE } } });
    const id = getPuck().appState.data.content[index]?.props.id;
    if (typeof id === 'string') scrollPreviewTo(id);
  };
  return (
    <button type="button" className={styles.addButton} aria-label={say('addSection', { label })} onClick={add}>
      {say('add')}
    </button>
  );
}

/** Frames to wait for the preview to draw a new section before giving up on scrolling to it. */
const DRAW_FRAMES = 60;

/** Scrolls the preview (Puck's frame) to the section `id` once it is drawn there. */
function scrollPreviewTo(id: string, framesLeft = DRAW_FRAMES) {
  const frame = document.querySelector<HTMLIFrameElement>('iframe#preview-frame')?.contentDocument;
  const section = frame?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
  if (section) {
    section.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } else if (framesLeft > 0) {
    requestAnimationFrame(() => scrollPreviewTo(id, framesLeft - 1));
  }
}
