// npm run translations -- stamp <file> [<json path>…]: writes, beside each translated text of a
// translation file, the fingerprint of the source text it translates (all its texts, or those at the
// paths given), once the translation has been checked against the source as it is now.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stampedTranslation } from '../content/translations/stampTranslation';

const [command, file, ...paths] = process.argv.slice(2);
if (command !== 'stamp' || !file) {
  console.error(
    'Usage: npm run translations -- stamp pages/<language>/<name>.json [<json path>…] (or pages/<language>/blog/<slug>.json…)',
  );
  process.exit(2);
}
const root = process.cwd();
try {
  const text = readFileSync(join(root, file), 'utf8');
  const stamped = stampedTranslation(root, file, text, paths);
  if (stamped !== text) writeFileSync(join(root, file), stamped);
  console.log(`${file}: ${paths.length === 0 ? 'every translated text' : paths.join(', ')} stamped.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
