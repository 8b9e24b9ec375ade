// Where the forms deliver (docs/deploy.md, "Form delivery"). A form with the "demo" delivery, the
// template's, shows its confirmation and sends nothing: right for the demonstration, a lost message on
// a customer's site, so each such form is named. A form that delivers never sends a password.
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import { formsIn } from '../../schema/formDelivery';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import type { PageSources } from './lintIssue';

/** The start of the warning about a form that delivers nowhere, the same for every such form. */
export const demoFormWarning = 'this form delivers nowhere';

export function formWarnings(pages: PageData[], site: Site, sources: PageSources): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  for (const page of pages) {
    page.sections.forEach((section, index) => {
      for (const { path, form } of formsIn(section.props)) {
        const at = ['sections', index, 'props', ...path];
        const delivery = form.delivery ?? site.forms.delivery;
        const whose = form.delivery ? 'its own "delivery"' : '"forms.delivery" in pages/_site.json';
        if (delivery.mode === 'demo') {
          warnings.push(
            sources.warning(page.file, at, say('form.delivers-nowhere', { button: form.submitLabel, whose })),
          );
          continue;
        }
        form.fields.forEach((field, fieldIndex) => {
          if (field.kind === 'password')
            warnings.push(
              sources.warning(
                page.file,
                [...at, 'fields', fieldIndex],
                say('form.password-sent', { name: field.name, mode: delivery.mode }),
              ),
            );
        });
      }
    });
  }
  return warnings;
}
