// What a part the author adds starts with (a registration form added to a banner, a new menu entry):
// its required fields, each with the simplest value of its kind, and nothing optional, so the form
// shows every field to fill in and the file gets only what the author then writes. A text starts
// empty, so its message says to fill it in.
import { z } from 'zod';

type Schema = z.core.$ZodType;

export function starterValue(schema: Schema): unknown {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return undefined;
    case 'default':
    case 'prefault':
      return undefined; // the default applies
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return starterValue(def.innerType);
    case 'pipe':
      return starterValue(def.in);
    case 'lazy':
      return starterValue(def.getter());
    case 'string':
      return '';
    case 'number': {
      const minimum = (schema as z.ZodNumber).minValue;
      return minimum !== null && Number.isFinite(minimum) ? minimum : 0;
    }
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'array': {
      const fewest = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).minItems ?? 0;
      return Array.from({ length: fewest }, () => starterValue(def.element));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape)
          .map(([key, field]) => [key, starterValue(field)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'record':
      return {};
    case 'union': {
      const object = def.options.find((option) => (option as z.core.$ZodTypes)._zod.def.type === 'object');
      return starterValue(object ?? def.options[0]);
    }
    default:
      return undefined;
  }
}
