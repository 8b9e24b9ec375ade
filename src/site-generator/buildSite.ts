// The build, as a function of where the project and the output are (npm run build is src/cli/build.ts;
// the bench builds into scratch folders): build the client and the server entry, prerender every
// route and draw its share card in worker threads, add the headers files and the compressed copies, all
// in a folder beside `outDir` that replaces it only when complete (siteFolder.ts). When only pages
// changed since the last build (buildCache.ts), the bundles are reused and only those pages are
// rendered again and get their cards, in a folder of their own whose files then replace theirs in `outDir`;
// a prerender worker started ahead (startPrerenderAhead) has loaded by then. First of all, the photos
// of what is built (the pages rendered; the site file and the catalogue, which the bundles hold, in a
// full build) are processed (images/imagePipeline.ts) and what was made of them written into that data.
import { translationFileFor } from '../content/translations/translationFiles';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_FILE, SITE_FILE } from '../content/contentFiles';
import type { Content } from '../content/loadContent';
import { buildRecord, codeKey, planBuild, type BuildPlan, type BuildRecord } from './buildCache';
import { withValidatedContent } from './contentPlugin';
import { linkedPhotosOf, rasterImagesOf, withVariants } from './images/contentImages';
import { processImages, publishImages, type ImageRun } from './images/imagePipeline';
import { writeHostHeaders } from './hostHeaders';
import { precompress } from './precompress';
import { pageFiles, pageTemplate, writeSiteIndexes } from './prerender';
import { cspMetaTagFor, formOriginsOf, securityHeadersFor } from './securityPolicy';
import { renderInWorkers, startWorker, type StartedWorker } from './prerenderPool';
import type { WorkerSetup, WorkerTime } from './prerenderWorker';
import type { CardRun } from './seo/cardCache';
import { prepareCards } from './seo/cardNeeds';
import { cardPath } from './seo/shareTags';
import { buildRecordPath, clientManifestPath, publishBuild, publishChanges, stagingPath } from './siteFolder';

export interface BuildInput {
  root: string;
  outDir: string;
  /** Where the server bundle, the prerender worker and the page template are kept between builds. */
  serverDir: string;
  /** Validated content (src/content/loadContent.ts), handed to the Vite builds so they do not validate it again. */
  content: Content;
  /** An unminified development client, whose hydration warnings name the mismatch. */
  debug?: boolean;
  /** False leaves the share cards out (the render review compares pages, not their link previews). */
  shareCards?: boolean;
  log?: (line: string) => void;
  /** A prerender worker started while the content was checked (startPrerenderAhead); stopped unused if the build is a full one. */
  started?: StartedWorker;
  /** Where processed photos are kept between builds (default node_modules/.cache/nexus-images). */
  imageCacheDir?: string;
}

export interface BuildResult {
  plan: BuildPlan;
  rendered: number;
  /**
   * Wall milliseconds per phase: plan, images, client, compressAssets, server (full builds), then
   * prerender, compressPages and cards (the prerender workers' wall time, shared among rendering,
   * compressing and drawing in proportion to the workers' time on each), indexes, publish.
   */
  phases: Record<string, number>;
  /** The share cards of the rendered pages (docs/seo.md): how many drawn, how many taken from the cache, the workers' time on them. */
  cards: CardRun;
  /** The photos of what was built: how many encoded, how many from the cache, the warnings; and the process's peak memory once they were done. */
  images: ImageRun & { peakRssMb: number };
}

/**
 * The published files an incremental build may leave behind: a removed page's, and a re-rendered
 * page's card (written anew unless the page now names its own share image). What the build wrote
 * again replaces its namesake instead of going (publishChanges).
 */
function goneFiles(plan: Extract<BuildPlan, { kind: 'incremental' }>): string[] {
  const card = (path: string) => cardPath(path).slice(1); // relative to the published folder, as pageFiles
  const removed = plan.removed.flatMap((path) => [
    ...pageFiles(path).flatMap((file) => ['', '.br', '.gz'].map((suffix) => file + suffix)),
    card(path),
  ]);
  return [...removed, ...plan.render.map((page) => card(page.path))];
}

/**
 * The prerender's wall time told as rendering, compressing and drawing cards: the workers do all three
 * in turn on every core, so each gets the share of the wall time that the workers spent on it.
 */
function shareOfWall(wallMs: number, time: WorkerTime): Record<'prerender' | 'compressPages' | 'cards', number> {
  const worked = time.render + time.compress + time.cards;
  const share = (part: number) => Math.round(worked > 0 ? (wallMs * part) / worked : 0);
  return { prerender: share(time.render), compressPages: share(time.compress), cards: share(time.cards) };
}

