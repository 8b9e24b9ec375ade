// Beside every field: its help text (the schema's .describe()), the validation messages that concern
// it, and, on a shared section, whether this page changes that prop (written as "props" beside "use").
// Puck draws the built-in field types; each is wrapped here (Puck's fieldTypes override), and the
// editor's own fields (specialFields.tsx, composedFields.tsx) draw the same note themselves. An optional
// group or list gets its "Add" and "Remove" here too. Messages are shown in the editor's words
// (authorWords.ts).
import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createUsePuck, type ArrayField, type BaseField, type Field, type Overrides } from '@puckeditor/core';
import { overriddenProps, sharedNameOf, type EditorItem } from '../shared/editorData';
import { ROOT_ITEM, type PlacedIssue } from '../shared/issuePlaces';
import { forAuthors } from './authorWords';
import { GroupEditor, ListEditor, Presence } from './composedFields';
import { EditorFactsContext } from './editorFacts';
import { keepUnchanged } from './keptValues';
import { useFromSource } from './translationStore';
import { TranslationNote } from './TranslationNote';
import type { FieldHelp } from './schemaFields';
import { say } from './words';
import styles from './editor.module.css';

/**
 * The file's problems, placed in its fields. Every field's note reads the problems, and each keystroke
 * places them anew: a note subscribes to its own messages, so it is drawn again only when they change.
 */
export class PlacedIssues {
  private issues: PlacedIssue[] = [];
  private readonly listeners = new Set<() => void>();
  readonly get = () => this.issues;
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  set(issues: PlacedIssue[]) {
    if (issues === this.issues) return;
    this.issues = issues;
    for (const listener of this.listeners) listener();
  }
}

export const IssuesContext = createContext(new PlacedIssues());
const usePuck = createUsePuck();

/** Every placed problem of the file. */
export function usePlacedIssues(): PlacedIssue[] {
  const store = useContext(IssuesContext);
  return useSyncExternalStore(store.subscribe, store.get);
}

/** What `read` finds in the problems of the selected section (or of the page): a text or a yes/no, compared by value. */
function useIssuesOfSelected<T extends string | boolean>(read: (issues: PlacedIssue[], item: string) => T): T {
  const store = useContext(IssuesContext);
  const item = usePuck((state) => (state.selectedItem?.props.id as string | undefined) ?? ROOT_ITEM);
  return useSyncExternalStore(store.subscribe, () => read(store.get(), item));
}

/** The messages for field `name` of the selected section (or of the page when none is selected). */
function useFieldMessages(name: string): string[] {
  const joined = useIssuesOfSelected((issues, item) =>
    issues
      .filter((placed) => placed.item === item && placed.field === name)
      .map((placed) => forAuthors(placed.issue.message))
      .join('\n'),
  );
  return joined ? joined.split('\n') : [];
}

/** Whether a field inside `name` (an entry of a list, a group) has a problem: such an entry is shown open. */
export function useProblemsInside(name: string): boolean {
  return useIssuesOfSelected((issues, item) =>
    issues.some(
      (placed) =>
        placed.item === item &&
        !!placed.field &&
        (placed.field.startsWith(`${name}.`) || placed.field.startsWith(`${name}[`)),
    ),
  );
}

/** Whether `name` is a prop of the selected shared section that this page changes. */
function useOverridden(name: string): boolean {
  const facts = useContext(EditorFactsContext);
  // A yes/no, not the section: the section is a new object on every keystroke in it.
  return usePuck((state) => {
    const item = state.selectedItem as EditorItem | null;
    if (!facts || !item || sharedNameOf(String(item.type)) === undefined) return false;
    return name in overriddenProps(item, facts.state.shared);
  });
}

export function FieldNote({ name, field }: { name: string; field: BaseField }) {
  const messages = useFieldMessages(name);
  const overridden = useOverridden(name);
  const help = (field.metadata as FieldHelp | undefined)?.help;
  return (
    <>
      {overridden && (
        <p className={styles.overridden} data-overridden={name}>
          {say('overridden')}
        </p>
      )}
      {help && <p className={styles.help}>{help}</p>}
      {messages.map((message) => (
        <p key={message} className={styles.fieldError} role="alert" data-field-error={name}>
          {message}
        </p>
      ))}
      <TranslationNote name={name} label={field.label ?? name} type={(field as Field).type} />
    </>
  );
}

interface WrappedProps {
  children: ReactNode;
  name: string;
  field: BaseField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  readOnly?: boolean;
}

/** `value`, with the parts equal to those of the last value drawn kept as they were (keptValues.ts). */
function useKept(value: unknown): unknown {
  const kept = useRef(value);
  kept.current = keepUnchanged(kept.current, value);
  return kept.current;
}

function FieldWithNote({ children, name, field, value, onChange }: WrappedProps) {
  // In a translation, a value that comes from the source is shown as it is there, never changed.
  const fromSource = useFromSource(name, (field as Field).type);
  if (fromSource)
    return (
      <div className={styles.field} data-field={name}>
        <fieldset disabled className={styles.fromSource}>
          {children}
        </fieldset>
        <FieldNote name={name} field={field} />
      </div>
    );
  return (
    <div className={styles.field} data-field={name}>
      {onChange ? (
        <Presence field={field as Field} name={name} value={value} onChange={onChange}>
          {children}
        </Presence>
      ) : (
        children
      )}
      <FieldNote name={name} field={field} />
    </div>
  );
}

/**
 * A group drawn by the editor rather than by Puck: Puck draws every part of a group again whenever
 * the group is drawn, and it is drawn on every keystroke anywhere in the form (Puck copies the data);
 * the editor's parts are drawn again only when their own value changes.
 */
function GroupField({ name, field, value, onChange, readOnly }: WrappedProps) {
  const kept = useKept(value);
  return (
    <div className={styles.field} data-field={name}>
      <GroupEditor field={field as Field} name={name} value={kept} onChange={onChange!} readOnly={readOnly} labelled />
      <FieldNote name={name} field={field} />
    </div>
  );
}

/**
 * A list drawn by the editor rather than by Puck: Puck's entries open by pointer only, and are buttons
 * holding buttons; the editor's open with a button and move by keyboard as well as by drag.
 */
function ListField({ name, field, value, onChange }: WrappedProps) {
  const list = field as ArrayField;
  const starter = list.defaultItemProps;
  return (
    <Presence field={list} name={name} value={value} onChange={onChange!}>
      <ListEditor
        label={list.label ?? name}
        name={name}
        value={value}
        onChange={onChange!}
        item={{ type: 'object', label: list.label, objectFields: list.arrayFields }}
        min={list.min}
        max={list.max}
        help={(list.metadata as FieldHelp | undefined)?.help}
        summary={list.getItemSummary as ((value: unknown, index: number) => ReactNode) | undefined}
        starter={typeof starter === 'function' ? () => starter(0) : starter ? () => starter : undefined}
      />
    </Presence>
  );
}

/** Puck's field types drawn as Puck draws them, with the note under each; lists drawn by the editor. */
export const fieldTypesWithNotes: Overrides['fieldTypes'] = {
  text: FieldWithNote,
  textarea: FieldWithNote,
  number: FieldWithNote,
  select: FieldWithNote,
  radio: FieldWithNote,
  array: ListField,
  object: GroupField,
};
