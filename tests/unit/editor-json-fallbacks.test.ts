// Every field an author meets on the shipped content has a real field in the editor: this counts the
// fields that still fall back to a JSON text box, in the forms of every page, shared section, the
// site settings, the menus, the products, the collections' entries and layouts, as their values open them (each list entry, each record
// entry, each group shown).
import type { Field, Fields } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { readSharedSections } from '../../src/editor/server/editorState';
import type { ComposedMetadata } from '../../src/editor/app/composedFields';
import {
  entryFields,
  entrySectionFields,
  groupLayoutRootFields,
  layoutRootFields,
} from '../../src/editor/app/collectionConfig';
import { fieldsOfBlock, rootFields } from '../../src/editor/app/pageConfig';
import { collectionNamed } from '../../src/schema/collections/collections';
import { siteSchema } from '../../src/schema/site';
import type { FieldHelp } from '../../src/editor/app/schemaFields';
import { settingsConfig } from '../../src/editor/app/settingsConfig';
import { readContentTexts } from '../../src/editor/server/pageChanges';
import type { EditorState } from '../../src/editor/shared/editorState';
import { blockRegistry, type BlockType } from '../../src/blocks/registry';

const root = process.cwd();
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const resolve = (field: Field | (() => Field)) => (typeof field === 'function' ? field() : field);

/** The places whose field is a JSON text box, walking `field` beside the value it edits. */
function jsonFields(field: Field, value: unknown, at: string): string[] {
  const metadata = field.metadata as (FieldHelp & ComposedMetadata) | undefined;
  if (metadata?.json) return [at];
  const composed = metadata?.composed;
  if (composed?.kind === 'list')
    return (Array.isArray(value) ? value : []).flatMap((item, index) =>
      jsonFields(resolve(composed.item), item, `${at}[${index}]`),
    );
  if (composed?.kind === 'record')
    return Object.entries(isObject(value) ? value : {}).flatMap(([key, item]) =>
      jsonFields(resolve(composed.item), item, `${at}.${key}`),
    );
  if (composed?.kind === 'union') {
    const option = composed.options.find((candidate) => candidate.accepts(value));
    return option ? jsonFields(resolve(option.field), value, at) : [];
  }
  if (field.type === 'object') return fieldsAt(field.objectFields, isObject(value) ? value : {}, at);
  if (field.type === 'array')
    return (Array.isArray(value) ? value : []).flatMap((item, index) =>
      fieldsAt(field.arrayFields, isObject(item) ? item : {}, `${at}[${index}]`),
    );
  return [];
}

const fieldsAt = (fields: Fields, value: Json, at: string) =>
  Object.entries(fields).flatMap(([key, field]) => jsonFields(field as Field, value[key], at ? `${at}.${key}` : key));

/** Every form of the shipped content, with the value it opens. */
function forms(): { where: string; fields: Fields; value: Json }[] {
  const { shared } = readSharedSections(root);
  const state = { productPages: { all: [], byId: {} } } as unknown as EditorState;
  const found: { where: string; fields: Fields; value: Json }[] = [];
  for (const { file, value } of readContentTexts(root)) {
    if (!isObject(value)) continue;
    if (file === 'pages/_site.json') {
      for (const part of ['settings', 'menus'] as const)
        found.push({ where: `${file} (${part})`, fields: settingsConfig(part, state).root!.fields!, value });
    } else if (file === 'pages/_catalogue.json') {
      found.push({ where: file, fields: settingsConfig('products', state).root!.fields!, value });
    } else if (file.startsWith('pages/_sections/')) {
      found.push({ where: file, fields: fieldsOfBlock(value.type as BlockType), value: value.props as Json });
    } else if (/^pages\/_layouts\/[^/]*\.json$/.test(file)) {
      const collection = collectionNamed(file.slice('pages/_layouts/'.length, -'.json'.length));
      found.push({ where: file, fields: collection ? layoutRootFields : groupLayoutRootFields, value });
      (value.sections as Json[]).forEach((section, index) => {
        const type = (typeof section.use === 'string' ? shared[section.use].type : section.type) as BlockType;
        const props = {
          ...(typeof section.use === 'string' ? shared[section.use].props : {}),
          ...(section.props as Json),
        };
        const fields = section.entry && collection ? entrySectionFields(collection) : fieldsOfBlock(type);
        found.push({ where: `${file} sections[${index}]`, fields, value: props });
      });
    } else if (/^pages\/[^/_][^/]*\/[^/]*\.json$/.test(file) && collectionNamed(file.split('/')[1])) {
      // Entries of a collection (pages/blog/*.json), each one form; a language's folder holds translations.
      found.push({ where: file, fields: entryFields(collectionNamed(file.split('/')[1])!), value });
    } else if (/^pages\/[^/_][^/]*\.json$/.test(file)) {
      // Page files (pages/*.json), as the editor lists them.
      found.push({ where: file, fields: rootFields, value });
      (value.sections as Json[]).forEach((section, index) => {
        const type = (typeof section.use === 'string' ? shared[section.use].type : section.type) as BlockType;
        const props = {
          ...(typeof section.use === 'string' ? shared[section.use].props : {}),
          ...(section.props as Json),
        };
        found.push({ where: `${file} sections[${index}]`, fields: fieldsOfBlock(type), value: props });
      });
    }
  }
  return found;
}

describe('the fields of the shipped content', () => {
  it('read the content this test walks: every block of the registry is a field set', () => {
    expect(loadContent({ root }).pages.length).toBeGreaterThan(0);
    for (const type of Object.keys(blockRegistry))
      expect(Object.keys(fieldsOfBlock(type as BlockType)).length).toBeGreaterThan(1);
    const walked = forms().map(({ where }) => where);
    for (const kind of ['pages/blog/', 'pages/projects/', 'pages/_layouts/blog.json sections[1]'])
      expect(walked.some((where) => where.startsWith(kind))).toBe(true);
  });

  it("give every setting of the site file a field: the settings' form and the menus' together hold each key", () => {
    const state = { productPages: { all: [], byId: {} } } as unknown as EditorState;
    const offered = (['settings', 'menus'] as const).flatMap((part) =>
      Object.keys(settingsConfig(part, state).root!.fields!),
    );
    const keys = Object.keys(siteSchema.shape).filter((key) => key !== '$schema');
    expect(keys.filter((key) => !offered.includes(key))).toEqual([]);
  });

  it('have no JSON text box left: every value the author meets has a field of its own', () => {
    const boxes = forms().flatMap(({ where, fields, value }) =>
      fieldsAt(fields, value, '').map((at) => `${where} ${at}`),
    );
    expect(boxes).toEqual([]);
  });
});
