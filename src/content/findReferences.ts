// Finds, in a value as the author wrote it, every field its schema marks as naming something in
// another file (src/schema/references.ts), with its JSON path: the schema and the value are walked
// side by side. Values whose own shape is wrong are left out; the shape check reports them.
import { z } from 'zod';
import { referenceOf, type Reference } from '../schema/references';
import type { JsonPath } from './jsonSource';

export interface FoundReference {
  reference: Reference;
  path: JsonPath;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

/** The option of a union that `value` belongs to: by the discriminator when there is one, else the first that accepts it. */
function optionFor(def: z.core.$ZodUnionDef | z.core.$ZodDiscriminatedUnionDef, value: unknown): z.core.$ZodType | undefined {
  if ('discriminator' in def && isRecord(value)) {
    const tag = value[def.discriminator];
    return def.options.find((option) => option._zod.propValues?.[def.discriminator]?.has(tag as never));
  }
  return def.options.find((option) => accepts(option, value));
}

function walk(schema: z.core.$ZodType, value: unknown, path: JsonPath, found: FoundReference[]): void {
  const reference = referenceOf(schema);
  if (reference) {
    if (accepts(schema, value)) found.push({ reference, path, value });
    return;
  }
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      if (value !== undefined) walk(def.innerType, value, path, found);
      return;
    case 'nullable':
      if (value !== null) walk(def.innerType, value, path, found);
      return;
    case 'pipe':
      return walk(def.in, value, path, found);
    case 'lazy':
      return walk(def.getter(), value, path, found);
    case 'object':
      if (!isRecord(value)) return;
      for (const [key, field] of Object.entries(def.shape)) {
        if (key in value) walk(field, value[key], [...path, key], found);
      }
      return;
    case 'record':
      if (!isRecord(value)) return;
      for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key], found);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, index) => walk(def.element, item, [...path, index], found));
      return;
    case 'tuple':
      if (Array.isArray(value)) def.items.forEach((item, index) => walk(item, value[index], [...path, index], found));
      return;
    case 'intersection':
      walk(def.left, value, path, found);
      walk(def.right, value, path, found);
      return;
    case 'union': {
      const option = optionFor(def, value);
      if (option) walk(option, value, path, found);
      return;
    }
    default:
      return;
  }
}

/** Every marked field in `value` (validated against `schema`), with `basePath` before its path. */
export function findReferences(schema: z.core.$ZodType, value: unknown, basePath: JsonPath = []): FoundReference[] {
  const found: FoundReference[] = [];
  walk(schema, value, basePath, found);
  return found;
}
