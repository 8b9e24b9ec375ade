// The translations of a site in several languages, read beside the default language's content: each
// language's site file, shared sections, pages and collection entries laid over their sources (mergeTranslation.ts) and
// checked by the same schemas as their sources, every problem placed in the translation's own lines.
// Every text is judged translated, missing or stale (fingerprints.ts); a page of a language that
// holds back incomplete pages ("missing": "hold") is left out, and said to be. Translations are
// checked on every load, never kept in the validation cache, so a changed source always re-checks
// the translations made from it.
import type { z } from 'zod';
import { formatJsonPath } from '../../problems/contentIssue';
import type { ContentIssue, JsonPath } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import { withBrandName } from '../../schema/brandPlaceholder';
import { prefixedPath, prefixOf, type FurtherLocale } from '../../schema/locales';
import { collectionNamed, type CollectionName } from '../../schema/collections/collections';
import { blockSection, type PageData } from '../../schema/page';
import { siteSchema, type Site } from '../../schema/site';
import type { Entry, Layout } from '../collections/entryTypes';
import { checkedGroupLayout, checkedLayout } from '../collections/loadCollections';
import type { ContentFile } from '../contentFiles';
import { Findings } from '../findings';
import { isJsonObject, locate, textsIn, valueAt, type JsonSource } from '../jsonSource';
import { checkedPageFile, readSource, sharedSectionsKeyer, type PageFileCheck } from '../pageFileCheck';
import { loadSharedSections, sharedName, type SharedSections } from '../sections';
import { textState, translationParts } from './fingerprints';
import { mergeTranslation, newMerge, type Merge, type TextField } from './mergeTranslation';
import { mergeLayout, mergePage } from './mergePage';
import { translationFileFor, translationFileOf } from './translationFiles';

export interface TranslatedPage {
  input: ContentFile;
  check: PageFileCheck;
  /** The translation file's lines with the merged page as its value: where its problems are placed. */
  source: JsonSource;
  locale: string;
  /** Paths in the page of the texts shown in the default language. */
  fallbacks: string[];
}

/** A collection entry in a further language: the source entry with its translation laid over it, at the language's prefix. */
export interface TranslatedEntry {
  /** Its file is the translation's, its path the language's ("/de/blog/<slug>"), its source the translation's lines with the merged value. */
  entry: Entry;
  /** The source entry's file: "pages/blog/<slug>.json". */
  sourceFile: string;
  locale: string;
  /** Paths in the entry of the texts shown in the default language. */
  fallbacks: JsonPath[];
  /** Those texts' words: what its page shows in the default language, wherever its layout puts them. */
  fallbackTexts: string[];
}

/** A tag's or category's page layout in a further language, checked, its path still to be given by each tag. */
export interface TranslatedGroupLayout {
  collection: CollectionName;
  page: PageData;
  /** The translation file's lines with the merged layout as its value. */
  source: JsonSource;
  locale: string;
  /** Paths in the layout (and so in each of its pages) of the texts shown in the default language. */
  fallbacks: string[];
}

/** One language's translation in figures: its texts translated and up to date, stale, missing. */
export interface LocaleSummary {
  locale: string;
  translated: number;
  stale: number;
  missing: number;
}

export interface Translations {
  pages: TranslatedPage[];
  /** The collections' entries each language publishes. */
  entries: TranslatedEntry[];
  /** The collections' layouts each language translates: what its entries' pages are made through. */
  layouts: { locale: string; collection: CollectionName; layout: Layout; fallbackTexts: string[] }[];
  /** The tag and category layouts each language publishes: what its tags' or categories' pages are made from. */
  groupLayouts: TranslatedGroupLayout[];
  /** The site file in each further language (the default's where a language has none). */
  sites: Record<string, Site>;
  /** Problems that stop the build: a translation written where it may not be, or of the wrong shape. */
  issues: ContentIssue[];
  /** Missing and stale texts, shown with a warning. */
  warnings: ContentIssue[];
  /** Pages not published in a language that holds back incomplete pages, each with why. */
  held: ContentIssue[];
  summaries: LocaleSummary[];
  /** Each translation file's own figures, counted as its language's summary counts them (a page's shared sections' shown texts with it). */
  files: FileSummary[];
}

/** One translation file's texts in figures. */
export interface FileSummary extends LocaleSummary {
  file: string;
}

