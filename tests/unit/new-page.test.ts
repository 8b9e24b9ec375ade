// npm run new-page: writes a valid page file (with $schema) for the author to edit, and refuses,
// with a clear message and no stack trace, a path that is taken or malformed.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { NewPageRefusal, planNewPage, titleFromPath } from '../../src/cli/newPage';

const root = process.cwd();

function problemsOf(file: string, text: string): string[] {
  return loadContent({ root, pageTexts: [{ file, text }] })
    .issues.filter((issue) => issue.file === file)
    .map(formatIssue);
}

function refusal(args: string[]): string {
  try {
    planNewPage(root, args);
  } catch (error) {
    if (error instanceof NewPageRefusal) return error.message;
    throw error;
  }
  throw new Error(`new-page accepted ${args.join(' ')}`);
}

describe('new-page', () => {
  test('a new page is a valid page file named after its path, with $schema, a title and a page title section', () => {
    const { file, text } = planNewPage(root, ['/our-offer']);
    expect(file).toBe('pages/our-offer.json');
    const page = JSON.parse(text);
    expect(page).toMatchObject({
      $schema: '../schemas/page.schema.json',
      path: '/our-offer',
      title: 'Our Offer',
      header: 'default',
    });
    expect(page.sections).toEqual([
      {
        type: 'pageTitle',
        props: { title: 'Our Offer', breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Our Offer' }] },
      },
    ]);
    expect(problemsOf(file, text)).toEqual([]);
  });

  test('--from copies the sections and header of an existing page, as written (shared sections stay shared)', () => {
    const source = JSON.parse(readFileSync(join(root, 'pages/web-hosting.json'), 'utf8'));
    const { file, text } = planNewPage(root, ['/hosting-offer', '--from', '/web-hosting']);
    const page = JSON.parse(text);
    expect(page.sections).toEqual(source.sections);
    expect(page.header).toBe(source.header);
    expect(page).toMatchObject({
      $schema: '../schemas/page.schema.json',
      path: '/hosting-offer',
      title: 'Hosting Offer',
    });
    expect(problemsOf(file, text)).toEqual([]);
  });

  test('a nested path gets a flat file name', () => {
    expect(planNewPage(root, ['/services/web-design']).file).toBe('pages/services-web-design.json');
    expect(titleFromPath('/services/web-design')).toBe('Web Design');
  });

  test('an existing path is refused, naming the file that has it', () => {
    expect(refusal(['/contact'])).toBe(
      'the page /contact already exists: pages/contact.json. Choose another path, or edit that file.',
    );
  });

  test('a malformed path is refused with a corrected example', () => {
    expect(refusal(['/Our Offer'])).toBe(
      '"/Our Offer" is not a page path: a path starts with "/" and uses lowercase letters, digits and dashes, for example "/web-hosting". For example: npm run new-page -- /our-offer',
    );
    expect(refusal(['our-offer'])).toMatch(/For example: npm run new-page -- \/our-offer$/);
  });

  test('copying from a page that does not exist suggests the closest one', () => {
    expect(refusal(['/our-offer', '--from', '/contakt'])).toBe(
      'no page has the path /contakt; did you mean /contact? Copy from the "path" of a file in pages/.',
    );
  });

  test('a missing path or option value shows how to call the command', () => {
    expect(refusal([])).toBe('which page? Give its path.\nusage: npm run new-page -- /my-page [--from /existing-page]');
    expect(refusal(['/our-offer', '--from'])).toMatch(/^--from needs the path of an existing page/);
  });

  test('the command writes the file once, then refuses the same path without a stack trace', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'new-page-'));
    try {
      cpSync(join(root, 'pages'), join(workspace, 'pages'), { recursive: true });
      cpSync(join(root, 'public'), join(workspace, 'public'), { recursive: true }); // copied: a linked public/ is refused
      const run = (args: string[]) =>
        promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/newPage.ts'), ...args], {
          cwd: workspace,
        }).then(
          (result) => ({ code: 0, ...result }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
      const first = await run(['/our-offer']);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Created pages/our-offer.json for the page /our-offer.');
      expect(existsSync(join(workspace, 'pages/our-offer.json'))).toBe(true);

      const second = await run(['/our-offer']);
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        'new-page: the page /our-offer already exists: pages/our-offer.json. Choose another path, or edit that file.',
      );
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 30_000);
});
