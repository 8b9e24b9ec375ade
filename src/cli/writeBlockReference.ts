// npm run docs: regenerates the generated docs: docs/blocks.md and schemas/*.schema.json from the blocks
// (whose editor completions carry each block's example), the table of messages in docs/authoring.md
// from src/problems/messages.ts, and lists props that still lack a description.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockReferenceText, undocumentedProps } from './blockReference';
import { jsonSchemaText, schemaFiles } from '../content/jsonSchemas';
import { GUIDE, guideWithMessageReference } from './messageReference';

const root = process.cwd();
writeFileSync(join(root, 'docs/blocks.md'), blockReferenceText(root));
console.log('docs/blocks.md');
writeFileSync(join(root, GUIDE), guideWithMessageReference(root));
console.log(GUIDE);
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
