// The editor's form fields, generated from the zod schemas the validator uses, so adding a block to
// the registry adds its form: text, number with its bounds, enum and literal choices, yes/no, lists
// (of groups, and of single values: texts, pictures, links), nested groups, records (a menu by its
// name) and optional parts that are added and taken away (composedFields.tsx). A field that needs
// more (a long text, a link, an image, an icon, a colour, a rich text) says so in its schema
// (src/schema/editorHints.ts), and gets a text area or a field of its own (specialFields.tsx,
// richTextField.tsx). Every field carries its .describe() text as help. What no field can edit (a
// union of several shapes, a group that contains itself) gets a JSON field, marked as such so a test
// can count them. Schemas are read through zod's public classes and registries only.
import type { Field, Fields } from '@puckeditor/core';
import { z } from 'zod';
import { editorKindOf, type EditorKind } from '../../schema/editorHints';
import { richTextOptionsOf } from '../../schema/richText';
import { recordField, unionField, valueListField, type PresenceMetadata } from './composedFields';
import { itemSummary } from './itemSummary';
import { richTextField, richTextListField } from './richTextField';
import { colourField, iconField, imageField, imageSrcField, jsonField, linkField } from './specialFields';
import { starterValue } from './starterValues';
import { say } from './words';

type Schema = z.core.$ZodType;

export interface FieldHelp extends PresenceMetadata {
  help?: string;
  /** The default value, shown as the field's placeholder. */
  fallback?: unknown;
  /** A field written as JSON, for want of a field that fits. */
  json?: boolean;
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

/** The fewest and most items a list takes, read from its JSON Schema (zod's lists have no public accessor for them). */
function itemBoundsOf(list: z.ZodArray): { min?: number; max?: number } {
  const { minItems, maxItems } = z.toJSONSchema(list, { io: 'input', unrepresentable: 'any' });
  return { min: minItems, max: maxItems };
}

/** "Members" → "Member", "Boxes" → "Box", "Checklist" and "Address" stay: the words of one entry of a list. */
export function singular(label: string): string {
  if (/(ss|us)$/.test(label)) return label;
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(x|ch|sh|ss)es$/.test(label)) return label.replace(/es$/, '');
  return label.replace(/(?<=[a-z])s$/, '');
}

