// A field of the demo forms (FAQ question form, blog comment form), checked by src/ui/useFormCheck.ts.
import { z } from 'zod';

export const formField = z
  .strictObject({
    name: z.string().regex(/^[a-z_]+$/).describe('Form field name, for example "email" or "author".'),
    label: z.string().min(1).describe('Label of the field, read by screen readers (and shown when the form shows labels).'),
    placeholder: z.string().default('').describe('Grey hint inside the empty field, for example "Email".'),
    kind: z.enum(['text', 'email', 'tel', 'url', 'textarea']).default('text').describe('Type of input.'),
    required: z.boolean().default(false).describe('Whether the form refuses to go without this field (default false).'),
    requiredMessage: z.string().min(1).optional().describe('Shown when the visitor leaves this field empty; needed when "required" is true.'),
    invalidMessage: z.string().min(1).optional().describe('Shown when an email or url field holds something that is not an address.'),
    maxLength: z.number().int().positive().optional().describe('Most characters the field accepts.'),
    tooLongMessage: z.string().min(1).optional().describe('Shown when the value is longer than "maxLength".'),
    width: z.enum(['half', 'full', 'third']).default('full').describe('"half" and "third" fields share a row on wide screens.'),
  })
  .refine((field) => !field.required || field.requiredMessage, {
    message: 'a required field needs a "requiredMessage", the text shown when it is left empty',
    path: ['requiredMessage'],
  })
  .describe('One field of a form.');

export type FormField = z.output<typeof formField>;
