import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { featureBoxesProps } from '../../src/blocks/featureBoxes/schema';
import { fieldFor, fieldsOf, unwrap } from '../../src/editor/app/schemaFields';

type AnyField = {
  type: string;
  label?: string;
  metadata?: { help?: string };
  options?: { value: unknown }[];
  min?: number;
  max?: number;
  arrayFields?: Record<string, AnyField>;
  objectFields?: Record<string, AnyField>;
};

describe('editor fields generated from the block schemas', () => {
  it.each(blockTypes)('every prop of %s has a field, labelled, with its description as help', (type) => {
    const schema = blockRegistry[type].props;
    const fields = fieldsOf(schema) as Record<string, AnyField>;
    const { inner } = unwrap(schema);
    expect(inner).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(fields)).toEqual(Object.keys((inner as z.ZodObject).shape));
    for (const field of Object.values(fields)) {
      expect(field.label).toBeTruthy();
      expect(field.metadata?.help).toBeTruthy();
    }
  });

  it('gives lists of objects item fields, enums and literal unions choices, links, images and icons fields of their own', () => {
    const fields = fieldsOf(featureBoxesProps) as Record<string, AnyField>;
    expect(fields.style.type).toBe('select');
    expect(fields.style.options!.map((option) => option.value)).toEqual([undefined, 'card', 'plain', 'tile']);
    expect(fields.columns.options!.map((option) => option.value)).toEqual([undefined, 2, 3, 4]);
    expect(fields.text.type).toBe('textarea');
    expect(fields.title.type).toBe('text');
    const box = fields.boxes.arrayFields!;
    expect(box.icon.type).toBe('custom');
    expect(box.image.type).toBe('custom');
    expect(box.link.type).toBe('object');
    expect(box.link.objectFields!.href.type).toBe('custom');
  });

  it('gives numbers their bounds from the schema', () => {
    const field = fieldFor('count', z.number().int().min(1).max(12).describe('How many.')) as AnyField;
    expect(field).toMatchObject({ type: 'number', min: 1, max: 12, label: 'Count', metadata: { help: 'How many.' } });
  });

  it('keeps a list from losing the items its schema requires', () => {
    const field = fieldFor('steps', z.array(z.strictObject({ title: z.string() })).min(2)) as AnyField;
    expect(field).toMatchObject({ type: 'array', min: 2 });
  });
});
