// The development server's content (src/site-generator/devContent.ts): a page is answered from a
// first look while everything is still being checked, but only a page whose own checks pass; any
// problem waits for the full check, which reports every problem as a build does, and an answer for
// content that has changed since is never used. The full check on its worker thread is loadContent's,
// and the server's own thread goes on meanwhile.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scratchProject } from '../../tools/bench/buildScale';
import { loadContent, type Content } from '../../src/content/loadContent';
import { formatIssues } from '../../src/problems/contentIssue';
import { betweenFiles, contentPlugin } from '../../src/site-generator/contentPlugin';
import { devContent, workerChecker, type Checker, type FullCheck } from '../../src/site-generator/devContent';
import { pageDataUrl } from '../../src/shell/pageDataUrl';

const realPages = loadContent({ root: process.cwd() }).pages.length;
const shownPath = '/about-style-one';
const otherFile = 'pages/contact.json';
let dir: string;

beforeAll(() => {
  dir = scratchProject(process.cwd(), realPages);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

/** A checker whose checks end only when the test says, each with the content as it is on disk then. */
function heldChecker() {
  const asked: { generation: number; finish: () => void }[] = [];
  const checker: Checker = {
    check: (generation) =>
      new Promise<FullCheck>((resolve) => {
        asked.push({ generation, finish: () => resolve({ content: loadContent({ root: dir }), milliseconds: 0 }) });
      }),
    close: async () => {},
  };
  return { checker, asked };
}

/** Whether `promise` has settled once every task already queued has run (a first look is made at once). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

function editFile(file: string, edit: (text: string) => string): () => void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return () => writeFileSync(path, before);
}

const pageAt = (content: Content, path: string) => content.pages.find((page) => page.path === path);

describe('a first look', () => {
  test('answers a page, as the full check makes it, while the full check is still running', async () => {
    const { checker, asked } = heldChecker();
    const dev = devContent(dir, { checker });
    const looked = await dev.lookAt([shownPath]);
    expect(asked).toHaveLength(1); // started, never finished
    expect(looked.issues).toEqual([]);
    expect(pageAt(looked, shownPath)).toEqual(pageAt(loadContent({ root: dir }), shownPath));
    expect(looked.site).toEqual(loadContent({ root: dir }).site);
  });

  test('does not hold a page back for a problem in another page; the full check then reports it', async () => {
    const restore = editFile(otherFile, (text) => text.replace(/"path": "\/contact"/, '"path": 404'));
    try {
      const reported: Content[] = [];
      const { checker, asked } = heldChecker();
      const dev = devContent(dir, { checker, onChecked: ({ content }) => reported.push(content) });
      expect(pageAt(await dev.lookAt([shownPath]), shownPath)).toBeDefined();
      asked[0].finish();
      expect(await dev.everything()).toBe(reported[0]);
      expect(reported[0].issues.map((issue) => issue.file)).toContain(otherFile);
      expect(reported[0].issues).toEqual(loadContent({ root: dir }).issues);
    } finally {
      restore();
    }
  });

  test('a page with a problem waits for the full check, and gets every problem of every file', async () => {
    const shownFile = loadContent({ root: dir }).pages.find((page) => page.path === shownPath)!.file;
    // A section's problem: the page itself is still made, so only its problems can hold it back.
    const restore = editFile(shownFile, (text) => text.replace('"type": "featureBoxes"', '"type": "featureBoxs"'));
    try {
      const { checker, asked } = heldChecker();
      const dev = devContent(dir, { checker });
      const answer = dev.lookAt([shownPath]);
      expect(await settledYet(answer)).toBe(false);
      asked[0].finish();
      const looked = await answer;
      expect(looked.issues.length).toBeGreaterThan(0);
      expect(looked.issues).toEqual(loadContent({ root: dir }).issues);
    } finally {
      restore();
    }
  });

  test('a path no page gives waits for the full check, which says there is none', async () => {
    const { checker, asked } = heldChecker();
    const dev = devContent(dir, { checker });
    const answer = dev.lookAt(['/no-such-page']);
    expect(await settledYet(answer)).toBe(false);
    asked[0].finish();
    expect(pageAt(await answer, '/no-such-page')).toBeUndefined();
    expect((await answer).pages.length).toBe(realPages);
  });
});

describe('after a change', () => {
  test('the page is looked at again, and a full check of the content before the change is never used', async () => {
    const reported: Content[] = [];
    const { checker, asked } = heldChecker();
    const dev = devContent(dir, { checker, onChecked: ({ content }) => reported.push(content) });
    const before = pageAt(await dev.lookAt([shownPath]), shownPath)!;
    const shownFile = before.file;
    const restore = editFile(shownFile, (text) =>
      text.replace(`"title": ${JSON.stringify(before.title)}`, '"title": "Changed while checking"'),
    );
    try {
      dev.changed();
      expect(asked.map(({ generation }) => generation)).toEqual([0, 1]);
      asked[0].finish(); // reads the changed file, but was asked for before the change
      await new Promise((resolve) => setImmediate(resolve));
      expect(reported).toEqual([]);
      expect(pageAt(await dev.lookAt([shownPath]), shownPath)!.title).toBe('Changed while checking');
      asked[1].finish();
      expect(pageAt(await dev.everything(), shownPath)!.title).toBe('Changed while checking');
      expect(reported).toHaveLength(1);
    } finally {
      restore();
    }
  });
});

describe('the full check on its worker thread', () => {
  test('is what loadContent gives, problem for problem, and sees a file changed since', async () => {
    const checker = workerChecker(dir);
    try {
      const restore = editFile(otherFile, (text) => text.replace(/"path": "\/contact"/, '"path": 404'));
      let broken: FullCheck;
      try {
        broken = await checker.check(0);
        const expected = loadContent({ root: dir });
        expect(broken.content.issues.length).toBeGreaterThan(0);
        expect(broken.content.issues).toEqual(expected.issues);
        expect(broken.content.pages).toEqual(expected.pages);
      } finally {
        restore();
      }
      // The server's own thread goes on while the thread checks: it turns its event loop many times over.
      let turns = 0;
      let done = false;
      const turn = () => {
        turns += 1;
        if (!done) setImmediate(turn);
      };
      turn();
      const checking = checker.check(1).finally(() => (done = true));
      const fixed = await checking;
      expect(turns).toBeGreaterThan(20);
      expect(fixed.content.issues).toEqual([]);
      expect(fixed.content.pages).toEqual(loadContent({ root: dir }).pages);
      // The data the worker sends keeps each page's key beside that page.
      expect(fixed.content.pages.every((page) => typeof fixed.content.pageKeys.get(page) === 'string')).toBe(true);
    } finally {
      await checker.close();
    }
  }, 60_000);
});

describe('the content plugin on the development server', () => {
  /** The plugin's hooks on a stand-in for Vite's server: what its middlewares answer and what it sends the browser. */
  function servedPlugin(checker: Checker) {
    const middlewares: Connect.NextHandleFunction[] = [];
    const sent: { type: string; err?: { message: string } }[] = [];
    const server = {
      middlewares: { use: (handler: Connect.NextHandleFunction) => middlewares.push(handler) },
      watcher: { add: () => {}, on: () => {} },
      ws: { send: (payload: { type: string; err?: { message: string } }) => sent.push(payload) },
      config: { logger: { info: () => {}, warn: () => {} } },
      moduleGraph: { idToModuleMap: new Map() },
    } as unknown as ViteDevServer;
    const plugin = contentPlugin(dir, { checker });
    (plugin.configResolved as (config: unknown) => void)({ command: 'serve', inlineConfig: {} });
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
    /** Runs a GET of `url` through the middlewares: the answer, or what was passed on. */
    const get = (url: string) =>
      new Promise<{ status: number; body: string } | { passedOn: unknown }>((resolve) => {
        const run = (index: number) => {
          const response = {
            statusCode: 200,
            setHeader: () => {},
            end: (body: string) => resolve({ status: response.statusCode, body }),
          };
          middlewares[index]({ method: 'GET', url } as Connect.IncomingMessage, response as never, (error?: unknown) =>
            error || index + 1 >= middlewares.length ? resolve({ passedOn: error }) : run(index + 1),
          );
        };
        run(0);
      });
    const load = (id: string) => (plugin.load as (id: string) => Promise<string | undefined>)(id);
    return { get, sent, load };
  }

  /** Runs a check to its end, as the worker would. */
  const checkedNow = async (asked: { finish: () => void }[]) => {
    asked[asked.length - 1].finish();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const problemLines = (issues: Content['issues'], file: string) =>
    formatIssues(issues.filter((issue) => issue.file === file))
      .split('\n')
      .filter((line) => line.startsWith(file));

  test('serves a page while everything is checked, then sends the overlay every problem the full check found, and goes on serving the pages they do not touch', async () => {
    const restore = editFile(otherFile, (text) => text.replace(/"path": "\/contact"/, '"path": 404'));
    try {
      const { checker, asked } = heldChecker();
      const { get, sent } = servedPlugin(checker);
      const answer = await get(pageDataUrl(shownPath));
      expect(answer).toMatchObject({ status: 200 });
      expect(JSON.parse((answer as { body: string }).body)).toEqual(pageAt(loadContent({ root: dir }), shownPath));
      expect(sent).toEqual([]);
      await checkedNow(asked);
      const { issues } = loadContent({ root: dir });
      expect(issues.length).toBeGreaterThan(0);
      expect(sent).toEqual([{ type: 'error', err: { message: expect.any(String), stack: '' } }]);
      for (const line of problemLines(issues, otherFile)) expect(sent[0].err!.message).toContain(line);
      // Once everything is checked, the page, untouched by the problem, is still served.
      const after = await get(pageDataUrl(shownPath));
      expect(after).toMatchObject({ status: 200 });
    } finally {
      restore();
    }
  });

  test('a page with a problem of its own, or in a shared section it uses, is answered with those problems; the others are served', async () => {
    const restoreOwn = editFile('pages/faq.json', (text) => text.replace('{', '{,')); // not JSON any more
    const restoreShared = editFile('pages/_sections/team.json', (text) =>
      text.replace(/"type": "team"/, '"type": "teem"'),
    );
    try {
      const { checker, asked } = heldChecker();
      const { get } = servedPlugin(checker);
      const pending = get(pageDataUrl('/faq'));
      await checkedNow(asked);
      const { issues } = loadContent({ root: dir });
      const own = (await pending) as { passedOn: Error };
      expect(own.passedOn.message).toMatch(/^The page \/faq cannot be shown until this problem is fixed:/);
      expect(problemLines(issues, 'pages/faq.json').length).toBeGreaterThan(0);
      for (const line of problemLines(issues, 'pages/faq.json')) expect(own.passedOn.message).toContain(line);

      const usesTeam = (await get(pageDataUrl('/team'))) as { passedOn: Error };
      for (const line of problemLines(issues, 'pages/_sections/team.json'))
        expect(usesTeam.passedOn.message).toContain(line);
      expect(usesTeam.passedOn.message).not.toContain('pages/faq.json');

      expect(await get(pageDataUrl('/contact'))).toMatchObject({ status: 200 });
      expect(await get(pageDataUrl('/no-such-page'))).toMatchObject({ status: 404 });
    } finally {
      restoreOwn();
      restoreShared();
    }
  });

  test('knows every problem the checks between files report (a page with one still shows whole)', () => {
    const source = readFileSync(join(process.cwd(), 'src/content/crossFileChecks.ts'), 'utf8');
    const reported = [...source.matchAll(/say\('([a-z.-]+)'/g)].map((match) => match[1]);
    expect(reported.length).toBeGreaterThan(0);
    expect([...new Set(reported)].sort()).toEqual([...betweenFiles].sort());
  });

  test("the site's modules are served while a page has a problem; a broken site file stops them, a broken catalogue only the products", async () => {
    const load = (plugin: ReturnType<typeof servedPlugin>, id: string) => plugin.load(`\0${id}`);
    const restorePage = editFile('pages/faq.json', (text) => text.replace('{', '{,'));
    const restoreCatalogue = editFile('pages/_catalogue.json', (text) => text.replace('{', '{,'));
    try {
      const { checker, asked } = heldChecker();
      const plugin = servedPlugin(checker);
      const site = load(plugin, 'virtual:site');
      await checkedNow(asked);
      expect(await site).toMatch(/^export default \{/);
      await expect(load(plugin, 'virtual:catalogue')).rejects.toThrow(
        /^The shop's products cannot be shown until this problem is fixed:\npages\/_catalogue\.json:1:2/,
      );
    } finally {
      restorePage();
      restoreCatalogue();
    }
    const restoreSite = editFile('pages/_site.json', (text) => text.replace('{', '{,'));
    try {
      const { checker, asked } = heldChecker();
      const plugin = servedPlugin(checker);
      const site = expect(load(plugin, 'virtual:site')).rejects.toThrow(
        /^The site cannot be shown until this problem is fixed:\npages\/_site\.json:1:2/,
      );
      await checkedNow(asked);
      await site;
    } finally {
      restoreSite();
    }
  });
});
