// What the editor's fields read beside their own value: the project's pages, shared sections and
// images (the editor's state from the server, with the pictures added since), and the path of the
// page being edited.
import { createContext, useContext } from 'react';
import type { EditorState, ImageSize } from '../shared/editorState';

export interface EditorFacts {
  state: EditorState;
  /** The path of the page being edited (its own anchors are offered as "#id"). */
  path?: string;
  /** A picture the author just added to public/, offered from now on. */
  addImage: (image: { src: string } & Partial<ImageSize>) => void;
}
export const EditorFactsContext = createContext<EditorFacts | undefined>(undefined);
export const useFacts = () => useContext(EditorFactsContext)!;
