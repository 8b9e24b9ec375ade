// Posting a form of the site where its delivery says: no cookies, no page address beyond the site's
// origin. "sent" means the service answered with success (2xx); anything else is a failure the
// visitor is told about. Loaded only when a visitor sends (SiteForm.tsx), so no page carries it before.
import type { FormDelivery } from '../schema/formDelivery';
import type { DeliveryOutcome } from './formDelivery';

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
