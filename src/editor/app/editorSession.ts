// What the parts drawn inside Puck read of the file being edited (the save controls, the problem list,
// the previews): Puck's overrides and render functions must keep their identity, or Puck redraws the
// whole editor on every keystroke, so they read this context instead of taking props.
import { createContext, useContext } from 'react';
import type { ContentIssue } from '../../problems/contentIssue';
import type { EditorData } from '../shared/editorData';
import type { EditorFileKind } from '../shared/editorFiles';
import type { EditorState } from '../shared/editorState';
import type { PlacedIssue } from '../shared/issuePlaces';

/** A link that follows a renamed page, as the server lists it. */
export interface FollowingLink {
  file: string;
  path: (string | number)[];
  href: string;
  label?: string;
}

/** What a check of the edited file says beside its problems. */
export interface CheckReply {
  issues: ContentIssue[];
  /** The page's path changed: the links elsewhere that the save changes with it. */
  rename?: { from: string; to: string; links: FollowingLink[] };
  /** The site settings: the theme's text and background pairs (src/editor/server/themeContrast.ts). */
  contrast?: { pair: string; variant?: string; ink: string; background: string; ratio: number; passes: boolean }[];
}

export interface Session {
  file: string;
  kind: EditorFileKind;
  data: EditorData;
  /** The data as the file holds it: as opened, then as last saved. */
  saved: EditorData;
  setSaved: (data: EditorData) => void;
  placed: PlacedIssue[];
  checking: boolean;
  reply?: CheckReply;
  usedBy?: string[];
  state: EditorState;
  /** Reads the project's pages, images and problems again (after a save that renamed a page). */
  refreshState: () => Promise<void>;
  /** The place asked for in the address (a problem's JSON path), shown on opening. */
  at?: (string | number)[];
  /** The change that made this file, when it was just made (a new entry): the author may undo it. */
  created?: string;
}

export const SessionContext = createContext<Session | undefined>(undefined);
export const useSession = () => useContext(SessionContext)!;
