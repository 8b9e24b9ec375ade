// The visual editor's speed on the development server, on the largest page of pages/: the time to open
// the editor (until its first check is back and the preview shows every section), and the delay from a
// keystroke to the preview showing it and to the validation message beside the field (targets in
// budgets.ts); and on the site settings (pages/_site.json, every page's frame, so a check of it
// checks the links of every page), the delay from a keystroke to its message, under the same target. Each is the median of several runs with its range, the load average beside it, since
// other work on a shared machine moves these numbers more than the editor does.
//
// The keystroke delays are measured inside the page, in its own clock: from the keydown event's time
// stamp to the MutationObserver callback that sees the change in the DOM (the preview frame's text,
// the message's element), so neither Playwright's round trips nor a polling interval count. Every
// keystroke is typed once the previous check is back (an author who paused), and nothing is saved.
//
// It runs in a process of its own (measureEditorTimesApart): after the bench's production builds, this
// process's NODE_ENV would give the development server production React.
// Run alone: npx tsx tools/bench/editorTimes.ts [--runs=5]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { launchChromium } from '../../src/cli/chromium';
import { budgets } from './budgets';
import { spread, type Spread } from './spread';

export interface EditorTimes {
  file: string;
  sections: number;
  runs: number;
  /** The first open, when the development server still bundles Puck and compiles every block. */
  firstOpenMs: number;
  openMs: Spread;
  keystrokeToPreviewMs: Spread;
  keystrokeToMessageMs: Spread;
  /** Of the message's delay, the server's check (the validation request, as the page's resource timing saw it). */
  validationRequestMs: Spread;
  /** The same on the site settings: a keystroke that empties the company name, to its message. */
  site?: { keystrokeToMessageMs: Spread; validationRequestMs: Spread };
  /** The same on the page with the longest blog article, as on the largest page. */
  article?: { file: string; keystrokeToMessageMs: Spread; validationRequestMs: Spread };
  /** The one-minute load average before and after, and the machine's cores. */
  load: { before: number; after: number; cores?: number };
  targets: { previewMs: number; messageMs: number };
}

const round = (values: number[]) => values.map((value) => Math.round(value));

function largestPage(root: string): string {
  const names = readdirSync(join(root, 'pages')).filter((name) => name.endsWith('.json') && !name.startsWith('_'));
  return `pages/${names.sort((a, b) => statSync(join(root, 'pages', b)).size - statSync(join(root, 'pages', a)).size)[0]}`;
}

/** `work`, or an error naming what never happened: a stuck run fails with a reason instead of hanging the bench. */
async function within<T>(work: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, fail) =>
      (timer = setTimeout(
        () => fail(new Error(`editor bench: ${what} did not happen within ${seconds} s`)),
        seconds * 1000,
      )),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const checkDone = (page: Page) =>
  page.locator('[data-editor-file][data-validation="done"]').waitFor({ timeout: 180_000 });

/** Wall-clock milliseconds from navigating to the editor until its first check is back and the preview shows all `sections`. */
async function openEditor(page: Page, url: string, sections: number): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await checkDone(page);
  await page
    .frameLocator('#preview-frame')
    .locator('[data-block]')
    .nth(sections - 1)
    .waitFor({ timeout: 180_000 });
  return performance.now() - started;
}

/**
 * Arms the page to time the next keystroke: from its keydown to the first DOM mutation, in the main
 * document or in the preview frame, after which `seen` holds. The resource timings are cleared first:
 * the page's few hundred modules fill the browser's buffer, and the validation request would find no
 * room in it. A script as text: tsx would wrap the
 * named functions of a callback in a helper the page lacks. It ends in `undefined`: Playwright would
 * wait for a returned promise, which only the keystroke, sent after this returns, can settle.
 */
const arm = (where: 'document' | 'preview', seen: string) => `
  performance.clearResourceTimings();
  window.__keystroke = new Promise((resolve) => {
    const target = ${where === 'preview' ? "document.querySelector('#preview-frame').contentDocument" : 'document'};
    let pressedAt;
    document.addEventListener('keydown', (event) => { pressedAt = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver((records) => {
      if (pressedAt === undefined || !(${seen})) return;
      resolve(performance.now() - pressedAt);
      observer.disconnect();
    });
    observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  undefined`;

async function keystrokeDelay(
  page: Page,
  key: string,
  where: 'document' | 'preview',
  seen: string,
  what: string,
): Promise<number> {
  await page.evaluate(arm(where, seen));
  await page.keyboard.press(key);
  return within(
    page.evaluate(() => (window as unknown as { __keystroke: Promise<number> }).__keystroke),
    60,
    what,
  );
}

/**
 * The duration of the keystroke's first validation request (of the edited file alone; the whole
 * check follows it), as the page's resource timing recorded it since `arm` cleared it.
 */
const validationMs = (page: Page) =>
  page.evaluate(() => {
    const [first] = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/__editor/validate')) as PerformanceResourceTiming[];
    return first ? first.responseEnd - first.requestStart : Number.NaN;
  });

interface WrittenSection {
  type?: string;
  id?: string;
  props?: { title?: unknown };
}

