// Headings as the prerendered HTML has them: exactly one h1 per page, and no level skipped on the way
// down (h2 then h4). Each problem is traced back to the section that rendered the heading: every
// section is the n-th <div data-block> of the page (src/shell/PageSections.tsx).
import { JSDOM } from 'jsdom';
import type { ContentIssue } from '../contentIssue';
import type { JsonPath } from '../jsonSource';
import type { PageData } from '../../schema/page';
import type { PageSources } from './lintIssue';

interface Heading {
  level: number;
  text: string;
  /** The section that rendered it, or undefined for the site frame (header, footer). */
  section?: number;
}

export function headingsOf(html: string): Heading[] {
  const { document } = new JSDOM(html).window;
  const blocks = [...document.querySelectorAll('[data-block]')].filter((block) => !block.parentElement?.closest('[data-block]'));
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) => {
    const block = element.closest('[data-block]');
    const outer = block ? blocks.find((candidate) => candidate === block || candidate.contains(block)) : undefined;
    const section = outer ? blocks.indexOf(outer) : -1;
    return { level: Number(element.tagName[1]), text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(), ...(section >= 0 ? { section } : {}) };
  });
}

export function headingWarnings(page: PageData, html: string, sources: PageSources): ContentIssue[] {
  const headings = headingsOf(html);
  const where = (heading: Heading | undefined): JsonPath => (heading?.section === undefined ? ['sections'] : ['sections', heading.section]);
  const block = (heading: Heading) => (heading.section === undefined ? 'the site frame (header or footer)' : `the "${page.sections[heading.section]?.type}" section`);
  const warnings: ContentIssue[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) {
    warnings.push(sources.warning(page.file, ['sections'], 'the rendered page has no h1 heading; start the page with a block that has one, such as "pageTitle" or a banner'));
  }
  for (const extra of h1s.slice(1)) {
    warnings.push(sources.warning(page.file, where(extra), `the rendered page has ${h1s.length} h1 headings; this second one ("${extra.text}", from ${block(extra)}) should be the only h1 or go; keep one block that shows the page title as h1`));
  }
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      warnings.push(
        sources.warning(page.file, where(heading), `heading levels skip from h${previous.level} ("${previous.text}") to h${heading.level} ("${heading.text}", from ${block(heading)}); reorder the sections or pick blocks so that each heading is at most one level below the one before`),
      );
    }
  });
  return warnings;
}
