// A page's translation laid over its source page: its own fields (title, description…), then each
// section by its block's props; a section that uses a shared one by the props the page gives beside
// "use" (the rest is the shared section's own translation). The sections keep their order, types
// and ids. A collection's layout is merged the same way, its entry's section by the words the layout
// gives around the entry.
import { z } from 'zod';
import { blockRegistry } from '../../blocks/registry';
import { say } from '../../problems/messages';
import { pageEnvelopeSchema } from '../../schema/page';
import { isJsonObject, type JsonPath } from '../jsonSource';
import { countsDiffer, mergeTranslation, type Merge } from './mergeTranslation';

const pageShape = pageEnvelopeSchema.shape;

/** `translation` laid over the page file's value `page`; `sharedType` names the block of each shared section. */
export function mergePage(
  page: unknown,
  translation: unknown,
  merge: Merge,
  sharedType: (name: string) => string | undefined,
): Record<string, unknown> {
  const source = isJsonObject(page) ? page : {};
  const given = isJsonObject(translation) ? translation : {};
  const merged: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(pageShape)) {
    if (key === 'sections') continue;
    const value = mergeTranslation(field, source[key], given[key], [key], merge);
    if (value !== undefined) merged[key] = value;
  }
  for (const [key, value] of Object.entries(given)) if (!(key in pageShape)) merged[key] = value;
  merged.sections = mergeSections(source.sections, given.sections, merge, sharedType);
  return merged;
}

/** A collection's layout: its sections as a page's, its entry's section by `slotProps` (the words around the entry). */
export function mergeLayout(
  layout: unknown,
  translation: unknown,
  merge: Merge,
  sharedType: (name: string) => string | undefined,
  slotProps: z.core.$ZodType,
): Record<string, unknown> {
  const source = isJsonObject(layout) ? layout : {};
  const given = isJsonObject(translation) ? translation : {};
  const merged: Record<string, unknown> = { ...source };
  // Header, footer and noindex are choices: always the source's.
  for (const key of Object.keys(given))
    if (key !== 'sections' && key !== '$schema')
      merge.problems.push({
        path: [key],
        problem:
          key in source
            ? say('translation.from-source', { value: JSON.stringify(source[key]) })
            : say('translation.not-in-source'),
      });
  merged.sections = mergeSections(source.sections, given.sections, merge, sharedType, (section, slot, path) => {
    if (slot !== undefined && !isJsonObject(slot)) return slot;
    const props = mergeTranslation(slotProps, section.props, slot?.props, [...path, 'props'], merge);
    return { ...section, props };
  });
  return merged;
}

function mergeSections(
  written: unknown,
  translated: unknown,
  merge: Merge,
  sharedType: (name: string) => string | undefined,
  entrySection?: (
    section: Record<string, unknown>,
    translation: Record<string, unknown> | undefined,
    path: JsonPath,
  ) => unknown,
): unknown[] {
  const sections = Array.isArray(written) ? written : [];
  if (translated !== undefined && (!Array.isArray(translated) || translated.length !== sections.length)) {
    const what = Array.isArray(translated)
      ? countsDiffer(sections, translated)
      : 'the source has a list of sections here';
    merge.problems.push({ path: ['sections'], problem: say('translation.structure-changed', { what }) });
    translated = undefined;
  }
  return sections.map((section, index) => {
    const given = (translated as unknown[] | undefined)?.[index];
    const path = ['sections', index];
    return entrySection && isJsonObject(section) && 'entry' in section
      ? entrySection(section, given as Record<string, unknown> | undefined, path)
      : mergeSection(section, given, path, merge, sharedType);
  });
}

const sectionKeys = ['type', 'use', 'id'] as const;

function mergeSection(
  section: unknown,
  translation: unknown,
  path: JsonPath,
  merge: Merge,
  sharedType: (name: string) => string | undefined,
): unknown {
  if (!isJsonObject(section)) return section;
  if (translation !== undefined && !isJsonObject(translation)) return translation;
  let given = translation ?? {};
  for (const key of sectionKeys) {
    if (!(key in given) || given[key] === section[key]) continue;
    const what = `the source's section has ${JSON.stringify(section[key] ?? null)} as its "${key}", the translation ${JSON.stringify(given[key])}`;
    merge.problems.push({ path: [...path, key], problem: say('translation.structure-changed', { what }) });
    // It translates another section: this one shows the source's texts until it is translated.
    given = {};
  }
  const merged: Record<string, unknown> = { ...section };
  for (const [key, value] of Object.entries(given)) if (!(key in section) && key !== 'props') merged[key] = value;
  const type = typeof section.use === 'string' ? sharedType(section.use) : section.type;
  const props =
    typeof type === 'string' && Object.hasOwn(blockRegistry, type)
      ? blockRegistry[type as keyof typeof blockRegistry].props
      : undefined;
  if (typeof section.use !== 'string') {
    merged.props = props
      ? mergeTranslation(props, section.props, given.props, [...path, 'props'], merge)
      : section.props;
    return merged;
  }
  // Beside "use", only the props the source page gives are the page's own to translate.
  const own = isJsonObject(section.props) ? section.props : {};
  const givenProps = isJsonObject(given.props) ? given.props : {};
  for (const key of Object.keys(givenProps))
    if (!(key in own))
      merge.problems.push({ path: [...path, 'props', key], problem: say('translation.not-in-source') });
  if (!isJsonObject(section.props)) return merged;
  const shape: Record<string, z.core.$ZodType> = props ? (props as unknown as z.ZodObject).shape : {};
  merged.props = Object.fromEntries(
    Object.entries(own).map(([key, value]) => [
      key,
      mergeTranslation(shape[key] ?? z.unknown(), value, givenProps[key], [...path, 'props', key], merge),
    ]),
  );
  return merged;
}
