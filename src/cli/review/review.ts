// The review of a change: which pages may look different between two versions (affectedPages.ts),
// both versions built (buildSite.ts) and served, those pages screenshotted at each width in both
// (pageShots.ts) and compared pixel by pixel (pixelDiff.ts), and the report written (reportHtml.ts,
// plus review.json for scripts). Nothing is built when no page can have changed.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { formatIssues } from '../../problems/contentIssue';
import { loadContent } from '../../content/loadContent';
import { launchChromium } from '../chromium';
import { startServer } from '../serve';
import { affectedPages, type PageToReview } from './affectedPages';
import { fileKind } from './fileKinds';
import { changedSourcesOf } from './pageSources';
import { changedFiles, fileDiff, resolveCommit, writeTree } from './git';
import { bandPicture, shootPage } from './pageShots';
import { comparePngs } from './pixelDiff';
import { reportHtml } from './reportHtml';
import {
  exitCode,
  resultForScripts,
  summaryLine,
  type ReviewedPage,
  type ReviewResult,
  type WidthResult,
} from './reviewResult';
import { ReviewError } from './reviewError';
import { buildSite } from './buildSite';

export interface ReviewOptions {
  root: string;
  /** The version before the change: a branch, a tag, a commit. */
  base: string;
  /** The version after it; the working tree when left out. */
  head?: string;
  /** Where index.html and review.json are written. */
  outDir: string;
  widths: number[];
  log: (message: string) => void;
}

export interface Review {
  result: ReviewResult;
  reportFile: string;
  summary: string;
  exitCode: number;
}

const dataUrl = (type: 'jpeg' | 'png', bytes: Buffer | undefined) =>
  bytes && `data:image/${type};base64,${bytes.toString('base64')}`;

type SiteUrls = { before?: string; after?: string };

async function compareAt(browser: Browser, sites: SiteUrls, page: PageToReview, width: number): Promise<WidthResult> {
  const [before, after] = await Promise.all([
    page.status !== 'added' ? shootPage(browser, sites.before!, page.path, width, page.sections) : undefined,
    page.status !== 'removed' ? shootPage(browser, sites.after!, page.path, width, page.sections) : undefined,
  ]);
  try {
    const difference = comparePngs(before?.png, after?.png);
    const { band } = difference;
    const pictures = band && {
      before: dataUrl('jpeg', before && (await bandPicture(before, band))),
      after: dataUrl('jpeg', after && (await bandPicture(after, band))),
      mask: dataUrl('png', difference.mask),
    };
    const pageHeight = Math.max(before?.pageHeight ?? 0, after?.pageHeight ?? 0);
    return { width, differentPixels: difference.differentPixels, totalPixels: width * pageHeight, pictures };
  } finally {
    await Promise.all([before?.close(), after?.close()]);
  }
}

/** Serves each built version on a free port for as long as `work` runs. */
async function withSites<T>(
  sites: { before?: string; after?: string },
  work: (urls: SiteUrls) => Promise<T>,
): Promise<T> {
  const servers = await Promise.all([sites.before, sites.after].map((dir) => (dir ? startServer(0, dir) : undefined)));
  const url = (index: number) => {
    const address = servers[index]?.address();
    return address && typeof address === 'object' ? `http://localhost:${address.port}/` : undefined;
  };
  try {
    return await work({ before: url(0), after: url(1) });
  } finally {
    for (const server of servers) {
      server?.close();
      server?.closeAllConnections(); // the browser's kept-alive connections would hold the process open
    }
  }
}

export async function review(options: ReviewOptions): Promise<Review> {
  const { root, log } = options;
  const started = performance.now();
  const baseCommit = resolveCommit(root, options.base);
  const headCommit = options.head ? resolveCommit(root, options.head) : undefined;
  const changed = changedFiles(root, baseCommit, headCommit);

  const scratch = mkdtempSync(join(tmpdir(), 'nexus-review-'));
  try {
    // The versions' files and their builds live here; imports resolve through this link to the project's packages.
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const baseTree = join(scratch, 'base');
    writeTree(root, baseCommit, baseTree);
    const headTree = headCommit ? join(scratch, 'head') : root;
    if (headCommit) writeTree(root, headCommit, headTree);

    log('versions written out');
    const after = loadContent({ root: headTree });
    if (after.issues.length > 0)
      throw new ReviewError(
        `the content after the change has problems; fix them first:\n${formatIssues(after.issues)}`,
      );
    const affected = affectedPages(loadContent({ root: baseTree }), after, changed);
    for (const page of affected.toReview) page.files = changedSourcesOf(page.files, [baseTree, headTree], changed);
    log(
      `${changed.length} files changed, ${affected.renderedFiles.length} of them shown on pages; ${affected.toReview.length} pages to compare${affected.everyPageBecause ? ` (every page: ${affected.everyPageBecause})` : ''}`,
    );

    const needs = (statuses: string[]) => affected.toReview.some((page) => statuses.includes(page.status));
    if (affected.toReview.length > 0) log('building both versions');
    // Side by side: each build waits on its own steps, and together they finish sooner.
    const [beforeSite, afterSite] = await Promise.all([
      needs(['changed', 'removed']) ? buildSite(baseTree, scratch, 'base') : undefined,
      needs(['changed', 'added']) ? buildSite(headTree, scratch, 'head') : undefined,
    ]);
    const sites = { before: beforeSite, after: afterSite };
    const pages: ReviewedPage[] = [];
    if (affected.toReview.length > 0) {
      const browser = await launchChromium();
      try {
        await withSites(sites, async (urls) => {
          for (const page of affected.toReview) {
            // The widths side by side: much of each comparison is waiting (loading, hydrating, encoding).
            const widths = await Promise.all(options.widths.map((width) => compareAt(browser, urls, page, width)));
            const changedShare = Math.max(
              ...widths.map((width) => (width.totalPixels ? width.differentPixels / width.totalPixels : 0)),
            );
            pages.push({ ...page, widths, changedShare });
            log(
              `${page.path}: ${widths.map((width) => `${width.width} px ${width.differentPixels} pixels differ`).join(', ')}`,
            );
          }
        });
      } finally {
        await browser.close();
      }
    }

    const contentFiles = affected.renderedFiles.filter((file) => fileKind(file) === 'content');
    const result: ReviewResult = {
      base: { ref: options.base, commit: baseCommit },
      head: { ref: options.head ?? 'the working tree', commit: headCommit },
      everyPageBecause: affected.everyPageBecause,
      pages: pages.sort((a, b) => b.changedShare - a.changedShare || a.path.localeCompare(b.path)),
      same: affected.same,
      files: contentFiles.map((file) => ({ file, diff: fileDiff(root, baseCommit, headCommit, file) })),
      seconds: (performance.now() - started) / 1000,
    };
    mkdirSync(options.outDir, { recursive: true });
    const reportFile = join(options.outDir, 'index.html');
    const summary = summaryLine(result, relative(root, reportFile) || reportFile);
    writeFileSync(reportFile, reportHtml(result, summary));
    writeFileSync(join(options.outDir, 'review.json'), `${JSON.stringify(resultForScripts(result), null, 2)}\n`);
    return { result, reportFile, summary, exitCode: exitCode(result) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
