// The site's further languages as the editor shows them: each language's figures across the site and
// each page's translations with their own figures, both as npm run validate counts them
// (src/content/translations/translateContent.ts), and a page's translation started from nothing.
// A new translation is an empty file rather than a copy of the source: a copy would show the source's
// words as if they were translated, and nothing would tell a translator which texts are still to do;
// empty, every text is missing, the site shows the source's text meanwhile (marked as the default
// language's), and the editor lists each text to translate with its source beside it.
import { authorPathTaken, linkOnPath } from '../../content/authorFiles';
import type { Content } from '../../content/loadContent';
import { translatedPercent } from '../../content/translations/localeSummary';
import type { LocaleSummary } from '../../content/translations/translateContent';
import { translationFileFor } from '../../content/translations/translationFiles';
import type { EditorLanguage, EditorPage, PageTranslation, TextFigures } from '../shared/editorState';
import { ChangeLog, makeChanges } from './pageChanges';
import { EditorRefusal } from './requestGuard';

export const figuresOf = ({ translated, stale, missing }: LocaleSummary): TextFigures => ({
  translated,
  stale,
  missing,
  percent: translatedPercent({ locale: '', translated, stale, missing }),
});

/** The further languages, each with its figures across the site; and each page's translations, by the page's file. */
export function editorLanguages(
  root: string,
  content: Pick<Content, 'site' | 'translations'>,
  pages: readonly EditorPage[],
): { languages: EditorLanguage[]; translations: Record<string, PageTranslation[]> } {
  const others = content.site?.locales?.others ?? [];
  const summaries = content.translations?.summaries ?? [];
  const files = content.translations?.files ?? [];
  const languages = others.map(({ code, label }) => {
    const summary = summaries.find((candidate) => candidate.locale === code);
    return { code, label, ...(summary ? { figures: figuresOf(summary) } : {}) };
  });
  const translations = Object.fromEntries(
    pages.map((page) => [
      page.file,
      others.flatMap(({ code }) => {
        const file = translationFileFor(code.toLowerCase(), page.file);
        if (!authorPathTaken(root, file)) return [];
        // A translation whose source has problems is checked once they are fixed: it has no figures meanwhile.
        const summary = files.find((candidate) => candidate.file === file);
        return [{ code, file, ...(summary ? { figures: figuresOf(summary) } : {}) }];
      }),
    ]),
  );
  return { languages, translations };
}

/** The text of a translation started from nothing: every text missing until it is written. */
export const NEW_TRANSLATION_TEXT = '{}\n';

/** Starts the translation of page `file` into the language `code`; undoable like any other new file. */
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
  if (linkOnPath(root, translation) || authorPathTaken(root, translation))
    throw new EditorRefusal(`${translation} exists already: open it to go on translating`, 422);
  return { file: translation, undo: makeChanges(root, log, [{ file: translation, text: NEW_TRANSLATION_TEXT }]) };
}
