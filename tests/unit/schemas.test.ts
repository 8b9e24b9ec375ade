// The JSON Schemas in schemas/ are generated from zod, kept current, and agree with zod.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { jsonSchemaText, schemaFiles } from '../../src/content/jsonSchemas';
import { galleryLabelsSchema } from '../../src/schema/gallery';
import { pageSchema } from '../../src/schema/page';

const root = process.cwd();

describe('generated JSON Schemas', () => {
  test.each(Object.keys(schemaFiles))(
    'schemas/%s is up to date (run "npm run schemas" after changing a block schema)',
    (name) => {
      const committed = readFileSync(join(root, 'schemas', name), 'utf8');
      expect(committed).toBe(jsonSchemaText(name as keyof typeof schemaFiles));
    },
  );

  /** Every node of a JSON Schema that has `key`. */
  function nodesWith(node: unknown, key: string, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
    if (Array.isArray(node)) node.forEach((item) => nodesWith(item, key, found));
    else if (node !== null && typeof node === 'object') {
      if (key in node) found.push(node as Record<string, unknown>);
      Object.values(node).forEach((item) => nodesWith(item, key, found));
    }
    return found;
  }

  test.each(Object.keys(schemaFiles))(
    'every pattern of schemas/%s carries its rule in plain words for the code editor, which ends with what to do',
    (name) => {
      const document = JSON.parse(jsonSchemaText(name as keyof typeof schemaFiles)) as unknown;
      for (const node of nodesWith(document, 'pattern')) {
        expect(node.patternErrorMessage, String(node.pattern)).toEqual(expect.any(String));
        expect(node.patternErrorMessage).not.toMatch(/\bregex|\bpattern\b|\benum\b/);
      }
    },
  );

  test('a description with examples shows them in the code editor', () => {
    const document = JSON.parse(jsonSchemaText('page.schema.json')) as unknown;
    const href = nodesWith(document, 'markdownDescription').find(
      (node) => node.$id === 'href' || String(node.description).startsWith('Where the link goes'),
    );
    expect(href?.markdownDescription).toMatch(/For example: `"\/contact"`, `"#"`/);
  });

  test("ajv in strict mode knows the code editors' keywords (tests/ajv-editor-keywords.cjs, as npm test runs it)", () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false });
    addFormats(ajv);
    (createRequire(import.meta.url)('../ajv-editor-keywords.cjs') as (ajv: Ajv2020) => void)(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8')));
    expect(validate(valid)).toBe(true);
  });
});

const valid = JSON.parse(readFileSync(join(root, 'pages/contact.json'), 'utf8'));
const clone = <T>(value: T): T => structuredClone(value);
/** The valid page with one section: a page title whose breadcrumb links to `href`. */
const pageLinkingTo = (href: string) => ({
  ...clone(valid),
  sections: [{ type: 'pageTitle', props: { title: 'x', breadcrumbs: [{ label: 'a', href }] } }],
});
/** The valid page with one section: a not-found block showing `image`. */
const pageShowingImage = (image: { src: string; alt: string; width: number; height: number }) => ({
  ...clone(valid),
  sections: [
    {
      type: 'notFound',
      props: { heading: 'a', subheading: 'b', message: 'c', button: { label: 'd', href: '/' }, image },
    },
  ],
});

/** Good and bad pages; each must get the same verdict from zod and from the JSON Schema. */
const examples: [string, unknown][] = [
  ['the contact page', valid],
  ['the not-found page', JSON.parse(readFileSync(join(root, 'pages/not-found.json'), 'utf8'))],
  ['the coming-soon page', JSON.parse(readFileSync(join(root, 'pages/coming-soon.json'), 'utf8'))],
  ['a page without sections', { ...clone(valid), sections: [] }],
  ['a page with an unknown header', { ...clone(valid), header: 'six' }],
  ['a page with an unknown top-level key', { ...clone(valid), colour: 'red' }],
  ['a page without a title', (({ title, ...rest }) => rest)(clone(valid))],
  ['a page path with capitals', { ...clone(valid), path: '/Contact' }],
  ['a section with an unknown type', { ...clone(valid), sections: [{ type: 'heroo', props: {} }] }],
  ['a section with a wrong prop type', { ...clone(valid), sections: [{ type: 'pageTitle', props: { title: 12 } }] }],
  [
    'a section with an extra prop',
    { ...clone(valid), sections: [{ type: 'pageTitle', props: { title: 'x', colour: 'red' } }] },
  ],
  ['a shared-section reference', { ...clone(valid), sections: [{ use: 'some-section' }] }],
  ['a shared-section reference with a bad name', { ...clone(valid), sections: [{ use: 'Some Section' }] }],
  ['a javascript: link', pageLinkingTo('javascript:alert(1)')],
  ['a data: link', pageLinkingTo('data:text/html,x')],
  ['a protocol-relative link', pageLinkingTo('//example.com')],
  ['a link with a backslash after the slash', pageLinkingTo('/\\example.com')],
  ['a link to a path no page has (checked after the shape)', pageLinkingTo('/no-such-page')],
  ['an image from another site', pageShowingImage({ src: '//cdn.example.com/x.svg', alt: '', width: 1, height: 1 })],
  ['an image path without a slash', pageShowingImage({ src: 'x.svg', alt: '', width: 1, height: 1 })],
  ['a phone link with spaces', pageLinkingTo('tel:+1 321 984')],
  ['an email link without a domain', pageLinkingTo('mailto:hello@example')],
  ['a web address with a space', pageLinkingTo('https://example.com/a b')],
  ['a page path with a space', pageLinkingTo('/contact us')],
  ['a link to a section of the page', pageLinkingTo('#plans')],
  [
    'an image on another site, by https',
    pageShowingImage({ src: 'https://cdn.example.com/x.svg', alt: '', width: 1, height: 1 }),
  ],
  ['an image without a width', pageShowingImage({ src: '/x.svg', alt: '', width: 0, height: 1 })],
  [
    'a countdown target that is not a date',
    {
      ...clone(valid),
      sections: [
        {
          type: 'comingSoon',
          props: {
            heading: 'a',
            target: 'soon',
            units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
            form: { fields: [{ name: 'email', label: 'e', kind: 'email' }], submitLabel: 'b', sentMessage: 's' },
          },
        },
      ],
    },
  ],
];

describe('zod and the JSON Schema accept and reject the same page files', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8')));

  test.each(examples)('%s', (_name, example) => {
    const byZod = pageSchema.safeParse(example).success;
    const byJsonSchema = validate(example) as boolean;
    expect(byJsonSchema).toBe(byZod);
  });

  test('the examples include both accepted and rejected files', () => {
    const verdicts = examples.map(([, example]) => pageSchema.safeParse(example).success);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});

describe("zod and the JSON Schema agree on the block gallery's file", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(join(root, 'schemas/gallery.schema.json'), 'utf8')));
  const gallery = JSON.parse(readFileSync(join(root, 'pages/_gallery.json'), 'utf8'));

  test.each([
    ['the gallery file', gallery, true],
    ['a gallery file without a title', (({ title, ...rest }) => rest)(clone(gallery)), false],
    ['a gallery file with sections, as if it were a page', { ...clone(gallery), sections: [] }, false],
  ] as const)('%s', (_name, example, accepted) => {
    expect([galleryLabelsSchema.safeParse(example).success, validate(example)]).toEqual([accepted, accepted]);
  });
});
