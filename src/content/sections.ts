// The sections of pages. A block, { "type", "props" }, is checked in stages so every message is
// precise: its type first (an unknown type gets the closest valid name), then its props against that
// block's schema. A reference, { "use" }, is replaced by the shared section of that name; props given
// beside "use" replace the shared ones of the same name on that page. Only the given props are
// checked there (with the block's rules that span several props), so a reference with props costs
// what its props cost, however large the shared section: the rest was checked once, in its own file,
// and is shared, not copied.
import { z } from 'zod';
import { blockRegistry, blockTypes, type BlockType } from '../blocks/registry';
import {
  blockSection,
  sharedSectionName,
  sharedSectionRef,
  sharedSectionSchemaPath,
  type BlockSection,
} from '../schema/page';
import { slug } from '../schema/slug';
import { say } from '../problems/messages';
import { closest, describeValue } from './describeValue';
import { quoted } from './invisibleCharacters';
import { SECTIONS_DIR, type ContentFile } from './contentFiles';
import type { Findings } from './findings';
import { isJsonObject, type JsonPath, type JsonSource } from './jsonSource';
import type { CheckedIssue } from './suggestions';
import { unknownProperty } from './zodIssues';

interface SharedSection {
  section: BlockSection;
  file: string;
}

export interface SharedSections {
  /** The shared sections that are valid, by name. */
  valid: Map<string, SharedSection>;
  /** Names of files in pages/_sections/ that have problems of their own: those are reported once, at the file, not at every use. */
  withProblems: Set<string>;
}

/** Checks one section object, found at `at` in `source`: its block type, then its props. */
export function checkBlockSection(
  value: unknown,
  source: JsonSource,
  at: JsonPath,
  findings: Findings,
): BlockSection | undefined {
  if (!isJsonObject(value)) {
    findings.report(source, at, say('section.not-an-object', { found: describeValue(value) }));
    return undefined;
  }
  const { type } = value;
  if (typeof type !== 'string' && at.length === 0 && 'sections' in value) {
    findings.reportKey(source, [], 'sections', say('section.shared-file-with-sections'));
    return undefined;
  }
  if (typeof type !== 'string' && at.length === 0 && 'use' in value) {
    const used = typeof value.use === 'string' ? value.use : '…';
    findings.reportKey(source, [], 'use', say('section.shared-uses-shared', { used }));
    return undefined;
  }
  if (typeof type !== 'string') {
    findings.report(source, [...at, 'type'], say('section.type-missing', { types: blockTypes.join(', ') }));
    return undefined;
  }
  if (!Object.hasOwn(blockRegistry, type)) {
    const suggestion = closest(type, blockTypes);
    findings.report(source, [...at, 'type'], {
      ...say('section.type-unknown', { type: quoted(type), suggestion, types: blockTypes.join(', ') }),
      ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
    });
    return undefined;
  }
  return findings.validate(blockSection(type), value, source, at);
}

/** A shared section file may name its JSON Schema beside the section. */
const sharedSectionFile = z.object({ $schema: sharedSectionSchemaPath });

/** The name a shared section file is used by: its file name without ".json". */
export const sharedName = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

/** The name written the way "use" accepts it: lowercase letters, digits and dashes. */
const asSharedName = (name: string) => slug(name);

/**
 * pages/_sections/<name>.json, each checked like a section of a page; the valid ones by name.
 * `files` are all the files there, `sources` those that parsed.
 */
export function loadSharedSections(files: ContentFile[], sources: JsonSource[], findings: Findings): SharedSections {
  const shared: SharedSections = {
    valid: new Map(),
    withProblems: new Set(files.map((input) => sharedName(input.file))),
  };
  for (const source of sources) {
    const name = sharedName(source.file);
    const issuesBefore = findings.issues.length;
    if (!sharedSectionName.safeParse(name).success) {
      const usable = asSharedName(name) || 'section';
      shared.withProblems.add(usable);
      const target = `${SECTIONS_DIR}/${usable}.json`;
      findings.reportFile(source.file, {
        ...say('file.shared-section-name', { usable }),
        ...(usable !== 'section' ? { suggestion: { kind: 'file-name', value: target } } : {}),
      });
    }
    if (!isJsonObject(source.value)) {
      checkBlockSection(source.value, source, [], findings); // says what a section looks like
      continue;
    }
    const { $schema, ...asWritten } = source.value;
    findings.validate(sharedSectionFile, { $schema }, source, []);
    const section = checkBlockSection(asWritten, source, [], findings);
    if (section && findings.issues.length === issuesBefore) {
      shared.valid.set(name, { section, file: source.file });
      shared.withProblems.delete(name);
    }
  }
  return shared;
}

/** The fields of a block's props and the rules that span several of them, made once per block type. */
interface PropsParts {
  shape: Record<string, z.ZodType>;
  /** The props schema's own checks (zod refinements over several props), run on the merged props. */
  spanningChecks?: z.ZodType;
}
const propsParts = new Map<BlockType, PropsParts | undefined>();

