// The build end to end in a scratch copy of the project (src/site-generator/buildSite.ts): after a
// full build, a changed input always changes its output and an unchanged page is reused as it was
// (its published file is the same file, never written again); the bundles hold no page, so they cannot grow
// with the number of pages. One full build, then incremental ones, each checking what it changed.
import { translationFileOf } from '../../src/content/translations/translationFiles';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scratchProject } from '../../tools/bench/buildScale';
import { loadContent } from '../../src/content/loadContent';
import { openValidationCache } from '../../src/content/validationCache';
import { buildSite, startPrerenderAhead } from '../../src/site-generator/buildSite';
import { startWorker, type StartedWorker } from '../../src/site-generator/prerenderPool';
import { dataFile, routeFile } from '../../src/site-generator/prerender';
import { needsCard } from '../../src/site-generator/seo/cardCache';
import { cardPath, shareImageOf } from '../../src/site-generator/seo/shareTags';

const realPages = loadContent({ root: process.cwd() }).pages.length;
/** The scratch project holds the real pages and these copies of them (scratchProject names them so). */
const generated = ['/generated-0', '/generated-1', '/generated-2'];

let dir: string;
/** The content of the last build. */
let content: ReturnType<typeof loadContent>;
const outDir = () => join(dir, 'dist');
const serverDir = () => join(dir, 'node_modules/.cache/nexus-server');
const published = (file: string) => join(outDir(), file);
const html = (path: string) => readFileSync(published(routeFile(path)), 'utf8');
/** A published file's identity: the same number after a build means the build reused the file as it was. */
const inode = (file: string) => statSync(published(file)).ino;

/** Validated as `npm run build` does, through the validation cache the builds keep: a stale check would show as an output that did not change. */
async function build(started?: StartedWorker) {
  content = loadContent({
    root: dir,
    cache: openValidationCache(join(dir, 'node_modules/.cache/nexus-content/checks'), 'validator-under-test'),
  });
  expect(content.issues).toEqual([]);
  return buildSite({ root: dir, outDir: outDir(), serverDir: serverDir(), content, log: () => {}, started });
}

