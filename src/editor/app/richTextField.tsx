// The field of a rich text (src/schema/richText.ts): the markup itself in a text area, so the file gets
// exactly what the author sees, with buttons that write the marks for them: bold, italic, a link to one
// of the site's pages (or any address typed), remove link, and list lines where the field takes lists.
// The text is checked as it is typed by the same rules as npm run validate (the messages show under it).
// A list of rich texts (an answer's paragraphs) gets one such editor per text.
import { useLayoutEffect, useRef, useState } from 'react';
import type { RichTextOptions } from '../../richText/tree';
import { FieldNote } from './fieldNotes';
import { linkAt, removeLink, setLink, toggleList, toggleMark, type Edit, type Selection } from './richTextEdits';
import { custom, Labelled, LinkTargetInput, type Base } from './specialFields';
import { say } from './words';
import styles from './editor.module.css';

interface EditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (markup: string) => void;
  options: RichTextOptions;
  readOnly?: boolean;
}

// A button pressed with the mouse leaves the selection in the text area where it was.
const keepSelection = (event: React.MouseEvent) => event.preventDefault();

function RichTextEditor({ id, label, value, onChange, options, readOnly }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const nextSelection = useRef<Selection>();
  const [selection, setSelection] = useState<Selection>({ start: 0, end: 0 });
  const [target, setTarget] = useState('');
  const link = linkAt(value, selection, options);

  useLayoutEffect(() => {
    const wanted = nextSelection.current;
    if (!wanted || !area.current) return;
    nextSelection.current = undefined;
    area.current.focus();
    area.current.setSelectionRange(wanted.start, wanted.end);
  });

  // The text area keeps its selection while a button or the link's target has the focus.
  const current = (): Selection =>
    area.current ? { start: area.current.selectionStart, end: area.current.selectionEnd } : selection;
  const readSelection = () => {
    const element = area.current;
    if (!element) return;
    const now = current();
    setSelection(now);
    const inside = linkAt(element.value, now, options);
    if (inside) setTarget(inside.href);
  };
  const apply = (edit: (markup: string, selected: Selection) => Edit) => {
    const done = edit(value, current());
    nextSelection.current = done.selection;
    setSelection(done.selection);
    if (done.markup !== value) onChange(done.markup);
  };

  return (
    <div className={styles.richText}>
      <div className={styles.richTextToolbar} role="toolbar" aria-label={say('richTextToolbar')} aria-controls={id}>
        <button
          type="button"
          disabled={readOnly}
          onMouseDown={keepSelection}
          onClick={() => apply((markup, selected) => toggleMark(markup, selected, 'strong'))}
        >
          <strong>{say('richTextBold')}</strong>
        </button>
        <button
          type="button"
          disabled={readOnly}
          onMouseDown={keepSelection}
          onClick={() => apply((markup, selected) => toggleMark(markup, selected, 'em'))}
        >
          <em>{say('richTextItalic')}</em>
        </button>
        {options.lists && (
          <button type="button" disabled={readOnly} onMouseDown={keepSelection} onClick={() => apply(toggleList)}>
            {say('richTextList')}
          </button>
        )}
        <LinkTargetInput
          aria-label={say('richTextLinkTarget')}
          value={target}
          readOnly={readOnly}
          onChange={(event) => setTarget(event.target.value)}
        />
        <button
          type="button"
          disabled={readOnly || target.trim() === '' || (!link && selection.start === selection.end)}
          onMouseDown={keepSelection}
          onClick={() => apply((markup, selected) => setLink(markup, selected, target.trim(), options))}
        >
          {say('richTextLink')}
        </button>
        <button
          type="button"
          disabled={readOnly || !link}
          onMouseDown={keepSelection}
          onClick={() => apply((markup, selected) => removeLink(markup, selected, options))}
        >
          {say('richTextRemoveLink')}
        </button>
      </div>
      <textarea
        ref={area}
        id={id}
        aria-label={label}
        className={styles.input}
        rows={Math.min(10, value.split('\n').length + 2)}
        value={value}
        readOnly={readOnly}
        onChange={(event) => {
          onChange(event.target.value);
          readSelection();
        }}
        onSelect={readSelection}
      />
    </div>
  );
}

export const richTextField = (base: Base, options: RichTextOptions) =>
  custom<string | undefined>(base, ({ field, name, id, value, onChange, readOnly }) => (
    <Labelled field={field} name={name}>
      <RichTextEditor
        id={id}
        label={field.label ?? name}
        value={value ?? ''}
        onChange={onChange}
        options={options}
        readOnly={readOnly}
      />
      <p className={styles.help}>{say('richTextHelp')}</p>
    </Labelled>
  ));

/** A list of rich texts, each with its own editor and its own messages; never fewer than `min`. */
export const richTextListField = (base: Base, options: RichTextOptions, min = 0) =>
  custom<string[] | undefined>(base, ({ field, name, id, value, onChange, readOnly }) => {
    const texts = Array.isArray(value) ? value : [];
    return (
      <Labelled field={field} name={name}>
        {texts.map((text, index) => (
          <div key={index} className={styles.richTextItem} data-field={`${name}[${index}]`}>
            <RichTextEditor
              id={index === 0 ? id : `${id}-${index}`}
              label={say('paragraph', { number: index + 1 })}
              value={text}
              onChange={(changed) => onChange(texts.map((old, at) => (at === index ? changed : old)))}
              options={options}
              readOnly={readOnly}
            />
            <button
              type="button"
              className={styles.buttonQuiet}
              disabled={readOnly || texts.length <= min}
              onClick={() => onChange(texts.filter((_, at) => at !== index))}
            >
              {say('paragraphRemove', { number: index + 1 })}
            </button>
            <FieldNote name={`${name}[${index}]`} field={{}} />
          </div>
        ))}
        <button
          type="button"
          className={styles.buttonQuiet}
          disabled={readOnly}
          onClick={() => onChange([...texts, ''])}
        >
          {say('paragraphAdd')}
        </button>
        <p className={styles.help}>{say('richTextHelp')}</p>
      </Labelled>
    );
  });
