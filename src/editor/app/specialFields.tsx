// Fields where a plain text box would invite mistakes: a link offers this site's pages and the
// anchors of their sections (and takes an external address as typed), an image is chosen among the
// files in public/ or added from the computer (dropped on the field too), its width and height left
// to the file (shown as it says them) and its alternative text asked for, an icon is chosen from the sprite
// with a preview, a colour has a colour picker. What no generated field can edit is written as JSON.
// (A rich text has a field of its own, richTextField.tsx.)
import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldLabel, type BaseField, type CustomField, type Field } from '@puckeditor/core';
import { decodeFromEditor, encodeForEditor } from '../shared/editorData';
import { useFacts } from './editorFacts';
import { FieldNote } from './fieldNotes';
import { ImageUpload } from './ImageUpload';
import type { FieldHelp } from './schemaFields';
import { say } from './words';
import styles from './editor.module.css';

export type Base = { label: string; metadata: FieldHelp };
export type Props<T> = {
  field: CustomField<T>;
  name: string;
  id: string;
  value: T;
  onChange: (value: T) => void;
  readOnly?: boolean;
};

export function Labelled({ field, name, children }: { field: BaseField; name: string; children: React.ReactNode }) {
  return (
    <div className={styles.field} data-field={name}>
      <FieldLabel label={field.label ?? name} el="div">
        {children}
      </FieldLabel>
      <FieldNote name={name} field={field} />
    </div>
  );
}

/** The link targets the editor offers: a placeholder, this page's anchors, every page and its anchors. */
function useLinkTargets(): string[] {
  const { state, path } = useFacts();
  const own = state.pages.find((page) => page.path === path);
  const targets = [
    '#',
    ...(own?.anchors ?? []).map((anchor) => `#${anchor}`),
    ...state.pages.flatMap((page) => [page.path, ...page.anchors.map((anchor) => `${page.path}#${anchor}`)]),
  ];
  return [...new Set(targets)];
}

/** A text box for a link target, offering the site's pages and anchors (and taking any address typed). */
export function LinkTargetInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'list'>) {
  const targets = useLinkTargets();
  const listId = useId();
  return (
    <>
      <input className={styles.input} list={listId} placeholder={say('linkPlaceholder')} {...props} />
      <datalist id={listId}>
        {targets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
    </>
  );
}

function LinkInput({ field, name, id, value, onChange, readOnly }: Props<string | undefined>) {
  return (
    <Labelled field={field} name={name}>
      <LinkTargetInput
        id={id}
        aria-label={field.label ?? name}
        value={value ?? ''}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Labelled>
  );
}

function ImageSrcSelect({
  value,
  onChange,
  id,
}: {
  value: string | undefined;
  onChange: (src: string) => void;
  id?: string;
}) {
  const { state } = useFacts();
  const known = state.images.some((image) => image.src === value);
  return (
    <select
      id={id}
      className={styles.input}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      aria-label={say('imageFile')}
    >
      <option value="" />
      {!known && value && <option value={value}>{value}</option>}
      {state.images.map((image) => (
        <option key={image.src} value={image.src}>
          {image.src}
        </option>
      ))}
    </select>
  );
}

type ImageValue = { src?: string; alt?: string; width?: number; height?: number } | undefined;

function ImageInput({ field, name, id, value, onChange }: Props<ImageValue>) {
  const { state } = useFacts();
  const altId = useId();
  // A picture just added: its description is asked for, even where the last picture's is still there.
  const [altAsked, setAltAsked] = useState(false);
  const set = (change: Partial<NonNullable<ImageValue>>) =>
    onChange({ src: undefined, alt: undefined, width: undefined, height: undefined, ...value, ...change });
  // Another file: its own size, read by the site from the file, replaces any written for the last one.
  const choose = (src: string | undefined) => set({ src: src || undefined, width: undefined, height: undefined });
  const file = state.images.find((image) => image.src === value?.src);
  const askingAlt = !!value?.src && (altAsked || value.alt === undefined);
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <Labelled field={field} name={name}>
      <div className={styles.imageField}>
        <ImageUpload
          onUploaded={({ src }) => {
            choose(src);
            setAltAsked(true);
            document.getElementById(altId)?.focus(); // the one thing about a new picture only its author can say
          }}
        >
          {value?.src && <img src={value.src} alt="" className={styles.imagePreview} />}
          <ImageSrcSelect id={id} value={value?.src} onChange={choose} />
        </ImageUpload>
        <label>
          {say('imageAlt')}
          <input
            id={altId}
            className={styles.input}
            value={value?.alt ?? ''}
            aria-describedby={askingAlt ? `${altId}-asked` : undefined}
            onChange={(event) => {
              setAltAsked(false);
              set({ alt: event.target.value });
            }}
          />
        </label>
        {askingAlt && (
          <p id={`${altId}-asked`} className={styles.uploadHint}>
            {say('imageAltAsked')}
          </p>
        )}
        <label>
          {say('imageWidth')}
          <input
            className={styles.input}
            type="number"
            placeholder={file?.width ? String(file.width) : undefined}
            value={value?.width ?? ''}
            onChange={(event) => set({ width: number(event.target.value) })}
          />
        </label>
        <label>
          {say('imageHeight')}
          <input
            className={styles.input}
            type="number"
            placeholder={file?.height ? String(file.height) : undefined}
            value={value?.height ?? ''}
            onChange={(event) => set({ height: number(event.target.value) })}
          />
        </label>
        {file?.width && file.height && value?.width === undefined && value?.height === undefined && (
          <p className={styles.uploadHint}>{say('imageSizeFromFile', { size: `${file.width} × ${file.height}` })}</p>
        )}
      </div>
      <FieldNote name={`${name}.src`} field={{}} />
      <FieldNote name={`${name}.alt`} field={{}} />
      <FieldNote name={`${name}.width`} field={{}} />
      <FieldNote name={`${name}.height`} field={{}} />
    </Labelled>
  );
}

