// JSON Schemas generated from the zod schemas, for editors (autocomplete, hover docs) and ajv-cli.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blockRegistry } from '../blocks/registry';
import { catalogueSchema } from '../schema/catalogue';
import { galleryLabelsSchema } from '../schema/gallery';
import { exampleProps } from './blockExamples';
import { pageSchema, sharedSectionSchema } from '../schema/page';
import { siteSchema } from '../schema/site';

/** What every text field holds, said once at the top of each file's schema (the site renders texts with CSS white-space: pre-line). */
const plainText =
  'Every text is plain text unless its description says "Rich text": markup such as <b> shows as typed, and "\\n" starts a new line.';

export const schemaFiles = {
  'page.schema.json': {
    schema: pageSchema,
    title: 'Page',
    description: `One page of the site: pages/<name>.json. ${plainText}`,
  },
  'section.schema.json': {
    schema: sharedSectionSchema,
    title: 'Shared section',
    description: `A section defined once in pages/_sections/<name>.json and reused with { "use": "<name>" }. ${plainText}`,
  },
  'site.schema.json': {
    schema: siteSchema,
    title: 'Site content',
    description: `Site-wide content: pages/_site.json. ${plainText}`,
  },
  'catalogue.schema.json': {
    schema: catalogueSchema,
    title: 'Shop catalogue',
    description: 'The demo shop products: pages/_catalogue.json.',
  },
  'gallery.schema.json': {
    schema: galleryLabelsSchema,
    title: 'Block gallery',
    description: 'The block gallery of the development server: pages/_gallery.json.',
  },
} as const;

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

type SchemaNode = { [key: string]: unknown };

/**
 * Names each block's alternative after its type and gives it the block's example.json as `examples`,
 * so an editor offers every block, complete, when the author starts a new section.
 */
function describeBlockVariants(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(describeBlockVariants);
  if (node === null || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  const properties = schema.properties as Record<string, SchemaNode> | undefined;
  const type = properties?.type?.const;
  if (typeof type === 'string' && type in blockRegistry && properties?.props) {
    schema.title = type;
    schema.description ??= blockRegistry[type as keyof typeof blockRegistry].props.description;
    const example = exampleProps(repositoryRoot, type);
    if (example) schema.examples = [{ type, props: example }];
  }
  Object.values(schema).forEach(describeBlockVariants);
}

export function jsonSchemaText(name: keyof typeof schemaFiles): string {
  const { schema, title, description } = schemaFiles[name];
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  describeBlockVariants(generated);
  const { $schema, ...rest } = generated;
  const document = { $schema, $id: name, title, ...rest, description };
  return `${JSON.stringify(document, null, 2)}\n`;
}
