// The checks of one page file that depend on that file alone (and on the shared sections it uses):
// reading it (encoding, syntax, property names, texts), its envelope, its sections with the shared
// ones resolved, their ids and its main heading. The result is plain data, so a cache can keep it
// keyed by the file's bytes (validationCache.ts); the checks between files (duplicate paths, links,
// images, product ids) run on every load, from the facts and references kept here.
import { createHash } from 'node:crypto';
import { pageEnvelopeSchema, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { withBrandName } from '../schema/brandPlaceholder';
import { formsIn, type FormDelivery } from '../schema/formDelivery';
import { say } from '../problems/messages';
import type { ContentFile } from './contentFiles';
import { pageFacts, type PageFacts } from './contentFacts';
import type { ReferenceGroup } from './crossFileChecks';
import { Findings } from './findings';
import { isJsonObject, type JsonSource } from './jsonSource';
import { listingSectionsOf, type ListingSections } from './collections/contentListings';
import { checkMainHeading, checkSectionIds } from './pageStructure';
import { textProblems } from './plainText';
import { resolveSections, type SharedSections } from './sections';
import type { CheckedIssue } from './suggestions';
import { valueProblems } from './valueChecks';

export interface PageFileCheck {
  /** The shared sections the page names ("use"), and a key of what they were when it was checked (sharedSectionsKeyer). */
  uses: string[];
  sharedKey: string;
  /** Problems found reading the file (reported with every other file's reading problems). */
  readIssues: CheckedIssue[];
  /** Problems of the page itself: its envelope, sections, section ids and main heading. */
  pageIssues: CheckedIssue[];
  /** What each checked value names in other files, in the order they were checked. */
  references: ReferenceGroup[];
  facts: PageFacts;
  /** The page as the site renders it, unless its envelope has problems, with a hash of it (pageDataKey). */
  page?: PageData;
  pageKey?: string;
  /** The page's sections that hold a query (a listing), shared ones included: all the listings step reads of a page. */
  listings?: ListingSections;
  /** Each form of the page: its own delivery, or null where it takes the site's (what the security policy names). */
  forms?: (FormDelivery | null)[];
}

/** The deliveries of the forms in `sections`: each form's own, or null where it takes the site's. */
export const formDeliveriesIn = (sections: PageData['sections']): (FormDelivery | null)[] =>
  sections.flatMap((section) => formsIn(section.props).map(({ form }) => form.delivery ?? null));

/** A hash of a page's data as resolved: what a build compares to know whether to render the page again. */
export const pageDataKey = (page: PageData): string => createHash('sha256').update(JSON.stringify(page)).digest('hex');

/**
 * The file's JSON with positions, its texts checked for markup and its prices for cents; undefined
 * (its problem noted) when it cannot be read.
 */
export function readSource(input: ContentFile, findings: Findings): JsonSource | undefined {
  const source = findings.parse(input);
  if (!source) return undefined;
  for (const { path, ...problem } of [...textProblems(source.value), ...valueProblems(source.value)])
    findings.report(source, path, problem);
  return source;
}

/**
 * A key of what the shared sections named in `uses` are now: each one's file and checked section, or
 * that its file has problems, or that it is unknown (then every name, from which the message
 * suggests one). Each name's part is made once per load.
 */
/**
 * What a kept page check depends on beyond its own file: the shared sections it uses, and the brand
 * name its "{brand}" texts were given (a renamed brand checks every page again).
 */
export function sharedSectionsKeyer(shared: SharedSections, brandName?: string): (uses: readonly string[]) => string {
  const states = new Map<string, string>();
  let allNames: string | undefined;
  const stateOf = (name: string) => {
    if (!states.has(name)) {
      const found = shared.valid.get(name);
      const state = JSON.stringify([found?.file ?? null, found?.section ?? null, shared.withProblems.has(name)]);
      if (!found && !shared.withProblems.has(name))
        allNames ??= JSON.stringify([...shared.valid.keys(), ...shared.withProblems]);
      states.set(name, createHash('sha256').update(state).digest('hex'));
    }
    return states.get(name)!;
  };
  return (uses) => {
    const parts = uses.map(stateOf);
    const unknown = uses.some((name) => !shared.valid.has(name) && !shared.withProblems.has(name));
    return createHash('sha256')
      .update(JSON.stringify([uses, parts, unknown ? allNames : null, brandName ?? null]))
      .digest('hex');
  };
}

/** The names a page's sections "use", as written. */
function usesOf(source: JsonSource | undefined): string[] {
  const value = source?.value;
  const written = isJsonObject(value) && Array.isArray(value.sections) ? value.sections : [];
  return written.flatMap((section) => (isJsonObject(section) && typeof section.use === 'string' ? [section.use] : []));
}

/** One page file, checked. Its parsed source is not returned: the loader parses a page again to place a later problem. */
export function checkPageFile(
  input: ContentFile,
  shared: SharedSections,
  sharedKeyOf: (uses: readonly string[]) => string,
  brandName?: string,
): PageFileCheck {
  const findings = new Findings();
  const source = readSource(input, findings);
  return checkedPageFile(input, source, findings, shared, sharedKeyOf, brandName);
}

/**
 * A page already read (`source`, its reading problems in `findings`), checked: a page file, or a
 * translation laid over its source page, whose problems are placed in the translation's lines.
 */
export function checkedPageFile(
  input: ContentFile,
  source: JsonSource | undefined,
  findings: Findings,
  shared: SharedSections,
  sharedKeyOf: (uses: readonly string[]) => string,
  brandName?: string,
): PageFileCheck {
  const readCount = findings.issues.length;
  const checked = source && checkPage(source, shared, findings);
  // The page as visitors see it, so its key changes with the brand's name.
  const page = checked && brandName !== undefined ? withBrandName(checked, brandName) : checked;
  const uses = usesOf(source);
  const listings = page && listingSectionsOf(page);
  const forms = page ? formDeliveriesIn(page.sections) : [];
  return {
    uses,
    sharedKey: sharedKeyOf(uses),
    readIssues: findings.issues.slice(0, readCount),
    pageIssues: findings.issues.slice(readCount),
    references: findings.referenceGroups(),
    facts: pageFacts(input, source),
    ...(page ? { page, pageKey: pageDataKey(page) } : {}),
    ...(listings ? { listings } : {}),
    ...(forms.length > 0 ? { forms } : {}),
  };
}

/** One page file: its envelope (path, title, header…), then its sections one by one, then their ids. */
function checkPage(source: JsonSource, shared: SharedSections, findings: Findings): PageData | undefined {
  if (
    isJsonObject(source.value) &&
    ('type' in source.value || 'use' in source.value) &&
    !('sections' in source.value) &&
    !('path' in source.value)
  ) {
    const what = typeof source.value.type === 'string' ? `one section ("type": "${source.value.type}")` : 'one section';
    findings.reportFile(source.file, say('file.holds-a-section', { what }));
    return undefined;
  }
  const envelope = findings.validate(pageEnvelopeSchema, source.value, source, []);
  const written = isJsonObject(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
  const sections = resolveSections(written, source, shared, findings);
  checkSectionIds(written, source, shared, findings);
  checkMainHeading(written, source, shared, findings);
  if (!envelope) return undefined;
  const { $schema: _schema, sections: _written, ...fields } = envelope;
  return { ...fields, file: source.file, path: normalizePath(envelope.path), sections };
}
