// Turns zod's issues into messages for authors: what was found, what was expected, where, and the
// code of each kind of problem (src/problems/messages.ts). A fix is offered only once it is checked:
// written in place of what is there, the value passes every check of its field. A fix that names a
// page, a file in public/ or a shared section waits for the other files (suggestions.ts settles it).
import type { z } from 'zod';
import { closest, describeExpectedType, describeValue } from './describeValue';
import { iconNames } from '../schema/iconNames';
import type { ContentIssue, Suggestion } from '../problems/contentIssue';
import { isMessageCode, messages, say, type MessageCode, type Problem } from '../problems/messages';
import { editorKindOf } from '../schema/editorHints';
import { foundText, ownMessageCodes, patternRuleOf, type ValueKind } from '../schema/patterns';
import { meantPagePath } from '../schema/page';
import { referenceOf } from '../schema/references';
import { locate, valueAt, type JsonPath, type JsonSource } from './jsonSource';
import { outOfRange, unitOf, type NumberUnit } from '../schema/units';
import { dateExplained } from './dates';
import type { CheckedIssue, PendingFix } from './suggestions';

type ZodIssue = z.core.$ZodIssue & { input?: unknown; params?: Record<string, unknown> };

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

/** What the layers of a field say of it, the outermost first. */
function markOf<T>(schema: z.ZodType, path: JsonPath, read: (layer: z.core.$ZodType) => T | undefined): T | undefined {
  const field = fieldAt(schema, path);
  return field === undefined
    ? undefined
    : layers(field)
        .map((layer) => read(layer as z.core.$ZodType))
        .find((mark) => mark !== undefined);
}

/** The unit and bounds of the number field at `path`, when it has them (src/schema/units.ts). */
const unitAt = (schema: z.ZodType, path: JsonPath): NumberUnit | undefined => markOf(schema, path, unitOf);

/** "unknown property "titel"; did you mean "title"? Allowed here: title, breadcrumbs." */
export function unknownProperty(
  key: string,
  allowed: readonly string[],
  present: readonly string[] = [],
): Problem & { suggestion?: Suggestion } {
  const meant = closest(key, allowed);
  // A name already written in the object is no fix: renaming to it would write it twice.
  const suggestion = meant !== undefined && !present.includes(meant) ? meant : undefined;
  const problem = say('property.unknown', { key, suggestion, allowed: allowed.join(', ') });
  return suggestion ? { ...problem, suggestion: { kind: 'property-name', value: suggestion } } : problem;
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
  email: 'an email address, for example hello@example.com',
};

function isIconList(values: readonly unknown[]): boolean {
  return values.length === iconNames.length && iconNames.every((name) => values.includes(name));
}

/** `root` with `value` at `path` (copies along the path only). */
function withValueAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt((root as Record<string | number, unknown>)?.[head], rest, value);
  return copy;
}

