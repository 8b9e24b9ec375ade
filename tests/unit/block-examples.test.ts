// Every block's example.json is complete and valid (links and images checked as in pages), and the
// block renders it on the server without throwing: the docs, the gallery and authors copy from it.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { blockTypes } from '../../src/blocks/registry';
import { exampleFile, readBlockExample } from '../../src/content/blockExamples';
import { formatIssue } from '../../src/content/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { blockSection } from '../../src/schema/page';

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

  test.each(blockTypes)('the %s example is valid content', (type) => {
    const example = readBlockExample(root, type);
    if (!example) return; // reported by the test above
    expect(problemsOf(type, example.text)).toEqual([]);
  });

  test.each(blockTypes)('the %s block renders its example on the server without errors or warnings', async (type) => {
    const example = readBlockExample(root, type);
    if (!example) return;
    const { props } = blockSection(type).parse({ type, props: JSON.parse(example.text) });
    const { default: Block } = (await import(`../../src/blocks/${type}/index.tsx`)) as { default: ComponentType<object> };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let html: string;
    try {
      html = renderToString(createElement(StaticRouter, { location: '/' }, createElement(Block, props as object)));
      expect([...errors.mock.calls, ...warnings.mock.calls]).toEqual([]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
    expect(html.length).toBeGreaterThan(50); // the block shows its content
  });
});
