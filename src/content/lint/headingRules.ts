// Headings as the prerendered HTML has them: exactly one h1 per page, and no level skipped on the way
// down (h2 then h4). Each problem is traced back to the section that rendered the heading: every
// section is the n-th top-level <div data-block> of the page (src/shell/PageSections.tsx).
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import type { JsonPath } from '../jsonSource';
import type { PageData } from '../../schema/page';
import type { PageSources } from './lintIssue';

interface Heading {
  level: number;
  text: string;
  /** The section that rendered it, or undefined for the site frame (header, footer). */
  section?: number;
}

/**
 * The headings in document order, each with the section it is in. The HTML is React's server output
 * (well-formed, attributes quoted), so a scan of its tags is enough and far cheaper than a DOM: a
 * 1,000-page lint stays in seconds.
 */
export function headingsOf(html: string): Heading[] {
  const headings: Heading[] = [];
  const tags = /<(\/?)(div|h[1-6])\b([^>]*)>/gi;
  let depth = 0; // open <div>s
  let blockDepth = -1; // depth at which the current top-level section's <div data-block> opened
  let sections = -1;
  let open: { level: number; start: number; section?: number } | undefined;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, name, attributes] = match;
    const tag = name.toLowerCase();
    if (tag === 'div') {
      if (closing) {
        depth--;
        if (depth === blockDepth) blockDepth = -1;
      } else if (!whole.endsWith('/>')) {
        if (blockDepth < 0 && /\sdata-block=/.test(attributes)) {
          blockDepth = depth;
          sections++;
        }
        depth++;
      }
    } else if (!closing) {
      open = {
        level: Number(tag[1]),
        start: match.index + whole.length,
        ...(blockDepth >= 0 ? { section: sections } : {}),
      };
    } else if (open) {
      const text = html
        .slice(open.start, match.index)
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim();
      headings.push({ level: open.level, text, ...(open.section !== undefined ? { section: open.section } : {}) });
      open = undefined;
    }
  }
  return headings;
}

export function headingWarnings(page: PageData, html: string, sources: PageSources): ContentIssue[] {
  const headings = headingsOf(html);
  const where = (heading: Heading | undefined): JsonPath =>
    heading?.section === undefined ? ['sections'] : ['sections', heading.section];
  const block = (heading: Heading) =>
    heading.section === undefined
      ? 'the site frame (header or footer)'
      : `the "${page.sections[heading.section]?.type}" section`;
  const warnings: ContentIssue[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) {
    warnings.push(sources.warning(page.file, ['sections'], say('seo.no-main-heading')));
  }
  for (const extra of h1s.slice(1)) {
    warnings.push(
      sources.warning(
        page.file,
        where(extra),
        say('seo.second-main-heading', { count: h1s.length, text: extra.text, block: block(extra) }),
      ),
    );
  }
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      warnings.push(
        sources.warning(
          page.file,
          where(heading),
          say('seo.heading-levels-skip', {
            from: previous.level,
            fromText: previous.text,
            to: heading.level,
            toText: heading.text,
            block: block(heading),
          }),
        ),
      );
    }
  });
  return warnings;
}
