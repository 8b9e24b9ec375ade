// public/ is published as it is, so a symbolic link in it, or public/ itself as a link, would publish
// whatever it points to on the author's machine: the content check names it (npm run validate, the
// build, the development server's overlay, the editor), the build's copy of public/ never goes
// through one, and the development server does not serve through one.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';
import { copyPublicFolder, publicFolderPlugin, publicFolderProblems } from '../../src/site-generator/publicFolder';
import { scratchFolder } from '../tools/siteFixture';

const scratch = scratchFolder();
afterAll(scratch.cleanup);

const linkMessage = 'a symbolic link, which the build does not follow (it would publish whatever the link points to)';

let project: string | undefined;
/** A project of its own: the real pages/, and a public/ each test makes. */
function newProject(): string {
  project = mkdtempSync(join(tmpdir(), 'public-folder-'));
  cpSync(join(process.cwd(), 'pages'), join(project, 'pages'), { recursive: true });
  return project;
}
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

/** A folder outside every project, holding what a link could reach: a secret. */
function outsideFolder(): string {
  const outside = mkdtempSync(join(scratch.dir, 'outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'a secret outside the project\n');
  return outside;
}

describe('a symbolic link in public/ or as public/', () => {
  test('a link to a file or a folder in public/, however deep, is named; plain files are fine', () => {
    const root = join(scratch.dir, 'project');
    mkdirSync(join(root, 'public/images/team'), { recursive: true });
    writeFileSync(join(root, 'public/images/team/anna.svg'), '<svg/>');
    expect(publicFolderProblems(root)).toEqual([]);

    symlinkSync(join(scratch.dir, 'outside.txt'), join(root, 'public/images/team/passwd'));
    symlinkSync(scratch.dir, join(root, 'public/everything'));
    expect(publicFolderProblems(root)).toEqual([
      { file: 'public/everything', message: `${linkMessage}; put the file itself in public/, or remove the link` },
      {
        file: 'public/images/team/passwd',
        message: `${linkMessage}; put the file itself in public/images/team/, or remove the link`,
      },
    ]);
  });

  test('public/ itself as a link to a folder elsewhere is named, as a link inside it is, and nothing in it is listed', () => {
    const root = newProject();
    const outside = outsideFolder();
    cpSync(join(process.cwd(), 'public'), outside, { recursive: true });
    symlinkSync(outside, join(root, 'public'));
    expect(publicFolderProblems(root)).toEqual([
      { file: 'public', message: `${linkMessage}; replace the link with the folder itself` },
    ]);
    // npm run validate, the build and the development server check the content with loadContent.
    expect(loadContent({ root }).issues.map(formatIssue)).toEqual([
      `public:1:1 (top level): ${linkMessage}; replace the link with the folder itself`,
    ]);
  });

  test("the build's copy of public/ takes the files but the photos (the image step publishes those), keeps a file the build wrote, and refuses a link, public/ itself included", () => {
    const root = newProject();
    mkdirSync(join(root, 'public/images'), { recursive: true });
    writeFileSync(join(root, 'public/images/logo.svg'), '<svg/>');
    for (const photo of ['portrait.JPG', 'map.png', 'team.webp', 'hero.avif', 'moving.gif'])
      writeFileSync(join(root, 'public/images', photo), 'a photo');
    writeFileSync(join(root, 'public/index.html'), 'not the built page');
    const out = join(root, 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'the built page');
    copyPublicFolder(root, out);
    expect(readFileSync(join(out, 'images/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the built page');
    expect(readdirSync(join(out, 'images'))).toEqual(['logo.svg']);

    const outside = outsideFolder();
    symlinkSync(join(outside, 'secret.txt'), join(root, 'public/images/secret.txt'));
    const linkedOut = join(root, 'out-with-a-link');
    expect(() => copyPublicFolder(root, linkedOut)).toThrow(`public/images/secret.txt: ${linkMessage}`);

    rmSync(join(root, 'public'), { recursive: true });
    symlinkSync(outside, join(root, 'public'));
    const folderOut = join(root, 'out-of-a-linked-folder');
    expect(() => copyPublicFolder(root, folderOut)).toThrow(`public: ${linkMessage}`);
    for (const copied of [join(linkedOut, 'images/secret.txt'), join(folderOut, 'secret.txt')])
      expect(existsSync(copied)).toBe(false);
  });
});

describe('the development server', () => {
  let vite: ViteDevServer | undefined;
  let http: Server | undefined;
  afterEach(async () => {
    http?.close();
    await vite?.close();
    vite = http = undefined;
  });

  async function serve(root: string): Promise<string> {
    vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { ws: false, watch: null },
      plugins: [publicFolderPlugin(root)],
    });
    const server = createHttpServer(vite.middlewares);
    http = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const fetchText = (url: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) =>
      get(url, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      }).on('error', reject),
    );

  test('does not serve a file through a link in public/, nor from a public/ that is a link; a plain file is served', async () => {
    const root = newProject();
    const outside = outsideFolder();
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public/robots.txt'), 'User-agent: *\n');
    symlinkSync(join(outside, 'secret.txt'), join(root, 'public/secret.txt'));
    let base = await serve(root);
    expect(await fetchText(`${base}/robots.txt`)).toEqual({ status: 200, text: 'User-agent: *\n' });
    const throughLink = await fetchText(`${base}/secret.txt`);
    expect(throughLink.status).toBe(403);
    expect(throughLink.text).toContain(`public/secret.txt: ${linkMessage}`);
    expect(throughLink.text).not.toContain('a secret');

    await vite!.close();
    http!.close();
    rmSync(join(root, 'public'), { recursive: true });
    symlinkSync(outside, join(root, 'public'));
    base = await serve(root);
    const throughFolder = await fetchText(`${base}/secret.txt`);
    expect(throughFolder.status).toBe(403);
    expect(throughFolder.text).not.toContain('a secret');
  });
});
