// The shipped content loaded with some files replaced or taken away, on a fixed day, and problems
// written as "code file:line:column path" to compare: the translations' and collections' tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../../src/content/loadContent';

export const root = process.cwd();

export const load = (files: Record<string, string> = {}, absentFiles: string[] = []) =>
  loadContent({
    root,
    pageTexts: Object.entries(files).map(([file, text]) => ({ file, text })),
    absentFiles,
    collections: { today: '2026-11-27' },
  });

export const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

export const placed = (
  issues: readonly { code?: string; file: string; line: number; column: number; path: unknown[] }[],
) => issues.map(({ code, file, line, column, path }) => `${code} ${file}:${line}:${column} ${path.join('.')}`);
