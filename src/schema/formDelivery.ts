// Where the site's forms deliver what visitors send: nowhere ("demo", the template's), to the https
// address of a form service ("endpoint"), to Netlify Forms ("netlify"), or through the visitor's own
// mail program ("email"). One setting for the site, "forms.delivery" in pages/_site.json, which a form
// may replace with its own "delivery". The browser sends (src/ui/formDelivery.ts), the build names an
// endpoint's origin in the security policy, and the content lint names every form that delivers nowhere.
import { z } from 'zod';
import { say } from '../problems/messages';
import { boundedText, lengthLimits } from './limits';
import { coded, foundText } from './patterns';
import { milliseconds } from './primitives';

export const deliveryModes = ['demo', 'endpoint', 'netlify', 'email'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

const endpointExample = '"https://formspree.io/f/abcdwxyz"';

/** Names that reach the computer the browser runs on: each visitor's form would go to their own machine. */
const ownComputer =
  /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[(::1?|::ffff:127(\.\d{1,3}){3}|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\])$/i;

/** What is wrong with an endpoint address, and what to write instead (the address meant, when it is clear); undefined when it is fine. */
export function endpointProblem(text: string): { fix: string; meant?: string } | undefined {
  const value = text.trim();
  if (value !== text) return { fix: `remove the spaces around it: "${value}"`, meant: value };
  if (/^http:\/\//i.test(value)) {
    const meant = value.replace(/^http:/i, 'https:');
    return {
      fix: `use https: "${meant}" (over http, what visitors send can be read and changed on the way)`,
      meant,
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { fix: 'write the whole address the form service shows you, starting with "https://"' };
  }
  if (url.protocol !== 'https:')
    return { fix: 'write the address the form service shows you, starting with "https://"' };
  if (url.username || url.password) {
    const bare = new URL(url.href);
    bare.username = '';
    bare.password = '';
    return {
      fix: `remove the user name and password before "@": every visitor's browser would see them, and a form service knows the form by its address alone: "${bare.href}"`,
      meant: bare.href,
    };
  }
  if (ownComputer.test(url.hostname))
    return {
      fix: `"${url.hostname}" is the computer the browser runs on, so every visitor's form would go to their own computer; write the address of the form service`,
    };
  // The origin goes into the security policy as it is: only a plain host name may.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname))
    return {
      fix: 'the name of the service is letters, digits and dashes, with dots between its parts, as in "formspree.io": write the address the form service shows you',
    };
  if (url.hash) {
    const meant = value.slice(0, value.indexOf('#'));
    return { fix: `remove the part from "#": "${meant}"`, meant };
  }
  return undefined;
}

/** The fix an endpoint problem names, offered only when the address it names has no problem itself. */
const checkedMeant = (problem: { meant?: string }) =>
  problem.meant !== undefined && endpointProblem(problem.meant) === undefined ? problem.meant : undefined;

const endpointUrl = boundedText('a form endpoint', lengthLimits.link)
  .superRefine((value, ctx) => {
    const problem = endpointProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: say('form.endpoint', { found: foundText(value), fix: problem.fix }).message,
        params: coded('form.endpoint', { suggestion: checkedMeant(problem) }),
      });
  })
  .describe(
    `With "mode": "endpoint": the address the form service gives you, starting with "https://", for example ${endpointExample}. The build allows the site to send to it (and to nowhere else) in its security policy.`,
  );

const mailAddress = boundedText('a mail address', lengthLimits.mailAddress)
  .superRefine((value, ctx) => {
    if (/^[^\s@:/]+@[^\s@/]+\.[^\s@/.]+$/.test(value)) return;
    const bare = value.trim().replace(/^mailto:/i, '');
    const meant = bare !== value && /^[^\s@:/]+@[^\s@/]+\.[^\s@/.]+$/.test(bare) ? bare : undefined;
    const fix = meant ? `write the address alone: "${meant}"` : 'write one address, without spaces';
    ctx.addIssue({
      code: 'custom',
      message: say('form.mail-address', { found: foundText(value), fix }).message,
      params: coded('form.mail-address', { suggestion: meant }),
    });
  })
  .describe('With "mode": "email": the address that receives the messages, for example "hello@example.com".');

/** What each mode uses besides "mode", for the message when a setting of another mode is written. */
const usedBy: Record<string, DeliveryMode> = { url: 'endpoint', encoding: 'endpoint', to: 'email', subject: 'email' };

