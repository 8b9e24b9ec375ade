// "$schema" names the JSON Schema an author's code editor loads for the file: each kind of file takes
// its own schema's path, as the shipped files write it, or nothing; an address elsewhere, which every
// author's editor would fetch, is refused with the path to write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';

const root = process.cwd();
const kinds = [
  { file: 'pages/contact.json', path: '../schemas/page.schema.json' },
  { file: 'pages/_sections/team.json', path: '../../schemas/section.schema.json' },
  { file: 'pages/_site.json', path: '../schemas/site.schema.json' },
  { file: 'pages/_catalogue.json', path: '../schemas/catalogue.schema.json' },
  { file: 'pages/_gallery.json', path: '../schemas/gallery.schema.json' },
];

/** The messages with `file` holding `$schema` (left out when undefined) instead of what it holds. */
function messagesWith(file: string, $schema: string | undefined): string[] {
  const { $schema: _written, ...rest } = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
  const text = JSON.stringify($schema === undefined ? rest : { $schema, ...rest }, null, 2);
  return loadContent({ root, pageTexts: [{ file, text }] }).issues.map(formatIssue);
}

describe('"$schema"', () => {
  test.each(kinds.map((kind) => [kind.file, kind] as const))(
    '%s: its own schema path or nothing, and no other',
    (_file, { file, path }) => {
      expect(JSON.parse(readFileSync(join(root, file), 'utf8')).$schema).toBe(path);
      expect(messagesWith(file, path)).toEqual([]);
      expect(messagesWith(file, undefined)).toEqual([]);
      for (const elsewhere of [
        'https://schemas.example.com/page.schema.json',
        '//example.com/x.json',
        '../page.schema.json',
      ]) {
        expect(messagesWith(file, elsewhere)).toEqual([
          `${file}:2:14 $schema: "$schema" names the JSON Schema of this file for your code editor: write ${JSON.stringify(path)}, or leave "$schema" out, found the text ${JSON.stringify(elsewhere)}`,
        ]);
      }
    },
  );
});
