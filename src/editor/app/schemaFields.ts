// The editor's form fields, generated from the zod schemas the validator uses, so adding a block to
// the registry adds its form: text (long text for the fields that hold sentences), number with its
// bounds, enum and literal choices, yes/no, lists and nested objects. Links, images, icons and
// colours get fields of their own (specialFields.tsx). Every field carries its .describe() text as
// help. What no plain field can edit (a union of shapes, a record, a list of texts) gets a JSON field.
import type { Field, Fields } from '@puckeditor/core';
import type { z } from 'zod';
import { referenceOf } from '../../schema/references';
import { colourField, iconField, imageField, imageSrcField, jsonField, linkField } from './specialFields';

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: any };

export interface FieldHelp {
  help?: string;
  /** The default value, shown as the field's placeholder. */
  fallback?: unknown;
}

const def = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const describe = (schema: Schema): string | undefined => (schema as unknown as { description?: string }).description;

/** The schema under optional/default/pipe wrappers, with what the wrappers said. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; fallback?: unknown; help?: string } {
  let inner = schema;
  let optional = false;
  let fallback: unknown;
  let help = describe(schema);
  for (;;) {
    const d = def(inner);
    if (d.type === 'optional' || d.type === 'nullable') optional = true;
    else if (d.type === 'default' || d.type === 'prefault') {
      optional = true;
      fallback ??= d.defaultValue;
    } else if (d.type !== 'pipe' && d.type !== 'readonly' && d.type !== 'catch' && d.type !== 'lazy') break;
    // A lazy schema's inner schema is read once and kept by zod (the getter would make a new one each call).
    inner =
      d.type === 'pipe'
        ? d.in
        : d.type === 'lazy'
          ? (inner as unknown as { _zod: { innerType: Schema } })._zod.innerType
          : d.innerType;
    help ??= describe(inner);
  }
  return { inner, optional, fallback, help };
}

/** "perView" → "Per view", "href" → "Href". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const longText = /^(text|description|body|answer|quote|content|message|paragraphs?|about|bio|summary|excerpt)$/i;
const isIconEnum = (schema: Schema) =>
  def(schema).type === 'enum' &&
  Object.values(def(schema).entries).includes('arrow-right') &&
  Object.values(def(schema).entries).includes('cart');
const isColour = (schema: Schema) =>
  def(schema).type === 'string' &&
  (schema as unknown as { _zod: { bag: { patterns?: Set<RegExp> } } })._zod.bag.patterns
    ?.values()
    .next()
    .value?.source.startsWith('^#');
const isImageObject = (schema: Schema) =>
  def(schema).type === 'object' &&
  'src' in def(schema).shape &&
  referenceOf(unwrap(def(schema).shape.src).inner) === 'image' &&
  'width' in def(schema).shape;

/** The Puck field for one prop, or a JSON field when no plain field fits. */
export function fieldFor(key: string, schema: Schema, within: Schema[] = []): Field {
  const { inner, optional, fallback, help } = unwrap(schema);
  const metadata: FieldHelp = { help, fallback };
  const label = labelOf(key);
  const base = { label, metadata };
  const d = def(inner);
  const reference = referenceOf(inner);
  if (reference === 'link') return linkField(base);
  if (reference === 'image') return imageSrcField(base);
  if (isImageObject(inner)) return imageField(base);
  if (isIconEnum(inner)) return iconField(base, Object.values(d.entries) as string[], optional);
  if (isColour(inner)) return colourField(base);
  const none = optional ? [{ label: fallback === undefined ? '—' : `— (${String(fallback)})`, value: undefined }] : [];
  switch (d.type) {
    case 'string':
      return {
        ...base,
        type: longText.test(key) ? 'textarea' : 'text',
        placeholder: typeof fallback === 'string' ? fallback : undefined,
      };
    case 'number': {
      const bounds = inner as unknown as { minValue: number | null; maxValue: number | null };
      return {
        ...base,
        type: 'number',
        min: bounds.minValue ?? undefined,
        max: bounds.maxValue ?? undefined,
        placeholder: fallback === undefined ? undefined : String(fallback),
      };
    }
    case 'boolean':
      return {
        ...base,
        type: 'radio',
        options: [...none, { label: 'true', value: true }, { label: 'false', value: false }],
      };
    case 'enum':
      return {
        ...base,
        type: 'select',
        options: [
          ...none,
          ...Object.values(d.entries as Record<string, string>).map((value) => ({ label: String(value), value })),
        ],
      };
    case 'literal':
      return {
        ...base,
        type: 'select',
        options: [
          ...none,
          ...(d.values as unknown[]).map((value) => ({ label: String(value), value: value as string })),
        ],
      };
    case 'union': {
      const options = (d.options as Schema[]).map((option) => def(unwrap(option).inner));
      if (options.every((option) => option.type === 'literal')) {
        return {
          ...base,
          type: 'select',
          options: [
            ...none,
            ...options
              .flatMap((option) => option.values as (string | number)[])
              .map((value) => ({ label: String(value), value })),
          ],
        };
      }
      return jsonField(base);
    }
    case 'object':
      // A schema that contains itself (replies to comments) would make a form without end: its inner copy is JSON.
      return within.includes(inner) || within.length > 6
        ? jsonField(base)
        : { ...base, type: 'object', objectFields: fieldsOf(inner, within) };
    case 'array': {
      const item = unwrap(d.element).inner;
      if (def(item).type !== 'object' || isImageObject(item) || within.includes(item)) return jsonField(base);
      const itemFields = fieldsOf(item, within);
      const summaryKey = ['title', 'label', 'name', 'question', 'heading', 'value'].find((name) => name in itemFields);
      return {
        ...base,
        type: 'array',
        arrayFields: itemFields,
        min: (inner as unknown as { _zod: { bag: { minimum?: number } } })._zod.bag.minimum,
        getItemSummary: (value: Record<string, unknown>, index?: number) =>
          (summaryKey && typeof value?.[summaryKey] === 'string' && value[summaryKey]) ||
          `${label} ${(index ?? 0) + 1}`,
      } as Field;
    }
    default:
      return jsonField(base);
  }
}

/** The fields of an object schema, prop by prop in the schema's order. */
export function fieldsOf(schema: Schema, within: Schema[] = []): Fields {
  const inner = unwrap(schema).inner;
  const shape = def(inner).shape as Record<string, Schema> | undefined;
  return Object.fromEntries(
    Object.entries(shape ?? {}).map(([key, prop]) => [key, fieldFor(key, prop, [...within, inner])]),
  );
}