const sectionsOf = (root: string, file: string) =>
  (JSON.parse(readFileSync(join(root, file), 'utf8')) as { sections: WrittenSection[] }).sections;

/** The page with the longest blog article (its article's JSON the longest), if any page has one. */
function longestArticle(root: string): string | undefined {
  const lengths = readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .map((name) => {
      const articles = sectionsOf(root, `pages/${name}`).filter((section) => section.type === 'blogArticle');
      return {
        file: `pages/${name}`,
        length: articles.reduce((sum, article) => sum + JSON.stringify(article).length, 0),
      };
    })
    .filter(({ length }) => length > 0);
  return lengths.sort((a, b) => b.length - a.length)[0]?.file;
}

interface PageKeystrokes {
  previews: number[];
  messages: number[];
  requests: number[];
}

/**
 * On the page open in the editor: in its first section with a title of its own and no anchor yet,
 * each run types into the title (the preview's delay, `withPreview`), then one bad keystroke into
 * the anchor (the message's delay), then takes it back.
 */
async function pageKeystrokes(
  page: Page,
  root: string,
  file: string,
  runs: number,
  withPreview: boolean,
  progress: (line: string) => void,
): Promise<PageKeystrokes> {
  const written = sectionsOf(root, file);
  const index = written.findIndex(
    (section) => section.type && typeof section.props?.title === 'string' && section.id === undefined,
  );
  if (index < 0) throw new Error(`editor bench: ${file} has no section with a title and no anchor to type into`);
  const type = written[index].type!;
  const sameTypeBefore = written.slice(0, index).filter((section) => section.type === type).length;
  await page.getByText('Outline', { exact: true }).first().click();
  await page.getByText(type, { exact: true }).filter({ visible: true }).nth(sameTypeBefore).click();
  const anchor = page.locator('[data-field="anchor"] input').filter({ visible: true }).first();
  await anchor.waitFor(); // only a selected section has an anchor field: the page's own fields have none
  const title = page.locator('[data-field="title"] input').filter({ visible: true }).first();
  const measured: PageKeystrokes = { previews: [], messages: [], requests: [] };
  for (let run = 0; run < runs; run++) {
    if (withPreview) {
      // "Z<run>" typed first and waited for, so the measured keystroke, "q", is the only change in flight.
      const prefix = `Z${run}`;
      const marker = `${prefix}q`;
      await title.focus();
      await page.keyboard.press('End');
      await page.keyboard.type(prefix);
      await page.frameLocator('#preview-frame').getByText(prefix).first().waitFor();
      await checkDone(page);
      const seen = `records.some((record) => (record.target.textContent || '').includes(${JSON.stringify(marker)}))`;
      measured.previews.push(
        await keystrokeDelay(page, marker.slice(-1), 'preview', seen, `the preview showing "${marker}"`),
      );
      await checkDone(page);
    }
    await anchor.focus();
    measured.messages.push(
      await keystrokeDelay(
        page,
        'X',
        'document',
        `!!document.querySelector('[data-field-error="anchor"]')`,
        'the message beside the anchor field',
      ),
    );
    measured.requests.push(await validationMs(page));
    await page.keyboard.press('Backspace');
    await page.locator('[data-validation="done"][data-problems="0"]').waitFor();
    progress(
      `${file}, keystroke run ${run + 1} of ${runs}: ${withPreview ? `preview ${Math.round(measured.previews[run])} ms, ` : ''}message ${Math.round(measured.messages[run])} ms (request ${Math.round(measured.requests[run])} ms)`,
    );
  }
  return measured;
}

