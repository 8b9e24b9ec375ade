// The editor's form fields, generated from the zod schemas the validator uses, so adding a block to
// the registry adds its form: text, number with its bounds, enum and literal choices, yes/no, lists
// and nested objects. A field that needs more (a long text, a link, an image, an icon, a colour, a
// rich text) says so in its schema (src/schema/editorHints.ts), and gets a text area or a field of its
// own (specialFields.tsx, richTextField.tsx). Every field carries its .describe() text as help. What no plain field can edit
// (a union of shapes, a record, a list of texts) gets a JSON field. Schemas are read through zod's
// public classes and registries only.
import type { Field, Fields } from '@puckeditor/core';
import { z } from 'zod';
import { editorKindOf, type EditorKind } from '../../schema/editorHints';
import { richTextOptionsOf } from '../../schema/richText';
import { richTextField, richTextListField } from './richTextField';
import { colourField, iconField, imageField, imageSrcField, jsonField, linkField } from './specialFields';

type Schema = z.core.$ZodType;

export interface FieldHelp {
  help?: string;
  /** The default value, shown as the field's placeholder. */
  fallback?: unknown;
}

/** The schema a wrapper (optional, default, pipe…) stands for, or undefined for a schema that wraps none. */
function wrapped(schema: Schema): Schema | undefined {
  if (schema instanceof z.ZodPipe) return schema.in;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodLazy
  )
    return schema.unwrap();
  return undefined;
}

/** The schema under optional/default/pipe/lazy wrappers, with what the wrappers said and every layer passed. */
export function unwrap(schema: Schema): {
  inner: Schema;
  optional: boolean;
  fallback?: unknown;
  help?: string;
  editor?: EditorKind;
  layers: Schema[];
} {
  const layers: Schema[] = [];
  let optional = false;
  let fallback: unknown;
  let help: string | undefined;
  let editor: EditorKind | undefined;
  for (let layer: Schema | undefined = schema; layer; layer = wrapped(layer)) {
    layers.push(layer);
    help ??= z.globalRegistry.get(layer)?.description;
    editor ??= editorKindOf(layer);
    if (layer instanceof z.ZodOptional || layer instanceof z.ZodNullable) optional = true;
    if (layer instanceof z.ZodDefault || layer instanceof z.ZodPrefault) {
      optional = true;
      fallback ??= layer.def.defaultValue;
    }
  }
  return { inner: layers[layers.length - 1], optional, fallback, help, editor, layers };
}

/** "perView" → "Per view", "href" → "Href". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fewest items a list takes, read from its JSON Schema (zod's lists have no public accessor for it). */
function minItemsOf(list: z.ZodArray): number | undefined {
  return z.toJSONSchema(list, { io: 'input', unrepresentable: 'any' }).minItems;
}

/** The Puck field for one prop, or a JSON field when no plain field fits. */
export function fieldFor(key: string, schema: Schema, within: Schema[] = []): Field {
  const { inner, optional, fallback, help, editor, layers } = unwrap(schema);
  const metadata: FieldHelp = { help, fallback };
  const label = labelOf(key);
  const base = { label, metadata };
  if (editor === 'link') return linkField(base);
  if (editor === 'imageSrc') return imageSrcField(base);
  if (editor === 'image') return imageField(base);
  if (editor === 'icon' && inner instanceof z.ZodEnum) return iconField(base, inner.options.map(String), optional);
  if (editor === 'colour') return colourField(base);
  if (editor === 'richText' && inner instanceof z.ZodString) return richTextField(base, richTextOptionsOf(inner) ?? {});
  const none = optional ? [{ label: fallback === undefined ? '—' : `— (${String(fallback)})`, value: undefined }] : [];
  const choices = (values: Choice[]) => [...none, ...values.map((value) => ({ label: String(value), value }))];
  // A schema that contains itself (replies to comments) would make a form without end: its inner copy is
  // JSON. A lazy schema builds a new copy each time it is read, so the lazy layer itself is what recurs.
  const recurs = (passed: Schema[]) => passed.some((layer) => within.includes(layer));
  if (inner instanceof z.ZodString)
    return {
      ...base,
      type: editor === 'longText' ? 'textarea' : 'text',
      placeholder: typeof fallback === 'string' ? fallback : undefined,
    };
  if (inner instanceof z.ZodNumber)
    return {
      ...base,
      type: 'number',
      min: inner.minValue ?? undefined,
      max: inner.maxValue ?? undefined,
      placeholder: fallback === undefined ? undefined : String(fallback),
    };
  if (inner instanceof z.ZodBoolean)
    return {
      ...base,
      type: 'radio',
      options: [...none, { label: 'true', value: true }, { label: 'false', value: false }],
    };
  if (inner instanceof z.ZodEnum) return { ...base, type: 'select', options: choices(inner.options) };
  if (inner instanceof z.ZodLiteral) return { ...base, type: 'select', options: choices(literalsOf(inner)) };
  if (inner instanceof z.ZodUnion) {
    const options = inner.options.map((option) => unwrap(option).inner);
    if (options.every((option) => option instanceof z.ZodLiteral))
      return { ...base, type: 'select', options: choices(options.flatMap(literalsOf)) };
    return jsonField(base);
  }
  if (inner instanceof z.ZodObject)
    return recurs(layers) || within.length > 6
      ? jsonField(base)
      : { ...base, type: 'object', objectFields: fieldsOf(schema, within) };
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element);
    if (item.editor === 'richText' && item.inner instanceof z.ZodString)
      return richTextListField(base, richTextOptionsOf(item.inner) ?? {}, minItemsOf(inner));
    if (!(item.inner instanceof z.ZodObject) || item.editor || recurs(item.layers)) return jsonField(base);
    const itemFields = fieldsOf(inner.element, within);
    const summaryKey = ['title', 'label', 'name', 'question', 'heading', 'value'].find((name) => name in itemFields);
    return {
      ...base,
      type: 'array',
      arrayFields: itemFields,
      min: minItemsOf(inner),
      getItemSummary: (value: Record<string, unknown>, index?: number) =>
        (summaryKey && typeof value?.[summaryKey] === 'string' && value[summaryKey]) || `${label} ${(index ?? 0) + 1}`,
    };
  }
  return jsonField(base);
}

type Choice = string | number | boolean | null | undefined;

/** A literal's values, as a select offers them (a select holds no bigint). */
function literalsOf(literal: z.ZodLiteral): Choice[] {
  return [...literal.values].filter((value): value is Choice => typeof value !== 'bigint');
}

/** The fields of an object schema, prop by prop in the schema's order. */
export function fieldsOf(schema: Schema, within: Schema[] = []): Fields {
  const { inner, layers } = unwrap(schema);
  const shape = inner instanceof z.ZodObject ? inner.shape : {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, prop]) => [key, fieldFor(key, prop, [...within, ...layers])]),
  );
}
