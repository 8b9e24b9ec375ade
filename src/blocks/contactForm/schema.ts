import { z } from 'zod';
import { image } from '../../schema/primitives';

const field = z.strictObject({
  name: z.string().regex(/^[a-z_]+$/).describe('Form field name, for example "email" or "phone_number".'),
  label: z.string().min(1).describe('Label read by screen readers and shown above the field.'),
  placeholder: z.string().default('').describe('Grey hint shown inside the empty field, for example "Your Message".'),
  kind: z.enum(['text', 'email', 'tel', 'textarea']).default('text').describe('Type of input.'),
  required: z.boolean().default(true).describe('Whether the visitor must fill the field before sending.'),
  requiredMessage: z.string().min(1).describe('Shown when the visitor leaves this required field empty.'),
  invalidMessage: z.string().optional().describe('Shown when an email field holds something that is not an address.'),
  width: z.enum(['half', 'full']).default('full').describe('Half-width fields sit two to a row on wide screens.'),
});

export const contactFormProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "Get In Touch With Us".'),
    subtitle: z.string().default('').describe('Text under the heading.'),
    image: image.optional().describe('Illustration beside the form on wide screens.'),
    fields: z.array(field).min(1).describe('The fields, in order.'),
    submitLabel: z.string().min(1).describe('Text of the send button, for example "Send Message".'),
    sentMessage: z.string().min(1).describe('Shown after a valid submission. The demo sends nothing anywhere.'),
  })
  .describe('Contact form with required-field messages. It checks the fields and sends nothing.');

export type ContactFormProps = z.output<typeof contactFormProps>;
