// `npm run review` end to end, in a copy of the project (src/cli/review/trialRepo.ts), never in the
// real pages: one heading changed in a page and one prop changed in a shared section. The report must
// name exactly the pages that look different (the page, and the pages that use the section without
// setting that prop themselves), with difference pictures for them alone, and exit with 1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { PNG } from 'pngjs';
import { makeTrialRepo, type TrialRepo } from '../../src/cli/review/trialRepo';
import { loadContent } from '../../src/content/loadContent';
import { expect, test } from './fixtures';

const root = process.cwd();

function run(repo: TrialRepo, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', 'review', '--', ...args], {
      cwd: repo.dir,
      env: { ...process.env, CI: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** Pixels drawn (not transparent) in a PNG data URL. */
function drawnPixels(dataUrl: string): number {
  const { data } = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  let count = 0;
  for (let index = 3; index < data.length; index += 4) if (data[index] > 0) count++;
  return count;
}

// Every page the site has: page files, collection entries, tag pages and a split listing's further pages.
const pagePaths = loadContent({ root }).pages.map((page) => page.path);

test.describe('npm run review', () => {
  let repo: TrialRepo;
  test.beforeEach(() => {
    repo = makeTrialRepo(root);
  });
  test.afterEach(() => repo.remove());

  test('names exactly the pages a changed heading and a changed shared-section prop affect, with difference pictures for them alone', async () => {
    test.setTimeout(300_000);
    repo.setJson('pages/contact.json', ['sections', 0, 'props', 'title'], 'Talk to Us');
    // Used by /digital-agency and /pricing; /pricing sets a title of its own.
    repo.setJson('pages/_sections/hosting-plans.json', ['props', 'title'], 'Plans for Every Size');

    const { status, stdout, stderr } = await run(repo, []);
    expect(status, stderr).toBe(1);
    // /de/contact shows the new heading too until its translation follows, and /de/digital-agency the new
    // title. Arabic holds back a page that shows a stale text: /ar/contact is left out, while /ar/pricing
    // hides the shared title behind its own and stays.
    const removed = ['/ar/contact'];
    const changed = ['/contact', '/de/contact', '/de/digital-agency', '/digital-agency'];
    const affected = [...removed, ...changed];
    // Compared too, looking the same: the Arabic home page, which links to the removed page.
    const compared = [...affected, '/ar'].sort();
    expect(stdout).toContain(`${affected.length} of ${pagePaths.length - removed.length} pages look different`);

    const result = JSON.parse(readFileSync(join(repo.dir, 'review-report/review.json'), 'utf8'));
    expect(result.pages.map((page: { path: string }) => page.path).sort()).toEqual(compared);
    for (const page of result.pages) {
      expect(page.status, page.path).toBe(removed.includes(page.path) ? 'removed' : 'changed');
      if (!changed.includes(page.path)) continue;
      expect(page.widths.map((width: { width: number }) => width.width)).toEqual([375, 768, 1366]);
      for (const width of page.widths)
        expect(width.differentPixels, `${page.path} at ${width.width} px`).toBeGreaterThan(0);
    }
    expect(result.pages.find((page: { path: string }) => page.path === '/digital-agency').files).toEqual([
      'pages/digital-agency.json',
      'pages/_sections/hosting-plans.json',
    ]);
    expect(result.same.map((page: { path: string }) => page.path).sort()).toEqual(
      pagePaths.filter((path) => !compared.includes(path)).sort(),
    );

    const { document } = new JSDOM(readFileSync(join(repo.dir, 'review-report/index.html'), 'utf8')).window;
    const sections = [...document.querySelectorAll('.page')];
    const pathOf = (section: Element) => section.querySelector('h2')!.firstChild!.textContent!.trim();
    expect(sections.map(pathOf)).toEqual(expect.arrayContaining(affected));
    const shown = sections.filter((section) => changed.includes(pathOf(section)));
    for (const section of shown) {
      const masks = [...section.querySelectorAll<HTMLImageElement>('.overlay img:last-child')].map(
        (image) => image.src,
      );
      expect(masks).toHaveLength(3);
      for (const mask of masks) expect(drawnPixels(mask)).toBeGreaterThan(0);
    }
    // A removed page's difference is the whole of its picture before: it has its overlays too.
    expect(document.querySelectorAll('.overlay')).toHaveLength((shown.length + removed.length) * 3);
    const files = [...document.querySelectorAll('h3 code')].map((code) => code.textContent);
    expect(files).toEqual(['pages/_sections/hosting-plans.json', 'pages/contact.json']);
    expect(document.body.textContent).toContain('+        "title": "Talk to Us",');
  });

  test('a change no page shows builds nothing and exits with 0; an unknown base exits with 2', async () => {
    test.setTimeout(120_000);
    repo.setJson('pages/_gallery.json', ['title'], 'All our blocks');
    const unchanged = await run(repo, []);
    expect(unchanged.status, unchanged.stderr).toBe(0);
    expect(unchanged.stdout).toContain('no page looks different');
    expect(unchanged.stderr).not.toContain('building');

    const unknown = await run(repo, ['no-such-branch']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('"no-such-branch" names no commit');
  });
});
