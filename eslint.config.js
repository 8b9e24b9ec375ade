// One linter for the whole tree: the ecosystem's recommended rules, plus the project's layers as
// import rules, so a file that crosses a layer fails where it is written (docs/architecture.md, "Layers").
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers, in one place. Browser code runs in a visitor's or an author's browser; Node code reads
// files, builds and serves; shared code runs in both; tooling is what only the team runs.
const layers = {
  browser: [
    'src/blocks/**',
    'src/ui/**',
    'src/shell/**',
    'src/shop/**',
    'src/dev-gallery/**',
    'src/editor/app/**',
    'src/entry-client.tsx',
    'src/entry-boot.ts',
    'src/entry-server.tsx',
  ],
  // A block's schema and the registry are shared too: the build checks content with them, and
  // components take only their types.
  shared: [
    'src/schema/**',
    'src/richText/**',
    'src/problems/**',
    'src/json/**',
    'src/editor/shared/**',
    'src/blocks/registry.ts',
    'src/blocks/*/schema.ts',
  ],
  node: ['src/content/**', 'src/site-generator/**', 'src/server/**', 'src/cli/**', 'src/editor/server/**'],
  tooling: ['tools/**'],
};

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const nodeOnlyFolders = ['content', 'site-generator', 'server', 'cli', 'editor/server'];

// Browser and shared code: no Node built-in, no Node-only folder of src/, no tooling.
const browserSafeImports = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'Browser and shared code cannot use Node built-ins.' })),
  patterns: [
    {
      regex: `^(\\.\\./)+(${nodeOnlyFolders.join('|')})(/|$)`,
      message:
        'Browser and shared code cannot import Node-only code (src/content, src/site-generator, src/server, src/cli, src/editor/server).',
    },
    {
      regex: '^(\\.\\./)+editor/server(/|$)',
      message: 'Browser and shared code cannot import the editor server.',
    },
  ],
};
// Shared code: no browser code either (no components, no styles), so the build can run it in Node.
const noBrowserCode = {
  regex: '^(\\.\\./)+(ui|shell|shop|dev-gallery|editor/app)(/|$)|^\\.\\./app(/|$)|(^|/)index(\\.tsx)?$|\\.css$',
  message:
    'Shared code (schemas, problems, the editor’s shared data) cannot import browser code: components, styles, src/ui, src/shell.',
};
const noTooling = {
  regex: '^(\\.\\./)+tools/',
  message: 'The product (src/) cannot import tooling (tools/): it only runs on the team’s machines.',
};
// The whole site file (its theme, every language's words) is the prerender's: a browser script that
// imported it would carry all of it to every visitor.
const noWholeSiteFile = {
  paths: [
    {
      name: 'virtual:site-files',
      message:
        "Only the prerender (src/entry-server.tsx) reads the whole site file; browser code reads 'virtual:site'.",
    },
  ],
};
const noOtherBlock = {
  regex: '^\\.\\./(?!\\.\\./)',
  message: 'A block may not import another block’s folder: move what both need to src/ui/ or src/schema/.',
};

function restrictedImports(...groups) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: groups.flatMap((group) => group.paths ?? []),
        patterns: groups.flatMap((group) => group.patterns ?? []),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.dist-*/**',
      '.cache/**',
      'node_modules/**',
      'review-report/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules of hooks. The plugin's React Compiler rules judge code written for the
      // compiler; this project renders with React 18 and no compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests walk parsed JSON and HTML whose shape is the thing under test.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: layers.browser,
    ignores: ['src/entry-server.tsx'],
    rules: restrictedImports(browserSafeImports, noWholeSiteFile, { patterns: [noTooling] }),
  },
  {
    files: ['src/entry-server.tsx'],
    rules: restrictedImports(browserSafeImports, { patterns: [noTooling] }),
  },
  {
    files: ['src/blocks/*/**'],
    ignores: ['src/blocks/*/**/*.test.{ts,tsx}'],
    rules: restrictedImports(browserSafeImports, noWholeSiteFile, { patterns: [noTooling, noOtherBlock] }),
  },
  {
    files: layers.shared,
    ignores: ['src/blocks/*/schema.ts'],
    rules: restrictedImports(browserSafeImports, { patterns: [noTooling, noBrowserCode] }),
  },
  {
    files: ['src/blocks/*/schema.ts'],
    rules: restrictedImports(browserSafeImports, { patterns: [noTooling, noBrowserCode, noOtherBlock] }),
  },
  {
    files: layers.node,
    rules: restrictedImports({ patterns: [noTooling] }),
  },
);
