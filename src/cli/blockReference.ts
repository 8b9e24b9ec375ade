// docs/blocks.md, generated from the registry: every block's purpose, props (type, required, default,
// description) and its example. The zod schemas are the source; this only lays them out. A prop that
// takes rich text is marked so, read from the editor-hint registry, like the editor reads it.
import { z } from 'zod';
import { blockCategories, blockRegistry, blockTypes, type BlockType } from '../blocks/registry';
import { editorKindOf } from '../schema/editorHints';
import { iconNames } from '../schema/iconNames';
import { markupHelp, richTextOptionsOf } from '../schema/richText';
import { exampleProps } from '../content/blockExamples';
import { formatJson } from '../json/formatJson';

const richTextMark = 'x-rich-text';

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  /** Set on a rich-text field here (never in schemas/): "lists" when it takes lists too. */
  [richTextMark]?: 'inline' | 'lists';
};

interface PropRow {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
  /** A shared shape (src/schema/primitives.ts), described once under "Common values". */
  shared: boolean;
}

/** Shared value shapes (src/schema/primitives.ts), described once under "Common values". */
const commonShapes: Record<string, string> = {
  href: '[link target](#link-targets)',
  imageSrc: '[image path](#images)',
  image: '[image](#images)',
  link: '[link](#links)',
  icon: '[icon name](#icons)',
};

export function propsJsonSchema(type: BlockType): JsonSchema {
  return z.toJSONSchema(blockRegistry[type].props, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (editorKindOf(zodSchema) === 'richText')
        jsonSchema[richTextMark] = richTextOptionsOf(zodSchema)?.lists ? 'lists' : 'inline';
    },
  }) as JsonSchema;
}

/** A field's description without the markup's help, which "Rich text" under "Common values" gives once. */
function ownDescription(schema: JsonSchema): string {
  const description = schema.description ?? '';
  const help = markupHelp({ lists: schema[richTextMark] === 'lists' });
  return schema[richTextMark] ? description.replace(help, '').trim() : description;
}

function range(min: number | undefined, max: number | undefined, unit = ''): string {
  const units = (count: number) => (unit && count === 1 ? unit.replace(/s$/, '') : unit);
  if (min !== undefined && max !== undefined) return `${min}–${max}${units(max)}`;
  if (min !== undefined) return `at least ${min}${units(min)}`;
  if (max !== undefined) return `at most ${max}${units(max)}`;
  return '';
}

function typeWords(schema: JsonSchema): string {
  if (schema.$ref) return commonShapes[schema.$ref.split('/').pop()!] ?? 'see the schema';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeWords).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ');
  const kind = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (kind) {
    case 'string':
      if (schema[richTextMark])
        return `[rich text](#rich-text)${schema[richTextMark] === 'lists' ? ' with lists' : ''}`;
      if (schema.format === 'date-time') return 'date and time, e.g. `"2020-08-23T17:00:00-07:00"`';
      if (schema.format === 'email') return 'email address';
      if (schema.format === 'uri') return 'web address';
      return 'text';
    case 'integer':
    case 'number': {
      const limits = range(schema.minimum, schema.maximum);
      return `${kind === 'integer' ? 'whole number' : 'number'}${limits ? ` (${limits})` : ''}`;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const count = range(schema.minItems, schema.maxItems, ' items');
      const item = schema.items ? typeWords(schema.items) : 'values';
      return `list of ${item === 'object' ? 'objects' : item}${count ? ` (${count})` : ''}`;
    }
    case 'object':
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        return `object: text keys → ${typeWords(schema.additionalProperties)}`;
      return 'object';
    default:
      return 'any value';
  }
}

/** One row per prop, nested props as `parent.child` and `list[].child`, shared shapes not expanded. */
function propRows(schema: JsonSchema, prefix = ''): PropRow[] {
  const rows: PropRow[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    rows.push({
      name: path,
      type: typeWords(prop),
      required: schema.required?.includes(name) ?? false,
      default: prop.default,
      description: ownDescription(prop),
      shared: prop.$ref !== undefined,
    });
    if (prop.$ref) continue;
    if (prop.properties) rows.push(...propRows(prop, `${path}.`));
    const items = prop.items;
    if (items?.properties && !items.$ref) rows.push(...propRows(items, `${path}[].`));
    for (const alternative of prop.anyOf ?? prop.oneOf ?? [])
      if (alternative.properties) rows.push(...propRows(alternative, `${path}.`));
  }
  return rows;
}

