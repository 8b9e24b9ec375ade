// JSON Schemas generated from the zod schemas, for editors (autocomplete, hover docs) and ajv-cli.
// Each "pattern" carries its rule in plain words as "patternErrorMessage", which VS Code shows instead
// of the pattern itself, taken from the table of messages (src/problems/messages.ts) or else from the
// pattern's own zod message, so its words are written once; a description with examples gets a
// "markdownDescription" that shows them. ajv reads neither (tests/ajv-editor-keywords.cjs names them).
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blockRegistry } from '../blocks/registry';
import { messages } from '../problems/messages';
import { patternRuleBySource, patternWords } from '../schema/patterns';
import { catalogueSchema } from '../schema/catalogue';
import { galleryLabelsSchema } from '../schema/gallery';
import { exampleProps } from './blockExamples';
import { pageSchema, sharedSectionSchema } from '../schema/page';
import { siteSchema } from '../schema/site';
import { blogPostEntrySchema } from '../schema/collections/blogPostEntry';
import { layoutFileSchema } from '../schema/collections/layout';
import { projectEntrySchema } from '../schema/collections/projectEntry';

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
  'blog-post.schema.json': {
    schema: blogPostEntrySchema,
    title: 'Blog post',
    description: `One blog post: pages/blog/<slug>.json, shown at /blog/<slug>. ${plainText}`,
  },
  'project.schema.json': {
    schema: projectEntrySchema,
    title: 'Case study',
    description: `One case study: pages/projects/<slug>.json, shown at /projects/<slug>. ${plainText}`,
  },
  'layout.schema.json': {
    schema: layoutFileSchema,
    title: 'Collection layout',
    description: `The page every entry of a collection is shown on (pages/_layouts/<collection>.json), or every tag's or category's (pages/_layouts/blog-tag.json, pages/_layouts/projects-category.json). ${plainText}`,
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

/** The static message of each pattern a zod schema checks, by the pattern's source: the words of a pattern no rule of src/schema/patterns.ts holds. */
function ownPatternMessages(schema: unknown, found = new Map<string, string>(), seen = new Set<unknown>()) {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  const checkDef = def as { format?: string; pattern?: RegExp; error?: (issue: unknown) => unknown } | undefined;
  if (checkDef?.format === 'regex' && checkDef.pattern && checkDef.error) {
    const words = checkDef.error({ code: 'invalid_format', input: undefined });
    if (typeof words === 'string' && !words.includes('undefined')) found.set(checkDef.pattern.source, words);
  }
  // A zod schema's parts are in its definition; a plain object (an object's shape) holds schemas itself.
  for (const value of Object.values(def ?? (schema as Record<string, unknown>))) {
    if (Array.isArray(value)) value.forEach((item) => ownPatternMessages(item, found, seen));
    else if (value && typeof value === 'object') ownPatternMessages(value, found, seen);
  }
  if (def?.getter && typeof def.getter === 'function') ownPatternMessages((def.getter as () => unknown)(), found, seen);
  return found;
}

/** The words an editor shows for a value that breaks `node`'s pattern, or undefined. */
function patternErrorMessage(node: SchemaNode, own: ReadonlyMap<string, string>): string | undefined {
  const pattern = node.pattern as string;
  const rule = patternRuleBySource(pattern);
  if (rule) return patternWords(rule);
  if (node.format === 'date-time') return `${messages['date.form'].rule}; ${messages['date.form'].hint}`;
  if (node.format === 'date') return `${messages['day.form'].rule}; ${messages['day.form'].hint}`;
  return own.get(pattern);
}

/** Adds an editor's words to every pattern, and the examples to every description that has them. */
function addEditorWords(node: unknown, own: ReadonlyMap<string, string>): void {
  if (Array.isArray(node)) return node.forEach((item) => addEditorWords(item, own));
  if (node === null || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  if (typeof schema.pattern === 'string') {
    const words = patternErrorMessage(schema, own);
    if (words) schema.patternErrorMessage = words;
  }
  const examples = schema.examples;
  if (
    typeof schema.description === 'string' &&
    Array.isArray(examples) &&
    examples.length > 0 &&
    examples.every((example) => typeof example !== 'object' || example === null)
  ) {
    const shown = examples.map((example) => `\`${JSON.stringify(example)}\``).join(', ');
    schema.markdownDescription = `${schema.description}\n\nFor example: ${shown}`;
  }
  Object.values(schema).forEach((item) => addEditorWords(item, own));
}

export function jsonSchemaText(name: keyof typeof schemaFiles): string {
  const { schema, title, description } = schemaFiles[name];
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  describeBlockVariants(generated);
  addEditorWords(generated, ownPatternMessages(schema));
  const { $schema, ...rest } = generated;
  const document = { $schema, $id: name, title, ...rest, description };
  return `${JSON.stringify(document, null, 2)}\n`;
}