/** `root` with the key at `path` renamed `name`, in its place among the other keys. */
function withKeyRenamed(root: unknown, path: JsonPath, name: string): unknown {
  const parent = valueAt(root, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return root;
  const renamed = Object.fromEntries(
    Object.entries(parent).map(([key, value]) => [key === path.at(-1) ? name : key, value]),
  );
  return withValueAt(root, path.slice(0, -1), renamed);
}

/** Whether the checked value, so changed, has no problem left at `path` (or inside it). */
function mends(schema: z.ZodType, changed: unknown, path: JsonPath): boolean {
  const result = schema.safeParse(changed);
  if (result.success) return true;
  const at = JSON.stringify(path).slice(0, -1);
  return !result.error.issues.some((issue) => JSON.stringify(issue.path).startsWith(at));
}

/** The kind of fix a value is, from its field (a link, an image, a colour) or its own type. */
function kindOf(schema: z.ZodType, path: JsonPath, value: unknown): Extract<Suggestion, { value: unknown }>['kind'] {
  const reference = markOf(schema, path, referenceOf);
  if (reference === 'link' || reference === 'image') return reference;
  if (markOf(schema, path, editorKindOf) === 'colour') return 'colour';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'value';
}

/** The pieces of a message about the problem at `path`, before it is placed. */
interface Found extends Problem {
  key?: string;
  suggestion?: Suggestion;
  pending?: PendingFix;
}

/** A context for the messages of one validated value: checks a fix against the whole value. */
interface Context {
  schema: z.ZodType;
  value: unknown;
  /** The file the value is in: a page's file name is a path its author may mean. */
  file: string;
}

/** `value` at `path` as a fix, when it mends the problem there. */
function valueFix(context: Context, path: JsonPath, value: unknown): Suggestion | undefined {
  if (!mends(context.schema, withValueAt(context.value, path, value), path)) return undefined;
  return { kind: kindOf(context.schema, path, value), value } as Suggestion;
}

const referenceKinds: readonly ValueKind[] = ['page-path', 'link', 'image', 'shared-section'];

/**
 * The message of `code` with the first of `candidates` that mends the value at `path`, or without
 * one. A candidate that names something in another file is kept for suggestions.ts to settle.
 */
function withCandidates<P extends Record<string, unknown>>(
  context: Context,
  path: JsonPath,
  code: MessageCode,
  params: P,
  candidates: readonly string[] | undefined,
  kind: ValueKind | undefined,
  input: unknown,
): Found {
  const entry = messages[code] as { message: (params: P & { suggestion?: string }) => string };
  const fixes = [...new Set(candidates ?? [])].filter(
    (candidate) => candidate !== input && candidate !== '' && valueFix(context, path, candidate) !== undefined,
  );
  const field = kind ?? markOf(context.schema, path, referenceOf);
  if (field && referenceKinds.includes(field as ValueKind) && fixes.length > 0)
    return {
      code,
      message: entry.message(params),
      pending: { kind: field as PendingFix['kind'], candidates: fixes, code, params },
    };
  const [first] = fixes;
  if (first === undefined) return { code, message: entry.message(params) };
  return {
    code,
    message: entry.message({ ...params, suggestion: first }),
    suggestion: valueFix(context, path, first),
  };
}

/** What to type instead, when the value is of the wrong kind: often only the quotes are wrong. */
function typeFix(
  expected: string,
  input: unknown,
  schema: z.ZodType,
  path: JsonPath,
): { words: string; value?: unknown } {
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean'))
    return { words: `; put it in double quotes: "${input}"`, value: String(input) };
  if ((expected === 'number' || expected === 'int') && typeof input === 'string') {
    if (input.trim() !== '' && Number.isFinite(Number(input)))
      return { words: `; remove the double quotes: ${Number(input)}`, value: Number(input) };
    const digits = input.replace(/[^\d.-]/g, '');
    if (/\d/.test(digits) && Number.isFinite(Number(digits)))
      return {
        words: `; write the number alone, without quotes, units or currency sign: ${Number(digits)}`,
        value: Number(digits),
      };
  }
  if (expected === 'int' && typeof input === 'number') {
    const seconds = unitAt(schema, path)?.unit === 'milliseconds' && input > 0 && input < 100;
    return seconds
      ? {
          words: `; timings are in milliseconds, so for ${input} seconds write ${Math.round(input * 1000)}`,
          value: Math.round(input * 1000),
        }
      : { words: `; write a whole number, for example ${Math.round(input)}`, value: Math.round(input) };
  }
  if (expected === 'boolean' && typeof input === 'string' && /^(true|false)$/i.test(input.trim()))
    return {
      words: `; remove the double quotes: ${input.trim().toLowerCase()}`,
      value: input.trim().toLowerCase() === 'true',
    };
  if (expected === 'boolean' && typeof input === 'string' && /^(yes|no|on|off|y|n)$/i.test(input.trim())) {
    const meant = /^(yes|on|y)$/i.test(input.trim());
    return { words: `; write ${meant} (without quotes)`, value: meant };
  }
  if (expected === 'boolean' && (input === 1 || input === 0))
    return { words: `; write ${input === 1} instead of ${input}`, value: input === 1 };
  if (expected === 'array' && input !== null && typeof input === 'object')
    return { words: '; put it in a list: [ { … } ]' };
  if (expected === 'record' && path.at(-1) === 'props')
    return { words: '; write the props to change as an object, for example "props": { "layout": "grid" }' };
  if (expected === 'object') {
    const keys = allowedKeysAt(schema, path).filter((key) => key !== '$schema');
    if (keys.length > 0) return { words: `; write an object with ${keys.join(', ')}` };
  }
  if (input === null) return { words: '; write a value instead of null, or leave the property out if it is optional' };
  return { words: `; write ${describeExpectedType(expected)} here` };
}

function wrongKind(issue: ZodIssue & { expected: string }, input: unknown, context: Context, path: JsonPath): Found {
  const expected = describeExpectedType(issue.expected);
  const fix = typeFix(issue.expected, input, context.schema, path);
  const suggestion = fix.value === undefined ? undefined : valueFix(context, path, fix.value);
  const words = fix.value === undefined || suggestion ? fix.words : `; write ${expected} here`;
  return { ...say('value.wrong-kind', { expected, found: describeValue(input), fix: words }), suggestion };
}

function unknownKeys(issue: ZodIssue & { keys: string[] }, context: Context, path: JsonPath): Found[] {
  const { schema } = context;
  const allowed = allowedKeysAt(schema, path).filter((key) => key !== '$schema');
  const blockProps =
    allowed.includes('props') && allowed.includes('type') ? allowedKeysAt(schema, [...path, 'props']) : [];
  const object = valueAt(context.value, path);
  const present = object !== null && typeof object === 'object' ? Object.keys(object) : [];
  return issue.keys.map((key) => {
    const list = allowed.join(', ');
    if (blockProps.includes(key)) return { ...say('property.prop-beside-the-type', { key, allowed: list }), key };
    if (allowed.includes('sections') && ['type', 'props', 'use'].includes(key))
      return { ...say('section.outside-the-list', { key, allowed: list }), key };
    if (allowed.includes('use') && key === 'type') return { ...say('section.use-and-type', { allowed: list }), key };
    const problem = unknownProperty(key, allowed, present);
    // The fix is kept only when the renamed property is one its object takes.
    const renamed =
      problem.suggestion && withKeyRenamed(context.value, [...path, key], String(problem.suggestion.value));
    if (problem.suggestion && !mendsKey(schema, renamed, path, String(problem.suggestion.value)))
      return { ...say('property.unknown', { key, allowed: list }), key };
    return { ...problem, key };
  });
}

/** Whether no unknown-property problem is left at `path` for `key` once renamed. */
function mendsKey(schema: z.ZodType, changed: unknown, path: JsonPath, key: string): boolean {
  const result = schema.safeParse(changed);
  if (result.success) return true;
  const at = JSON.stringify(path);
  return !result.error.issues.some(
    (issue) => issue.code === 'unrecognized_keys' && JSON.stringify(issue.path) === at && issue.keys.includes(key),
  );
}

function notOneOf(issue: ZodIssue & { values: unknown[] }, input: unknown, context: Context, path: JsonPath): Found {
  if (/, found /.test(issue.message)) {
    // The field's own message says what to write: its code is marked on the field.
    const code = markOf(context.schema, path, (layer) => ownMessageCodes.get(layer)?.code) ?? 'value.rule';
    const only = issue.values.length === 1 ? valueFix(context, path, issue.values[0]) : undefined;
    return { code, message: issue.message, suggestion: only };
  }
  const meant = typeof input === 'string' ? closest(input, issue.values.map(String)) : undefined;
  const suggestion = meant === undefined ? undefined : valueFix(context, path, meant);
  const checked = suggestion ? meant : undefined;
  if (isIconList(issue.values))
    return {
      ...say('value.icon-unknown', { found: describeValue(input).replace(/^the text /, ''), suggestion: checked }),
      suggestion,
    };
  return {
    ...say('value.not-one-of', { values: oneOf(issue.values), found: describeValue(input), suggestion: checked }),
    suggestion,
  };
}

function outOfBounds(
  issue: ZodIssue & { code: 'too_small' | 'too_big'; origin: string; inclusive?: boolean },
  input: unknown,
  context: Context,
  path: JsonPath,
): Found {
  const bounds = typeof input === 'number' ? unitAt(context.schema, path) : undefined;
  if (bounds) {
    const range = outOfRange(input as number, bounds);
    const suggestion = range.suggestion === undefined ? undefined : valueFix(context, path, range.suggestion);
    return { ...say('number.out-of-range', { ...range, fix: suggestion ? range.fix : range.fallback }), suggestion };
  }
  const small = issue.code === 'too_small';
  const limitValue = small
    ? (issue as { minimum: number | bigint }).minimum
    : (issue as { maximum: number | bigint }).maximum;
  if (small && issue.origin === 'string' && Number(limitValue) === 1) return say('text.empty');
  const exclusive = issue.inclusive === false;
  const bound = small ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
  const limit = sizeWords(issue.origin, limitValue);
  if (Array.isArray(input)) {
    const difference = Math.abs(input.length - Number(limitValue));
    return say(small ? 'list.too-short' : 'list.too-long', { bound, limit, found: `${input.length}`, difference });
  }
  if (typeof input === 'string')
    return say(small ? 'text.too-short' : 'text.too-long', { bound, limit, found: `${input.length} characters` });
  return say(small ? 'number.too-small' : 'number.too-large', { bound, limit, found: describeValue(input) });
}

function badFormat(
  issue: ZodIssue & { format: string; pattern?: string },
  input: unknown,
  context: Context,
  path: JsonPath,
): Found {
  const rule = issue.format === 'regex' ? patternRuleOf(issue.pattern) : undefined;
  if (rule) {
    const explained = typeof input === 'string' ? rule.explain?.(input) : undefined;
    const params = { found: foundText(input), ...(explained?.fix ? { fix: explained.fix } : {}) };
    const candidates = [
      ...(explained?.candidates ?? []),
      ...(rule.kind === 'page-path' ? pathOfFile(context.file) : []),
    ];
    return withCandidates(context, path, rule.code, params, candidates, rule.kind, input);
  }
  if (['datetime', 'date', 'time'].includes(issue.format) && typeof input === 'string') {
    const { code, params, candidates } = dateExplained(input, issue.format);
    return withCandidates(context, path, code, params, candidates, 'text', input);
  }
  if (/, found /.test(issue.message)) return { code: 'value.form', message: issue.message }; // a pattern's own words, said in full
  const rule2 = issue.message.startsWith('Invalid')
    ? (formatWords[issue.format] ?? 'a text in the form this field takes')
    : issue.message;
  return say('value.form', {
    rule: `expected ${rule2}`.replace(/^expected (a|an) /, 'expected $1 '),
    found: describeValue(input),
  });
}

/** The path a page file's name gives ("pages/about-us.json" → "/about-us"), when the name is one a path may be. */
function pathOfFile(file: string): string[] {
  const name = /^pages\/([^/]+)\.json$/.exec(file)?.[1];
  if (name === undefined || name.startsWith('_')) return [];
  const meant = name === 'index' ? '/' : meantPagePath(name);
  return meant === undefined ? [] : [meant];
}

/** A custom issue: a rule of a schema, which names its code (and its fix) in its params. */
function customIssue(issue: ZodIssue & { code: 'custom' }, input: unknown, context: Context, path: JsonPath): Found {
  const params = issue.params ?? {};
  const code: MessageCode = isMessageCode(params.code)
    ? params.code
    : params.offset !== undefined
      ? 'text.rich-text'
      : 'value.rule';
  const candidates = Array.isArray(params.candidates) ? (params.candidates as string[]) : undefined;
  if (candidates) return withCandidates(context, path, code, {}, candidates, undefined, input);
  const suggestion = params.suggestion === undefined ? undefined : valueFix(context, path, params.suggestion);
  return { code, message: issue.message, ...(suggestion ? { suggestion } : {}) };
}

function messageFor(issue: ZodIssue, input: unknown, context: Context): Found[] {
  const path = issue.path as JsonPath;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined)
        return [
          say('property.missing', {
            name: String(path.at(-1)),
            expected: describeExpectedType(issue.expected),
          }),
        ];
      return [wrongKind(issue, input, context, path)];
    case 'unrecognized_keys':
      return unknownKeys(issue, context, path);
    case 'invalid_value':
      return [notOneOf(issue as ZodIssue & { values: unknown[] }, input, context, path)];
    case 'too_small':
    case 'too_big':
      return [outOfBounds(issue, input, context, path)];
    case 'invalid_key': {
      const inner = issue.issues[0] as ZodIssue | undefined;
      const key = String(path.at(-1) ?? input);
      const keyPath = path.slice(0, -1);
      const rule =
        inner?.code === 'invalid_format' ? patternRuleOf((inner as { pattern?: string }).pattern) : undefined;
      if (rule) {
        const candidates = rule.explain?.(key).candidates ?? [];
        const meant = candidates.find(
          (candidate) => candidate !== key && mendsKeyName(context, [...keyPath, key], candidate),
        );
        const problem = say('property.name-not-allowed', { key, rule: messages[rule.code].rule ?? inner!.message });
        return [
          {
            ...problem,
            code: rule.code,
            key,
            ...(meant ? { suggestion: { kind: 'property-name', value: meant } } : {}),
          },
        ];
      }
      const words =
        inner && 'message' in inner && !/^Invalid/.test(inner.message)
          ? inner.message
          : 'this name is not allowed here';
      return [{ ...say('property.name-not-allowed', { key, rule: words }), key }];
    }
    case 'invalid_format':
      return [badFormat(issue as ZodIssue & { format: string; pattern?: string }, input, context, path)];
    case 'invalid_union':
      return [say('value.no-form-matches', { found: describeValue(input), forms: '' })];
    case 'custom':
      return [customIssue(issue, input, context, path)];
    default:
      return [
        say('value.rule', { text: `${issue.message}; check this value against its description in docs/blocks.md` }),
      ];
  }
}

