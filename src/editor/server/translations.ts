// The site's further languages as the editor shows them: each language's figures across the site and
// each page's translations with their own figures, both as npm run validate counts them
// (src/content/translations/translateContent.ts), a page's translation started from nothing, and a
// translation opened beside its source and written back from the editor's data.
// A new translation is an empty file rather than a copy of the source: a copy would show the source's
// words as if they were translated, and nothing would tell a translator which texts are still to do;
// empty, every text is missing, the site shows the source's text meanwhile (marked as the default
// language's), and the editor lists each text to translate with its source beside it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { authorPathTaken, linkOnPath, readAuthorFile } from '../../content/authorFiles';
import { isJsonObject, valueAt, type JsonPath } from '../../content/jsonSource';
import type { Content } from '../../content/loadContent';
import { fingerprint, fingerprintKey, translationParts } from '../../content/translations/fingerprints';
import { translatedPercent } from '../../content/translations/localeSummary';
import { mergeTranslation, newMerge } from '../../content/translations/mergeTranslation';
import { blockSection } from '../../schema/page';
import {
  mergedTranslationFile,
  stampedTranslation,
  translationTexts,
} from '../../content/translations/stampTranslation';
import type { LocaleSummary } from '../../content/translations/translateContent';
import { translationFileFor, translationFileOf } from '../../content/translations/translationFiles';
import { editorDataToFile, type EditorData, type SharedSectionsByName } from '../shared/editorData';
import { sharedSectionFile, SITE_FILE, translatedFileOf } from '../shared/editorFiles';
import type { EditorState, TextFigures } from '../shared/editorState';
import type { TranslationView } from '../shared/translationView';
import { writeLikeOriginal } from '../shared/writeLikeOriginal';
import { readSharedSections } from './editorState';
import { ChangeLog, makeChanges } from './pageChanges';
import { EditorRefusal } from './requestGuard';

export const figuresOf = ({ translated, stale, missing }: LocaleSummary): TextFigures => ({
  translated,
  stale,
  missing,
  percent: translatedPercent({ locale: '', translated, stale, missing }),
});

/**
 * The further languages, each with its figures across the site; and the translations of each page,
 * shared section, collection's entry and layouts and of the site settings, by the file they translate.
 */
export function editorLanguages(
  root: string,
  content: Pick<Content, 'site' | 'translations'>,
  { pages, shared, collections }: Pick<EditorState, 'pages' | 'shared' | 'collections'>,
): Pick<EditorState, 'defaultLanguage' | 'languages' | 'translations'> {
  const { site } = content;
  const others = site?.locales?.others ?? [];
  const summaries = content.translations?.summaries ?? [];
  const files = content.translations?.files ?? [];
  const languages = others.map(({ code, label }) => {
    const summary = summaries.find((candidate) => candidate.locale === code);
    return { code, label, ...(summary ? { figures: figuresOf(summary) } : {}) };
  });
  const translated = [
    ...pages.map((page) => page.file),
    SITE_FILE,
    ...Object.keys(shared).map(sharedSectionFile),
    ...collections.flatMap(({ layout, groupLayout, entries }) => [
      ...(layout ? [layout] : []),
      ...(groupLayout ? [groupLayout] : []),
      ...entries.map(({ file }) => file),
    ]),
  ];
  const translations = Object.fromEntries(
    translated.map((source) => [
      source,
      others.flatMap(({ code }) => {
        const file = translationFileFor(code.toLowerCase(), source);
        if (!authorPathTaken(root, file)) return [];
        // A translation whose source has problems is checked once they are fixed: it has no figures meanwhile.
        const summary = files.find((candidate) => candidate.file === file);
        return [{ code, file, ...(summary ? { figures: figuresOf(summary) } : {}) }];
      }),
    ]),
  );
  return {
    ...(site?.locales ? { defaultLanguage: { code: site.lang, label: site.locales.label } } : {}),
    languages,
    translations,
  };
}

/** The text of a translation started from nothing: every text missing until it is written. */
export const NEW_TRANSLATION_TEXT = '{}\n';

