// Turns zod's issues into messages for authors: what was found, what was expected, where.
import type { z } from 'zod';
import { closest, describeExpectedType, describeValue } from './describeValue';
import type { ContentIssue } from './contentIssue';
import { locate, type JsonPath, type JsonSource } from './jsonSource';

type ZodIssue = z.core.$ZodIssue & { input?: unknown };

/** Keys a strict object accepts at `path` inside `schema`, for "did you mean" on unknown keys. */
export function allowedKeysAt(schema: z.ZodType, path: JsonPath): string[] {
  let current: unknown = schema;
  const unwrap = () => {
    for (let guard = 0; guard < 20; guard++) {
      const def = (current as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (!def) return;
      if (def.innerType) current = def.innerType;
      else if (def.type === 'pipe') current = def.in;
      else return;
    }
  };
  for (const part of path) {
    unwrap();
    const def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object' && typeof part === 'string') current = (def.shape as Record<string, unknown>)[part];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return [];
    if (!current) return [];
  }
  unwrap();
  const def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function oneOf(values: readonly unknown[]): string {
  const shown = values.map((value) => JSON.stringify(value));
  return shown.length === 1 ? shown[0] : `one of ${shown.join(', ')}`;
}

function sizeWords(origin: string, limit: number | bigint): string {
  if (origin === 'string') return `${limit} character${limit === 1 ? '' : 's'}`;
  if (origin === 'array') return `${limit} item${limit === 1 ? '' : 's'}`;
  return `${limit}`;
}

function messageFor(issue: ZodIssue, input: unknown, schema: z.ZodType, basePath: JsonPath): { message: string; key?: string }[] {
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) {
        const name = issue.path.at(-1);
        return [{ message: `missing required property ${JSON.stringify(name)}: add it, with ${describeExpectedType(issue.expected)} as its value` }];
      }
      return [{ message: `expected ${describeExpectedType(issue.expected)}, found ${describeValue(input)}` }];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeysAt(schema, issue.path as JsonPath).filter((key) => key !== '$schema');
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        const hint = suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : '; remove it';
        const list = allowed.length ? ` Allowed here: ${allowed.join(', ')}.` : '';
        return { message: `unknown property ${JSON.stringify(key)}${hint}${list}`, key };
      });
    }
    case 'invalid_value': {
      const suggestion = typeof input === 'string' ? closest(input, issue.values.map(String)) : undefined;
      const hint = suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : '';
      return [{ message: `expected ${oneOf(issue.values)}, found ${describeValue(input)}${hint}` }];
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return [{ message: 'must not be empty: write some text' }];
      const found = Array.isArray(input) ? `${input.length}` : typeof input === 'string' ? `${input.length} characters` : describeValue(input);
      return [{ message: `expected at least ${sizeWords(issue.origin, issue.minimum)}, found ${found}` }];
    }
    case 'too_big': {
      const found = Array.isArray(input) ? `${input.length}` : typeof input === 'string' ? `${input.length} characters` : describeValue(input);
      return [{ message: `expected at most ${sizeWords(issue.origin, issue.maximum)}, found ${found}` }];
    }
    case 'invalid_format':
      return [{ message: `${issue.message.startsWith('Invalid') ? `expected ${issue.format === 'url' ? 'a full address such as https://example.com' : `a valid ${issue.format}`}` : issue.message}, found ${describeValue(input)}` }];
    case 'invalid_union':
      return [{ message: `this does not match any allowed form, found ${describeValue(input)}` }];
    case 'custom':
      return [{ message: issue.message }];
    default:
      return [{ message: `${issue.message} (at ${basePath.join('.')})` }];
  }
}

/** Validates `value` (found at `basePath` in `source`) and returns the parsed data or the issues. */
export function validateAt<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: JsonSource,
  basePath: JsonPath,
): { data?: z.output<S>; issues: ContentIssue[] } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { data: result.data, issues: [] };
  const issues: ContentIssue[] = [];
  for (const issue of result.error.issues as ZodIssue[]) {
    const input = 'input' in issue ? issue.input : valueAt(value, issue.path as JsonPath);
    const path = [...basePath, ...(issue.path as JsonPath)];
    for (const { message, key } of messageFor(issue, input, schema, basePath)) {
      const position = locate(source, path, key);
      issues.push({ file: source.file, ...position, path: key ? [...path, key] : path, message });
    }
  }
  return { issues };
}
