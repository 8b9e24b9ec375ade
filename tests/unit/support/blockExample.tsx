// A block's own test of its example: src/blocks/<type>/index.test.tsx renders
// src/blocks/<type>/example.json on the server, as the prerender does. A block whose example renders
// to a short page of HTML keeps it as a snapshot beside the block
// (src/blocks/<type>/__snapshots__/example.html), so a change to it shows up in its own folder; a
// longer one states instead what its example must show (texts, headings, links, images), which a
// reviewer can read and which fails on the part that broke. Its look is guarded by its visual
// baselines (src/blocks/<type>/__screenshots__/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { expect, test, vi } from 'vitest';
import { blockRegistry, type BlockType } from '../../../src/blocks/registry';
import { exampleProps } from '../../../src/content/blockExamples';
import { withBrandName } from '../../../src/schema/brandPlaceholder';
import { formattedHtml, renderOnServer } from './serverRender';

/** The shipped site's brand name, which "{brand}" in an example stands for, as the gallery shows it. */
const brandName = (
  JSON.parse(readFileSync(join(process.cwd(), 'pages/_site.json'), 'utf8')) as { brand: { name: string } }
).brand.name;

function renderExampleCleanly(type: BlockType, Block: ComponentType<never>): HTMLElement {
  const props = withBrandName(blockRegistry[type].props.parse(exampleProps(process.cwd(), type)), brandName);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let container: HTMLElement;
  try {
    container = renderOnServer(createElement(Block as ComponentType<object>, props as object));
    expect([...errors.mock.calls, ...warnings.mock.calls]).toEqual([]);
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
  // The block shows something: text, or images with alternative text (a row of partner logos).
  expect(container.textContent !== '' || container.querySelector('img[alt]:not([alt=""])') !== null).toBe(true);
  return container;
}

export function testExampleRendersCleanly(type: BlockType, Block: ComponentType<never>) {
  test(`the ${type} block renders its example on the server without errors or warnings`, () => {
    renderExampleCleanly(type, Block);
  });
}

export function testExampleMatchesSnapshot(type: BlockType, Block: ComponentType<never>) {
  test(`the ${type} block renders its example on the server without errors or warnings, as in its snapshot`, async () => {
    await expect(formattedHtml(renderExampleCleanly(type, Block))).toMatchFileSnapshot('./__snapshots__/example.html');
  });
}
