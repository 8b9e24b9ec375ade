// A lint warning: printed like a content error (file:line:column path: message), but it stops nothing
// unless validate runs with --strict (docs/seo.md).
import type { ContentIssue } from '../../problems/contentIssue';
import type { Problem } from '../../problems/messages';
import { parseJsonSource, type JsonPath, type JsonSource } from '../jsonSource';
import { locateInText } from '../positionInText';
import { collectionFolderOf } from '../collections/collectionFiles';
import { translationFileFor, translationFileOf } from '../translations/translationFiles';

/** The page files' JSON with positions, read once per lint run. */
export class PageSources {
  private readonly sources = new Map<string, JsonSource | undefined>();
  constructor(private readonly read: (file: string) => string | undefined) {}

  /**
   * A warning about the value at `path` in `file`, placed where that value (or its nearest parent) is
   * written; with `offset`, at that character of the text there (a link inside a rich text).
   */
  warning(written: string, path: JsonPath, problem: Problem, offset?: number): ContentIssue {
    // An entry's sections are its collection's layout's (a translated entry's, its language's layout's): a warning about them is the layout's, once.
    const translated = translationFileOf(written);
    const collection = translated?.kind === 'entry' ? translated.collection : collectionFolderOf(written);
    const layout = `pages/_layouts/${collection}.json`;
    const file =
      collection && path[0] === 'sections'
        ? translated && this.read(translationFileFor(translated.code, layout)) !== undefined
          ? translationFileFor(translated.code, layout)
          : layout
        : written;
    if (collection && path[0] === 'description') path = [collection === 'blog' ? 'excerpt' : 'summary'];
    if (!this.sources.has(file)) {
      const text = this.read(file);
      this.sources.set(file, text === undefined ? undefined : parseJsonSource(file, text).source);
    }
    const source = this.sources.get(file);
    const { line, column } = source ? locateInText(source, path, offset) : { line: 1, column: 1 };
    return { file, line, column, path, ...problem };
  }
}

export function formatWarnings(count: number, strict: boolean): string {
  const what = `${count} warning${count === 1 ? '' : 's'}`;
  return strict
    ? `${what} found in the content; with --strict, warnings fail the check.`
    : `${what} found in the content (run with --strict to make them fail the check).`;
}