export interface TranslationInputs {
  site?: Site;
  siteSource?: JsonSource;
  /** Every file in a language's folder (contentFiles.ts). */
  files: readonly ContentFile[];
  pageFiles: readonly ContentFile[];
  /** Each page file's own checks, in the order of `pageFiles`. */
  pageChecks: readonly PageFileCheck[];
  sharedSources: readonly JsonSource[];
  shared: SharedSections;
  brandName?: string;
  /** Every entry file of the collections, published or not, and the published entries, whose translations are read. */
  entryFiles?: readonly ContentFile[];
  layoutFiles?: readonly ContentFile[];
  entries?: readonly Entry[];
  /** Each collection's layout as written: what a language's layout is laid over. */
  layoutSources?: ReadonlyMap<CollectionName, JsonSource>;
  /** Each collection's tag or category layout as written, checked: what a language's translation of it is laid over. */
  groupLayoutSources?: ReadonlyMap<CollectionName, JsonSource>;
  /** A first look at a few pages (`pageFiles`): the translations of the others wait for the full check. */
  firstLook?: boolean;
}

/** What one language's texts in one file come to: counted, reported, and the paths of those shown in the default language. */
interface Judged {
  missing: number;
  stale: number;
  translated: number;
  fallbacks: JsonPath[];
  /** Each missing or stale text, by path: a page that uses a shared section counts only those it shows. */
  untranslated: { path: JsonPath; state: 'missing' | 'stale' }[];
}

const noneJudged = (): Judged => ({ missing: 0, stale: 0, translated: 0, fallbacks: [], untranslated: [] });

const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

export function translateContent(inputs: TranslationInputs): Translations {
  const result: Translations = {
    pages: [],
    entries: [],
    layouts: [],
    groupLayouts: [],
    sites: {},
    issues: [],
    warnings: [],
    held: [],
    summaries: [],
    files: [],
  };
  const { site } = inputs;
  const locales = site?.locales?.others ?? [];
  const byCode = new Map(locales.map((locale) => [locale.code.toLowerCase(), locale]));
  const filesOf = new Map<string, ContentFile[]>();
  const errors = new Findings();
  for (const input of inputs.files) {
    const { code } = translationFileOf(input.file)!;
    if (!site) continue; // without the site file, no language is known: its own problem says why
    if (!byCode.has(code)) {
      const declared =
        locales.length > 0 ? `it has ${locales.map((locale) => `"${locale.code}"`).join(', ')}` : 'it declares none';
      errors.reportFile(input.file, say('locale.undeclared-folder', { folder: `pages/${code}/`, code, declared }));
      continue;
    }
    filesOf.set(code, [...(filesOf.get(code) ?? []), input]);
  }
  for (const locale of locales) {
    const files = filesOf.get(locale.code.toLowerCase()) ?? [];
    const summary: LocaleSummary = { locale: locale.code, translated: 0, stale: 0, missing: 0 };
    const language = new LanguageTranslation(inputs, locale, errors, result, summary);
    result.sites[locale.code] = language.site(files.find((input) => translationFileOf(input.file)!.kind === 'site'));
    language.sharedSections(files.filter((input) => translationFileOf(input.file)!.kind === 'section'));
    for (const input of files.filter((file) => translationFileOf(file.file)!.kind === 'layout')) language.layout(input);
    for (const input of files.filter((file) => translationFileOf(file.file)!.kind === 'group-layout'))
      language.groupLayout(input);
    for (const input of files.filter((file) => translationFileOf(file.file)!.kind === 'page')) language.page(input);
    for (const input of files.filter((file) => translationFileOf(file.file)!.kind === 'entry')) language.entry(input);
    result.summaries.push(summary);
  }
  result.issues.unshift(...errors.issues);
  return result;
}

const followsOlderSource: ReadonlySet<string> = new Set(['translation.structure-changed', 'translation.not-in-source']);

/** One language's translations, read in order: its site file, its shared sections, then its pages. */
class LanguageTranslation {
  private shared: SharedSections;
  /** Each shared section's translation, judged: what a page that uses it shows in the default language. */
  private readonly sharedJudged = new Map<string, Judged>();
  private readonly untranslatedShared = new Map<string, Judged>();
  private readonly sharedSourceByName: Map<string, JsonSource>;
  /** The collections whose layout this language holds back, and so their entries. */
  private readonly heldLayouts = new Set<CollectionName>();

  constructor(
    private readonly inputs: TranslationInputs,
    private readonly locale: FurtherLocale,
    private readonly errors: Findings,
    private readonly result: Translations,
    private readonly summary: LocaleSummary,
  ) {
    this.shared = inputs.shared;
    this.sharedSourceByName = new Map(inputs.sharedSources.map((source) => [sharedName(source.file), source]));
  }

