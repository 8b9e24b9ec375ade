// A library item (Puck's drawer item) with an "Add" button beside its name: the keyboard's way to
// add a section. The button makes the insert a drop makes (the block's example props, or `{ "use" }`
// for a shared section), after the selected section or at the end, and selects the new section.
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import type { ReactNode } from 'react';
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
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: SECTIONS_ZONE, recordHistory: true });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: SECTIONS_ZONE } } });
  };
  return (
    <button type="button" className={styles.addButton} aria-label={say('addSection', { label })} onClick={add}>
      {say('add')}
    </button>
  );
}
