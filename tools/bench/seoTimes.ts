// Share cards and the content lint, timed (docs/seo.md): every page's card drawn from an empty cache
// (per page and in all), the same again with the cache full (nothing to draw), and the lint — with
// its heading rules on rendered HTML — over 1,000 generated pages. Each figure is the median of five
// runs with its range (spread.ts). Runs alone:
// npx tsx tools/bench/seoTimes.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintContent } from '../../src/content/lint/contentLint';
import { renderPages } from '../../src/content/lint/renderPages';
import { loadContent } from '../../src/content/loadContent';
import { writeShareCards } from '../../src/site-generator/seo/cardCache';
import { secondsRange, spread, type Spread } from './spread';

export interface SeoTimes {
  runs: number;
  cards: { pages: number; coldMs: Spread; perPageMs: number; rebuildMs: Spread; redrawnOnRebuild: number };
  lint: { pages: number; totalMs: Spread; perPageMs: number };
}

export async function measureSeoTimes(root: string, lintPages = 1000, runs = 5): Promise<SeoTimes> {
  const content = loadContent({ root });
  const site = content.site!;
  const scratch = mkdtempSync(join(tmpdir(), 'nexus-seo-bench-'));
  try {
    const cold: { pages: number; drawn: number; milliseconds: number }[] = [];
    const warm: typeof cold = [];
    for (let run = 0; run < runs; run++) {
      const cacheDir = join(scratch, `cache-${run}`);
      cold.push(
        await writeShareCards({ root, outDir: join(scratch, `cold-${run}`), pages: content.pages, site, cacheDir }),
      );
      warm.push(
        await writeShareCards({ root, outDir: join(scratch, `warm-${run}`), pages: content.pages, site, cacheDir }),
      );
    }

    // Copies of the real pages with paths, titles and descriptions of their own, each linked from the
    // next, with the HTML of the page it copies: the lint's work grows with the pages, not the rendering.
    const rendered = await renderPages(root, content.pages);
    const pageTexts = Array.from({ length: lintPages }, (_, index) => {
      const source = content.pages[index % content.pages.length];
      const json = JSON.parse(readFileSync(join(root, source.file), 'utf8')) as Record<string, unknown>;
      const page = {
        ...json,
        path: `/generated-${index}`,
        title: `Generated page ${index}`,
        description: `${String(json.description).slice(0, 120)} (copy ${index})`,
      };
      return {
        file: `pages/generated-${index}.json`,
        text: JSON.stringify(page, null, 2),
        html: rendered.get(source.path)!,
      };
    });
    const generated = loadContent({ root, pageTexts });
    const htmlByPath = new Map([
      ...rendered,
      ...pageTexts.map((entry, index) => [`/generated-${index}`, entry.html] as const),
    ]);
    const texts = new Map(pageTexts.map((entry) => [entry.file, entry.text]));
    const lintMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      lintContent({ root, pages: generated.pages, site, rendered: htmlByPath, texts });
      lintMs.push(performance.now() - started);
    }

    const coldMs = spread(cold.map((result) => result.milliseconds));
    const lintSpread = spread(lintMs);
    return {
      runs,
      cards: {
        pages: cold[0].pages,
        coldMs,
        perPageMs: coldMs.median / Math.max(1, cold[0].drawn),
        rebuildMs: spread(warm.map((result) => result.milliseconds)),
        redrawnOnRebuild: Math.max(...warm.map((result) => result.drawn)),
      },
      lint: {
        pages: generated.pages.length,
        totalMs: lintSpread,
        perPageMs: lintSpread.median / generated.pages.length,
      },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const times = await measureSeoTimes(process.cwd());
  console.log(
    [
      `Median of ${times.runs} runs (range), load average ${loadavg()[0].toFixed(1)} at the end:`,
      `Share cards: ${times.cards.pages} pages in ${secondsRange(times.cards.coldMs)} from an empty cache (${times.cards.perPageMs.toFixed(0)} ms per card drawn);`,
      `  rebuild with no change: ${times.cards.redrawnOnRebuild} drawn, ${times.cards.rebuildMs.median.toFixed(0)} ms.`,
      `Content lint: ${times.lint.pages} pages in ${secondsRange(times.lint.totalMs)} (${times.lint.perPageMs.toFixed(1)} ms per page).`,
    ].join('\n'),
  );
}

/** The report's section (docs/benchmarks.md). */
export function seoTimesMarkdown(times: SeoTimes | undefined): string[] {
  if (!times) return [];
  const { cards, lint } = times;
  return [
    '## Share cards and content lint',
    '',
    `Median of ${times.runs} runs in one process, with the lowest and highest in brackets.`,
    '',
    '| measurement | result |',
    '| --- | --- |',
    `| share cards, ${cards.pages} pages, empty cache | ${secondsRange(cards.coldMs)} (${cards.perPageMs.toFixed(0)} ms per card drawn) |`,
    `| share cards, rebuild with no change | ${cards.redrawnOnRebuild} drawn, ${cards.rebuildMs.median.toFixed(0)} ms (${cards.rebuildMs.min.toFixed(0)}–${cards.rebuildMs.max.toFixed(0)}) |`,
    `| content lint, ${lint.pages} pages (HTML already rendered) | ${secondsRange(lint.totalMs)} (${lint.perPageMs.toFixed(1)} ms per page) |`,
    '',
  ];
}
