// npm run schemas: regenerates schemas/*.schema.json from the zod schemas.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaText, schemaFiles } from '../content/jsonSchemas';

for (const name of Object.keys(schemaFiles) as (keyof typeof schemaFiles)[]) {
  writeFileSync(join(process.cwd(), 'schemas', name), jsonSchemaText(name));
  console.log(`schemas/${name}`);
}
