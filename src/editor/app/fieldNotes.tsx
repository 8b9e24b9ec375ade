// Beside every field: its help text (the schema's .describe()), the validation messages that concern
// it, and, on a shared section, whether this page changes that prop (written as "props" beside "use").
// Puck draws the built-in field types; each is wrapped here (Puck's fieldTypes override), and the
// editor's own fields (specialFields.tsx, composedFields.tsx) draw the same note themselves. An optional
// group or list gets its "Add" and "Remove" here too. Messages are shown in the editor's words
// (authorWords.ts).
import { createContext, useContext, type ReactNode } from 'react';
import { createUsePuck, type ArrayField, type BaseField, type Field, type Overrides } from '@puckeditor/core';
import { overriddenProps, sharedNameOf, type EditorItem } from '../shared/editorData';
import { ROOT_ITEM, type PlacedIssue } from '../shared/issuePlaces';
import { forAuthors } from './authorWords';
import { ListEditor, Presence } from './composedFields';
import { EditorFactsContext } from './editorFacts';
import type { FieldHelp } from './schemaFields';
import { say } from './words';
import styles from './editor.module.css';

export const IssuesContext = createContext<PlacedIssue[]>([]);
const usePuck = createUsePuck();

/** The messages for field `name` of the selected section (or of the page when none is selected). */
function useFieldMessages(name: string): string[] {
  const issues = useContext(IssuesContext);
  const item = usePuck((state) => (state.selectedItem?.props.id as string | undefined) ?? ROOT_ITEM);
  return issues
    .filter((placed) => placed.item === item && placed.field === name)
    .map((placed) => forAuthors(placed.issue.message));
}

/** Whether a field inside `name` (an entry of a list, a group) has a problem: such an entry is shown open. */
export function useProblemsInside(name: string): boolean {
  const issues = useContext(IssuesContext);
  const item = usePuck((state) => (state.selectedItem?.props.id as string | undefined) ?? ROOT_ITEM);
  return issues.some(
    (placed) =>
      placed.item === item &&
      !!placed.field &&
      (placed.field.startsWith(`${name}.`) || placed.field.startsWith(`${name}[`)),
  );
}

/** Whether `name` is a prop of the selected shared section that this page changes. */
function useOverridden(name: string): boolean {
  const facts = useContext(EditorFactsContext);
  const item = usePuck((state) => state.selectedItem) as EditorItem | null;
  if (!facts || !item || sharedNameOf(String(item.type)) === undefined) return false;
  return name in overriddenProps(item, facts.state.shared);
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
    </>
  );
}

interface WrappedProps {
  children: ReactNode;
  name: string;
  field: BaseField;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function withNote({ children, name, field, value, onChange }: WrappedProps) {
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
  text: withNote,
  textarea: withNote,
  number: withNote,
  select: withNote,
  radio: withNote,
  array: ListField,
  object: withNote,
};
