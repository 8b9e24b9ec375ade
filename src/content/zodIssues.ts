// Turns zod's issues into messages for authors: what was found, what was expected, where.
import type { z } from 'zod';
import { closest, describeExpectedType, describeValue } from './describeValue';
import { iconNames } from '../schema/iconNames';
import type { ContentIssue } from '../problems/contentIssue';
import { locate, type JsonPath, type JsonSource } from './jsonSource';
import { slug } from '../schema/slug';
import { outOfRangeMessage, unitOf, type NumberUnit } from '../schema/units';

type ZodIssue = z.core.$ZodIssue & { input?: unknown };

type AnyDef = Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod?: { def?: AnyDef } } | undefined)?._zod?.def;

/** The wrappers around a field (optional, default, pipe…) from the outside in, the field itself last. */
function layers(schema: unknown): unknown[] {
  const found = [schema];
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(found.at(-1));
    if (def?.innerType) found.push(def.innerType);
    else if (def?.type === 'pipe') found.push(def.in);
    else break;
  }
  return found;
}

/** The schema of the field at `path` inside `schema`, with its wrappers, or undefined. */
function fieldAt(schema: unknown, path: JsonPath): unknown {
  let current = schema;
  for (const part of path) {
    const def = defOf(layers(current).at(-1));
    if (def?.type === 'object' && typeof part === 'string') current = (def.shape as Record<string, unknown>)[part];
    else if (def?.type === 'array') current = def.element;
    else if (def?.type === 'record') current = def.valueType;
    else return undefined;
    if (!current) return undefined;
  }
  return current;
}

/** Keys a strict object accepts at `path` inside `schema`, for "did you mean" on unknown keys. */
export function allowedKeysAt(schema: z.ZodType, path: JsonPath): string[] {
  const def = defOf(layers(fieldAt(schema, path)).at(-1));
  return def?.type === 'object' ? Object.keys(def.shape as object) : [];
}

/** The unit and bounds of the number field at `path`, when it has them (src/schema/units.ts). */
function unitAt(schema: z.ZodType, path: JsonPath): NumberUnit | undefined {
  const field = fieldAt(schema, path);
  return field === undefined
    ? undefined
    : layers(field)
        .map((layer) => unitOf(layer as z.core.$ZodType))
        .find((unit) => unit !== undefined);
}

