// A translation (of a page, a shared section or the site settings) as the editor shows it beside its source: each translatable text with the
// source's words, the translation's (when it gives one) and the fingerprints that say whether it is
// up to date (src/content/translations/fingerprints.ts). The server sends them; the editor's page
// tells each text's state from them as the translator works, the same way the content side does, so
// what the field says is what npm run validate will count.
import type { JsonPath } from '../../problems/contentIssue';
import { sharedNameOfFile } from './editorFiles';

export type TextState = 'translated' | 'missing' | 'stale' | 'not-stamped';

export interface TranslatableText {
  /** Its place in the page, as messages write it ("sections[0].props.title"). */
  key: string;
  path: JsonPath;
  /** The source text as it is now. */
  source: string;
  /** The fingerprint of `source`. */
  sourcePrint: string;
  /** The translation, when the file gives one. */
  translated?: string;
  /** The fingerprint the translation keeps for it: of the source text it was made from. */
  keptPrint?: string;
}

export interface TranslationView {
  /** The file it translates: "pages/pricing.json", "pages/_sections/team.json", "pages/_site.json". */
  source: string;
  code: string;
  /** The language's name in the language switcher ("Deutsch"). */
  label: string;
  /** The language's code as the site declares it ("de", "pt-BR"), which names its site file for the preview. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** The default language's name ("English"). */
  sourceLabel: string;
  texts: TranslatableText[];
}

/** A text's state: as textState in fingerprints.ts, with what the translator did since the file was read. */
export function stateOfText(
  text: Pick<TranslatableText, 'sourcePrint' | 'keptPrint'>,
  { written, marked }: { written: boolean; marked: boolean },
): TextState {
  if (!written) return 'missing';
  if (marked) return 'translated';
  if (text.keptPrint === undefined) return 'not-stamped';
  return text.keptPrint === text.sourcePrint ? 'translated' : 'stale';
}

/**
 * A field's name in the editor ("breadcrumbs[0].label" of section 0) as its place in the file `source`
 * translates: a page's section is at "sections[0].props", a shared section's one section at "props",
 * and a field of the root (or of the site settings) at the root.
 */
export function textKey(sectionIndex: number | undefined, fieldName: string, source = ''): string {
  if (sectionIndex === undefined) return fieldName;
  const separator = fieldName.startsWith('[') ? '' : '.';
  if (sharedNameOfFile(source) !== undefined) return `props${separator}${fieldName}`;
  return `sections[${sectionIndex}].props${separator}${fieldName}`;
}

/** Where the text at `path` of a translation of `source` is in the editor's data: in an item's props, or in the root's. */
export function placeInEditor(source: string, path: JsonPath): { item?: number; within: JsonPath } {
  const [first, index, , ...rest] = path;
  if (sharedNameOfFile(source) !== undefined)
    return first === 'props' ? { item: 0, within: path.slice(1) } : { within: path };
  return first === 'sections' ? { item: index as number, within: rest } : { within: path };
}

/** The value at `path` inside `value`, or undefined. */
export function valueAtPath(value: unknown, path: JsonPath): unknown {
  let here = value;
  for (const part of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[part];
  }
  return here;
}
