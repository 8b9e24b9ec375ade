// npm run docs: regenerates what is generated from the blocks: docs/blocks.md and schemas/*.schema.json
// (whose editor completions carry each block's example), and lists props that still lack a description.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockReferenceText, undocumentedProps } from './blockReference';
import { jsonSchemaText, schemaFiles } from '../content/jsonSchemas';

const root = process.cwd();
writeFileSync(join(root, 'docs/blocks.md'), blockReferenceText(root));
console.log('docs/blocks.md');
for (const name of Object.keys(schemaFiles) as (keyof typeof schemaFiles)[]) {
  writeFileSync(join(root, 'schemas', name), jsonSchemaText(name));
  console.log(`schemas/${name}`);
}

const undocumented = undocumentedProps();
if (undocumented.length > 0) {
  console.warn(
    `\n${undocumented.length} props have no description (add .describe() in the block's schema.ts; editors show it on hover):`,
  );
  console.warn(undocumented.map((prop) => `  ${prop}`).join('\n'));
}