/** Whether the record key at `path`, renamed `name`, is one the record takes. */
function mendsKeyName(context: Context, path: JsonPath, name: string): boolean {
  const renamed = withKeyRenamed(context.value, path, name);
  const result = context.schema.safeParse(renamed);
  if (result.success) return true;
  const at = JSON.stringify([...path.slice(0, -1), name]);
  return !result.error.issues.some((issue) => JSON.stringify(issue.path) === at);
}

/** Validates `value` (found at `basePath` in `source`) and returns the parsed data or the issues. */
export function validateAt<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: JsonSource,
  basePath: JsonPath,
): { data?: z.output<S>; issues: CheckedIssue[] } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { data: result.data, issues: [] };
  const issues: CheckedIssue[] = [];
  const all = result.error.issues as ZodIssue[];
  // zod adds the limit of safe whole numbers to a field with a smaller limit of its own: one message is enough.
  const ownLimit = (issue: ZodIssue) =>
    issue.code === 'too_big' && Math.abs(Number(issue.maximum)) !== Number.MAX_SAFE_INTEGER;
  const redundant = (issue: ZodIssue) =>
    issue.code === 'too_big' &&
    Number(issue.maximum) === Number.MAX_SAFE_INTEGER &&
    all.some((other) => other !== issue && ownLimit(other) && other.path.join('.') === issue.path.join('.'));
  const context: Context = { schema, value, file: source.file };
  for (const issue of all.filter((candidate) => !redundant(candidate))) {
    const input = 'input' in issue ? issue.input : valueAt(value, issue.path as JsonPath);
    // A record's key is reported at the key itself, in the object that holds it.
    const path = [...basePath, ...(issue.path as JsonPath).slice(0, issue.code === 'invalid_key' ? -1 : undefined)];
    for (const { key, suggestion, pending, ...problem } of messageFor(issue, input, context)) {
      const position = locate(source, path, key);
      issues.push({
        file: source.file,
        ...position,
        path: key ? [...path, key] : path,
        ...problem,
        ...(suggestion ? { suggestion } : {}),
        ...(pending ? { pending } : {}),
      });
    }
  }
  return { issues };
}

export type { ContentIssue };
