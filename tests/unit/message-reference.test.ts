// The table of messages in docs/authoring.md is generated from the table of messages
// (src/problems/messages.ts) and kept current; each code it gives an example for is one that example
// of the error catalogue produces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogueExamples, GUIDE, guideWithMessageReference } from '../../src/cli/messageReference';
import { messages, type MessageCode } from '../../src/problems/messages';
import { loadMistake, mistakes } from './support/errorCatalogue';

const root = process.cwd();

describe('the table of messages in docs/authoring.md', () => {
  test('is up to date with src/problems/messages.ts and the catalogue (run "npm run docs" after changing either)', () => {
    expect(readFileSync(join(root, GUIDE), 'utf8')).toBe(guideWithMessageReference(root));
  });

  test('lists every code, each with a title and what to do', () => {
    const guide = readFileSync(join(root, GUIDE), 'utf8');
    for (const code of Object.keys(messages) as MessageCode[]) {
      expect(guide).toContain(`| \`${code}\` |`);
      expect(messages[code].title, code).not.toBe('');
      expect(messages[code].hint, code).not.toBe('');
    }
  });

  test.each([...catalogueExamples(root)])('the example of %s produces it', (code, fixture) => {
    const mistake = mistakes.find((candidate) => candidate.id === fixture)!;
    const { issues } = loadMistake(mistake);
    expect(issues.map((issue) => issue.code)).toContain(code);
  });
});
