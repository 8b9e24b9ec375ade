// npm run icons: regenerates public/icons.svg from src/cli/iconSprite.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSprite } from './iconSprite';

writeFileSync(join(process.cwd(), 'public', 'icons.svg'), iconSprite());
console.log('public/icons.svg');
