// The customer-photos run (npm run bench -- --photos-only): the shipped site with its pictures
// replaced by camera-sized photos (customerPhotos.ts), built as a customer builds it, then measured
// beside the shipped site in the same run:
// - the image step of the build (src/site-generator/images/), cold (every photo encoded, an empty
//   cache) and warm (a full build again, nothing to encode), with the build's peak memory when the
//   step ended, each build a process of its own (photoSiteBuild.ts);
// - per route, Lighthouse's mobile scores (median of `runs`) of both sites, with LCP;
// - the image bytes a 412 px phone downloads on the first load of a route, without scrolling
//   (Chromium at Lighthouse's phone size and density, until the network is quiet).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../src/cli/chromium';
import type { ImageRun } from '../../src/site-generator/images/imagePipeline';
import { buildRecordPath } from '../../src/site-generator/siteFolder';
import { budgets } from './budgets';
import { customerPhotoProject, siteScratchProject, type CustomerPhoto } from './customerPhotos';
import { measureLighthouse, type LighthouseRun, type LighthouseScores } from './lighthouse';
import { kb, log } from './measure';
import { serving } from './serving';

export interface PhotoBuild {
  kind: string;
  phases: Record<string, number>;
  images: ImageRun & { peakRssMb: number };
  totalMs: number;
  maxRssKb: number;
  /** The one-minute load average when the build started. */
  loadAverage: number;
}

export interface PhonePageImages {
  bytes: number;
  count: number;
}

export interface PhotoRoute {
  path: string;
  photos?: LighthouseScores;
  shipped?: LighthouseScores;
  phonePhotos?: PhonePageImages;
  phoneShipped?: PhonePageImages;
}

export interface PhotoSiteRun {
  date: string;
  machine: string;
  /** The commit both sites were built from (--commit), or none for the working tree. */
  commit?: string;
  photos: { count: number; minBytes: number; maxBytes: number; minSide: number; maxSide: number };
  cold: PhotoBuild;
  warm: PhotoBuild;
  routes: PhotoRoute[];
  /** Lighthouse's run on the photo site (its measure of the machine's speed among it), then on the shipped site. */
  lighthouse?: { photos: LighthouseRun; shipped: LighthouseRun };
}

/** Lighthouse's phone: the size and pixel density of its mobile preset. */
export const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 };
/** The routes measured unless --routes says otherwise: the landing, the portraits, the blog pictures. */
export const photoRoutes = ['/', '/team', '/blog-grid'];
/** The routes whose image bytes a phone downloads are held to the budget. */
export const phoneBytesRoutes = ['/', '/blog-grid'];

/** A build of the project at `dir`, in a process of its own (photoSiteBuild.ts). */
function buildProcess(root: string, dir: string): PhotoBuild {
  const resultFile = join(dir, 'photo-build.json');
  const loadAverage = loadavg()[0];
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'tools/bench/photoSiteBuild.ts'), dir, resultFile], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { ...(JSON.parse(readFileSync(resultFile, 'utf8')) as Omit<PhotoBuild, 'loadAverage'>), loadAverage };
}

/** The image bytes (as sent, compressed or not) a phone downloads on a route's first load, without scrolling. */
async function phoneImages(browser: Browser, url: string): Promise<PhonePageImages> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The preloader ends and the app hydrates: images laid out then (lazy ones near the screen) load too.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(sizes);
    return { bytes: bytes.reduce((sum, size) => sum + size, 0), count: bytes.length };
  } finally {
    await context.close();
  }
}

export async function measurePhotoSite(
  root: string,
  {
    paths = photoRoutes,
    runs = 3,
    lighthouse = true,
    commit,
  }: { paths?: string[]; runs?: number; lighthouse?: boolean; commit?: string } = {},
): Promise<PhotoSiteRun> {
  const project = await customerPhotoProject(root, log, commit);
  const shippedDir = siteScratchProject(root, commit);
  try {
    log('building the photo site with an empty image cache');
    const cold = buildProcess(root, project.dir);
    // A full build again, every photo in the cache.
    rmSync(join(project.dir, 'dist'), { recursive: true, force: true });
    rmSync(buildRecordPath(join(project.dir, 'dist')), { force: true });
    log('building the photo site again, nothing to encode');
    const warm = buildProcess(root, project.dir);
    log('building the shipped site');
    buildProcess(root, shippedDir);

    const routes: PhotoRoute[] = paths.map((path) => ({ path }));
    const browser = await launchChromium();
    try {
      for (const [dir, key] of [
        [project.dir, 'phonePhotos'],
        [shippedDir, 'phoneShipped'],
      ] as const) {
        await serving(join(dir, 'dist'), async (baseUrl) => {
          for (const route of routes) route[key] = await phoneImages(browser, baseUrl + route.path);
        });
      }
    } finally {
      await browser.close();
    }
    let lighthouseRuns: PhotoSiteRun['lighthouse'];
    if (lighthouse) {
      log('Lighthouse on the photo site');
      const photos = await serving(join(project.dir, 'dist'), (baseUrl) => measureLighthouse(baseUrl, paths, runs));
      log('Lighthouse on the shipped site');
      const shipped = await serving(join(shippedDir, 'dist'), (baseUrl) => measureLighthouse(baseUrl, paths, runs));
      for (const route of routes) {
        route.photos = photos.scores.get(route.path);
        route.shipped = shipped.scores.get(route.path);
      }
      lighthouseRuns = { photos: photos.run, shipped: shipped.run };
    }
    const sides = project.photos.map((photo: CustomerPhoto) => Math.max(photo.width, photo.height));
    const bytes = project.photos.map((photo) => photo.bytes);
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: `Node ${process.version}, ${cpus().length} cores`,
      ...(commit ? { commit } : {}),
      photos: {
        count: project.photos.length,
        minBytes: Math.min(...bytes),
        maxBytes: Math.max(...bytes),
        minSide: Math.min(...sides),
        maxSide: Math.max(...sides),
      },
      cold,
      warm,
      routes,
      lighthouse: lighthouseRuns,
    };
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
    rmSync(shippedDir, { recursive: true, force: true });
  }
}

