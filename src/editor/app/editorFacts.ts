// What the editor's fields read beside their own value: the project's pages, shared sections and
// images (the editor's state from the server), and the path of the page being edited.
import { createContext, useContext } from 'react';
import type { EditorState } from '../shared/editorState';

export interface EditorFacts {
  state: EditorState;
  /** The path of the page being edited (its own anchors are offered as "#id"). */
  path?: string;
}
export const EditorFactsContext = createContext<EditorFacts | undefined>(undefined);
export const useFacts = () => useContext(EditorFactsContext)!;
