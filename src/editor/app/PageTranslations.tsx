// How far the site is translated, on the editor's start: each further language's figures across the
// site, and beside each page its state in every language (its share translated, its stale and
// missing texts), as npm run validate counts them, opening its translation; a language a page has
// no translation in offers to start one.
import type { EditorLanguage, EditorPage, EditorState, PageTranslation, TextFigures } from '../shared/editorState';
import { say } from './words';
import { Words } from './Words';
import styles from './screens.module.css';

const openHref = (file: string) => `/edit?file=${encodeURIComponent(file)}`;

/** "92 %, 3 stale, 2 missing": the share, then what is left to do, only what there is. */
function figuresWords({ percent, stale, missing }: TextFigures): string {
  return [
    say('translationPercent', { percent }),
    ...(stale > 0 ? [say('translationStale', { count: stale })] : []),
    ...(missing > 0 ? [say('translationMissing', { count: missing })] : []),
  ].join(', ');
}

const stateOf = (figures: TextFigures | undefined) =>
  !figures ? 'unchecked' : figures.stale + figures.missing === 0 ? 'complete' : 'incomplete';

export function LanguageSummary({ languages }: { languages: EditorLanguage[] }) {
  if (languages.length === 0) return null;
  return (
    <section aria-labelledby="languages-heading">
      <h2 id="languages-heading">{say('languagesHeading')}</h2>
      <ul className={styles.siteLinks}>
        {languages.map(({ code, label, figures }) => (
          <li key={code} data-language-summary={code} data-state={stateOf(figures)}>
            <strong>
              <bdi>{label}</bdi> ({code})
            </strong>{' '}
            <span>
              {figures
                ? say('languageFigures', { percent: figures.percent, stale: figures.stale, missing: figures.missing })
                : say('languageUnchecked')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page's state in each further language, or the button that starts its translation. */
export function PageLanguages({
  page,
  state,
  onTranslate,
}: {
  page: EditorPage;
  state: EditorState;
  onTranslate: (page: EditorPage, language: EditorLanguage) => void;
}) {
  const translations: PageTranslation[] = state.translations[page.file] ?? [];
  return (
    <ul className={styles.languages}>
      {state.languages.map((language) => {
        const translation = translations.find((candidate) => candidate.code === language.code);
        if (!translation)
          return (
            <li key={language.code} data-translation={language.code} data-state="absent">
              <span>{say('translationAbsent', { code: language.code })}</span>{' '}
              <button
                type="button"
                className={styles.quiet}
                aria-label={say('translateIntoPage', { path: page.path, label: language.label })}
                onClick={() => onTranslate(page, language)}
              >
                <Words word="translateInto" values={{ label: language.label }} />
              </button>
            </li>
          );
        const { figures } = translation;
        return (
          <li key={language.code} data-translation={language.code} data-state={stateOf(figures)}>
            <a
              href={openHref(translation.file)}
              aria-label={say('openTranslation', {
                path: page.path,
                label: language.label,
                state: figures ? figuresWords(figures) : say('translationUnchecked'),
              })}
            >
              {language.code} {figures ? figuresWords(figures) : say('translationUnchecked')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