/**
 * Starts the translation of `file` (a page, a shared section, the site settings, an entry or one of its
 * collection's layouts) into the language `code`; undoable like any other new file.
 */
export function startTranslation(
  root: string,
  content: Pick<Content, 'site'>,
  file: string,
  code: unknown,
  log: ChangeLog,
): { file: string; undo: string } {
  const locale = content.site?.locales?.others.find((candidate) => candidate.code === code);
  if (!locale)
    throw new EditorRefusal(
      `the site has no language ${JSON.stringify(code)}; its languages are listed under "locales" in the site settings`,
      422,
    );
  const translation = translationFileFor(locale.code.toLowerCase(), file);
  if (translatedFileOf(translation)?.source !== file)
    throw new EditorRefusal(
      `the editor does not translate ${file}: it translates pages, shared sections, the site settings, posts, case studies and their layouts`,
      422,
    );
  if (linkOnPath(root, translation) || authorPathTaken(root, translation))
    throw new EditorRefusal(`${translation} exists already: open it to go on translating`, 422);
  // The language's folder for posts or layouts may not be there yet; left empty by an undo, it holds nothing the build reads.
  mkdirSync(dirname(join(root, translation)), { recursive: true });
  return { file: translation, undo: makeChanges(root, log, [{ file: translation, text: NEW_TRANSLATION_TEXT }]) };
}

/** How a page's translation is opened: its texts laid over the source page, for the editor to show and edit. */
export interface OpenedTranslation {
  /** The source page with the translation's texts (as written, stale ones too) where it gives them. */
  value: Record<string, unknown>;
  view: TranslationView;
  /** The shared sections in the translation's language, as its pages show them. */
  shared: SharedSectionsByName;
}

/**
 * The shared sections in language `code`: each laid over its translation when it has one, a stale
 * text shown in the source's words as the site shows it. The editor's data of a translated page holds
 * these under "use", so a page's own props beside "use" are told from them as in the source page.
 */
export function sharedSectionsIn(root: string, code: string): SharedSectionsByName {
  const { shared } = readSharedSections(root);
  return Object.fromEntries(
    Object.entries(shared).map(([name, section]) => {
      const file = translationFileFor(code, sharedSectionFile(name));
      if (!authorPathTaken(root, file)) return [name, section];
      const { value, fingerprints } = translationParts(readJsonText(root, file));
      const merged = mergeTranslation(blockSection(section.type), section, value, [], newMerge(fingerprints));
      const props = isJsonObject(merged) && isJsonObject(merged.props) ? merged.props : section.props;
      return [name, { type: section.type, props }];
    }),
  );
}

const readJsonText = (root: string, file: string): unknown =>
  JSON.parse((readAuthorFile(root, file)?.toString('utf8') ?? '').replace(/^\uFEFF/, ''));

/**
 * The language of the translation `file` and the default language, by their names in the language
 * switcher; and the translation's language as the site declares it, with its direction.
 */
function labelsOf(root: string, code: string): Pick<TranslationView, 'label' | 'sourceLabel' | 'language' | 'dir'> {
  const site = readJsonText(root, SITE_FILE);
  const locales = isJsonObject(site) && isJsonObject(site.locales) ? site.locales : {};
  const others = Array.isArray(locales.others) ? locales.others.filter(isJsonObject) : [];
  const other = others.find((locale) => typeof locale.code === 'string' && locale.code.toLowerCase() === code);
  return {
    label: typeof other?.label === 'string' ? other.label : code,
    language: typeof other?.code === 'string' ? other.code : code,
    dir: other?.dir === 'rtl' ? 'rtl' : 'ltr',
    sourceLabel: typeof locales.label === 'string' ? locales.label : isJsonObject(site) ? String(site.lang) : '',
  };
}