  site(input: ContentFile | undefined): Site {
    const { site, siteSource } = this.inputs;
    if (!input || !siteSource) return site!;
    const translation = readSource(input, this.errors);
    if (!translation) return site!;
    const { value, fingerprints } = translationParts(translation.value);
    const merge = newMerge(fingerprints);
    const merged = mergeTranslation(siteSchema, siteSource.value, value, [], merge);
    const source = { ...translation, value: merged };
    this.reportMerge(merge, source, this.errors);
    const translated = this.errors.validate(siteSchema, merged, source, []);
    this.tally(this.judge(merge.texts, fingerprints, source, siteSource), input.file);
    // "{brand}" stands for the brand's name as in pages, so a rebrand in the default site file reaches every language.
    return translated ? withBrandName(translated, site!.brand.name) : site!;
  }

  sharedSections(inputs: ContentFile[]): void {
    const merged: JsonSource[] = [];
    for (const input of inputs) {
      const name = sharedName(input.file);
      const sourceFile = translationFileOf(input.file)!.source;
      const original = this.sharedSourceByName.get(name);
      if (!original) {
        this.orphaned(input.file, sourceFile);
        continue;
      }
      // A shared section with problems of its own is reported at it, and its translation waits for it.
      const found = this.inputs.shared.valid.get(name);
      if (!found || !isJsonObject(original.value)) continue;
      const translation = readSource(input, this.errors);
      if (!translation) continue;
      const { value, fingerprints } = translationParts(translation.value);
      const { $schema: _schema, ...section } = original.value;
      const merge = newMerge(fingerprints);
      const mergedValue = mergeTranslation(blockSection(found.section.type), section, value, [], merge);
      const source = { ...translation, value: mergedValue };
      this.reportMerge(merge, source, this.errors);
      const judged = this.judge(merge.texts, fingerprints, source, original);
      this.tally(judged, input.file);
      this.sharedJudged.set(name, judged);
      merged.push(source);
    }
    const own = loadSharedSections(
      inputs.filter((input) => merged.some((source) => source.file === input.file)),
      merged,
      this.errors,
    );
    const valid = new Map([...this.inputs.shared.valid, ...own.valid]);
    for (const name of own.withProblems) valid.delete(name);
    this.shared = { valid, withProblems: new Set([...this.inputs.shared.withProblems, ...own.withProblems]) };
  }

  page(input: ContentFile): void {
    const sourceFile = translationFileOf(input.file)!.source;
    const index = this.inputs.pageFiles.findIndex((file) => file.file === sourceFile);
    if (index < 0) {
      if (!this.inputs.firstLook) this.orphaned(input.file, sourceFile);
      return;
    }
    // A source page with problems of its own is reported at it; its translations wait for it.
    const sourceCheck = this.inputs.pageChecks[index];
    if (!sourceCheck.page || sourceCheck.readIssues.length + sourceCheck.pageIssues.length > 0) return;
    const findings = new Findings();
    const translation = readSource(input, findings);
    const original = new Findings().parse(this.inputs.pageFiles[index]);
    if (!translation || !original) {
      this.result.issues.push(...findings.issues);
      return;
    }
    const { value, fingerprints } = translationParts(translation.value);
    const merge = newMerge(fingerprints);
    const merged = mergePage(original.value, value, merge, (name) => this.shared.valid.get(name)?.section.type);
    const path = prefixedPath(prefixOf(this.locale), sourceCheck.page.path);
    merged.path = path;
    const source = { ...translation, value: merged };
    this.reportMerge(merge, source, findings);
    const check = ownReferences(
      checkedPageFile(
        input,
        source,
        findings,
        this.shared,
        sharedSectionsKeyer(this.shared, this.inputs.brandName),
        this.inputs.brandName,
      ),
      merged,
      original.value,
    );
    const judged = this.judge(merge.texts, fingerprints, source, original);
    this.tally(judged);
    this.withSharedSections(original.value, source, judged);
    this.fileFigures(input.file, judged);
    if (this.locale.missing === 'hold' && judged.missing + judged.stale > 0) {
      this.holdBack(input.file, judged);
      this.result.issues.push(...findings.issues);
      return;
    }
    const { shared } = this;
    const pageFile = this.inputs.pageFiles[index];
    this.result.pages.push({
      input,
      check,
      source: keptSource(input.file, remadePage(input, pageFile, shared, path)),
      locale: this.locale.code,
      fallbacks: judged.fallbacks.map(formatJsonPath),
    });
  }

