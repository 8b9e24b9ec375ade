// Sending a form of the site where its delivery says (src/schema/formDelivery.ts). Only the fields the
// form's JSON names leave the page, under their names, and nothing else: no cookies, no page address
// beyond the site's origin. "sent" means the service answered with success (2xx); anything else is a
// failure the visitor is told about.
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

function request(
  delivery: FormDelivery,
  payload: [string, string][],
  formName: string,
): { url: string; headers: Record<string, string>; body: string } {
  if (delivery.mode === 'netlify') {
    // As Netlify documents for forms sent by script: form-encoded, to "/", with the form's name.
    return {
      url: '/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['form-name', formName], ...payload]).toString(),
    };
  }
  const json = delivery.encoding === 'json';
  return {
    url: delivery.url ?? '',
    // Form services answer a browser's plain post with a redirect to their own page; asked for JSON, they answer with a status.
    headers: {
      Accept: 'application/json',
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: json ? JSON.stringify(Object.fromEntries(payload)) : new URLSearchParams(payload).toString(),
  };
}

/** Posts the fields where `delivery` says ("endpoint" or "netlify") and tells how it went. */
export async function deliver(
  delivery: FormDelivery,
  payload: [string, string][],
  formName: string,
): Promise<DeliveryOutcome> {
  const { url, headers, body } = request(delivery, payload, formName);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, delivery.timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      credentials: 'omit',
      referrerPolicy: 'strict-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return timedOut ? 'timedOut' : 'failed';
  } finally {
    clearTimeout(timer);
  }
}
