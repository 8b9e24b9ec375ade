// What the editor knows of a translation while the translator works: each text's source words and
// fingerprints (from the server), the page as edited (to see what is written), the section selected
// (a field's name is its place in the selected section), and what the translator copied from the
// source or marked as translated since the last save. Each field's note subscribes to its own text's
// state, so a keystroke redraws only the notes whose state it changed.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorData } from '../shared/editorData';
import {
  placeInEditor,
  stateOfText,
  textKey,
  valueAtPath,
  type TextState,
  type TranslatableText,
  type TranslationView,
} from '../shared/translationView';

export class TranslationStore {
  private texts: Map<string, TranslatableText>;
  private data?: EditorData;
  private selected?: number;
  private copied = new Set<string>();
  private marked = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(public view: TranslationView) {
    this.texts = new Map(view.texts.map((text) => [text.key, text]));
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    for (const listener of this.listeners) listener();
  }

  /** The page as edited now. */
  get current(): EditorData | undefined {
    return this.data;
  }

  setData(data: EditorData) {
    this.data = data;
    this.changed();
  }

  setSelected(index: number | undefined) {
    if (index === this.selected) return;
    this.selected = index;
    this.changed();
  }

  /** The texts as saved: their states start again from the file. */
  saved(view: TranslationView) {
    this.view = view;
    this.texts = new Map(view.texts.map((text) => [text.key, text]));
    this.copied.clear();
    this.marked.clear();
    this.changed();
  }

  /** The key of the translatable text field `name` of the selected section (or of the page) is, if it is one. */
  keyOf(name: string): string | undefined {
    const key = textKey(this.selected, name, this.view.source);
    return this.texts.has(key) ? key : undefined;
  }

  text(key: string): TranslatableText | undefined {
    return this.texts.get(key);
  }

  /** The text as the page now has it. */
  valueOf(text: TranslatableText): unknown {
    if (!this.data) return undefined;
    const { item, within } = placeInEditor(this.view.source, text.path);
    if (item === undefined) return valueAtPath(this.data.root.props, within);
    return valueAtPath(this.data.content[item]?.props, within);
  }

  stateOf(key: string): TextState {
    const text = this.texts.get(key)!;
    const value = this.valueOf(text);
    // Written: the file gives it, the translator copied it, or it now differs from the source.
    const written =
      text.translated !== undefined || this.copied.has(key) || (typeof value === 'string' && value !== text.source);
    return stateOfText(text, { written, marked: this.marked.has(key) });
  }

  copy(key: string) {
    this.copied.add(key);
    this.changed();
  }

  mark(key: string) {
    this.marked.add(key);
    this.changed();
  }

  /** What the save sends beside the page: the texts copied from the source and those marked as translated. */
  marks(): { copied: string[]; marked: string[] } {
    return { copied: [...this.copied], marked: [...this.marked] };
  }
}

export const TranslationContext = createContext<TranslationStore | undefined>(undefined);

const noSubscription = () => () => undefined;

/** The key and state of the translatable text field `name` ("" when it is none, or when no translation is edited). */
export function useTranslatedField(name: string): { key: string; state: TextState } | undefined {
  const store = useContext(TranslationContext);
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscription, () => {
    const key = store?.keyOf(name);
    return key ? `${store!.stateOf(key)} ${key}` : '';
  });
  if (!snapshot) return undefined;
  const [state, ...key] = snapshot.split(' ');
  return { key: key.join(' '), state: state as TextState };
}

const fromSourceTypes = new Set(['text', 'textarea', 'number', 'select', 'radio']);

/** Whether field `name` of type `type` comes from the source in the translation edited: shown, never changed. */
export function useFromSource(name: string, type: string | undefined): boolean {
  const store = useContext(TranslationContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => !!store && !!type && fromSourceTypes.has(type) && store.keyOf(name) === undefined,
  );
}

/** Whether the structure (list entries, optional parts, kinds) is fixed: so in a translation, which has its source's. */
export const useFixedStructure = (): boolean => useContext(TranslationContext) !== undefined;
