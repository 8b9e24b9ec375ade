// Share cards and the content lint, timed (docs/seo.md): every page's card drawn from an empty cache
// (per page and in all), the same again with the cache full (nothing to draw), and the lint — with
// its heading rules on rendered HTML — over 1,000 generated pages. Runs alone:
// npx tsx src/cli/bench/seoTimes.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintContent } from '../../content/lint/contentLint';
import { renderPages } from '../../content/lint/renderPages';
import { loadContent } from '../../content/loadContent';
import { writeShareCards } from '../../site-generator/seo/cardCache';

export interface SeoTimes {
  cards: { pages: number; coldMs: number; perPageMs: number; rebuildMs: number; redrawnOnRebuild: number };
  lint: { pages: number; totalMs: number; perPageMs: number };
}

export async function measureSeoTimes(root: string, lintPages = 1000): Promise<SeoTimes> {
  const content = loadContent({ root });
  const site = content.site!;
  const scratch = mkdtempSync(join(tmpdir(), 'nexus-seo-bench-'));
  try {
    const cacheDir = join(scratch, 'cache');
    const cold = await writeShareCards({ root, outDir: join(scratch, 'cold'), pages: content.pages, site, cacheDir });
    const warm = await writeShareCards({ root, outDir: join(scratch, 'warm'), pages: content.pages, site, cacheDir });

    // Copies of the real pages with paths, titles and descriptions of their own, each linked from the
    // next, with the HTML of the page it copies: the lint's work grows with the pages, not the rendering.
    const rendered = await renderPages(root, content.pages);
    const pageTexts = Array.from({ length: lintPages }, (_, index) => {
      const source = content.pages[index % content.pages.length];
      const json = JSON.parse(readFileSync(join(root, source.file), 'utf8')) as Record<string, unknown>;
      const page = { ...json, path: `/generated-${index}`, title: `Generated page ${index}`, description: `${String(json.description).slice(0, 120)} (copy ${index})` };
      return { file: `pages/generated-${index}.json`, text: JSON.stringify(page, null, 2), html: rendered.get(source.path)! };
    });
    const generated = loadContent({ root, pageTexts });
    const htmlByPath = new Map([...rendered, ...pageTexts.map((entry, index) => [`/generated-${index}`, entry.html] as const)]);
    const texts = new Map(pageTexts.map((entry) => [entry.file, entry.text]));
    const started = performance.now();
    lintContent({ root, pages: generated.pages, site, rendered: htmlByPath, texts });
    const lintMs = performance.now() - started;

    return {
      cards: { pages: cold.pages, coldMs: cold.milliseconds, perPageMs: cold.milliseconds / Math.max(1, cold.drawn), rebuildMs: warm.milliseconds, redrawnOnRebuild: warm.drawn },
      lint: { pages: generated.pages.length, totalMs: lintMs, perPageMs: lintMs / generated.pages.length },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const times = await measureSeoTimes(process.cwd());
  console.log(
    [
      `Share cards: ${times.cards.pages} pages in ${(times.cards.coldMs / 1000).toFixed(1)} s from an empty cache (${times.cards.perPageMs.toFixed(0)} ms per card drawn);`,
      `  rebuild with no change: ${times.cards.redrawnOnRebuild} drawn, ${times.cards.rebuildMs.toFixed(0)} ms.`,
      `Content lint: ${times.lint.pages} pages in ${(times.lint.totalMs / 1000).toFixed(1)} s (${times.lint.perPageMs.toFixed(1)} ms per page).`,
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
    '| measurement | result |',
    '| --- | --- |',
    `| share cards, ${cards.pages} pages, empty cache | ${(cards.coldMs / 1000).toFixed(1)} s (${cards.perPageMs.toFixed(0)} ms per card drawn) |`,
    `| share cards, rebuild with no change | ${cards.redrawnOnRebuild} drawn, ${cards.rebuildMs.toFixed(0)} ms |`,
    `| content lint, ${lint.pages} pages (HTML already rendered) | ${(lint.totalMs / 1000).toFixed(1)} s (${lint.perPageMs.toFixed(1)} ms per page) |`,
    '',
  ];
}
