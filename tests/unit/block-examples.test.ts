// Every block's example.json is complete and valid content (links and images checked as in pages).
// The docs, the gallery, the editor's completions and each block's own tests
// (src/blocks/<type>/index.test.tsx) all use it, so this is the one place its validity is checked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blockTypes } from '../../src/blocks/registry';
import { exampleFile, readBlockExample } from '../../src/content/blockExamples';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';

const root = process.cwd();

/** The example as the only section of a page, so it is validated exactly as content is. */
function problemsOf(type: string, propsText: string): string[] {
  const file = `pages/example-of-${type.toLowerCase()}.json`;
  const text = `{"path": "/example-of-${type.toLowerCase()}", "title": "Example", "description": "Example.", "header": "default", "noindex": true,\n"sections": [{"type": "${type}", "props":\n${propsText}}]}`;
  const { issues } = loadContent({ root, pageTexts: [{ file, text }] });
  return issues.filter((issue) => issue.file === file).map(formatIssue);
}

describe('block examples', () => {
  test('every registered block has an example.json', () => {
    expect(blockTypes.filter((type) => !readBlockExample(root, type)).map(exampleFile)).toEqual([]);
  });

  test('every registered block has its own test beside it (its rendered example and behaviour)', () => {
    expect(blockTypes.filter((type) => !existsSync(join(root, 'src/blocks', type, 'index.test.tsx')))).toEqual([]);
  });

  test.each(blockTypes)('the %s example is valid content', (type) => {
    const example = readBlockExample(root, type);
    if (!example) return; // reported by the test above
    expect(problemsOf(type, example.text)).toEqual([]);
  });
});