/** The parts a build's time is told in ("Time: validate 1.2 s, …"): phases of buildSite and the validation before it. */
const summaryParts: [label: string, phases: string[]][] = [
  ['validate', ['validate']],
  ['images', ['images']],
  ['client build', ['client']],
  ['server build', ['server']],
  ['prerender', ['prerender']],
  ['cards', ['cards']],
  ['compression', ['compressAssets', 'compressPages']],
  ['publish', ['publish']],
];

/**
 * One line saying where a build's time went, for a person waiting on a large site: each part that took
 * time, the rest (planning, the site's indexes, the process's own work) as "other", and the total.
 */
export function timeSummary(phases: Record<string, number>, totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const parts = summaryParts
    .filter(([, names]) => names.some((name) => phases[name] !== undefined))
    .map(([label, names]) => [label, names.reduce((sum, name) => sum + (phases[name] ?? 0), 0)] as const);
  const other = totalMs - parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `Time: ${[...parts, ['other', Math.max(0, other)] as const].map(([label, ms]) => `${label} ${seconds(ms)}`).join(', ')}; ${seconds(totalMs)} in all.`;
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const serverFiles = (serverDir: string) => ({
  keyFile: join(serverDir, 'code-key'),
  templateFile: join(serverDir, 'page-template.html'),
  workerFile: join(serverDir, 'prerenderWorker.js'),
});
const workerSetup = (root: string, outDir: string, templateFile: string, shareCards: boolean): WorkerSetup => ({
  root,
  template: readFileSync(templateFile, 'utf8'),
  outDir: stagingPath(outDir),
  shareCards,
});

/**
 * A prerender worker from the last build's server bundle, started now so that it has loaded (React,
 * the bundle, the card drawing) by the time an incremental build has its pages to render; none if
 * there is no last build. Hand it to buildSite, which stops it if the build turns out a full one.
 */
export function startPrerenderAhead({
  root,
  outDir,
  serverDir,
  shareCards = true,
}: Pick<BuildInput, 'root' | 'outDir' | 'serverDir' | 'shareCards'>): StartedWorker | undefined {
  const { keyFile, templateFile, workerFile } = serverFiles(serverDir);
  if (![keyFile, templateFile, workerFile].every((file) => existsSync(file))) return undefined;
  const started = startWorker(workerFile, workerSetup(root, outDir, templateFile, shareCards));
  if (shareCards) started.worker.postMessage(prepareCards);
  return started;
}

export async function buildSite({
  root,
  outDir,
  serverDir,
  content,
  debug = false,
  shareCards = true,
  log = console.log,
  started,
  imageCacheDir,
}: BuildInput): Promise<BuildResult> {
  const { pages } = content;
  const site = content.site!;
  const staging = stagingPath(outDir);
  const { keyFile: serverKeyFile, templateFile, workerFile } = serverFiles(serverDir);
  const startedAt = new Date();
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    phases[phase] = (phases[phase] ?? 0) + Math.round(performance.now() - start);
    return result;
  };

  const codeHashesFile = join(serverDir, 'code-files.json');
  // The policy is written into the page template and the headers files of a full build, so a page that
  // gives a form another endpoint makes the next build a full one.
  const formOrigins = formOriginsOf(site, content.forms);
  const { key, hashes } = await timed('plan', () =>
    codeKey(
      root,
      `${debug ? 'development' : 'production'}\0${formOrigins.join(' ')}`,
      JSON.parse(readIfThere(codeHashesFile) ?? 'null') ?? undefined,
    ),
  );
  const previous = existsSync(outDir)
    ? (JSON.parse(readIfThere(buildRecordPath(outDir)) ?? 'null') as BuildRecord | null)
    : null;
  const record = await timed('plan', () => buildRecord(key, pages, content.pageKeys));
  const plan = await timed('plan', () =>
    planBuild(previous ?? undefined, record, pages, readIfThere(serverKeyFile) === key && existsSync(templateFile)),
  );

  try {
    const toRender = plan.kind === 'full' ? pages : plan.render;
    // The site file in each further language, by its translation's file: its photos may be its own.
    const translatedSiteFiles = Object.entries(content.translatedSites ?? {}).map(
      ([code, translated]) => [translationFileFor(code.toLowerCase(), SITE_FILE), translated, code] as const,
    );
    // The site file's and the catalogue's photos are in the bundles: a full build makes them (any change to either is one).
    const imageUses = [
      ...(plan.kind === 'full'
        ? [
            ...rasterImagesOf(site, SITE_FILE),
            ...translatedSiteFiles.flatMap(([file, translated]) => rasterImagesOf(translated, file)),
            ...rasterImagesOf(content.catalogue, CATALOGUE_FILE),
          ]
        : []),
      ...toRender.flatMap((page) => rasterImagesOf(page, page.file)),
    ];
    const linkedPhotos = [
      ...(plan.kind === 'full'
        ? [
            ...linkedPhotosOf(site, SITE_FILE),
            ...translatedSiteFiles.flatMap(([file, translated]) => linkedPhotosOf(translated, file)),
            ...linkedPhotosOf(content.catalogue, CATALOGUE_FILE),
          ]
        : []),
      ...toRender.flatMap((page) => linkedPhotosOf(page, page.file)),
    ];
    const images = await timed('images', () =>
      processImages(
        imageUses,
        {
          root,
          cacheDir: imageCacheDir,
          knownHash: (file) => hashes.files[file]?.hash,
          prune: plan.kind === 'full',
        },
        linkedPhotos,
      ),
    );
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    for (const warning of images.run.warnings) log(`Warning: ${warning}`);
    if (images.run.images > 0)
      log(
        `Images: ${images.run.encoded} encoded (${images.run.files} files), ${images.run.reused} unchanged, in ${(images.run.milliseconds / 1000).toFixed(1)} s.`,
      );
    const withImages = {
      ...content,
      site: withVariants(site, images.variants),
      ...(content.translatedSites && {
        translatedSites: Object.fromEntries(
          translatedSiteFiles.map(([file, translated]) => [
            file.split('/')[1],
            withVariants(translated, images.variants),
          ]),
        ),
      }),
      catalogue: withVariants(content.catalogue, images.variants),
    };

    if (plan.kind === 'full') {
      await started?.stop(); // its bundle is about to be replaced
      // Vite is loaded for a full build alone: an incremental one (most builds) does without its start-up.
      const { build } = await import('vite');
      rmSync(staging, { recursive: true, force: true });
      const common = { root, configLoader: 'runner', logLevel: 'warn', ...withValidatedContent(withImages) } as const;
      await timed('client', () =>
        build({
          ...common,
          ...(debug ? { mode: 'development' } : {}),
          build: { outDir: staging, emptyOutDir: true, ...(debug ? { minify: false } : {}) },
        }),
      );
      // The client's own files (scripts, styles, public/): the prerender compresses what it writes.
      await timed('compressAssets', () => precompress(staging));
      await timed('images', () => publishImages(images.files, staging));
      await timed('server', () =>
        build({
          ...common,
          build: {
            ssr: true,
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            rollupOptions: {
              input: {
                'entry-server': 'src/entry-server.tsx',
                prerenderWorker: 'src/site-generator/prerenderWorker.ts',
              },
            },
          },
        }),
      );
      const indexHtml = readFileSync(join(staging, 'index.html'), 'utf8');
      const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(indexHtml)?.[1];
      writeFileSync(
        templateFile,
        pageTemplate(
          indexHtml,
          stylesheet ? readFileSync(join(staging, stylesheet), 'utf8') : '',
          cspMetaTagFor(formOrigins),
        ),
      );
      writeFileSync(serverKeyFile, key);
      writeHostHeaders(staging, securityHeadersFor(formOrigins));
    }
    // An incremental build writes only what changes into `staging`, then moves it into `outDir` (publishChanges).
    if (plan.kind === 'incremental') {
      rmSync(staging, { recursive: true, force: true });
      await timed('images', () => publishImages(images.files, staging, outDir));
    }
    // Cards depend on the page's title and share field and on _site.json (a code input): the pages rendered are the ones whose card may differ.
    const prerenderStart = performance.now();
    const { cards, time } = await renderInWorkers(
      workerFile,
      workerSetup(root, outDir, templateFile, shareCards),
      toRender,
      log,
      started,
      (page) => withVariants(page, images.variants),
    );
    Object.assign(phases, shareOfWall(performance.now() - prerenderStart, time));
    await timed('indexes', () => writeSiteIndexes(staging, pages, site, [staging, outDir, join(root, 'public')]));
    // No record while the folder changes: a build stopped between the two starts from scratch next time.
    rmSync(buildRecordPath(outDir), { force: true });
    await timed('publish', () =>
      plan.kind === 'full'
        ? publishBuild(staging, outDir, startedAt)
        : publishChanges(staging, outDir, goneFiles(plan), startedAt),
    );
    writeFileSync(buildRecordPath(outDir), JSON.stringify(record));
    writeFileSync(codeHashesFile, JSON.stringify(hashes));
    return { plan, rendered: toRender.length, phases, cards, images: { ...images.run, peakRssMb } };
  } catch (error) {
    await started?.stop();
    // `outDir` is as it was: a server goes on serving it.
    rmSync(staging, { recursive: true, force: true });
    rmSync(clientManifestPath(staging), { force: true });
    throw error;
  }
}