  /**
   * A translation whose source is gone is what deleting a page, post or section by hand leaves
   * behind: it holds nothing a visitor could reach, so it is left unpublished with a warning rather
   * than stopping the build of everything else.
   */
  private orphaned(file: string, source: string): void {
    this.result.warnings.push({ file, line: 1, column: 1, path: [], ...say('translation.no-source', { source }) });
  }

  /** The translation file read, or its reading's problems reported and nothing. */
  private readTranslation(input: ContentFile, findings: Findings): JsonSource | undefined {
    const translation = readSource(input, findings);
    if (!translation) this.result.issues.push(...findings.issues);
    return translation;
  }

  /** A collection's layout's translation, laid over its source's and checked as a layout is. */
  layout(input: ContentFile): void {
    const { source: sourceFile, collection } = translationFileOf(input.file)!;
    const original = this.inputs.layoutSources?.get(collection!);
    if (!original) {
      // A layout with problems of its own is reported at it; its translation waits for it.
      if (!this.inputs.firstLook && !this.inputs.layoutFiles?.some((file) => file.file === sourceFile))
        this.orphaned(input.file, sourceFile);
      return;
    }
    const findings = new Findings();
    const translation = this.readTranslation(input, findings);
    if (!translation) return;
    const definition = collectionNamed(collection!)!;
    const { value, fingerprints } = translationParts(translation.value);
    const merge = newMerge(fingerprints);
    const sharedType = (name: string) => this.shared.valid.get(name)?.section.type;
    const merged = mergeLayout(original.value, value, merge, sharedType, definition.slotProps);
    const source = { ...translation, value: merged };
    this.reportMerge(merge, source, findings);
    const layout = checkedLayout(source, definition, this.shared, findings, this.inputs.brandName);
    const judged = this.judge(merge.texts, fingerprints, source, original);
    this.tally(judged, input.file);
    this.result.issues.push(...findings.issues);
    if (layout && this.locale.missing === 'hold' && judged.missing + judged.stale > 0) {
      // Every entry's page shows its layout's texts: none is published in this language meanwhile.
      this.heldLayouts.add(definition.name);
      this.holdBack(input.file, judged);
      return;
    }
    if (layout)
      this.result.layouts.push({
        locale: this.locale.code,
        collection: definition.name,
        layout,
        fallbackTexts: textsAt(merged, judged.fallbacks),
      });
  }

  /**
   * A tag's or category's page layout's translation, laid over its source as a page's is and checked
   * as the layout is; counted, held back and shown in the default language where it lacks a text as a page.
   */
  groupLayout(input: ContentFile): void {
    const { source: sourceFile, collection } = translationFileOf(input.file)!;
    const original = this.inputs.groupLayoutSources?.get(collection!);
    if (!original) {
      // A layout with problems of its own is reported at it; its translation waits for it.
      if (!this.inputs.firstLook && !this.inputs.layoutFiles?.some((file) => file.file === sourceFile))
        this.orphaned(input.file, sourceFile);
      return;
    }
    const findings = new Findings();
    const translation = this.readTranslation(input, findings);
    if (!translation) return;
    const { value, fingerprints } = translationParts(translation.value);
    const merge = newMerge(fingerprints);
    const merged = mergePage(original.value, value, merge, (name) => this.shared.valid.get(name)?.section.type);
    const source = { ...translation, value: merged };
    this.reportMerge(merge, source, findings);
    const page = checkedGroupLayout(source, this.shared, findings, this.inputs.brandName);
    const judged = this.judge(merge.texts, fingerprints, source, original);
    this.tally(judged);
    this.withSharedSections(original.value, source, judged);
    this.fileFigures(input.file, judged);
    this.result.issues.push(...findings.issues);
    if (!page) return;
    if (this.locale.missing === 'hold' && judged.missing + judged.stale > 0) {
      this.holdBack(input.file, judged);
      return;
    }
    this.result.groupLayouts.push({
      collection: collection!,
      page,
      source,
      locale: this.locale.code,
      fallbacks: judged.fallbacks.map(formatJsonPath),
    });
  }

