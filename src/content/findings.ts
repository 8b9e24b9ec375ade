// What validating the content has found so far: every problem, and every value checked with its
// schema, for the cross-file checks that run once all files are read. One for a load's site-wide
// files, and one per page file checked (pageFileCheck.ts).
import type { z } from 'zod';
import type { Suggestion } from '../problems/contentIssue';
import type { Problem } from '../problems/messages';
import { checkReferences, type ContentFacts, type ReferenceGroup } from './crossFileChecks';
import type { ContentFile } from './contentFiles';
import { decodeFile } from './fileEncoding';
import { findReferences } from './findReferences';
import { locate, parseJsonSource, type JsonPath, type JsonSource } from './jsonSource';
import type { CheckedIssue } from './suggestions';
import { validateAt } from './zodIssues';

/** A problem as a check reports it: its code, its words, and the fix it offers when one was checked. */
export type Reported = Problem & { suggestion?: Suggestion };

interface CheckedValue {
  schema: z.ZodType;
  value: unknown;
  source: JsonSource;
  at: JsonPath;
  valid: boolean;
}

export interface ValidateOptions {
  explain?: (issue: CheckedIssue) => CheckedIssue;
  references?: boolean;
}

export class Findings {
  readonly issues: CheckedIssue[] = [];
  private readonly checked: CheckedValue[] = [];

  /** The file's JSON with the position of every value, or undefined and its syntax problem noted. */
  parse(input: ContentFile): JsonSource | undefined {
    const decoded = 'bytes' in input ? decodeFile(input.bytes) : { text: input.text.replace(/^\uFEFF/, '') };
    if ('problem' in decoded) {
      const { position, ...problem } = decoded.problem;
      this.issues.push({ file: input.file, ...position, path: [], ...problem });
      return undefined;
    }
    const { source, problems } = parseJsonSource(input.file, decoded.text);
    for (const { position, ...problem } of problems) this.issues.push({ file: input.file, ...position, ...problem });
    return source;
  }

  /**
   * Checks the shape of `value`, found at `at` in `source`: its data with defaults applied, or
   * undefined and its problems noted. `explain` may add to a message what only the caller knows;
   * `references: false` leaves the value out of the cross-file checks (files no author edits).
   */
  validate<S extends z.ZodType>(
    schema: S,
    value: unknown,
    source: JsonSource,
    at: JsonPath,
    options: ValidateOptions = {},
  ): z.output<S> | undefined {
    const result = validateAt(schema, value, source, at);
    this.issues.push(...(options.explain ? result.issues.map(options.explain) : result.issues));
    if (options.references !== false)
      this.checked.push({ schema, value, source, at, valid: result.issues.length === 0 });
    return result.data;
  }

  /** A problem with the value at `path` in `source`. */
  report(source: JsonSource, path: JsonPath, problem: Reported): void {
    this.issues.push({ file: source.file, ...locate(source, path), path, ...problem });
  }

  /** A problem with the key `key` itself, of the object at `path` in `source`. */
  reportKey(source: JsonSource, path: JsonPath, key: string, problem: Reported): void {
    this.issues.push({ file: source.file, ...locate(source, path, key), path: [...path, key], ...problem });
  }

  /** A problem with a file as a whole, such as a missing one. */
  reportFile(file: string, problem: Reported): void {
    this.issues.push({ file, line: 1, column: 1, path: [], ...problem });
  }

  /** What each value checked so far names in other files, in order: kept with a file's own checks, since the facts it is checked against change with other files. */
  referenceGroups(): ReferenceGroup[] {
    return this.checked.map(({ schema, value, at, valid }) => findReferences(schema, value, at, valid));
  }

  /** Checks what every value checked so far (or those of the file `only`) names in other files: pages, files in public/, products. */
  checkCrossFileReferences(facts: ContentFacts, only?: string): void {
    for (const { schema, value, source, at, valid } of this.checked)
      if (!only || source.file === only) this.issues.push(...checkReferences(schema, value, source, at, valid, facts));
  }
}
