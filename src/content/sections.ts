// The sections of pages. A block, { "type", "props" }, is checked in stages so every message is
// precise: its type first (an unknown type gets the closest valid name), then its props against that
// block's schema. A reference, { "use" }, is replaced by the shared section of that name; props given
// beside "use" replace the shared ones on that page, and the merged section is checked as if written there.
import { z } from 'zod';
import { blockRegistry, blockTypes } from '../blocks/registry';
import { blockSection, sharedSectionRef, type BlockSection } from '../schema/page';
import { closest, describeValue } from './describeValue';
import { SECTIONS_DIR } from './contentFiles';
import type { Findings } from './findings';
import { isJsonObject, type JsonPath, type JsonSource } from './jsonSource';

interface SharedSection {
  section: BlockSection;
  /** The section as written, without defaults, for merging a page's props into it. */
  asWritten: Record<string, unknown>;
}

export type SharedSections = Map<string, SharedSection>;


/** Checks one section object, found at `at` in `source`: its block type, then its props. */
export function checkBlockSection(value: unknown, source: JsonSource, at: JsonPath, findings: Findings): BlockSection | undefined {
  if (!isJsonObject(value)) {
    findings.report(source, at, `expected a section object { "type": …, "props": { … } }, found ${describeValue(value)}`);
    return undefined;
  }
  const { type } = value;
  if (typeof type !== 'string' && at.length === 0 && 'sections' in value) {
    findings.reportKey(source, [], 'sections', 'a shared section file holds one section, { "type": …, "props": { … } }, without a "sections" list around it; keep one section and remove "sections"');
    return undefined;
  }
  if (typeof type !== 'string') {
    findings.report(source, [...at, 'type'], `missing block type: add "type" with one of ${blockTypes.join(', ')}, or "use" with the name of a shared section`);
    return undefined;
  }
  if (!(type in blockRegistry)) {
    const suggestion = closest(type, blockTypes);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    findings.report(source, [...at, 'type'], `unknown block type "${type}".${hint} The block types are: ${blockTypes.join(', ')} (each is described in docs/blocks.md)`);
    return undefined;
  }
  return findings.validate(blockSection(type), value, source, at);
}

/** A shared section file may name its JSON Schema beside the section. */
const sharedSectionFile = z.object({ $schema: z.string().optional() });

/** pages/_sections/<name>.json, each checked like a section of a page; the valid ones by name. */
export function loadSharedSections(sources: JsonSource[], findings: Findings): SharedSections {
  const shared: SharedSections = new Map();
  for (const source of sources) {
    if (!isJsonObject(source.value)) {
      checkBlockSection(source.value, source, [], findings); // says what a section looks like
      continue;
    }
    const { $schema, ...asWritten } = source.value;
    const fileFields = findings.validate(sharedSectionFile, { $schema }, source, []);
    const section = checkBlockSection(asWritten, source, [], findings);
    const name = source.file.split('/').pop()!.replace(/\.json$/, '');
    if (fileFields && section) shared.set(name, { section, asWritten });
  }
  return shared;
}

/** The section a { "use": … } reference at `at` stands for, or undefined (and the problem noted). */
function resolveReference(value: unknown, source: JsonSource, at: JsonPath, shared: SharedSections, findings: Findings): BlockSection | undefined {
  const ref = findings.validate(sharedSectionRef, value, source, at);
  if (!ref) return undefined;
  const found = shared.get(ref.use);
  if (!found) {
    const names = [...shared.keys()];
    const suggestion = closest(ref.use, names);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    const message = `unknown shared section "${ref.use}".${hint} The shared sections (files in ${SECTIONS_DIR}/) are: ${names.join(', ') || 'none yet'}; use one of them, or create ${SECTIONS_DIR}/${ref.use}.json`;
    findings.report(source, [...at, 'use'], message);
    return undefined;
  }
  const id = ref.id ? { id: ref.id } : {};
  if (!ref.props) return { ...found.section, ...id };
  const written = found.asWritten;
  const writtenProps = isJsonObject(written.props) ? written.props : {};
  return checkBlockSection({ ...written, ...id, props: { ...writtenProps, ...ref.props } }, source, at, findings);
}

/** The sections of one page, shared sections resolved; a section with problems is left out (and noted). */
export function resolveSections(rawSections: unknown[], source: JsonSource, shared: SharedSections, findings: Findings): BlockSection[] {
  return rawSections.flatMap((value, index) => {
    const at = ['sections', index];
    const section = isJsonObject(value) && 'use' in value ? resolveReference(value, source, at, shared, findings) : checkBlockSection(value, source, at, findings);
    return section ? [section] : [];
  });
}