  /** A collection entry's translation, laid over its published source entry and checked by its collection's schema. */
  entry(input: ContentFile): void {
    const { source: sourceFile, collection } = translationFileOf(input.file)!;
    const original = this.inputs.entries?.find((entry) => entry.file === sourceFile);
    if (!original) {
      // A draft, an entry dated later or one with problems of its own: its translation waits for it.
      if (!this.inputs.firstLook && !this.inputs.entryFiles?.some((file) => file.file === sourceFile))
        this.orphaned(input.file, sourceFile);
      return;
    }
    const findings = new Findings();
    const translation = this.readTranslation(input, findings);
    if (!translation) return;
    const { entrySchema } = collectionNamed(collection!)!;
    const { value, fingerprints } = translationParts(translation.value);
    const merge = newMerge(fingerprints);
    const merged = mergeTranslation(entrySchema, original.source.value, value, [], merge);
    const source = { ...translation, value: merged };
    this.reportMerge(merge, source, findings);
    const data = findings.validate(entrySchema, merged, source, []);
    const judged = this.judge(merge.texts, fingerprints, source, original.source);
    this.tally(judged, input.file);
    this.result.issues.push(...findings.issues);
    if (!data || this.heldLayouts.has(collection!)) return;
    if (this.locale.missing === 'hold' && judged.missing + judged.stale > 0) {
      this.holdBack(input.file, judged);
      return;
    }
    const { brandName } = this.inputs;
    const shown = brandName === undefined ? data : withBrandName(data, brandName);
    this.result.entries.push({
      entry: {
        ...original,
        file: input.file,
        path: prefixedPath(prefixOf(this.locale), original.path),
        data: shown,
        source: keptSource(input.file, remadeEntry(input, original.source, entrySchema)),
      } as Entry,
      sourceFile,
      locale: this.locale.code,
      fallbacks: judged.fallbacks,
      fallbackTexts: textsAt(shown, judged.fallbacks),
    });
  }

  /** Lists `file` under "Held back" with its missing and stale texts' count. */
  private holdBack(file: string, judged: Judged): void {
    this.result.held.push({
      file,
      line: 1,
      column: 1,
      path: [],
      ...say('translation.held', { locale: this.locale.code, missing: judged.missing, stale: judged.stale }),
    });
  }

  /** What the page's shared sections show in the default language: their translations' missing texts, or all of an untranslated one's. */
  private withSharedSections(page: unknown, source: JsonSource, judged: Judged): void {
    const sections = isJsonObject(page) && Array.isArray(page.sections) ? page.sections : [];
    sections.forEach((section, index) => {
      if (!isJsonObject(section) || typeof section.use !== 'string') return;
      const name = section.use;
      const original = this.sharedSourceByName.get(name);
      const found = this.shared.valid.get(name);
      if (!original || !found) return;
      let shown = this.sharedJudged.get(name);
      if (!shown) {
        shown = this.untranslatedShared.get(name);
        if (!shown) {
          // Counted once per language, as the texts of one file.
          const merge = newMerge();
          const { $schema: _schema, ...value } = original.value as Record<string, unknown>;
          mergeTranslation(blockSection(found.section.type), value, undefined, [], merge);
          shown = {
            ...noneJudged(),
            missing: merge.texts.length,
            fallbacks: merge.texts.map(({ path }) => path),
            untranslated: merge.texts.map(({ path }) => ({ path, state: 'missing' as const })),
          };
          this.untranslatedShared.set(name, shown);
          this.summary.missing += shown.missing;
        }
        this.result.warnings.push({
          file: source.file,
          ...locate(source, ['sections', index]),
          path: ['sections', index],
          ...say('translation.section-untranslated', {
            locale: this.locale.code,
            section: original.file,
            translation: translationFileFor(this.locale.code, original.file),
          }),
        });
      }
      // Props the page gives beside "use" are the page's own texts, judged with it.
      const own = isJsonObject(section.props) ? Object.keys(section.props) : [];
      const shownHere = (path: JsonPath) => !(path[0] === 'props' && own.includes(String(path[1])));
      const fallbacks = shown.fallbacks.filter(shownHere);
      for (const { path, state } of shown.untranslated) if (shownHere(path)) judged[state]++;
      judged.fallbacks.push(...fallbacks.map((path) => ['sections', index, ...path]));
    });
  }

  /**
   * A translation that no longer follows its source's structure, or translates what the source no
   * longer has, is what an author's edit of the source leaves behind: the merge has already shown the
   * source's texts there, so it is a warning to the translator and never stops the default language.
   */
  private reportMerge(merge: Merge, source: JsonSource, findings: Findings): void {
    for (const { path, problem } of merge.problems) {
      if (problem.code && followsOlderSource.has(problem.code))
        this.result.warnings.push({ file: source.file, ...locate(source, path), path, ...problem });
      else findings.report(source, path, problem);
    }
  }