export const formDelivery = z
  .strictObject({
    mode: z
      .enum(deliveryModes)
      .default('demo')
      .describe(
        '"demo" (the default): nothing is sent, and the confirmation shows as if it had been, so say in "sentMessage" that the form is a demonstration. "endpoint": the fields are posted to "url", a form service such as Formspree, Basin or Getform. "netlify": Netlify Forms, on a site published on Netlify. "email": the visitor\'s mail program opens with the message to "to", and the form says so first.',
      ),
    url: endpointUrl.optional(),
    encoding: z
      .enum(['form', 'json'])
      .optional()
      .describe(
        'With "mode": "endpoint": how the fields are posted, "form" (as a browser posts a form; every form service takes it, the default) or "json" (as one JSON object of texts).',
      ),
    timeoutMs: milliseconds(
      15000,
      'With "endpoint" and "netlify": how long the form waits for the service to answer before it tells the visitor that sending failed',
      { min: 1000, max: 120000 },
    ),
    to: mailAddress.optional(),
    subject: z
      .string()
      .min(1)
      .optional()
      .describe('With "mode": "email": the subject of the message, for example "Message from the website".'),
  })
  .superRefine((delivery, ctx) => {
    if (delivery.mode === 'endpoint' && delivery.url === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: say('form.mode-needs-a-setting', {
          mode: 'endpoint',
          key: 'url',
          what: 'the address the form service gives you',
          example: endpointExample,
        }).message,
        params: coded('form.mode-needs-a-setting'),
      });
    if (delivery.mode === 'email') {
      if (delivery.to === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: say('form.mode-needs-a-setting', {
            mode: 'email',
            key: 'to',
            what: 'the address that receives the messages',
            example: '"hello@example.com"',
          }).message,
          params: coded('form.mode-needs-a-setting'),
        });
      if (delivery.subject === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['subject'],
          message: say('form.mode-needs-a-setting', {
            mode: 'email',
            key: 'subject',
            what: 'the subject of the messages',
            example: '"Message from the website"',
          }).message,
          params: coded('form.mode-needs-a-setting'),
        });
    }
    for (const [key, mode] of Object.entries(usedBy)) {
      if (delivery[key as keyof typeof delivery] !== undefined && delivery.mode !== mode)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: say('form.setting-of-another-mode', {
            key,
            mode,
            current: delivery.mode,
            note: delivery.mode === 'demo' ? ', so the form sends nothing' : '',
          }).message,
          params: coded('form.setting-of-another-mode'),
        });
    }
  });

export type FormDelivery = z.output<typeof formDelivery>;

/** The words a form shows while and after it delivers, the same for every form of the site. */
const deliveryMessages = z
  .strictObject({
    sending: z
      .string()
      .min(1)
      .default('Sending…')
      .describe('Shown while a form waits for the service to answer, for example "Sending…".'),
    failed: z
      .string()
      .min(1)
      .default('Your message could not be sent. Everything you typed is still here: please try again.')
      .describe(
        'Shown when the service refused the message or could not be reached; the fields keep what the visitor typed.',
      ),
    timedOut: z
      .string()
      .min(1)
      .default(
        'The service did not answer in time, so your message may not have arrived. Everything you typed is still here: please try again.',
      )
      .describe('Shown when the service did not answer within "timeoutMs"; the fields keep what the visitor typed.'),
    retry: z
      .string()
      .min(1)
      .default('Try Again')
      .describe('Text of the send button after a failure, for example "Try Again".'),
    emailNotice: z
      .string()
      .min(1)
      .default('Sending opens your mail program with your message to us. It leaves only when you send it from there.')
      .describe(
        'With "mode": "email": shown under the form before anything is sent, so the visitor knows their mail program will open.',
      ),
    emailOpened: z
      .string()
      .min(1)
      .default('Your mail program should now show your message: send it from there to reach us.')
      .describe('With "mode": "email": shown once the mail program has been asked to open.'),
  })
  .describe('The words of the forms while they send and when sending fails.');

export const formsSettings = z
  .strictObject({
    delivery: formDelivery
      .prefault({})
      .describe(
        'Where the forms of the site deliver what visitors send (a form may say otherwise in its own "delivery"); docs/deploy.md, "Form delivery". Default { "mode": "demo" }: nothing is sent anywhere.',
      ),
    messages: deliveryMessages.prefault({}),
  })
  .describe('The forms of the site: where they deliver, and their words while sending.');

export type FormsSettings = z.output<typeof formsSettings>;

/** A form as it appears in a section's props: every object shaped by formContent (src/schema/formField.ts). */
export interface FormInProps {
  /** Where it is in the props, from the props object down. */
  path: (string | number)[];
  form: { fields: { name: string; kind: string }[]; submitLabel: string; delivery?: FormDelivery; name?: string };
}

const isForm = (value: Record<string, unknown>): value is FormInProps['form'] & Record<string, unknown> =>
  Array.isArray(value.fields) && typeof value.submitLabel === 'string' && typeof value.sentMessage === 'string';

/** The forms a section's props hold, the props themselves included (a contact form's props are its form). */
export function formsIn(value: unknown, path: (string | number)[] = []): FormInProps[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => formsIn(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (isForm(object)) return [{ path, form: object }];
  return Object.entries(object).flatMap(([key, child]) => formsIn(child, [...path, key]));
}

/** The origins the forms post to: the security policy lets the site connect and post to these alone. */
export function endpointOrigins(deliveries: readonly FormDelivery[]): string[] {
  const origins = deliveries.flatMap((delivery) =>
    delivery.mode === 'endpoint' && delivery.url ? [new URL(delivery.url).origin] : [],
  );
  return [...new Set(origins)].sort();
}
