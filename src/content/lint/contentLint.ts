// The content lint (docs/seo.md): what an SEO-minded editor would want to hear about the pages, the
// forms that deliver nowhere and the template's name left in a renamed site — warnings, not errors.
// The rules that read the page files run on their own; the heading rules need each page's rendered HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIssue } from '../../problems/contentIssue';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { sitemapXml } from '../../site-generator/prerender';
import { templateBrandWarnings } from './brandRules';
import { headingWarnings } from './headingRules';
import { formWarnings } from './formRules';
import { PageSources } from './lintIssue';
import { propWarnings } from './propRules';
import { orphanWarnings, sitemapWarnings } from './reachability';
import { textWarnings } from './textRules';

export interface LintInput {
  root: string;
  pages: PageData[];
  site: Site;
  /** Each page's rendered HTML by path; without it the heading rules are skipped. */
  rendered?: Map<string, string>;
  /** Page files already read (tests, benchmarks): used instead of the file on disk. */
  texts?: Map<string, string>;
}

export function lintContent({ root, pages, site, rendered, texts }: LintInput): ContentIssue[] {
  const sources = new PageSources(
    (file) => texts?.get(file) ?? (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined),
  );
  const handWritten = join(root, 'public/sitemap.xml');
  const sitemap = existsSync(handWritten)
    ? { text: readFileSync(handWritten, 'utf8'), file: 'public/sitemap.xml' }
    : { text: sitemapXml(pages, site), file: 'the sitemap.xml the build writes' };
  const warnings = [
    ...textWarnings(pages, site, sources),
    ...templateBrandWarnings(root, pages, site, sources),
    ...propWarnings(pages, sources),
    ...formWarnings(pages, site, sources),
    ...orphanWarnings(pages, site, sources),
    ...sitemapWarnings(pages, site, sitemap.text, sitemap.file, sources),
    ...pages.flatMap((page) => {
      const html = rendered?.get(page.path);
      return html === undefined ? [] : headingWarnings(page, html, sources);
    }),
  ];
  // The entries of a collection share their layout's sections, and so its warnings: each said once.
  const distinct = [...new Map(warnings.map((warning) => [JSON.stringify(warning), warning])).values()];
  return distinct.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
