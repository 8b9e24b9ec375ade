// node src/cli/run.mjs <script.ts> [arguments]: runs one of the command-line scripts as a single
// module that esbuild bundled from it, kept in node_modules/.cache/nexus-cli and made again whenever a
// script or JSON file under src/ changes. Through tsx's loader each of the few hundred modules a script
// imports passes a hook on another thread, which was much of a one-page rebuild's start.
// Packages stay outside the bundle, imported from node_modules as usual.
//
// Plain JavaScript, so Node runs it without a loader. For a stack trace in the TypeScript sources, run
// with NODE_OPTIONS=--enable-source-maps (each bundle keeps its source map beside it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(srcDir, '../node_modules/.cache/nexus-cli');

const bundled = /\.([cm]?[jt]sx?|json)$/;

/**
 * Every file under src/ that a bundle can be made of (scripts and JSON, not tests), sorted, for the
 * key: any change there makes the bundles again. The blocks' screenshots and stylesheets are left out;
 * the screenshots alone are megabytes to hash at every start.
 */
function sourceFiles(dir = srcDir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.isFile() && bundled.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [path] : [];
    });
}

function sourceKey(script) {
  const hash = createHash('sha256').update(script);
  for (const file of sourceFiles()) hash.update(relative(srcDir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Each module's `import.meta.url` stays its own source file's, so a path it finds beside itself
 * (a worker's file, a file it hashes) is the same as when it runs unbundled.
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: extname(args.path).slice(1).replace(/^[cm]/, ''), // .mts is read as .ts, .mjs as .js
      };
    });
  },
};

async function bundle(script, outFile) {
  const { build } = await import('esbuild');
  const partial = `${outFile}.${process.pid}.partial.mjs`;
  await build({
    entryPoints: [script],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [ownUrls],
  });
  // Another build started at the same time may be writing the same bundle: each writes its own file and renames it.
  renameSync(`${partial}.map`, `${outFile}.map`);
  renameSync(partial, outFile);
  const name = basename(outFile).replace(/-[0-9a-f]+\.mjs$/, '-');
  for (const old of readdirSync(cacheDir)) {
    if (old.startsWith(name) && !old.startsWith(basename(outFile))) rmSync(join(cacheDir, old), { force: true });
  }
}

const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node src/cli/run.mjs <script.ts> [arguments]');
  process.exit(2);
}
const entry = resolve(script);
statSync(entry); // a missing script fails here, with its name
mkdirSync(cacheDir, { recursive: true });
const outFile = join(
  cacheDir,
  `${relative(srcDir, entry)
    .replaceAll(/[\\/]/g, '_')
    .replace(/\.tsx?$/, '')}-${sourceKey(relative(srcDir, entry))}.mjs`,
);
if (!existsSync(outFile)) await bundle(entry, outFile);
// The script reads its arguments as it would run alone.
process.argv = [process.argv[0], entry, ...rest];
await import(pathToFileURL(outFile).href);
