// What a first visit to a route downloads, read from its prerendered HTML and Vite's manifest:
// JavaScript, CSS, the HTML itself, and its images (with those lacking a width and height).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFile } from '../../src/site-generator/prerender';
import { sizeOf, type Size } from './measure';
import { readManifest } from './viteManifest';

export interface RouteDownloads {
  path: string;
  js: Size & { files: string[] };
  css: Size & { files: string[] };
  html: Size;
  images: { bytes: number; count: number; withoutSize: string[] };
}

export function measureFirstLoad(outDir: string, path: string): RouteDownloads {
  const htmlText = readFileSync(join(outDir, routeFile(path)), 'utf8');
  const manifest = readManifest(outDir);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  const js = new Set<string>();
  const css = new Set<string>();
  const addChunk = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byFile.get(file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
    for (const key of chunk?.imports ?? []) if (manifest[key]) addChunk(manifest[key].file);
  };
  // The boot script, the app it imports once the page has painted, and the code of the page's own blocks.
  for (const [, src] of htmlText.matchAll(/<script[^>]+type="module"[^>]*src="\/([^"]+)"/g)) {
    addChunk(src);
    for (const key of byFile.get(src)?.dynamicImports ?? []) addChunk(manifest[key].file);
  }
  for (const [, href] of htmlText.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="\/([^"]+)"/g)) addChunk(href);
  const pageData = JSON.parse(
    htmlText.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1],
  ) as { sections: { type: string }[]; locale?: { code: string } };
  for (const type of new Set(pageData.sections.map((section) => section.type)))
    addChunk(manifest[`src/blocks/${type}/index.tsx`].file);
  // Every page loads the site file in its language (src/ui/locale.tsx): the <html> element names it.
  const language = htmlText.match(/<html[^>]*\slang="([^"]+)"/)?.[1];
  const languageSite = language && manifest[`virtual:site/${pageData.locale?.code ?? language}`];
  if (languageSite) addChunk(languageSite.file);
  for (const [, href] of htmlText.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="\/([^"]+)"/g)) css.add(href);

  const images = new Map<string, number>();
  const withoutSize: string[] = [];
  for (const [tag] of htmlText.matchAll(/<img\b[^>]*>/g)) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1] ?? '';
    if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) withoutSize.push(src);
    if (src.startsWith('/') && !images.has(src)) images.set(src, statSync(join(outDir, decodeURIComponent(src))).size);
  }
  const html = Buffer.from(htmlText);
  return {
    path,
    js: { ...sizeOf([...js], outDir), files: [...js] },
    css: { ...sizeOf([...css], outDir), files: [...css] },
    html: { raw: html.length, gzip: gzipSync(html).length },
    images: { bytes: [...images.values()].reduce((sum, size) => sum + size, 0), count: images.size, withoutSize },
  };
}