/** "unknown property "titel"; did you mean "title"? Allowed here: title, breadcrumbs." */
export function unknownPropertyMessage(key: string, allowed: readonly string[], hint?: string): string {
  const suggestion = closest(key, allowed);
  const fix = hint ?? (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : '; remove it.');
  const list = allowed.length ? ` Allowed here: ${allowed.join(', ')}.` : '';
  return `unknown property ${JSON.stringify(key)}${fix}${list}`;
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

const formatWords: Record<string, string> = {
  url: 'a full address, for example https://example.com',
  datetime:
    'a date and time, for example "2020-08-23T17:00:00-07:00" (year-month-day, T, hours:minutes:seconds, offset from UTC)',
  date: 'a date, for example "2020-08-23" (year-month-day)',
  email: 'an email address, for example hello@example.com',
};

function isIconList(values: readonly unknown[]): boolean {
  return values.length === iconNames.length && iconNames.every((name) => values.includes(name));
}

/** What to type instead, when the value is of the wrong kind: often only the quotes are wrong. */
function typeFix(expected: string, input: unknown, schema: z.ZodType, path: JsonPath): string {
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean'))
    return `; put it in double quotes: "${input}"`;
  if ((expected === 'number' || expected === 'int') && typeof input === 'string') {
    if (input.trim() !== '' && Number.isFinite(Number(input))) return `; remove the double quotes: ${Number(input)}`;
    const digits = input.replace(/[^\d.-]/g, '');
    if (/\d/.test(digits) && Number.isFinite(Number(digits)))
      return `; write the number alone, without quotes, units or currency sign: ${Number(digits)}`;
  }
  if (expected === 'int' && typeof input === 'number') {
    const seconds = unitAt(schema, path)?.unit === 'milliseconds' && input > 0 && input < 100;
    return seconds
      ? `; timings are in milliseconds, so for ${input} seconds write ${Math.round(input * 1000)}`
      : `; write a whole number, for example ${Math.round(input)}`;
  }
  if (expected === 'boolean' && typeof input === 'string' && /^(true|false)$/i.test(input.trim()))
    return `; remove the double quotes: ${input.trim().toLowerCase()}`;
  if (expected === 'boolean' && typeof input === 'string' && /^(yes|no|on|off|y|n)$/i.test(input.trim()))
    return `; write ${/^(yes|on|y)$/i.test(input.trim())} (without quotes)`;
  if (expected === 'boolean' && (input === 1 || input === 0)) return `; write ${input === 1} instead of ${input}`;
  if (expected === 'array' && input !== null && typeof input === 'object') return '; put it in a list: [ { … } ]';
  if (expected === 'record' && path.at(-1) === 'props')
    return '; write the props to change as an object, for example "props": { "layout": "grid" }';
  if (expected === 'object') {
    const keys = allowedKeysAt(schema, path);
    if (keys.length > 0) return `; write an object with ${keys.join(', ')}`;
  }
  if (input === null) return '; write a value instead of null, or leave the property out if it is optional';
  return '';
}

/** A corrected spelling that the pattern accepts (lower case, dashes for spaces, a leading slash), if one is near. */
function patternFix(input: string, pattern: string | RegExp | undefined): string | undefined {
  if (!pattern) return undefined;
  const literal = typeof pattern === 'string' ? /^\/(.*)\/([a-z]*)$/s.exec(pattern) : null; // zod reports "/source/flags"
  const accepts = literal ? new RegExp(literal[1], literal[2]) : new RegExp(pattern);
  if (accepts.source.includes('(?!')) return undefined; // a pattern that forbids something: no spelling fixes it
  const trimmed = input.trim();
  // Each part between slashes as a name ("/Our Offer/Été" → "/our-offer/ete"), the slashes kept.
  const slugged = trimmed
    .split('/')
    .map((part, index, parts) => (part === '' && (index === 0 || index === parts.length - 1) ? '' : slug(part)))
    .join('/');
  // A loop, not /(.)\/+$/: that pattern, tried at each place of a long run of slashes, takes time by its square.
  const withoutEndSlash = (candidate: string) => {
    let end = candidate.length;
    while (end > 1 && candidate[end - 1] === '/') end--;
    return candidate.slice(0, end);
  };
  const candidates = [trimmed, `/${trimmed}`, slugged, `/${slugged}`].flatMap((candidate) => [
    candidate,
    withoutEndSlash(candidate),
  ]);
  return candidates.find((candidate) => candidate !== input && accepts.test(candidate));
}

function messageFor(
  issue: ZodIssue,
  input: unknown,
  schema: z.ZodType,
  basePath: JsonPath,
): { message: string; key?: string }[] {
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) {
        const name = issue.path.at(-1);
        return [
          {
            message: `missing required property ${JSON.stringify(name)}: add it, with ${describeExpectedType(issue.expected)} as its value`,
          },
        ];
      }
      return [
        {
          message: `expected ${describeExpectedType(issue.expected)}, found ${describeValue(input)}${typeFix(issue.expected, input, schema, issue.path as JsonPath)}`,
        },
      ];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeysAt(schema, issue.path as JsonPath).filter((key) => key !== '$schema');
      const blockProps =
        allowed.includes('props') && allowed.includes('type')
          ? allowedKeysAt(schema, [...(issue.path as JsonPath), 'props'])
          : [];
      return issue.keys.map((key) => {
        let hint: string | undefined;
        if (blockProps.includes(key)) hint = '; the props of a block go inside "props": { … }, so move it there.';
        else if (allowed.includes('sections') && ['type', 'props', 'use'].includes(key))
          hint = '; a section belongs in the "sections" list: move it into "sections": [ … ].';
        else if (allowed.includes('use') && key === 'type')
          hint =
            '; a section either reuses a shared section ("use") or is a block ("type" and "props"), not both: remove one.';
        return { message: unknownPropertyMessage(key, allowed, hint), key };
      });
    }
    case 'invalid_value': {
      if (/, found /.test(issue.message)) return [{ message: issue.message }]; // the field's own message says what to write
      const suggestion = typeof input === 'string' ? closest(input, issue.values.map(String)) : undefined;
      const hint = suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : '';
      if (isIconList(issue.values)) {
        return [
          {
            message: `unknown icon ${describeValue(input).replace(/^the text /, '')}${hint || ';'} use a name from the icon list in docs/blocks.md`,
          },
        ];
      }
      return [{ message: `expected ${oneOf(issue.values)}, found ${describeValue(input)}${hint}` }];
    }
    case 'too_small':
    case 'too_big': {
      const bounds = typeof input === 'number' ? unitAt(schema, issue.path as JsonPath) : undefined;
      if (bounds) return [{ message: outOfRangeMessage(input as number, bounds) }];
      if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
        return [{ message: 'must not be empty: write some text' }];
      const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const exclusive = issue.inclusive === false;
      const bound =
        issue.code === 'too_small' ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
      const found = Array.isArray(input)
        ? `${input.length}`
        : typeof input === 'string'
          ? `${input.length} characters`
          : describeValue(input);
      const difference = Array.isArray(input) ? Math.abs(input.length - Number(limit)) : 0;
      const fix = Array.isArray(input)
        ? issue.code === 'too_small'
          ? `; add ${difference} more`
          : `; remove ${difference}`
        : typeof input === 'string'
          ? '; shorten it'
          : issue.code === 'too_small'
            ? '; write a larger number'
            : '; write a smaller number';
      return [{ message: `expected ${bound} ${sizeWords(issue.origin, limit)}, found ${found}${fix}` }];
    }
    case 'invalid_key': {
      const inner = issue.issues[0] as ZodIssue | undefined;
      const key = String(issue.path.at(-1) ?? input);
      const rule =
        inner && 'message' in inner && !/^Invalid/.test(inner.message)
          ? inner.message
          : 'this name is not allowed here';
      return [{ message: `the name "${key}" is not allowed here: ${rule}; rename it`, key }];
    }
    case 'invalid_format': {
      if (/, found /.test(issue.message)) return [{ message: issue.message }]; // the pattern's own message says what was found and what to do
      const expected = issue.message.startsWith('Invalid')
        ? `expected ${formatWords[issue.format] ?? `a valid ${issue.format}`}`
        : issue.message;
      const fix = issue.format === 'regex' && typeof input === 'string' ? patternFix(input, issue.pattern) : undefined;
      return [{ message: `${expected}, found ${describeValue(input)}${fix ? `; write ${JSON.stringify(fix)}` : ''}` }];
    }
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
  const all = result.error.issues as ZodIssue[];
  // zod adds the limit of safe whole numbers to a field with a smaller limit of its own: one message is enough.
  const ownLimit = (issue: ZodIssue) =>
    issue.code === 'too_big' && Math.abs(Number(issue.maximum)) !== Number.MAX_SAFE_INTEGER;
  const redundant = (issue: ZodIssue) =>
    issue.code === 'too_big' &&
    Number(issue.maximum) === Number.MAX_SAFE_INTEGER &&
    all.some((other) => other !== issue && ownLimit(other) && other.path.join('.') === issue.path.join('.'));
  for (const issue of all.filter((candidate) => !redundant(candidate))) {
    const input = 'input' in issue ? issue.input : valueAt(value, issue.path as JsonPath);
    // A record's key is reported at the key itself, in the object that holds it.
    const path = [...basePath, ...(issue.path as JsonPath).slice(0, issue.code === 'invalid_key' ? -1 : undefined)];
    for (const { message, key } of messageFor(issue, input, schema, basePath)) {
      const position = locate(source, path, key);
      issues.push({ file: source.file, ...position, path: key ? [...path, key] : path, message });
    }
  }
  return { issues };
}
