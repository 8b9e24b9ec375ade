// What a form of the site sends, and how it reaches a visitor's mail program (src/schema/formDelivery.ts).
// Only the fields the form's JSON names leave the page, under their names, and nothing else. The
// posting itself is formSending.ts, loaded when a visitor sends.
import type { FormDelivery } from '../schema/formDelivery';
import type { FormField } from '../schema/formField';

export type DeliveryOutcome = 'sent' | 'failed' | 'timedOut';

type SentField = Pick<FormField, 'name' | 'kind' | 'label'>;

/** The name of the field bots fill and people never see; Netlify is told it (netlify-honeypot), others drop it unread. */
export const honeypotName = (delivery: FormDelivery) => (delivery.mode === 'netlify' ? 'bot-field' : '_gotcha');

/**
 * The form's own fields with what the visitor entered, in the form's order. A password is never sent:
 * a form service or a mailbox is no place for one. An unticked checkbox is left out, as a browser
 * leaves it out of a posted form.
 */
export function formPayload(fields: readonly SentField[], data: FormData): [string, string][] {
  return fields.flatMap((field) => {
    const value = data.get(field.name);
    return field.kind === 'password' || typeof value !== 'string' ? [] : [[field.name, value] as [string, string]];
  });
}

/** The message for the visitor's mail program: one "label: value" paragraph per field. */
export function mailtoHref(delivery: FormDelivery, fields: readonly SentField[], payload: [string, string][]) {
  const labelOf = new Map(fields.map((field) => [field.name, field.label]));
  const body = payload.map(([name, value]) => `${labelOf.get(name) ?? name}:\n${value}`).join('\n\n');
  const query = [`subject=${encodeURIComponent(delivery.subject ?? '')}`, `body=${encodeURIComponent(body)}`];
  return `mailto:${delivery.to ?? ''}?${query.join('&')}`;
}
