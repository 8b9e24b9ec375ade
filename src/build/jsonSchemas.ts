// JSON Schemas generated from the zod schemas, for editors (autocomplete, hover docs) and ajv-cli.
import { z } from 'zod';
import { catalogueSchema } from '../schema/catalogue';
import { pageSchema, sharedSectionSchema } from '../schema/page';
import { siteSchema } from '../schema/site';

export const schemaFiles = {
  'page.schema.json': { schema: pageSchema, title: 'Page', description: 'One page of the site: pages/<name>.json.' },
  'section.schema.json': { schema: sharedSectionSchema, title: 'Shared section', description: 'A section defined once in pages/_sections/<name>.json and reused with { "use": "<name>" }.' },
  'site.schema.json': { schema: siteSchema, title: 'Site content', description: 'Site-wide content: pages/_site.json.' },
  'catalogue.schema.json': { schema: catalogueSchema, title: 'Shop catalogue', description: 'The demo shop products: pages/_catalogue.json.' },
} as const;

export function jsonSchemaText(name: keyof typeof schemaFiles): string {
  const { schema, title, description } = schemaFiles[name];
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  const document = { $schema, $id: name, title, ...rest, description };
  return `${JSON.stringify(document, null, 2)}\n`;
}