/** What the photo run misses of its budgets (budgets.ts). */
export function photoSiteOverBudget(run: PhotoSiteRun): string[] {
  const limits = budgets.photos;
  const over: string[] = [];
  for (const route of run.routes) {
    const scores = route.photos;
    if (scores && scores.scores.performance < limits.performance)
      over.push(
        `photo site ${route.path}: Lighthouse performance ${scores.scores.performance} (at least ${limits.performance})`,
      );
    if (scores && scores.lcpMs >= limits.lcpMs)
      over.push(`photo site ${route.path}: LCP ${scores.lcpMs} ms (under ${limits.lcpMs})`);
    if (phoneBytesRoutes.includes(route.path) && route.phonePhotos && route.phonePhotos.bytes >= limits.phoneImageBytes)
      over.push(
        `photo site ${route.path}: a ${phone.width} px phone downloads ${kb(route.phonePhotos.bytes)} kB of images (under ${kb(limits.phoneImageBytes)})`,
      );
  }
  const warmMs = run.warm.phases.images ?? 0;
  if (warmMs >= limits.warmImageStepMs)
    over.push(
      `photo site: the image step with nothing to encode took ${Math.round(warmMs)} ms (under ${limits.warmImageStepMs})`,
    );
  return over;
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(2);
const perf = (scores?: LighthouseScores) => {
  if (!scores) return '–';
  const runs = scores.performanceRuns;
  return runs.length > 1
    ? `${scores.scores.performance} (${Math.min(...runs)}–${Math.max(...runs)})`
    : String(scores.scores.performance);
};
const images = (found?: PhonePageImages) => (found ? `${kb(found.bytes)} (${found.count})` : '–');

export function photoSiteMarkdown(run: PhotoSiteRun | undefined): string[] {
  if (!run) return [];
  const { photos, cold, warm } = run;
  const step = (build: PhotoBuild, what: string) =>
    `| ${what} | ${((build.phases.images ?? 0) / 1000).toFixed(2)} | ${build.images.encoded} | ${build.images.files} | ${build.images.reused} | ${build.images.peakRssMb} | ${(build.totalMs / 1000).toFixed(1)} | ${Math.round(build.maxRssKb / 1024)} | ${build.loadAverage.toFixed(1)} |`;
  const speed = (which?: LighthouseRun) =>
    which
      ? `benchmarkIndex ${which.benchmarkIndex.median} (${which.benchmarkIndex.min}–${which.benchmarkIndex.max}), load average ${which.load.before.toFixed(2)} before, ${which.load.after.toFixed(2)} after`
      : '';
  return [
    '## Customer photos',
    '',
    `Measured by \`npm run bench -- --photos-only\` on ${run.date}, ${run.machine}. The shipped site with ${photos.count} of its pictures (banners, features, portraits, projects, blog pictures) replaced by photos as a camera or a stock site gives them: JPEGs of ${photos.minSide.toLocaleString('en')} to ${photos.maxSide.toLocaleString('en')} px on the long side, ${megabytes(photos.minBytes)} to ${megabytes(photos.maxBytes)} MB, with camera and GPS metadata, their true width and height in the JSON (tools/bench/customerPhotos.ts makes them, the same each run). Both sites built from ${run.commit ? `commit ${run.commit}` : 'the working tree'} and served as \`npm run build\` and \`npm start\` do, measured in the same run.`,
    '',
    'The image step of the build (src/site-generator/images/): cold, every photo encoded into an empty cache; warm, a full build again with nothing to encode. Peak memory: the build process when the step ended, and over the whole build (Vite included); each build is a process of its own.',
    '',
    '| build | image step s | photos encoded | files made | photos from the cache | peak memory at the step MB | whole build s | peak memory of the build MB | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    step(cold, 'cold'),
    step(warm, 'warm'),
    '',
    `Per route: Lighthouse mobile performance (median of ${run.lighthouse?.photos.runs ?? '–'}, the range of the runs beside it) and LCP, and the image bytes a ${phone.width} px phone (density ${phone.deviceScaleFactor}, Lighthouse's) downloads on the first load without scrolling, as sent, kB (count). Photo site: ${speed(run.lighthouse?.photos)}. Shipped site: ${speed(run.lighthouse?.shipped)}.`,
    '',
    '| route | photo site Perf | photo site LCP ms | shipped Perf | shipped LCP ms | photo site images kB | shipped images kB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...run.routes.map(
      (route) =>
        `| ${route.path} | ${perf(route.photos)} | ${route.photos?.lcpMs ?? '–'} | ${perf(route.shipped)} | ${route.shipped?.lcpMs ?? '–'} | ${images(route.phonePhotos)} | ${images(route.phoneShipped)} |`,
    ),
    '',
    `Budgets: Lighthouse performance at least ${budgets.photos.performance} and LCP under ${budgets.photos.lcpMs / 1000} s on every route of the photo site; under ${kb(budgets.photos.phoneImageBytes)} kB of images on ${phoneBytesRoutes.join(' and ')} at ${phone.width} px; the warm image step under ${budgets.photos.warmImageStepMs / 1000} s.`,
    '',
  ];
}
