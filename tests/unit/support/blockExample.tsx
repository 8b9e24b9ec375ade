// A block's own test of its example: src/blocks/<type>/index.test.tsx calls testBlockExample, which
// renders src/blocks/<type>/example.json on the server and keeps the formatted HTML beside the block
// (src/blocks/<type>/__snapshots__/example.html), so a change to a block shows up in its own folder.
import { createElement, type ComponentType } from 'react';
import { expect, test, vi } from 'vitest';
import { blockRegistry, type BlockType } from '../../../src/blocks/registry';
import { exampleProps } from '../../../src/content/blockExamples';
import { formattedHtml, renderOnServer } from './serverRender';

export function testBlockExample(type: BlockType, Block: ComponentType<never>) {
  test(`the ${type} block renders its example on the server without errors or warnings, as in its snapshot`, async () => {
    const props = blockRegistry[type].props.parse(exampleProps(process.cwd(), type));
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
    await expect(formattedHtml(container)).toMatchFileSnapshot('./__snapshots__/example.html');
  });
}
