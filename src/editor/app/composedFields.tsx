// Fields made of other fields, for what Puck's own fields cannot hold: a list of single values (texts,
// pictures, links) or of groups inside such a list, a record (a menu by its name, items per view by
// screen width), and an optional part that the author adds and takes away again (a banner's form, a
// call to action that a page turns off). Each part is drawn with the editor's own inputs or with the
// field's own editor (a picture, a link), under the name Puck would give it ("images[2]", "menus.main[0]"),
// so the validator's messages land beside it. Every list is drawn here, Puck's own included (see
// fieldNotes.tsx): an entry named by what it holds, opened with a button, reordered by dragging its
// handle or with its ↑ and ↓ buttons (Alt+↑/↓ from inside it).
import { FieldLabel, type CustomField, type Field } from '@puckeditor/core';
import { memo, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { decodeFromEditor, encodeForEditor } from '../shared/editorData';
import { FieldNote, useProblemsInside } from './fieldNotes';
import { useFixedStructure, useFromSource } from './translationStore';
import { itemSummary } from './itemSummary';
import type { FieldHelp } from './schemaFields';
import { say } from './words';
import styles from './fields.module.css';

type Base = { label: string; metadata: FieldHelp };
type AnyField = Field | (() => Field);

/** The name Puck gives a part of field `name`, as the validator's paths are written (formatJsonPath). */
export function childName(name: string, part: string | number): string {
  if (typeof part === 'number') return `${name}[${part}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(part)) return name ? `${name}.${part}` : part;
  return `${name}[${JSON.stringify(part)}]`;
}

const resolve = (field: AnyField): Field => (typeof field === 'function' ? field() : field);

/** What a composed field keeps beside Puck's: the fields of its parts, read by the editor's checks of itself. */
export interface ComposedMetadata extends FieldHelp {
  composed?: { kind: 'list' | 'record'; item: AnyField; key?: Field } | { kind: 'union'; options: UnionOption[] };
}

/** One shape a union field's value may take: its name in the choice, its field, and how to tell and start it. */
export interface UnionOption {
  label: string;
  field: AnyField;
  accepts: (value: unknown) => boolean;
  starter: () => unknown;
}

interface EditorProps {
  field: Field;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  id?: string;
  readOnly?: boolean;
  /** A group drawn without its name above it: an entry of a list (named by its bar), a shape of a union (by its choice). */
  bare?: boolean;
}

/**
 * One field, drawn by the editor (a plain input), by the field itself (a custom field), or as its parts;
 * drawn again only when its field, value or handler is another (a group keeps all three for its parts).
 */
export const ValueEditor = memo(function ValueEditor({
  field,
  name,
  value,
  onChange,
  id,
  readOnly,
  bare,
}: EditorProps): ReactNode {
  const ownId = useId();
  const inputId = id ?? ownId;
  const label = field.label ?? name;
  // In a translation, a value that comes from the source is shown as it is there, never changed.
  const fromSource = useFromSource(name, field.type);
  readOnly = readOnly || fromSource;
  if (field.type === 'custom')
    return (field as CustomField<unknown>).render({
      field: field as CustomField<unknown>,
      name,
      id: inputId,
      value,
      onChange,
      readOnly,
    });
  if (field.type === 'object')
    return (
      <GroupEditor field={field} name={name} value={value} onChange={onChange} readOnly={readOnly} labelled={!bare} />
    );
  if (field.type === 'array')
    return (
      <ListEditor
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        item={{ type: 'object', label: label, objectFields: field.arrayFields }}
        min={field.min}
        max={field.max}
        help={(field.metadata as FieldHelp | undefined)?.help}
      />
    );
  return (
    <div className={styles.field} data-field={name}>
      <FieldLabel label={label} el="label">
        <PlainInput field={field} id={inputId} value={value} onChange={onChange} readOnly={readOnly} />
      </FieldLabel>
      <FieldNote name={name} field={field} />
    </div>
  );
});

function PlainInput({
  field,
  id,
  value,
  onChange,
  readOnly,
}: {
  field: Field;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}) {
  if (field.type === 'textarea')
    return (
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  if (field.type === 'number')
    return (
      <input
        id={id}
        className={styles.input}
        type="number"
        min={field.min}
        max={field.max}
        placeholder={field.placeholder}
        value={typeof value === 'number' ? value : ''}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  if (field.type === 'select' || field.type === 'radio') {
    // Options hold texts, numbers, true, false and "not set"; the select tells them apart by place.
    const at = field.options.findIndex((option) => option.value === value);
    return (
      <select
        id={id}
        className={styles.input}
        value={at < 0 ? '' : String(at)}
        disabled={readOnly}
        onChange={(event) => onChange(field.options[Number(event.target.value)]?.value)}
      >
        {at < 0 && <option value="" />}
        {field.options.map((option, index) => (
          <option key={String(index)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      className={styles.input}
      placeholder={'placeholder' in field ? field.placeholder : undefined}
      value={typeof value === 'string' ? value : ''}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A group's fields, each under its own name; a field left empty is left out of the group. Each part
 * keeps its handler from one drawing to the next, so a change to one part draws only that part again.
 * `labelled`: the group's name above its fields (a group on its own; an entry of a list is named by its bar).
 */
export function GroupEditor({
  field,
  name,
  value,
  onChange,
  readOnly,
  labelled,
}: EditorProps & { labelled?: boolean }) {
  const group = isObject(value) ? value : {};
  const latest = useRef({ group, onChange });
  latest.current = { group, onChange };
  const setters = useRef(new Map<string, (part: unknown) => void>());
  const setterOf = (key: string) => {
    let setter = setters.current.get(key);
    if (!setter)
      setters.current.set(
        key,
        (setter = (part: unknown) => {
          const next: Record<string, unknown> = { ...latest.current.group, [key]: part };
          if (part === undefined || part === '') delete next[key];
          latest.current.onChange(next);
        }),
      );
    return setter;
  };
  if (field.type !== 'object') return null;
  const parts = (
    <div className={styles.group}>
      {Object.entries(field.objectFields).map(([key, part]) => (
        <ValueEditor
          key={key}
          field={part}
          name={childName(name, key)}
          value={group[key]}
          onChange={setterOf(key)}
          readOnly={readOnly}
        />
      ))}
    </div>
  );
  return (
    <Presence field={field} name={name} value={value} onChange={onChange}>
      {labelled ? (
        <FieldLabel label={field.label ?? name} el="div" readOnly={readOnly}>
          {parts}
        </FieldLabel>
      ) : (
        parts
      )}
    </Presence>
  );
}

/** What an optional part needs to be added and taken away: its starting value, and the literal values it may take instead (false). */
export interface PresenceMetadata {
  presence?: {
    starter: unknown;
    /** The part may be left out altogether (the default or the shared section's value then applies). */
    optional: boolean;
    /** Values other than a group that the part may be, such as false for "left out on this page". */
    literals?: (string | number | boolean | null)[];
  };
}

const presenceOf = (field: Field) => (field.metadata as PresenceMetadata | undefined)?.presence;

/**
 * An optional part: "Add" when it is not there, "Remove" beside it when it is, and, for a part that
 * may also be a plain value (false), a choice between them. The part's own fields show only while it
 * is a group or list.
 */
export function Presence({
  field,
  name,
  value,
  onChange,
  children,
}: {
  field: Field;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  children: ReactNode;
}) {
  const presence = presenceOf(field);
  const choiceId = useId();
  // A translation has its source's parts: none is added or removed there.
  const fixed = useFixedStructure();
  if (!presence) return <>{children}</>;
  const label = field.label ?? name;
  const isSet = value !== undefined && !(presence.literals ?? []).some((literal) => literal === value);
  if (fixed) return <>{isSet && children}</>;
  if (presence.literals?.length) {
    const states = [
      ...(presence.optional ? [{ value: undefined as unknown, words: say('presenceNotSet') }] : []),
      { value: 'group', words: say('presenceShown') },
      ...presence.literals.map((literal) => ({
        value: literal as unknown,
        words: literal === false ? say('presenceLeftOut') : String(literal),
      })),
    ];
    const current = states.findIndex((state) => (isSet ? state.value === 'group' : state.value === value));
    return (
      <div className={styles.presence} data-presence={name}>
        <label htmlFor={choiceId}>{say('presenceChoice', { label })}</label>
        <select
          id={choiceId}
          className={styles.input}
          value={String(current)}
          onChange={(event) => {
            const state = states[Number(event.target.value)];
            onChange(state.value === 'group' ? encodeForEditor(presence.starter) : state.value);
          }}
        >
          {states.map((state, index) => (
            <option key={index} value={String(index)}>
              {state.words}
            </option>
          ))}
        </select>
        {isSet && children}
      </div>
    );
  }
  if (!presence.optional) return <>{children}</>;
  return (
    <div className={styles.presence} data-presence={name}>
      {isSet ? (
        <>
          {children}
          <button type="button" className={styles.quiet} onClick={() => onChange(undefined)}>
            {say('presenceRemove', { label })}
          </button>
        </>
      ) : (
        <button type="button" className={styles.quiet} onClick={() => onChange(encodeForEditor(presence.starter))}>
          {say('presenceAdd', { label })}
        </button>
      )}
    </div>
  );
}

interface ListProps {
  label: string;
  /** How an entry is named (a list of Puck's carries its own); by default, by what it holds (itemSummary). */
  summary?: (value: unknown, index: number) => ReactNode;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  item: AnyField;
  min?: number;
  max?: number;
  help?: string;
  starter?: () => unknown;
}

const SIMPLE = ['text', 'textarea', 'number', 'select', 'radio'];

/** Keys for the entries of a list, moved with them, so an entry keeps its inputs (and the focus) when it moves. */
function useEntryKeys(length: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(next.current++);
  keys.current.length = length;
  return keys;
}

interface EntryProps {
  name: string;
  entry: unknown;
  index: number;
  count: number;
  label: string;
  summary?: ListProps['summary'];
  itemField: Field;
  inline: boolean;
  open: boolean;
  removable: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
  onChange: (value: unknown) => void;
}

/** One entry of a list: its handle, its name (the button that opens it), its moves and removal, and, open, its fields. */
function ListEntry(props: EntryProps) {
  const { name, entry, index, count, label, itemField, inline, open, removable } = props;
  const named = props.summary?.(entry, index);
  const summary = typeof named === 'string' && named ? named : itemSummary(entry, index, itemField.label ?? label);
  // An entry with a problem inside is open, so the message shows where it is.
  const troubled = useProblemsInside(name);
  const shown = inline || open || troubled;
  const fixed = useFixedStructure();
  const onKeyDown = (event: KeyboardEvent) => {
    if (fixed || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation(); // the entry moves, not the section around it
    props.onMove(event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  return (
    // The entry listens for Alt+↑/↓ from the controls inside it, and takes an entry dropped on it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={troubled ? `${styles.entry} ${styles.troubled}` : styles.entry}
      data-list-entry={name}
      onKeyDown={onKeyDown}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <div className={styles.entryBar}>
        <span
          className={styles.handle}
          hidden={fixed}
          draggable={!fixed}
          title={say('listDrag')}
          aria-hidden="true"
          onDragStart={(event) => {
            props.onDragStart();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', summary);
          }}
        >
          ⠿
        </span>
        {inline ? (
          <span className={styles.entryName}>{summary}</span>
        ) : (
          <button type="button" className={styles.entryName} aria-expanded={shown} onClick={props.onToggle}>
            {summary}
          </button>
        )}
        {!fixed && (
          <>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={say('listMoveUp', { item: summary })}
              title={say('listMoveUp', { item: summary })}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={say('listMoveDown', { item: summary })}
              title={say('listMoveDown', { item: summary })}
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={say('listRemove', { item: summary })}
              title={say('listRemove', { item: summary })}
              disabled={!removable}
              onClick={props.onRemove}
            >
              ✕
            </button>
          </>
        )}
      </div>
      {shown && (
        <div className={styles.entryBody}>
          <ValueEditor
            field={{ ...itemField, label: inline ? summary : (itemField.label ?? label) }}
            name={name}
            value={entry}
            onChange={props.onChange}
            bare
          />
        </div>
      )}
    </li>
  );
}

/** A list: each entry named by what it holds, opened to edit it, moved by drag or keyboard, added and removed. */
export function ListEditor({ label, name, value, onChange, item, min = 0, max, help, starter, summary }: ListProps) {
  const entries = Array.isArray(value) ? value : [];
  const keys = useEntryKeys(entries.length);
  const [open, setOpen] = useState<number | undefined>();
  const dragged = useRef<number | undefined>(undefined);
  const itemField = resolve(item);
  const inline = SIMPLE.includes(itemField.type) || itemField.type === 'custom';
  // A translation has as many entries as its source, in the same order.
  const fixed = useFixedStructure();

  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    const [key] = keys.current.splice(from, 1);
    keys.current.splice(to, 0, key);
    if (open === from) setOpen(to);
    onChange(next);
  };
  const remove = (at: number) => {
    keys.current.splice(at, 1);
    setOpen(undefined);
    onChange(entries.filter((_, index) => index !== at));
  };
  const add = () => {
    keys.current.push(Math.max(-1, ...keys.current) + 1);
    setOpen(entries.length);
    onChange([...entries, encodeForEditor(starter ? starter() : inline ? '' : {})]);
  };
  return (
    <div className={styles.field} data-field={name}>
      <FieldLabel label={label} el="div">
        <ol className={styles.list} aria-label={label}>
          {entries.map((entry, index) => (
            <ListEntry
              key={keys.current[index]}
              name={childName(name, index)}
              entry={entry}
              index={index}
              count={entries.length}
              label={label}
              summary={summary}
              itemField={itemField}
              inline={inline}
              open={open === index}
              removable={entries.length > min}
              onToggle={() => setOpen(open === index ? undefined : index)}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
              onDragStart={() => (dragged.current = index)}
              onDrop={() => {
                if (dragged.current !== undefined) move(dragged.current, index);
                dragged.current = undefined;
              }}
              onChange={(next) => onChange(entries.map((old, at) => (at === index ? next : old)))}
            />
          ))}
        </ol>
        {entries.length === 0 && <p className={styles.help}>{say('listEmpty')}</p>}
        {!fixed && (max === undefined || entries.length < max) && (
          <button type="button" className={styles.quiet} onClick={add}>
            {say('listAdd', { label })}
          </button>
        )}
        {help && <p className={styles.help}>{help}</p>}
      </FieldLabel>
      <FieldNote name={name} field={{}} />
    </div>
  );
}

/** A list of single values or of groups, as a custom field: see ListEditor. */
export const valueListField = (
  base: Base,
  item: AnyField,
  { min, max, starter }: { min?: number; max?: number; starter?: () => unknown } = {},
): Field => ({
  ...base,
  metadata: { ...base.metadata, composed: { kind: 'list', item } } satisfies ComposedMetadata,
  type: 'custom',
  render: ({ name, value, onChange }) => (
    <ListEditor
      label={base.label}
      name={name}
      value={value}
      onChange={onChange}
      item={item}
      min={min}
      max={max}
      help={base.metadata.help}
      starter={starter}
    />
  ),
});

/** A record: each entry a name (renamed in place) and its value; entries added and removed. */
function RecordEditor({
  label,
  name,
  value,
  onChange,
  keyField,
  item,
  help,
  starter,
}: {
  label: string;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  keyField: Field;
  item: AnyField;
  help?: string;
  starter?: () => unknown;
}) {
  const record = decodeFromEditor(value);
  const entries = Object.entries(isObject(record) ? record : {});
  const keys = useEntryKeys(entries.length);
  const write = (next: [string, unknown][]) => onChange(encodeForEditor(Object.fromEntries(next)));
  const valueField = resolve(item);
  const suggestions = keyField.type === 'select' ? keyField.options.map((option) => String(option.value)) : [];
  const freeName = () => suggestions.find((key) => !entries.some(([taken]) => taken === key)) ?? say('recordNewName');
  const fixed = useFixedStructure();
  return (
    <div className={styles.field} data-field={name}>
      <FieldLabel label={label} el="div">
        <div className={styles.record}>
          {entries.map(([key, entry], index) => (
            <div key={keys.current[index]} className={styles.recordEntry}>
              <div className={styles.entryBar}>
                <ValueEditor
                  field={{ ...keyField, label: say('recordName', { label }) }}
                  name={`${childName(name, key)}:name`}
                  value={key}
                  onChange={(renamed) =>
                    write(entries.map(([old, item2]) => [old === key ? String(renamed ?? '') : old, item2]))
                  }
                />
                <button
                  type="button"
                  className={styles.iconButton}
                  hidden={fixed}
                  aria-label={say('recordRemove', { key })}
                  title={say('recordRemove', { key })}
                  onClick={() => {
                    keys.current.splice(index, 1);
                    write(entries.filter(([old]) => old !== key));
                  }}
                >
                  ✕
                </button>
              </div>
              <ValueEditor
                field={{ ...valueField, label: key }}
                name={childName(name, key)}
                value={entry}
                onChange={(next) =>
                  write(entries.map(([old, item2]) => [old, old === key ? decodeFromEditor(next) : item2]))
                }
                bare
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={styles.quiet}
          hidden={fixed}
          onClick={() => {
            keys.current.push(Math.max(-1, ...keys.current) + 1);
            write([...entries, [freeName(), starter ? starter() : undefined]]);
          }}
        >
          {say('recordAdd', { label })}
        </button>
        {help && <p className={styles.help}>{help}</p>}
      </FieldLabel>
      <FieldNote name={name} field={{}} />
    </div>
  );
}

export const recordField = (
  base: Base,
  keyField: Field,
  item: AnyField,
  { starter }: { starter?: () => unknown } = {},
): Field => ({
  ...base,
  metadata: { ...base.metadata, composed: { kind: 'record', item, key: keyField } } satisfies ComposedMetadata,
  type: 'custom',
  render: ({ name, value, onChange }) => (
    <RecordEditor
      label={base.label}
      name={name}
      value={value}
      onChange={onChange}
      keyField={keyField}
      item={item}
      help={base.metadata.help}
      starter={starter}
    />
  ),
});

/** A value of one of several shapes (a paragraph, a heading or a gallery; a date or a number of days): the shape chosen, then its field. */
function UnionEditor({
  label,
  name,
  value,
  onChange,
  options,
  discriminator,
  help,
}: {
  label: string;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  options: UnionOption[];
  discriminator?: string;
  help?: string;
}) {
  const choiceId = useId();
  const fixed = useFixedStructure();
  const decoded = decodeFromEditor(value);
  const current = options.findIndex((option) => option.accepts(decoded));
  const chosen = current >= 0 ? options[current] : undefined;
  const choose = (index: number) => {
    const next = options[index].starter();
    // What the shapes share (a paragraph's text, kept as it becomes a quote) goes along.
    const kept =
      isObject(next) && isObject(decoded)
        ? Object.fromEntries(
            Object.entries(decoded).filter(
              ([key]) => key !== discriminator && key in next && typeof next[key] === typeof decoded[key],
            ),
          )
        : {};
    onChange(encodeForEditor(isObject(next) ? { ...next, ...kept } : next));
  };
  return (
    <div className={styles.field} data-field={name}>
      <div className={styles.presence}>
        <label htmlFor={choiceId}>{say('unionChoice', { label })}</label>
        <select
          id={choiceId}
          className={styles.input}
          value={current < 0 ? '' : String(current)}
          disabled={fixed}
          onChange={(event) => choose(Number(event.target.value))}
        >
          {current < 0 && <option value="" />}
          {options.map((option, index) => (
            <option key={option.label} value={String(index)}>
              {option.label}
            </option>
          ))}
        </select>
        {chosen && <ValueEditor field={resolve(chosen.field)} name={name} value={value} onChange={onChange} bare />}
        {help && <p className={styles.help}>{help}</p>}
      </div>
    </div>
  );
}

/** `discriminator`: the key that tells the shapes apart (a part's "kind"), never carried from one shape to another. */
export const unionField = (base: Base, options: UnionOption[], discriminator?: string): Field => ({
  ...base,
  metadata: { ...base.metadata, composed: { kind: 'union', options } } satisfies ComposedMetadata,
  type: 'custom',
  render: ({ name, value, onChange }) => (
    <UnionEditor
      label={base.label}
      name={name}
      value={value}
      onChange={onChange}
      options={options}
      discriminator={discriminator}
      help={base.metadata.help}
    />
  ),
});
