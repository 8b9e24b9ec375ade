// Validation time of pages written with shared-section overrides ({ "use": …, "props": { … } }):
// 100, 1,000 and 5,000 generated pages beside the real content, whether one section costs the same
// at every size, and what the same sections cost written inline. An override is checked by its own
// props (src/content/sections.ts), so it must cost no more than the section written out in full.
// Run alone: npx tsx src/cli/bench/validationOverrides.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validationMs } from './validationTime';

export interface OverrideValidationTime {
  realContentMs: number;
  sectionsPerPage: number;
  scaling: { pages: number; totalMs: number; perSectionMs: number }[];
  /** The 1,000 pages again with every section written inline (the shared section copied, the prop changed). */
  inline: { pages: number; totalMs: number; perSectionMs: number };
  linear: boolean;
}

const SECTIONS_PER_PAGE = 10;

interface SharedFile {
  name: string;
  section: { type: string; props: Record<string, unknown> };
  /** A text prop to give on the page, with a value of its own. */
  key: string;
}

/** Every shared section with a text prop to override (most have a title; enums and paths are left alone). */
function sharedFiles(root: string): SharedFile[] {
  const dir = join(root, 'pages/_sections');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const { $schema: _schema, ...section } = JSON.parse(
        readFileSync(join(dir, file), 'utf8'),
      ) as SharedFile['section'] & { $schema?: string };
      const key = ['title', 'text', 'heading', 'readMoreLabel', 'buttonLabel'].find(
        (prop) => typeof section.props[prop] === 'string' && section.props[prop] !== '',
      );
      return key ? [{ name: file.replace(/\.json$/, ''), section, key }] : [];
    });
}

/** `count` pages of SECTIONS_PER_PAGE sections, each a shared section with one prop changed: as a reference with props, or written out. */
function generatedPages(root: string, count: number, inline = false) {
  const shared = sharedFiles(root);
  return Array.from({ length: count }, (_, index) => {
    const sections = Array.from({ length: SECTIONS_PER_PAGE }, (_, position) => {
      const { name, section, key } = shared[(index + position) % shared.length];
      const props = { [key]: `${String(section.props[key])} (page ${index})` };
      return inline ? { ...section, props: { ...section.props, ...props } } : { use: name, props };
    });
    const page = {
      path: `/overrides-${index}`,
      title: `Overrides ${index}`,
      description: 'A generated page of shared sections.',
      header: 'default',
      sections,
    };
    return { file: `pages/overrides-${index}.json`, text: JSON.stringify(page, null, 2) };
  });
}

const timeOf = validationMs;

export function measureOverrideValidation(root: string): OverrideValidationTime {
  const realContentMs = timeOf(root, []);
  const row = (pages: number, totalMs: number) => ({
    pages,
    totalMs,
    perSectionMs: (totalMs - realContentMs) / (pages * SECTIONS_PER_PAGE),
  });
  const scaling = [100, 1000, 5000].map((pages) => row(pages, timeOf(root, generatedPages(root, pages))));
  const inline = row(1000, timeOf(root, generatedPages(root, 1000, true)));
  // Linear: a section added costs about the same from 100 to 1,000 pages as from 1,000 to 5,000 (a
  // quadratic step would make the second five times dearer). Measured between sizes, not from the
  // real content alone, whose few milliseconds the shared machine's noise can outweigh.
  const marginal = scaling
    .slice(1)
    .map(
      (entry, index) =>
        (entry.totalMs - scaling[index].totalMs) / ((entry.pages - scaling[index].pages) * SECTIONS_PER_PAGE),
    );
  const linear = Math.min(...marginal) > 0 && Math.max(...marginal) <= 2.5 * Math.min(...marginal);
  return { realContentMs, sectionsPerPage: SECTIONS_PER_PAGE, scaling, inline, linear };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = measureOverrideValidation(process.cwd());
  const ms = (value: number) => value.toFixed(value < 1 ? 3 : 0);
  console.log(
    `real content alone: ${ms(result.realContentMs)} ms; ${result.sectionsPerPage} overrides per generated page`,
  );
  for (const { pages, totalMs, perSectionMs } of result.scaling)
    console.log(`${pages} pages: ${ms(totalMs)} ms, ${ms(perSectionMs)} ms per section`);
  console.log(
    `${result.inline.pages} pages written inline: ${ms(result.inline.totalMs)} ms, ${ms(result.inline.perSectionMs)} ms per section`,
  );
  console.log(`growth: ${result.linear ? 'linear' : 'NOT linear'}`);
}