  private tally(judged: Judged, file?: string): void {
    this.summary.translated += judged.translated;
    this.summary.stale += judged.stale;
    this.summary.missing += judged.missing;
    if (file) this.fileFigures(file, judged);
  }

  private fileFigures(file: string, { translated, stale, missing }: Judged): void {
    this.result.files.push({ file, locale: this.locale.code, translated, stale, missing });
  }

  /** Each text's state, reported at the translation (a missing one where it would be written), counted. */
  private judge(
    texts: TextField[],
    fingerprints: ReadonlyMap<string, string>,
    source: JsonSource,
    original: JsonSource,
  ): Judged {
    const judged = noneJudged();
    const file = source.file;
    const shown =
      this.locale.missing === 'hold'
        ? 'the page is held back until it is translated'
        : "the default language's text is shown meanwhile";
    for (const field of texts) {
      const state = textState(field, fingerprints);
      if (state === 'translated') {
        judged.translated++;
        continue;
      }
      const { line, column } = locate(original, field.path);
      const at = `${original.file}:${line}:${column}`;
      if (state === 'missing' || state === 'stale') judged.fallbacks.push(field.path);
      const counted = state === 'missing' ? 'missing' : 'stale';
      judged[counted]++;
      judged.untranslated.push({ path: field.path, state: counted });
      const problem =
        state === 'missing'
          ? say('translation.missing', { locale: this.locale.code, source: at, text: shortText(field.source), shown })
          : state === 'stale'
            ? say('translation.stale', { source: at, text: shortText(field.source), file })
            : say('translation.not-stamped', { source: at, file });
      this.result.warnings.push({ file, ...locate(source, field.path), path: field.path, ...problem });
    }
    return judged;
  }
}

/**
 * The page's check with only the links, images and product ids the translation shows in place of
 * its source's: a value the page shows as its source has it (a link the translation keeps, a text
 * shown in the default language) is checked at the source, and a problem with it is said there once,
 * not again at a place of the translation that does not hold it.
 */
function ownReferences(check: PageFileCheck, merged: unknown, original: unknown): PageFileCheck {
  const own = ({ path }: { path: JsonPath }) =>
    JSON.stringify(valueAt(merged, path)) !== JSON.stringify(valueAt(original, path));
  return {
    ...check,
    references: check.references.map((group) => ({
      references: group.references.filter(own),
      texts: group.texts.filter(own),
    })),
  };
}

/**
 * What a translation keeps of its merged source until the checks between files are done: its file's
 * name. Its lines, merged value and positions (together several times the page's data, and every
 * translated page of a large site is held at once) are made again from its file only when a problem
 * is placed in it.
 */
function keptSource(file: string, remake: () => JsonSource): JsonSource {
  let made: JsonSource | undefined;
  const source = () => (made ??= remake());
  return {
    file,
    get text() {
      return source().text;
    },
    get value() {
      return source().value;
    },
    get root() {
      return source().root;
    },
  };
}

// The two below make their closures here, not in LanguageTranslation's methods: one made there would
// hold the whole translation (every file and check of its language) for as long as the page is kept.

/** What makes a translated page's source again as its check had it: the translation's lines with the merged page as its value. */
const remadePage =
  (input: ContentFile, pageFile: ContentFile, shared: SharedSections, path: string) => (): JsonSource => {
    const read = new Findings().parse(input)!;
    const { value, fingerprints } = translationParts(read.value);
    const sharedType = (name: string) => shared.valid.get(name)?.section.type;
    const merged = mergePage(new Findings().parse(pageFile)!.value, value, newMerge(fingerprints), sharedType);
    merged.path = path;
    return { ...read, value: merged };
  };

/** What makes a translated entry's source again as its check had it: the translation's lines with the merged entry as its value. */
const remadeEntry = (input: ContentFile, original: JsonSource, schema: z.core.$ZodType) => (): JsonSource => {
  const read = new Findings().parse(input)!;
  const { value, fingerprints } = translationParts(read.value);
  return { ...read, value: mergeTranslation(schema, original.value, value, [], newMerge(fingerprints)) };
};

/** The words at `paths` in `value`: every text under each path, as a page shows them. */
const textsAt = (value: unknown, paths: readonly JsonPath[]): string[] =>
  paths.flatMap((path) =>
    [...textsIn(valueAt(value, path))].map(([, text]) => text).filter((text) => text.trim() !== ''),
  );
