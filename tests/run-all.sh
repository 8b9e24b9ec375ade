#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

step() { printf '\n== %s\n' "$1"; }

step "Style (Prettier) and lint (ESLint, with the layers' import rules)"
npx prettier --check . --log-level warn
npx eslint . --max-warnings 0

step "Content validation (zod, every file in pages/)"
npx tsx src/cli/validate.ts

step "JSON Schemas (ajv-cli in strict mode, every page file against schemas/)"
# The editors' words in the schemas (patternErrorMessage, markdownDescription) are keywords ajv is told of.
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/page.schema.json -d "pages/[!_]*.json"
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/section.schema.json -d "pages/_sections/*.json"
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/site.schema.json -d pages/_site.json
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/catalogue.schema.json -d pages/_catalogue.json
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/blog-post.schema.json -d "pages/blog/*.json"
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/project.schema.json -d "pages/projects/*.json"
npx ajv validate --spec=draft2020 -c ajv-formats -c ./tests/ajv-editor-keywords.cjs -s schemas/layout.schema.json -d "pages/_layouts/*.json"

step "Types"
npx tsc --noEmit

step "Unit tests (vitest)"
npx vitest run

step "Build (prerendered static site in dist/)"
npm run build

step "Browser tests (Playwright, /usr/bin/chromium)"
npx playwright test