function edit(file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

beforeAll(async () => {
  dir = scratchProject(process.cwd(), realPages + generated.length);
  const { plan } = await build();
  expect(plan.kind).toBe('full');
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

describe('a full build', () => {
  test('publishes every page with its data file, its share tags and its card (a PNG, never compressed again)', () => {
    const site = content.site!;
    for (const page of content.pages) {
      expect(html(page.path)).toContain('property="og:image"');
      expect(html(page.path)).toContain('application/ld+json');
      expect(JSON.parse(readFileSync(published(dataFile(page.path)), 'utf8')).path).toBe(page.path);
      if (needsCard(page)) expect(existsSync(published(cardPath(page.path)))).toBe(true);
      // A listing's further page names its first page's card, which is there.
      if (!page.share?.image) expect(existsSync(published(shareImageOf(page, site).src))).toBe(true);
    }
    expect(readdirSync(published('cards')).filter((file) => !file.endsWith('.png'))).toEqual([]);
  }, 60_000);

  test('the client and server bundles hold no page: no route table, no page data, so they do not grow with pages', () => {
    const bundles = [
      ...readdirSync(published('assets')).map((file) => published(`assets/${file}`)),
      ...readdirSync(serverDir())
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(serverDir(), file)),
    ];
    expect(bundles.length).toBeGreaterThan(2);
    for (const bundle of bundles) {
      const text = readFileSync(bundle, 'latin1');
      for (const path of generated) expect(text, bundle).not.toContain(path);
    }
  }, 60_000);
});

describe('after a full build', () => {
  test('a changed page is rendered again with its change, its card redrawn, and no other page touched', async () => {
    const [changed, other] = generated;
    const cardBefore = readFileSync(published(cardPath(changed)));
    const untouched = [routeFile(other), dataFile(other), cardPath(other), routeFile('/')].map((file) => [
      file,
      inode(file),
    ]);
    edit('pages/generated-0.json', /"title": "/, '"title": "Changed ');

    const { plan, rendered, cards } = await build();
    expect(plan.kind).toBe('incremental');
    expect(content.pageChecks.made).toBe(1);
    expect(rendered).toBe(1);
    expect(cards.drawn).toBe(1);
    expect(html(changed)).toMatch(/<title>Changed /);
    expect(readFileSync(published(dataFile(changed)), 'utf8')).toContain('"title":"Changed ');
    expect(readFileSync(published(cardPath(changed)))).not.toEqual(cardBefore);
    for (const [file, before] of untouched) expect(inode(file as string), file as string).toBe(before);
  }, 120_000);

  test('a changed shared section is rendered again in every page that uses it, and only there', async () => {
    const uses = (file: string) => readFileSync(join(dir, file), 'utf8').includes('"use": "ready-to-talk"');
    // A translation shows its source's sections: it uses what its source uses.
    const usingPages = content.pages.filter((page) => uses(translationFileOf(page.file)?.source ?? page.file));
    const using = usingPages.map((page) => page.path);
    // Translations are checked on every load, not kept as page checks: only the source pages count as checked again.
    const sourcesUsing = usingPages.filter((page) => !translationFileOf(page.file)).length;
    const notUsing = content.pages.find((page) => !uses(page.file))!.path;
    expect(using.length).toBeGreaterThan(1);
    const untouched = inode(routeFile(notUsing));
    const dataBefore = new Map(content.pages.map((page) => [page.path, JSON.stringify(page)]));
    edit('pages/_sections/ready-to-talk.json', '"title": "Ready to talk?"', '"title": "Ready to talk today?"');

    const { plan, rendered } = await build();
    expect(plan.kind).toBe('incremental');
    expect(sourcesUsing).toBeLessThan(using.length); // German pages use it too
    expect(content.pageChecks.made).toBe(sourcesUsing);
    // Arabic holds back a page with a stale text (/ar here): the pages that linked to it link to the
    // English one now, so they change too. Exactly the pages whose data changed are rendered again.
    const publishedPaths = content.pages.map((page) => page.path);
    const changed = content.pages.filter((page) => dataBefore.get(page.path) !== JSON.stringify(page));
    expect(
      using.filter((path) => publishedPaths.includes(path)).every((path) => changed.some((page) => page.path === path)),
    ).toBe(true);
    expect(rendered).toBe(changed.length);
    // A German page shows the changed English title until its translation follows it (a stale text is not shown).
    for (const path of using.filter((shown) => publishedPaths.includes(shown)))
      expect(html(path), path).toContain('Ready to talk today?');
    expect(inode(routeFile(notUsing))).toBe(untouched);
  }, 120_000);

  test('a prerender worker started while the content is checked renders the changed page; one that could not start is replaced, not waited for', async () => {
    edit('pages/generated-1.json', /"title": "/, '"title": "Ahead ');
    const ahead = startPrerenderAhead({ root: dir, outDir: outDir(), serverDir: serverDir() });
    expect(ahead).toBeDefined();
    const first = await build(ahead);
    expect(first).toMatchObject({ rendered: 1, cards: { drawn: 1 } });
    expect(html('/generated-1')).toMatch(/<title>Ahead /);
    expect(ahead!.exited).toBe(true); // stopped with the build

    edit('pages/generated-1.json', '"title": "Ahead ', '"title": "Again ');
    const broken = startWorker(join(dir, 'no-such-worker.js'), ahead!.setup);
    await new Promise((resolve) => broken.worker.once('exit', resolve)); // after its error: events.once would throw it
    const second = await build(broken);
    expect(second).toMatchObject({ rendered: 1, cards: { drawn: 1 } });
    expect(html('/generated-1')).toMatch(/<title>Again /);
  }, 120_000);

  test('a removed page takes its HTML, data, card and sitemap entry with it', async () => {
    const removed = generated[2];
    unlinkSync(join(dir, 'pages/generated-2.json'));

    const { plan } = await build();
    expect(plan.kind === 'incremental' && plan.removed).toEqual([removed]);
    for (const file of [routeFile(removed), dataFile(removed), cardPath(removed)]) {
      for (const copy of ['', '.br', '.gz']) expect(existsSync(published(file + copy)), file + copy).toBe(false);
    }
    expect(readFileSync(published('sitemap.xml'), 'utf8')).not.toContain(`${removed}<`);
    expect(existsSync(published(removed.slice(1))), 'the folder the page had').toBe(false);
    // Published: nothing of the build under way is left beside the folder.
    for (const leftover of ['.dist-next', '.dist-publishing'])
      expect(existsSync(join(dir, leftover)), leftover).toBe(false);
  }, 120_000);
});
