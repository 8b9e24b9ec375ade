// public/ is published as it is. A symbolic link in it, or public/ itself as a link, would publish
// whatever it points to on the author's machine: the content loader names each one
// (src/content/contentFiles.ts), so npm run validate, the build, the development server's overlay
// and the editor refuse them; the build copies public/ itself, files only and never through a link
// (Vite's own copy follows links), and the development server does not serve through one either.
// The copy draws the template's artwork in the site's palette (svgPalette.ts). Photos are not copied:
// the image step publishes those the site shows or links to, upright and without the metadata a
// camera writes (a phone's GPS position), and none other (images/imagePipeline.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { linkOnPath, listAuthorFolder, readAuthorFile, symbolicLinkMessage } from '../content/authorFiles';
import { isRasterPath } from './images/contentImages';
import { validatedContentOf } from './validatedContent';
import { artworkRecolouring, recolouredSvg } from './svgPalette';

const PUBLIC_DIR = 'public';

/** One problem per symbolic link (or other non-file) in public/, or for public/ itself when it is a link. */
export function publicFolderProblems(root: string): { file: string; message: string }[] {
  return listAuthorFolder(root, PUBLIC_DIR).links.map((file) => ({ file, message: symbolicLinkMessage(file) }));
}

/**
 * Copies the files of public/ but its photos into `outDir`, as Vite would (a file the build wrote
 * keeps its place), refusing any link; its SVGs with the artwork colours of `recolouring`
 * (artworkRecolouring) replaced.
 */
export function copyPublicFolder(root: string, outDir: string, recolouring: ReadonlyMap<string, string> = new Map()) {
  const { files, links } = listAuthorFolder(root, PUBLIC_DIR);
  if (links.length > 0) throw new Error(links.map((file) => `${file}: ${symbolicLinkMessage(file)}`).join('\n'));
  for (const file of files.filter((name) => !isRasterPath(name))) {
    const read = readAuthorFile(root, file);
    if (!read) continue;
    const bytes =
      recolouring.size > 0 && file.endsWith('.svg')
        ? Buffer.from(recolouredSvg(read.toString('utf8'), recolouring))
        : read;
    const target = join(outDir, file.slice(PUBLIC_DIR.length + 1));
    mkdirSync(dirname(target), { recursive: true });
    try {
      writeFileSync(target, bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Answers a request for a file of public/ reached through a link with the problem, instead of the file. */
function refuseLinkedPublicFiles(root: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next(); // a malformed address is Vite's to answer
    }
    const path = `${PUBLIC_DIR}${pathname}`.replace(/\/+$/, '');
    if (path.split('/').some((part) => part === '' || part === '.' || part === '..')) return next();
    const link = linkOnPath(root, path);
    // Only what is there through the link: with public/ a link, the site's other files are still served.
    if (!link || !existsSync(join(root, path))) return next();
    response.statusCode = 403;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(`${link}: ${symbolicLinkMessage(link)}\n`);
  };
}

/** Vite plugin: public/ copied by copyPublicFolder in a build, and served without following links on the development server. */
export function publicFolderPlugin(root: string): Plugin {
  let recolouring = new Map<string, string>();
  return {
    name: 'nexus-public-folder',
    config: () => ({ build: { copyPublicDir: false } }),
    configResolved(config) {
      const site = validatedContentOf(config.inlineConfig)?.site;
      if (site) recolouring = artworkRecolouring(site.theme.colors);
    },
    writeBundle() {
      const { consumer, build } = this.environment.config;
      if (consumer === 'client')
        copyPublicFolder(root, resolve(this.environment.config.root, build.outDir), recolouring);
    },
    configureServer(server) {
      server.middlewares.use(refuseLinkedPublicFiles(root));
    },
  };
}
