// The rules a text pattern checks, each written once: its message code (src/problems/messages.ts holds
// the words: the rule, which code editors show as the JSON Schemas' "patternErrorMessage", and what to
// do), and how to find what the author meant. zod reports a pattern that fails by the pattern alone,
// so the rules are kept by pattern: src/content/zodIssues.ts reads them to word the message and to
// check each fix against the whole field (and, for a link, an image or a page path, against the other
// files) before offering it.
import { z } from 'zod';
import { messages, type MessageCode } from '../problems/messages';

/** What the value of a field is, for a fix offered in it: a page path, a link, an image and a shared section's name concern other files. */
export type ValueKind = 'page-path' | 'link' | 'image' | 'shared-section' | 'text' | 'colour';

export interface Explained {
  /** What to do, in words, when no checked fix is offered (the entry's own words otherwise). */
  fix?: string;
  /** Values the author probably meant, best first: each is checked before it is offered. */
  candidates?: string[];
}

export interface PatternRule {
  code: MessageCode;
  /** What the value is: a page path, link or image is offered only once the other files say it exists (or is free). */
  kind: ValueKind;
  /** What the author probably meant by `input`, and what to do. */
  explain?: (input: string) => Explained;
}

const rulesByPattern = new Map<string, PatternRule>();
const rulesBySource = new Map<string, PatternRule>();

/** The rule of a pattern as zod reports it ("/^…$/i"). */
export const patternRuleOf = (pattern: string | undefined): PatternRule | undefined =>
  pattern === undefined ? undefined : rulesByPattern.get(pattern);

/** The rule of a pattern as a JSON Schema writes it (its source, without flags). */
export const patternRuleBySource = (source: string): PatternRule | undefined => rulesBySource.get(source);

/** The rule's words for a code editor: the rule, with its example, and what to do. */
export function patternWords(rule: PatternRule): string | undefined {
  const entry = messages[rule.code] as { rule?: string; hint: string };
  return entry.rule && `${entry.rule}; ${entry.hint}`;
}

/** `found the text "x"`, as messages say what was found. */
export const foundText = (value: unknown) =>
  typeof value === 'string'
    ? `found the text ${JSON.stringify(value.length > 80 ? `${value.slice(0, 79)}…` : value)}`
    : 'found no text';

/**
 * The message zod gives on its own (read where a schema is used without the loader, for example by a
 * rich text checking the links inside it): the rule, what was found and what to do in words. A value
 * is named only when it passes the pattern and names nothing in another file; the loader words its
 * own messages with fixes checked against the whole field.
 */
function ownMessage(regex: RegExp, rule: PatternRule, input: unknown): string {
  const entry = messages[rule.code] as {
    message: (params: { found: string; fix?: string; suggestion?: string }) => string;
  };
  const explained = typeof input === 'string' ? rule.explain?.(input) : undefined;
  const local = rule.kind === 'text' || rule.kind === 'colour';
  const suggestion = local ? explained?.candidates?.find((candidate) => regex.test(candidate)) : undefined;
  return entry.message({ found: foundText(input), fix: explained?.fix, suggestion });
}

/**
 * `schema` checked against `regex`, under `rule`: its message and fixes come from the rule. Each
 * pattern is written once, so two rules never share one (two rules that accept the same texts are
 * written differently).
 */
export function matching<T extends z.ZodString>(schema: T, regex: RegExp, rule: PatternRule, abort = false): T {
  const known = rulesByPattern.get(String(regex));
  if (known && known.code !== rule.code)
    throw new Error(`the pattern ${String(regex)} has two messages, ${known.code} and ${rule.code}`);
  rulesByPattern.set(String(regex), rule);
  if (!rulesBySource.has(regex.source)) rulesBySource.set(regex.source, rule);
  return schema.regex(regex, { abort, error: (issue) => ownMessage(regex, rule, issue.input) }) as T;
}

/**
 * The params a custom issue carries: its code, and the fix its message offers (`suggestion`, checked
 * by the schema against its own rule) or the values the author probably meant (`candidates`, for a
 * value that names something in another file: the loader offers one once it is found there). zod
 * keeps the params of a custom issue as they are.
 */
export function coded(code: MessageCode, fix: { suggestion?: unknown; candidates?: string[] } = {}) {
  return {
    code,
    ...(fix.suggestion !== undefined ? { suggestion: fix.suggestion } : {}),
    ...(fix.candidates && fix.candidates.length > 0 ? { candidates: fix.candidates } : {}),
  };
}

/** Fields whose own message (a zod error function, where an issue carries no params) is of one kind. */
export const ownMessageCodes = z.registry<{ code: MessageCode }>();
