// Every prerendered page is valid HTML by html-validate's standard rules. It reads the built files
// in dist/ (the web server of this suite builds them when they are missing or stale); no browser.
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';

const dist = join(process.cwd(), 'dist');

// "standard": the rules about what HTML allows (content models, attributes, ARIA, ids, forms).
// Not "recommended", which adds rules on how markup is written (lowercase doctype, no self-closing
// void elements): React writes the markup, so those would judge React, not this site.
const config: ConfigData = { extends: ['html-validate:standard'] };

const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .sort();

test('the build has prerendered pages to check', () => {
  expect(htmlFiles.length).toBeGreaterThan(40);
});

test('every prerendered page is valid HTML', async () => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const name of htmlFiles) {
    const report = await validator.validateFile(join(dist, name));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`dist/${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems, `${problems.length} problems`).toEqual([]);
});
