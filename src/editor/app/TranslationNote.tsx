// Under each field of a page's translation: for a translatable text, the source's words (read only)
// and the text's state (translated, missing, stale, not stamped), with "Copy from source" and, once
// it is written, "Mark as translated"; for a value that comes from the source, a note that says so
// (the field itself is read only). Above the form, what is translated into what; in the header, the
// file in its other languages.
import { createUsePuck } from '@puckeditor/core';
import { useContext, useState } from 'react';
import { encodeForEditor, type EditorItem, type JsonObject } from '../shared/editorData';
import { collectionOfFile, editorFileKind } from '../shared/editorFiles';
import type { EditorLanguage } from '../shared/editorState';
import { placeInEditor, type TextState } from '../shared/translationView';
import type { JsonPath } from '../../problems/contentIssue';
import { createTranslation } from './api';
import { useSession } from './editorSession';
import { SECTIONS_ZONE } from './insertionPlace';
import { TranslationContext, useFromSource, useTranslatedField } from './translationStore';
import { say, type WordKey } from './words';
import { Words } from './Words';
import styles from './editor.module.css';

const usePuck = createUsePuck();
const openHref = (file: string) => `/edit?file=${encodeURIComponent(file)}`;

/** `props` with `value` at `path`, the rest as it was. */
function withValueAt(props: JsonObject, path: JsonPath, value: unknown): JsonObject {
  const copy = structuredClone(props) as Record<string | number, unknown>;
  let here = copy;
  path.slice(0, -1).forEach((part) => (here = here[part] as Record<string | number, unknown>));
  here[path.at(-1)!] = value;
  return copy as JsonObject;
}

/** What `source` is, as the editor's words name it: page, shared, site, layout, or an entry's collection (blog, projects). */
function sourceKind(source: string): string | undefined {
  const kind = editorFileKind(source);
  return kind === 'entry' ? collectionOfFile(source) : kind;
}

/** A text's state in words; a missing one names what shows the source's words meanwhile (the page, the post, the site, …). */
export function textStateWords(state: TextState, source: string): string {
  return say((state === 'missing' ? `textState_missing_${sourceKind(source)}` : `textState_${state}`) as WordKey);
}

export function TranslationNote({ name, label, type }: { name: string; label: string; type?: string }) {
  const store = useContext(TranslationContext);
  const field = useTranslatedField(name);
  const fromSource = useFromSource(name, type);
  const dispatch = usePuck((puck) => puck.dispatch);
  if (!store) return null;
  if (fromSource)
    return (
      <p className={styles.help} data-from-source={name}>
        <Words
          word={`fromSource_${sourceKind(store.view.source)}` as WordKey}
          values={{ language: store.view.sourceLabel }}
        />
      </p>
    );
  if (!field) return null;
  const text = store.text(field.key)!;
  const copy = () => {
    const data = store.current;
    if (!data) return;
    const { item: index, within } = placeInEditor(store.view.source, text.path);
    const value = encodeForEditor(text.source);
    if (index !== undefined) {
      const item = data.content[index];
      dispatch({
        type: 'replace',
        destinationIndex: index,
        destinationZone: SECTIONS_ZONE,
        data: { type: item.type, props: withValueAt(item.props, within, value) as EditorItem['props'] },
      });
    } else dispatch({ type: 'replaceRoot', root: { props: withValueAt(data.root.props, within, value) } });
    store.copy(field.key);
  };
  const { state } = field;
  return (
    <div className={styles.translationNote} data-translation-state={state} data-translation-key={field.key}>
      <p className={styles.translationState}>{textStateWords(state, store.view.source)}</p>
      <p className={styles.sourceText}>
        <span>
          <Words word="sourceWords" values={{ language: store.view.sourceLabel }} />
        </span>{' '}
        <span data-source-text dir="auto">
          {text.source}
        </span>
      </p>
      <div className={styles.translationActions}>
        <button
          type="button"
          className={styles.buttonQuiet}
          aria-label={say('copyFromSourceOf', { field: label })}
          onClick={copy}
        >
          {say('copyFromSource')}
        </button>
        {(state === 'stale' || state === 'not-stamped') && (
          <button
            type="button"
            className={styles.buttonQuiet}
            aria-label={say('markTranslatedOf', { field: label })}
            onClick={() => store.mark(field.key)}
          >
            {say('markTranslated')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Above a translation's form: what it translates, and the way to its source. */
export function TranslationNotice() {
  const store = useContext(TranslationContext);
  if (!store) return null;
  const { view } = store;
  const ofPage = editorFileKind(view.source) === 'page';
  return (
    <p className={styles.notice} data-translation-notice>
      <Words
        word={ofPage ? 'translationNotice' : 'fileTranslationNotice'}
        values={{ label: view.label, source: view.source, sourceLabel: view.sourceLabel }}
      />{' '}
      <a className={styles.noticeLink} href={openHref(view.source)}>
        <Words word={ofPage ? 'openSourcePage' : 'openSourceFile'} values={{ sourceLabel: view.sourceLabel }} />
      </a>
    </p>
  );
}

const translatedKinds = new Set(['page', 'shared', 'site', 'entry', 'layout']);

/** Starts the translation of `source` into `language`, then opens it, with the way to undo it (CreatedNotice). */
async function startAndOpen(source: string, language: EditorLanguage): Promise<string> {
  const { ok, body } = await createTranslation(source, language.code);
  if (!ok || !body.file || !body.undo) return body.message ?? say('translationFailed');
  window.location.assign(`${openHref(body.file)}&created=${encodeURIComponent(body.undo)}`);
  return '';
}

/**
 * In the header of a page, a shared section, the site settings, an entry or a layout, or of a
 * translation of one: the file in each of its languages, the one shown marked, and "Translate into …"
 * for each language it has no translation in yet.
 */
export function PageLanguageLinks() {
  const { file, kind, state } = useSession();
  const store = useContext(TranslationContext);
  const [refusal, setRefusal] = useState<string>();
  const source = kind === 'translation' ? store?.view.source : translatedKinds.has(kind) ? file : undefined;
  if (!source || !state.defaultLanguage || state.languages.length === 0) return null;
  const translations = state.translations[source] ?? [];
  const links = [
    { file: source, label: state.defaultLanguage.label, code: state.defaultLanguage.code },
    ...translations.map((translation) => ({
      file: translation.file,
      code: translation.code,
      label: state.languages.find((language) => language.code === translation.code)?.label ?? translation.code,
    })),
  ];
  const untranslated = state.languages.filter(
    (language) => !translations.some((translation) => translation.code === language.code),
  );
  return (
    <nav
      aria-label={say(editorFileKind(source) === 'page' ? 'pageLanguagesNav' : 'fileLanguagesNav')}
      className={styles.languageLinks}
    >
      {links.length > 1 &&
        links.map((link) => (
          <a
            key={link.file}
            href={openHref(link.file)}
            lang={link.code}
            dir="auto"
            aria-current={link.file === file ? 'page' : undefined}
          >
            {link.label}
          </a>
        ))}
      {untranslated.map((language) => (
        <button
          key={language.code}
          type="button"
          className={styles.buttonQuiet}
          aria-label={say('translateIntoPage', { path: source, label: language.label })}
          onClick={() => void startAndOpen(source, language).then(setRefusal)}
        >
          <Words word="translateInto" values={{ label: language.label }} />
        </button>
      ))}
      {refusal && (
        <span role="alert" className={styles.statusBad}>
          {refusal}
        </span>
      )}
    </nav>
  );
}
