// A site renamed from the template: the template's name, or an image that carries its logo, left in a
// text or a page would show the customer's visitors another company.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { SITE_FILE } from '../contentFiles';
import { textsIn } from '../jsonSource';
import type { PageSources } from './lintIssue';

/** The name the template ships under; a site with another brand name should not show it. */
export const TEMPLATE_BRAND_NAME = 'Nexus';

const templateName = new RegExp(`\\b${TEMPLATE_BRAND_NAME}\\b`, 'i');

export function templateBrandWarnings(
  root: string,
  pages: PageData[],
  site: Site,
  sources: PageSources,
): ContentIssue[] {
  if (templateName.test(site.brand.name)) return [];
  const showsTemplateLogo = templateImageTest(root);
  const warnings: ContentIssue[] = [];
  const check = (file: string, value: unknown) => {
    for (const [path, text] of textsIn(value, [])) {
      if (templateName.test(text))
        warnings.push(
          sources.warning(
            file,
            path,
            say('seo.template-name', { text, template: TEMPLATE_BRAND_NAME, brand: site.brand.name, site: SITE_FILE }),
          ),
        );
      else if (showsTemplateLogo(text))
        warnings.push(
          sources.warning(
            file,
            path,
            say('seo.template-artwork', {
              text,
              template: TEMPLATE_BRAND_NAME,
              brand: site.brand.name,
              site: SITE_FILE,
            }),
          ),
        );
    }
  };
  check(SITE_FILE, site);
  for (const page of pages) check(page.file, page);
  return warnings;
}

/** Whether a text is the address of an SVG in public/ that names the template (its logos carry it as their title). */
function templateImageTest(root: string): (text: string) => boolean {
  const known = new Map<string, boolean>();
  return (text) => {
    if (!/^\/[^?#]*\.svg$/i.test(text)) return false;
    if (!known.has(text)) {
      const file = join(root, 'public', text);
      known.set(text, existsSync(file) && templateName.test(readFileSync(file, 'utf8')));
    }
    return known.get(text)!;
  };
}
