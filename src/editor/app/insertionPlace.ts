// Where the library's "Add" button puts a new section: right after the selected section, or at the
// end of the page when none is selected (or the selection is not one of the page's sections).
import type { UiState } from '@puckeditor/core';

/** Puck's zone of the page's sections. */
export const SECTIONS_ZONE = 'root:default-zone';

export function insertionIndex(selected: UiState['itemSelector'] | undefined, sectionCount: number): number {
  if (!selected || (selected.zone && selected.zone !== SECTIONS_ZONE)) return sectionCount;
  return Math.min(selected.index + 1, sectionCount);
}