function IconPicker({
  field,
  name,
  id,
  value,
  onChange,
  names,
  optional,
}: Props<string | undefined> & { names: string[]; optional: boolean }) {
  return (
    <Labelled field={field} name={name}>
      <div className={styles.iconField}>
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          {value && <use href={`/icons.svg#${value}`} />}
        </svg>
        <select
          id={id}
          className={styles.input}
          aria-label={field.label ?? name}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          {optional || !value ? <option value="">{say('iconNone')}</option> : null}
          {names.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.iconGrid}>
        {names.map((icon) => (
          <button
            key={icon}
            type="button"
            title={icon}
            aria-label={icon}
            aria-pressed={icon === value}
            onClick={() => onChange(icon)}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <use href={`/icons.svg#${icon}`} />
            </svg>
          </button>
        ))}
      </div>
    </Labelled>
  );
}

function ColourInput({ field, name, id, value, onChange }: Props<string | undefined>) {
  return (
    <Labelled field={field} name={name}>
      <div className={styles.iconField}>
        <input
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          aria-label={field.label}
        />
        <input
          id={id}
          className={styles.input}
          aria-label={field.label ?? name}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      </div>
    </Labelled>
  );
}

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** Whether the author's text already says `value` (or is unfinished JSON, which is left alone while they type). */
function textSays(text: string, value: string | undefined): boolean {
  try {
    return JSON.stringify(text ? JSON.parse(text) : undefined) === value;
  } catch {
    return true;
  }
}

function JsonInput({ field, name, id, value: held, onChange }: Props<unknown>) {
  const value = decodeFromEditor(held);
  const written = JSON.stringify(value);
  const [text, setText] = useState(() => pretty(value));
  const [problem, setProblem] = useState<string>();
  // A value changed outside the field (an undo) replaces the text; adjusted while rendering, not in an
  // effect, so the old text is never drawn.
  const [shown, setShown] = useState(written);
  if (shown !== written) {
    setShown(written);
    if (!textSays(text, written)) setText(pretty(value));
  }
  return (
    <Labelled field={field} name={name}>
      <textarea
        id={id}
        className={styles.input}
        rows={Math.min(12, text.split('\n').length + 1)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(event.target.value.trim() ? encodeForEditor(JSON.parse(event.target.value)) : undefined);
            setProblem(undefined);
          } catch (error) {
            setProblem(say('jsonInvalid', { message: (error as Error).message }));
          }
        }}
      />
      <p className={styles.help}>{say('jsonHelp')}</p>
      {problem && <p className={styles.fieldError}>{problem}</p>}
    </Labelled>
  );
}

export const custom = <T,>(base: Base, render: (props: Props<T>) => React.ReactElement): Field => ({
  ...base,
  type: 'custom',
  render: render as CustomField<unknown>['render'],
});

export const linkField = (base: Base) => custom<string | undefined>(base, (props) => <LinkInput {...props} />);
export const imageSrcField = (base: Base) =>
  custom<string | undefined>(base, ({ field, name, id, value, onChange }) => (
    <Labelled field={field} name={name}>
      <ImageUpload onUploaded={({ src }) => onChange(src)}>
        <ImageSrcSelect id={id} value={value} onChange={(src) => onChange(src || undefined)} />
      </ImageUpload>
    </Labelled>
  ));
export const imageField = (base: Base) => custom<ImageValue>(base, (props) => <ImageInput {...props} />);
export const iconField = (base: Base, names: string[], optional: boolean) =>
  custom<string | undefined>(base, (props) => <IconPicker {...props} names={names} optional={optional} />);
export const colourField = (base: Base) => custom<string | undefined>(base, (props) => <ColourInput {...props} />);
export const jsonField = (base: Base) => custom<unknown>(base, (props) => <JsonInput {...props} />);
