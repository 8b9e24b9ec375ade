// The layers of docs/architecture.md hold where code is written: ESLint, with the project's own
// config, refuses an import that crosses a layer.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function importProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import rules', () => {
  test.each([
    ['a block', 'src/blocks/team/index.tsx', "import { readFileSync } from 'node:fs';"],
    ['a block', 'src/blocks/team/index.tsx', "import { join } from 'path';"],
    ['a block', 'src/blocks/team/index.tsx', "import { loadContent } from '../../content/loadContent';"],
    ['the shell', 'src/shell/App.tsx', "import { buildSite } from '../site-generator/buildSite';"],
    ['the editor page', 'src/editor/app/api.ts', "import { readEditorState } from '../server/editorState';"],
    ['shared code', 'src/schema/page.ts', "import { loadContent } from '../content/loadContent';"],
    ['shared code', 'src/editor/shared/editorData.ts', "import { writeFileSync } from 'node:fs';"],
  ])('%s may not import Node code (%s: %s)', async (_layer, file, source) => {
    expect(await importProblems(file, source)).toHaveLength(1);
  });

  test.each([
    ['a schema', 'src/schema/primitives.ts', "import { Icon } from '../ui/Icon';"],
    ['a block’s schema', 'src/blocks/team/schema.ts', "import Team from './index';"],
    ['a block’s schema', 'src/blocks/team/schema.ts', "import { schema } from '../faq/schema';"],
    ['the editor’s shared data', 'src/editor/shared/editorData.ts', "import { say } from '../app/words';"],
  ])('%s is shared and may not import browser code or another block (%s: %s)', async (_layer, file, source) => {
    expect(await importProblems(file, source)).toHaveLength(1);
  });

  test('a block may not import another block’s folder', async () => {
    const [problem] = await importProblems('src/blocks/team/index.tsx', "import Faq from '../faq';");
    expect(problem).toMatch(/another block/);
  });

  test('the product may not import tooling', async () => {
    expect(await importProblems('src/cli/build.ts', "import { spread } from '../../tools/bench/spread';")).toHaveLength(
      1,
    );
  });

  test.each([
    [
      'a block uses shared UI and its own folder',
      'src/blocks/team/index.tsx',
      "import { Picture } from '../../ui/Picture';\nimport styles from './styles.module.css';",
    ],
    [
      'the editor page uses shared types',
      'src/editor/app/api.ts',
      "import type { ContentIssue } from '../../problems/contentIssue';",
    ],
    [
      'Node code uses anything in src/',
      'src/cli/build.ts',
      "import { readFileSync } from 'node:fs';\nimport { App } from '../shell/App';",
    ],
    ['tooling uses the product', 'tools/bench/main.ts', "import { loadContent } from '../../src/content/loadContent';"],
  ])('allowed: %s', async (_case, file, source) => {
    expect(await importProblems(file, source)).toEqual([]);
  });
});