/** Each translatable text of the translation `text` of `file`, beside its source's, with their fingerprints. */
export function translationView(root: string, file: string, text: string): TranslationView {
  const translation = translationFileOf(file)!;
  const kept = translationParts(JSON.parse(text)).fingerprints;
  const texts = translationTexts(root, file, text).map(({ path, source, translated }) => {
    const key = fingerprintKey(path);
    const keptPrint = kept.get(key);
    return {
      key,
      path,
      source,
      sourcePrint: fingerprint(source),
      ...(translated !== undefined ? { translated } : {}),
      ...(keptPrint !== undefined ? { keptPrint } : {}),
    };
  });
  return { source: translation.source, code: translation.code, ...labelsOf(root, translation.code), texts };
}

export function openTranslation(root: string, file: string, text: string): OpenedTranslation {
  const translation = translationFileOf(file)!;
  const { value } = translationParts(JSON.parse(text));
  const merged = mergedTranslationFile(root, translation, readJsonText(root, translation.source), value, newMerge());
  return {
    value: isJsonObject(merged) ? merged : {},
    view: translationView(root, file, text),
    shared: sharedSectionsIn(root, translation.code),
  };
}

/** Sets `value` at `path` in `target`, making the objects and lists on the way as a translation writes them. */
function setAt(target: Record<string, unknown>, path: JsonPath, value: unknown, source: unknown): void {
  let here: Record<string | number, unknown> = target;
  let from = source;
  path.forEach((part, index) => {
    const fromHere =
      isJsonObject(from) || Array.isArray(from) ? (from as Record<string | number, unknown>)[part] : undefined;
    if (index === path.length - 1) {
      here[part] = value;
      return;
    }
    if (here[part] === undefined || here[part] === null) {
      // A list keeps its source's length: the items not translated are written {} (a text as the source's).
      here[part] = Array.isArray(fromHere)
        ? fromHere.map((item: unknown) => (typeof item === 'string' ? item : {}))
        : {};
    }
    here = here[part] as Record<string | number, unknown>;
    from = fromHere;
  });
}

/** The leaves of `value` (texts, numbers, yes/no), each with its path. */
function leaves(value: unknown, path: JsonPath = []): [JsonPath, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (isJsonObject(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [[path, value]];
}

/**
 * The translation's text after an edit in the editor: `data` is the page as the translator sees it.
 * A text is written when the translation gave it already, when it now differs from the source, or
 * when the translator copied it from the source (`copied`); a link or a picture when it differs from
 * the source's. Nothing else is written: the rest comes from the source. The file keeps its layout and
 * its fingerprints, and those at `marked` are stamped with the source's as it is now.
 */
export function editedTranslationText(
  root: string,
  file: string,
  data: EditorData,
  { copied = [], marked = [] }: { copied?: readonly string[]; marked?: readonly string[] } = {},
): string {
  const translation = translationFileOf(file)!;
  const { source: sourceFile, code } = translation;
  const source = readJsonText(root, sourceFile);
  const originalText = readAuthorFile(root, file)?.toString('utf8') ?? NEW_TRANSLATION_TEXT;
  const original = JSON.parse(originalText.replace(/^\uFEFF/, '')) as unknown;
  const next = structuredClone(isJsonObject(original) ? original : {});
  const edited = editorDataToFile(sourceFile, data, sharedSectionsIn(root, code));
  const merge = newMerge();
  mergedTranslationFile(root, translation, source, edited, merge);
  const textKeys = new Set<string>();
  for (const { path, source: sourceText, translated } of merge.texts) {
    const key = fingerprintKey(path);
    textKeys.add(key);
    if (translated === undefined) continue;
    if (valueAt(original, path) !== undefined || copied.includes(key) || translated !== sourceText)
      setAt(next, path, translated, source);
  }
  // What may not be translated is reported by the merge; a link or a picture may be swapped.
  const refused = new Set(merge.problems.map(({ path }) => fingerprintKey(path)));
  for (const [path, value] of leaves(edited)) {
    const key = fingerprintKey(path);
    if (typeof value !== 'string' || textKeys.has(key) || refused.has(key)) continue;
    if (value !== valueAt(source, path)) setAt(next, path, value, source);
  }
  const text = writeLikeOriginal(originalText, next);
  return marked.length > 0 ? stampedTranslation(root, file, text, marked) : text;
}
