// The one shape of a form field, for every form of the site (contact, question, comment,
// registration, billing); src/ui/FormField.tsx draws it. Each form says how it checks its fields.
import { z } from 'zod';
import { formDelivery } from './formDelivery';
import { say } from '../problems/messages';
import { boundedText, lengthLimits } from './limits';
import { coded, matching } from './patterns';
import { slug } from './slug';

export const fieldKinds = ['text', 'email', 'tel', 'url', 'password', 'textarea', 'select', 'checkbox'] as const;

export const formField = z
  .strictObject({
    name: matching(boundedText('a field name', lengthLimits.name), /^[a-z_]+$/, {
      code: 'form.field-name-form',
      kind: 'text',
      explain: (input) => ({
        candidates: [
          slug(input)
            .replace(/[-\d]+/g, '_')
            .replace(/^_+|_+$/g, ''),
        ],
      }),
    }).describe('Form field name, for example "email" or "first_name".'),
    label: z
      .string()
      .min(1)
      .describe(
        'Label of the field, read by screen readers (and shown when the form shows labels, and beside a checkbox).',
      ),
    placeholder: z.string().default('').describe('Grey hint inside the empty field, for example "Email".'),
    kind: z
      .enum(fieldKinds)
      .default('text')
      .describe(
        'Type of field: a one-line "text", "email", "tel", "url" or "password" field, a "textarea", a "select" (needs "options") or a "checkbox" (a tick box with its label beside it).',
      ),
    required: z
      .boolean()
      .default(false)
      .describe(
        'Whether the field is required (default false): marked so, and checked when the form checks its fields.',
      ),
    requiredMessage: z
      .string()
      .min(1)
      .optional()
      .describe('Shown when the visitor leaves this field empty, in forms that check their fields.'),
    invalidMessage: z
      .string()
      .min(1)
      .optional()
      .describe('Shown when an email or url field holds something that is not an address.'),
    maxLength: z.number().int().positive().optional().describe('Most characters the field accepts.'),
    tooLongMessage: z.string().min(1).optional().describe('Shown when the value is longer than "maxLength".'),
    options: z.array(z.string().min(1)).min(1).optional().describe('Choices of a "select" field, first one selected.'),
    autocomplete: matching(boundedText('an autofill hint', lengthLimits.name), /^[a-z0-9 -]+$/, {
      code: 'form.autofill-form',
      kind: 'text',
      explain: (input) => ({
        candidates: [
          input
            .trim()
            .toLowerCase()
            .replace(/[_\s]+/g, '-'),
        ],
      }),
    })
      .optional()
      .describe(
        'Browser autofill hint, for example "given-name", "email", "address-line1" or "country-name" (a one-line address field takes "address-line1", not "street-address").',
      ),
    width: z
      .enum(['full', 'half', 'third'])
      .default('full')
      .describe('"half" and "third" fields share a row on screens from 576 px.'),
  })
  .superRefine((field, ctx) => {
    if (field.kind === 'select' && !field.options) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: say('form.select-without-options').message,
        params: coded('form.select-without-options'),
      });
    }
    if (field.kind !== 'select' && field.options) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: say('form.options-not-select', { kind: field.kind }).message,
        params: coded('form.options-not-select'),
      });
    }
  })
  .describe('One field of a form.');

export type FormField = z.output<typeof formField>;

/**
 * How a form checks its fields when the visitor sends it:
 * "messages": with the texts of the fields ("requiredMessage"…), shown beside each field;
 * "browser": with the browser's own checks and messages;
 * "none": not at all (required fields are marked, but the form never refuses).
 */
export type FieldChecks = 'messages' | 'browser' | 'none';

/** The fields of a form, in order: names unique, and the messages its way of checking needs. */
export function formFields(checks: FieldChecks) {
  return z
    .array(formField)
    .min(1)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.name))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: say('form.field-name-twice', { name: field.name }).message,
            params: coded('form.field-name-twice'),
          });
        seen.add(field.name);
        if (checks === 'messages' && field.required && !field.requiredMessage) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'requiredMessage'],
            message: say('form.required-message-missing').message,
            params: coded('form.required-message-missing'),
          });
        }
      });
    });
}

/** Text after the visible label of a required field. */
export const requiredMark = z
  .string()
  .default(' *')
  .describe('Shown after the label of a required field (screen readers skip it), for example " *".');

/** What every form of the site holds: its fields, its send button, the line shown once sent, and where it delivers. */
export function formContent(checks: FieldChecks) {
  return z.strictObject({
    fields: formFields(checks).describe(
      checks === 'messages'
        ? 'The fields, in order; a required field needs its "requiredMessage". Their names are the names the form sends them under.'
        : 'The fields, in order; the browser checks them. Their names are the names the form sends them under.',
    ),
    submitLabel: z.string().min(1).describe('Text of the send button, for example "Send Message".'),
    sentMessage: z
      .string()
      .min(1)
      .describe(
        'Shown once the form has been delivered (the service answered that it arrived). With the "demo" delivery nothing is sent and this shows once the fields are checked: say there that the form is a demonstration.',
      ),
    // Written with a group that keeps nothing, so it differs from a shared section's name, whose message differs.
    name: matching(boundedText('a form name', lengthLimits.name), /^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      code: 'form.name-form',
      kind: 'text',
      explain: (input) => ({ candidates: [slug(input)] }),
    })
      .optional()
      .describe(
        'The name Netlify Forms lists this form\'s messages under, for example "contact-sales"; each block has its own ("contact", "question", "comment", "registration", "sign-up", "notify-me"), so give one only to a form whose fields differ from another of the same block.',
      ),
    delivery: formDelivery
      .optional()
      .describe(
        'Where this form delivers, in place of "forms.delivery" of pages/_site.json (the same fields; docs/deploy.md, "Form delivery"), for example { "mode": "endpoint", "url": "https://formspree.io/f/abcdwxyz" }.',
      ),
  });
}