export async function measureEditorTimes(
  root: string,
  runs = 5,
  progress: (line: string) => void = (line) => console.error(`editor bench: ${line}`),
): Promise<EditorTimes> {
  const file = largestPage(root);
  const sections = sectionsOf(root, file).length;

  // A dependency cache of its own, so the first open is always the cold one and no other server's cache is touched.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const cacheDir = mkdtempSync(join(root, 'node_modules/.cache/nexus-editor-bench-'));
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    cacheDir,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  const before = loadavg()[0];
  await server.listen();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const base = server.resolvedUrls!.local[0];
    const url = `${base}edit?file=${file}`;
    const firstOpenMs = await openEditor(page, url, sections);
    progress(`first open of ${file} ${Math.round(firstOpenMs)} ms`);
    const opens: number[] = [];
    for (let run = 0; run < runs; run++) opens.push(await openEditor(page, url, sections));
    progress(`opens ${round(opens).join(', ')} ms`);
    const { previews, messages, requests } = await pageKeystrokes(page, root, file, runs, true, progress);
    const site = await siteKeystrokes(page, base, runs, progress);
    const articleFile = longestArticle(root);
    let article: EditorTimes['article'];
    if (articleFile) {
      await openEditor(page, `${base}edit?file=${articleFile}`, sectionsOf(root, articleFile).length);
      const measured = await pageKeystrokes(page, root, articleFile, runs, false, progress);
      article = {
        file: articleFile,
        keystrokeToMessageMs: spread(round(measured.messages)),
        validationRequestMs: spread(round(measured.requests)),
      };
    }
    return {
      file,
      sections,
      runs,
      firstOpenMs: Math.round(firstOpenMs),
      openMs: spread(round(opens)),
      keystrokeToPreviewMs: spread(round(previews)),
      keystrokeToMessageMs: spread(round(messages)),
      validationRequestMs: spread(round(requests)),
      site,
      article,
      load: { before, after: loadavg()[0], cores: availableParallelism() },
      targets: { previewMs: budgets.editor.keystrokeToPreviewMs, messageMs: budgets.editor.keystrokeToMessageMs },
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/**
 * The site settings: each run empties the company name with one keystroke (all of it selected, then
 * Backspace) and waits for the message beside it, then types the name back and waits for the check.
 */
async function siteKeystrokes(
  page: Page,
  base: string,
  runs: number,
  progress: (line: string) => void,
): Promise<EditorTimes['site']> {
  await page.goto(`${base}edit?file=pages/_site.json`);
  await checkDone(page);
  const name = page.locator('[data-field="brand.name"] input').filter({ visible: true }).first();
  const written = await name.inputValue();
  const messages: number[] = [];
  const requests: number[] = [];
  for (let run = 0; run < runs; run++) {
    await name.focus();
    await page.keyboard.press('ControlOrMeta+a');
    messages.push(
      await keystrokeDelay(
        page,
        'Backspace',
        'document',
        `!!document.querySelector('[data-field-error="brand.name"]')`,
        'the message beside the company name',
      ),
    );
    requests.push(await validationMs(page));
    await page.keyboard.type(written);
    await page.locator('[data-validation="done"][data-problems="0"]').waitFor();
    progress(
      `site settings run ${run + 1} of ${runs}: message ${Math.round(messages[run])} ms (request ${Math.round(requests[run])} ms)`,
    );
  }
  return { keystrokeToMessageMs: spread(round(messages)), validationRequestMs: spread(round(requests)) };
}

/** The measurement in a process of its own, with the development server's NODE_ENV. */
export function measureEditorTimesApart(root: string, runs = 5): EditorTimes {
  const run = spawnSync('npx', ['tsx', 'tools/bench/editorTimes.ts', `--runs=${runs}`], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the editor bench exited with ${run.status}`);
  return JSON.parse(run.stdout) as EditorTimes;
}

const figure = ({ median, min, max }: Spread) => (min === max ? `${median}` : `${median} (${min}–${max})`);
const verdict = (value: Spread, target: number) => `under ${target} ${value.median < target ? '(met)' : '(MISSED)'}`;

/** Said beside the load average when other work had the machine's cores: the delays are then longer than on a quiet machine. */
const shared = ({ before, after, cores }: EditorTimes['load']) =>
  cores !== undefined && Math.max(before, after) > cores
    ? ` on ${cores} cores: other work shared the machine, so these delays are longer than on a quiet one`
    : '';

/** The editor's part of docs/benchmarks.md. */
export function editorTimesMarkdown(times: EditorTimes | undefined): string[] {
  if (!times) return [];
  return [
    '## Visual editor (`npm run edit`)',
    '',
    `On the development server, in Chromium at 1366 px, on the largest page, \`${times.file}\` (${times.sections} sections). Median of ${times.runs} run(s), range in brackets, in milliseconds. A keystroke's delays are measured in the page, from the keydown event to the DOM change (the preview frame's text, the message's element), each typed once the previous check is back. Load average ${times.load.before.toFixed(2)} before, ${times.load.after.toFixed(2)} after${shared(times.load)}.`,
    '',
    '| measure | ms | target |',
    '| --- | --- | --- |',
    `| first open (the server bundles Puck and compiles every block) | ${times.firstOpenMs} | |`,
    `| open the editor (first check back, every section in the preview) | ${figure(times.openMs)} | |`,
    `| keystroke to the preview | ${figure(times.keystrokeToPreviewMs)} | ${verdict(times.keystrokeToPreviewMs, times.targets.previewMs)} |`,
    `| keystroke to the validation message | ${figure(times.keystrokeToMessageMs)} | ${verdict(times.keystrokeToMessageMs, times.targets.messageMs)} |`,
    `| of which the validation request | ${figure(times.validationRequestMs)} | |`,
    ...(times.site
      ? [
          `| site settings (\`pages/_site.json\`): keystroke to the validation message | ${figure(times.site.keystrokeToMessageMs)} | ${verdict(times.site.keystrokeToMessageMs, times.targets.messageMs)} |`,
          `| of which the validation request | ${figure(times.site.validationRequestMs)} | |`,
        ]
      : []),
    ...(times.article
      ? [
          `| longest article (\`${times.article.file}\`): keystroke to the validation message | ${figure(times.article.keystrokeToMessageMs)} | ${verdict(times.article.keystrokeToMessageMs, times.targets.messageMs)} |`,
          `| of which the validation request | ${figure(times.article.validationRequestMs)} | |`,
        ]
      : []),
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
  const times = await measureEditorTimes(process.cwd(), runs);
  console.log(JSON.stringify(times, null, 2));
}
