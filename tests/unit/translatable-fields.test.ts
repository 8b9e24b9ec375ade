// Which fields a translation gives, declared once by rule (src/schema/translatable.ts): every block's
// texts and its swappable links and images, listed from its example so a reviewer sees the whole list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { exampleProps } from '../../src/content/blockExamples';
import { mergeLayout } from '../../src/content/translations/mergePage';
import { mergeTranslation, newMerge } from '../../src/content/translations/mergeTranslation';
import { collections } from '../../src/schema/collections/collections';
import { siteSchema } from '../../src/schema/site';
import { stringTranslation, untranslated } from '../../src/schema/translatable';
import { href, imageSrc } from '../../src/schema/primitives';
import { anchorId } from '../../src/schema/page';

const root = process.cwd();
const shape = (path: (string | number)[]) => path.map((part) => (typeof part === 'number' ? '[]' : part)).join('.');

describe('what a field is to a translation', () => {
  test('a plain text is translated, a link and an image may be swapped, a code with a grammar comes from the source', () => {
    expect(stringTranslation(z.string().describe('A title.'))).toBe('text');
    expect(stringTranslation(href)).toBe('swappable');
    expect(stringTranslation(imageSrc)).toBe('swappable');
    expect(stringTranslation(anchorId)).toBe('untranslated');
    expect(stringTranslation(untranslated(z.string()))).toBe('untranslated');
  });

  test('numbers, choices and yes/no written in a translation are reported; texts are taken', () => {
    const schema = z.strictObject({ title: z.string(), count: z.number(), kind: z.enum(['a', 'b']), on: z.boolean() });
    const merge = newMerge();
    const merged = mergeTranslation(
      schema,
      { title: 'Plans', count: 3, kind: 'a', on: true },
      { title: 'Tarife', count: 4, kind: 'a' },
      [],
      merge,
    );
    expect(merged).toEqual({ title: 'Tarife', count: 3, kind: 'a', on: true });
    expect(merge.problems.map(({ path, problem }) => [path.join('.'), problem.code])).toEqual([
      ['count', 'translation.from-source'],
      ['kind', 'translation.from-source'],
    ]);
    expect(merge.texts).toEqual([{ path: ['title'], source: 'Plans', translated: 'Tarife' }]);
  });

  test("every block's translatable fields, from its example", () => {
    const listed = Object.fromEntries(
      blockTypes.map((type) => {
        const merge = newMerge();
        mergeTranslation(blockRegistry[type].props, exampleProps(root, type), undefined, [], merge);
        return [type, [...new Set(merge.texts.map(({ path }) => shape(path)))]];
      }),
    );
    expect(listed).toMatchSnapshot();
  });

  test("each collection's entry's translatable fields, and its layout's words, from the shipped files", () => {
    const listed = Object.fromEntries(
      collections.map(({ name, entrySchema, slotProps }) => {
        const entries = readdirSync(join(root, 'pages', name)).filter((file) => file.endsWith('.json'));
        const texts = new Set<string>();
        for (const file of entries) {
          const merge = newMerge();
          mergeTranslation(
            entrySchema,
            JSON.parse(readFileSync(join(root, 'pages', name, file), 'utf8')),
            undefined,
            [],
            merge,
          );
          for (const { path } of merge.texts) texts.add(shape(path));
        }
        const layout = newMerge();
        mergeLayout(
          JSON.parse(readFileSync(join(root, 'pages/_layouts', `${name}.json`), 'utf8')),
          undefined,
          layout,
          () => undefined,
          slotProps,
        );
        return [name, { entry: [...texts].sort(), layout: [...new Set(layout.texts.map(({ path }) => shape(path)))] }];
      }),
    );
    expect(listed).toMatchSnapshot();
  });

  test("the site file's translatable fields", () => {
    const merge = newMerge();
    mergeTranslation(siteSchema, JSON.parse(readFileSync('pages/_site.json', 'utf8')), undefined, [], merge);
    expect([...new Set(merge.texts.map(({ path }) => shape(path)))]).toMatchSnapshot();
  });
});