/** The Puck field for one prop, or a JSON field when no field fits. */
export function fieldFor(key: string, schema: Schema, within: Schema[] = []): Field {
  const { inner, optional, fallback, help, editor, layers } = unwrap(schema);
  const metadata: FieldHelp = { help, fallback };
  const label = labelOf(key);
  const base = { label, metadata };
  const asJson = () => jsonField({ label, metadata: { ...metadata, json: true } });
  if (editor === 'link') return linkField(base);
  if (editor === 'imageSrc') return imageSrcField(base);
  if (editor === 'image') return imageField(base);
  if (editor === 'icon' && inner instanceof z.ZodEnum) return iconField(base, inner.options.map(String), optional);
  if (editor === 'colour') return colourField(base);
  if (editor === 'richText' && inner instanceof z.ZodString) return richTextField(base, richTextOptionsOf(inner) ?? {});
  const none = optional ? [{ label: fallback === undefined ? '—' : `— (${String(fallback)})`, value: undefined }] : [];
  const choices = (values: Choice[]) => [...none, ...values.map((value) => ({ label: String(value), value }))];
  // A schema that contains itself (replies to comments) would make a form without end: its inner copy is
  // drawn only when there is a value to draw (a list's entries are made as they are opened), or, for a
  // group that contains itself, is JSON. A lazy schema builds a new copy each time it is read, so the
  // lazy layer itself is what recurs.
  const recurs = (passed: Schema[]) => passed.some((layer) => within.includes(layer));
  // Only a part that may be left out altogether, with no default to fall back on, is added and removed.
  const mayBeRemoved = optional && fallback === undefined;
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat)
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
    if (options.every((option) => option instanceof z.ZodLiteral || option instanceof z.ZodEnum))
      return {
        ...base,
        type: 'select',
        options: choices(
          options.flatMap((option) =>
            option instanceof z.ZodEnum ? option.options : literalsOf(option as z.ZodLiteral),
          ),
        ),
      };
    // A group or a plain value in its place (false: "left out on this page"): the group, with a choice between them.
    const groups = inner.options.filter((option) => unwrap(option).inner instanceof z.ZodObject);
    const literals = options.filter((option): option is z.ZodLiteral => option instanceof z.ZodLiteral);
    if (groups.length === 1 && groups.length + literals.length === options.length && !recurs(layers)) {
      const group = groups[0];
      return {
        ...base,
        metadata: {
          ...metadata,
          presence: { starter: starterValue(group), optional, literals: literals.flatMap(literalsOf) },
        },
        type: 'object',
        objectFields: fieldsOf(group, [...within, ...layers]),
      };
    }
    if (!recurs(layers)) return shapesField(base, inner, [...within, ...layers]);
    return asJson();
  }
  if (inner instanceof z.ZodObject) {
    if (recurs(layers)) return asJson();
    return {
      ...base,
      ...(mayBeRemoved ? { metadata: { ...metadata, presence: { starter: starterValue(inner), optional } } } : {}),
      type: 'object',
      objectFields: fieldsOf(schema, within),
    };
  }
  if (inner instanceof z.ZodRecord) {
    const keyField = fieldFor('name', inner.keyType as Schema, [...within, ...layers]);
    return recordField(base, keyField, () => fieldFor(key, inner.valueType as Schema, [...within, ...layers]), {
      starter: () => starterValue(inner.valueType as Schema),
    });
  }
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element);
    const bounds = itemBoundsOf(inner);
    if (item.editor === 'richText' && item.inner instanceof z.ZodString)
      return richTextListField(base, richTextOptionsOf(item.inner) ?? {}, bounds.min);
    const starter = () => starterValue(inner.element);
    const one = singular(label);
    if (!(item.inner instanceof z.ZodObject) || item.editor || recurs(item.layers)) {
      // An entry that contains the list again (a reply's replies) is made when it is drawn.
      const entry = () => fieldFor(one, inner.element, recurs(item.layers) ? [] : [...within, ...layers]);
      return valueListField(base, recurs(item.layers) ? entry : entry(), { ...bounds, starter });
    }
    return {
      ...base,
      ...(mayBeRemoved && (bounds.min ?? 0) > 0
        ? { metadata: { ...metadata, presence: { starter: starterValue(inner), optional } } }
        : {}),
      type: 'array',
      arrayFields: fieldsOf(inner.element, within),
      ...bounds,
      defaultItemProps: starter,
      getItemSummary: (value: Record<string, unknown>, index?: number) => itemSummary(value, index, one),
    };
  }
  return asJson();
}

/**
 * A union of several shapes: the shape chosen, then its own field. A discriminated union's shapes are
 * named by their discriminator (a part's "kind": "paragraph", "heading"…), the others by what they are.
 */
function shapesField(base: { label: string; metadata: FieldHelp }, union: z.ZodUnion, within: Schema[]): Field {
  const discriminator = union instanceof z.ZodDiscriminatedUnion ? String(union.def.discriminator) : undefined;
  const options = union.options.map((option) => {
    const { inner, help } = unwrap(option);
    const tag =
      discriminator && inner instanceof z.ZodObject ? unwrap(inner.shape[discriminator] as Schema) : undefined;
    const tagValue = tag?.inner instanceof z.ZodLiteral ? String(literalsOf(tag.inner)[0]) : undefined;
    const label =
      tagValue ??
      help ??
      (inner instanceof z.ZodObject
        ? labelOf(Object.keys(inner.shape)[0] ?? 'value')
        : inner instanceof z.ZodStringFormat
          ? say('unionFormat', { format: inner.format ?? '' })
          : labelOf(typeof starterValue(option)));
    return {
      label,
      field: () => fieldFor(base.label, option, within),
      accepts: (value: unknown) =>
        discriminator
          ? typeof value === 'object' &&
            value !== null &&
            (value as Record<string, unknown>)[discriminator] === tagValue
          : z.safeParse(option, value).success || typeof value === typeof starterValue(option),
      starter: () => starterValue(option),
    };
  });
  return unionField(base, options, discriminator);
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
