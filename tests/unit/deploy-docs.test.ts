// docs/deploy.md shows the headers each host needs; they must be the policy the build and the
// server use (src/site-generator/securityPolicy.ts), or a host set up from the docs would differ.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { headersFile, nginxSnippet } from '../../src/site-generator/hostHeaders';
import { hashedAssetCaching, securityHeaders } from '../../src/site-generator/securityPolicy';

const guide = readFileSync(join(process.cwd(), 'docs/deploy.md'), 'utf8');
const codeBlock = (language: string) => {
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(guide);
  if (!block) throw new Error(`docs/deploy.md has no \`\`\`${language} block`);
  return block[1];
};

describe('docs/deploy.md', () => {
  test('the nginx server block holds the snippet generated from the policy, line for line', () => {
    const indented = nginxSnippet()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    expect(codeBlock('nginx'), `replace the lines of the nginx block after the comment with:\n${indented}`).toContain(
      indented,
    );
  });

  test('the _headers shown is the file the build writes', () => {
    expect(codeBlock('text')).toBe(headersFile());
  });

  test('the table of headers gives every value of the policy', () => {
    for (const [name, value] of Object.entries({ ...securityHeaders, 'Cache-Control': hashedAssetCaching })) {
      expect(guide, name).toContain(`| \`${value}\` |`);
    }
  });
});