function partsOf(type: BlockType): PropsParts | undefined {
  if (!propsParts.has(type)) {
    const def = (blockRegistry[type].props as unknown as z.core.$ZodTypes)._zod.def;
    if (def.type !== 'object') propsParts.set(type, undefined);
    else {
      const checks = def.checks ?? [];
      const spanningChecks =
        checks.length > 0 ? z.unknown().check(...(checks as z.core.$ZodCheck<unknown>[])) : undefined;
      propsParts.set(type, { shape: def.shape as Record<string, z.ZodType>, spanningChecks });
    }
  }
  return propsParts.get(type);
}

/** A missing part inside a prop given beside "use" is missing because the given value replaces the shared one whole: say so. */
function replacesWhole(propPath: JsonPath, file: string) {
  const prop = String(propPath.at(-1));
  return (issue: CheckedIssue): CheckedIssue => {
    if (issue.path.length <= propPath.length || issue.code !== 'property.missing') return issue;
    const note = `; a prop given beside "use" replaces the shared section's whole "${prop}" (nothing inside it is kept from ${file}), so write all of "${prop}" here: copy it from there and change what you need`;
    return { ...issue, message: issue.message + note };
  };
}

/** The shared section `found` with the props given beside "use" (at `at` in `source`) in place of its own, or undefined (and the problems noted). */
function withPageProps(
  found: SharedSection,
  given: Record<string, unknown>,
  source: JsonSource,
  at: JsonPath,
  findings: Findings,
): BlockSection | undefined {
  const { type, props } = found.section;
  const parts = partsOf(type as BlockType);
  if (!parts) {
    const merged = { type, props: { ...(props as Record<string, unknown>), ...given } };
    return checkBlockSection(merged, source, at, findings);
  }
  const replaced: Record<string, unknown> = {};
  let valid = true;
  for (const [key, value] of Object.entries(given)) {
    const field = Object.hasOwn(parts.shape, key) ? parts.shape[key] : undefined; // "constructor" is a key an author may write
    const path = [...at, 'props', key];
    if (!field) {
      findings.reportKey(
        source,
        [...at, 'props'],
        key,
        unknownProperty(key, Object.keys(parts.shape), Object.keys(given)),
      );
      valid = false;
      continue;
    }
    const parsed = findings.validate(field, value, source, path, { explain: replacesWhole(path, found.file) });
    if (parsed === undefined && value !== undefined) valid = false;
    else replaced[key] = parsed;
  }
  if (!valid) return undefined;
  const merged = { ...(props as Record<string, unknown>), ...replaced };
  if (parts.spanningChecks) {
    const fromShared = (issue: CheckedIssue): CheckedIssue => {
      const prop = issue.path[at.length + 1];
      return typeof prop === 'string' && !Object.hasOwn(given, prop)
        ? { ...issue, message: `${issue.message} ("${prop}" comes from ${found.file})` }
        : issue;
    };
    const result = findings.validate(parts.spanningChecks, merged, source, [...at, 'props'], {
      references: false,
      explain: fromShared,
    });
    if (result === undefined) return undefined;
  }
  return { ...found.section, props: merged } as BlockSection;
}

/** The section a { "use": … } reference at `at` stands for, or undefined (and the problem noted). */
function resolveReference(
  value: unknown,
  source: JsonSource,
  at: JsonPath,
  shared: SharedSections,
  findings: Findings,
): BlockSection | undefined {
  const ref = findings.validate(sharedSectionRef, value, source, at);
  if (!ref) return undefined;
  const found = shared.valid.get(ref.use);
  if (!found) {
    if (shared.withProblems.has(ref.use)) return undefined; // its own file's problems are reported there, once
    const suggestion = closest(ref.use, [...shared.valid.keys(), ...shared.withProblems]);
    findings.report(source, [...at, 'use'], {
      ...say('section.shared-unknown', { name: quoted(ref.use), written: ref.use, suggestion }),
      ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
    });
    return undefined;
  }
  const section = ref.props ? withPageProps(found, ref.props, source, at, findings) : found.section;
  return section && (ref.id ? { ...section, id: ref.id } : section);
}

/** The sections of one page, shared sections resolved; a section with problems is left out (and noted). */
export function resolveSections(
  rawSections: unknown[],
  source: JsonSource,
  shared: SharedSections,
  findings: Findings,
): BlockSection[] {
  return rawSections.flatMap((value, index) => {
    const section = resolveSection(value, source, ['sections', index], shared, findings);
    return section ? [section] : [];
  });
}

/** One section written at `at`: a block checked, or a reference resolved; undefined when it has problems (noted). */
export function resolveSection(
  value: unknown,
  source: JsonSource,
  at: JsonPath,
  shared: SharedSections,
  findings: Findings,
): BlockSection | undefined {
  return isJsonObject(value) && 'use' in value
    ? resolveReference(value, source, at, shared, findings)
    : checkBlockSection(value, source, at, findings);
}