/** Props an editor would show without a description on hover (shared shapes carry their own). */
export function undocumentedProps(): string[] {
  return blockTypes.flatMap((type) =>
    propRows(propsJsonSchema(type))
      .filter((row) => row.description === '' && !row.shared)
      .map((row) => `${type}.${row.name}`),
  );
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function defaultWords(value: unknown): string {
  if (value === undefined) return '';
  const shown = JSON.stringify(value);
  if (shown.length <= 40) return `\`${shown}\``;
  return Array.isArray(value) ? `a built-in list of ${value.length}` : 'built in';
}

function propTable(rows: PropRow[]): string {
  if (rows.length === 0) return 'This block has no props: write `"props": {}`.';
  const lines = rows.map(
    (row) =>
      `| \`${row.name}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${defaultWords(row.default)} | ${cell(row.description)} |`,
  );
  return ['| prop | type | required | default | description |', '| --- | --- | --- | --- | --- |', ...lines].join('\n');
}

/** The section as an author pastes it into "sections". */
export function exampleSectionJson(type: string, props: unknown): string {
  return formatJson({ type, props });
}

function blockDoc(root: string, type: BlockType): string {
  const entry = blockRegistry[type];
  const example = exampleProps(root, type);
  const parts = [
    `### ${type}`,
    `*${entry.category}.* ${entry.props.description ?? ''}`.trim(),
    propTable(propRows(propsJsonSchema(type))),
    example
      ? `Example (a complete section for \`"sections"\`):\n\n\`\`\`json\n${exampleSectionJson(type, example)}\n\`\`\``
      : `No example yet: add \`src/blocks/${type}/example.json\`.`,
  ];
  return parts.join('\n\n');
}

const commonValues = `## Common values

These shapes recur in many blocks and are checked the same way everywhere.

### Link targets
Where a link goes, written as text:
- \`"/contact"\`: a page of this site (the \`path\` of a file in \`pages/\`); the build refuses a path no page has;
- \`"#"\`: a placeholder that goes nowhere; \`"#pricing"\` jumps to the section whose \`id\` is \`pricing\`;
- \`"https://example.com"\`, \`"mailto:hello@example.com"\`, \`"tel:+1234567890"\`.

\`javascript:\`, \`data:\`, \`vbscript:\` and \`file:\` addresses are refused.

### Links
A link with its visible text: \`{ "label": "Contact Us", "href": "/contact" }\`.

### Images
\`{ "src": "/images/banners/iot.svg", "alt": "A smart home", "width": 640, "height": 520 }\`
- \`src\`: a file in \`public/\`, written from \`/\` and without \`public\`; the build refuses a missing file;
- \`alt\`: what the image shows, read aloud by screen readers; \`""\` for a purely decorative image;
- \`width\`, \`height\`: the image's own size in pixels (it keeps its proportions on small screens).

### Rich text
Props marked *rich text* take a little formatting, written in the text itself (the others show their
text exactly as typed):

\`\`\`json
"**Price guarantee:** we match any offer. See [our pricing](/pricing) or *ask us*.\\nMon–Fri, 9:00–17:00"
\`\`\`

- \`**words**\` bold, \`*words*\` italic, \`[words](/pricing)\` a link (to a [link target](#link-targets), checked like every link), \`\\n\` a new line;
- *with lists*: lines starting \`- \` (a dash and a space) are the items of a list;
- a backslash shows a mark as typed: \`\\\\*\` in the file is a star, \`\\\\[\` a bracket (a star between spaces, as in \`"marked *"\`, needs none);
- nothing else: HTML such as \`<b>\` is refused, with the markup to write instead. The [authoring guide](authoring.md#links-and-emphasis-in-texts) shows more.

### Icons
${iconNames.map((name) => `\`${name}\``).join(', ')}.

### Timings
Every duration is a whole number of milliseconds: \`5000\` is five seconds.

### Forms
The forms of \`contactForm\`, \`faq\`, \`blogArticle\` (\`replyForm\`), \`banner\`, \`callToAction\` and \`comingSoon\`
share one shape (\`fields\`, \`submitLabel\`, \`sentMessage\`) and deliver where \`"forms.delivery"\` of
\`pages/_site.json\` says, or where their own \`delivery\` says: nowhere (\`"demo"\`, as shipped), a form
service, Netlify Forms or the visitor's mail program (docs/deploy.md, "Form delivery"). Their fields are sent
under their \`name\`; a password field never is. \`domainSearch\` and \`checkout\` have no one to send to
(a search needs a registrar, an order a shop system), so they stay demonstrations and send nothing.`;

export function blockReferenceText(root: string): string {
  const byCategory = blockCategories
    .map((category) => ({ category, types: blockTypes.filter((type) => blockRegistry[type].category === category) }))
    .filter((group) => group.types.length > 0);
  const contents = byCategory.map(
    ({ category, types }) =>
      `- **${category}**: ${types.map((type) => `[${type}](#${type.toLowerCase()})`).join(', ')}`,
  );
  const sections = byCategory.map(({ category, types }) =>
    [`## ${category}`, ...types.map((type) => blockDoc(root, type))].join('\n\n'),
  );
  return `${[
    '# Block reference',
    "<!-- Generated from the block schemas by `npm run docs`. Do not edit: change the block's schema.ts or example.json, then run `npm run docs`. -->",
    `Every section of a page is one block: \`{ "type": "<block>", "props": { … } }\` in the page's \`"sections"\` list (see [the authoring guide](authoring.md)). This reference lists all ${blockTypes.length} blocks, grouped as in the block gallery (\`/blocks\` on the development server, \`npm run dev\`). A prop marked "required: no" may be left out; it then takes its default. Nested props are written \`parent.child\`, and \`list[].child\` for each item of a list.`,
    contents.join('\n'),
    commonValues,
    ...sections,
  ].join('\n\n')}\n`;
}
