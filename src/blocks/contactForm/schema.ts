import { z } from 'zod';
import { formContent } from '../../schema/formField';
import { image } from '../../schema/primitives';

export const contactFormProps = formContent('messages')
  .extend({
    title: z.string().min(1).describe('Section heading, for example "Get In Touch With Us".'),
    subtitle: z.string().default('').describe('Text under the heading.'),
    image: image.optional().describe('Illustration beside the form on wide screens.'),
  })
  .describe('Contact form with required-field messages. It checks the fields and sends nothing.');

export type ContactFormProps = z.output<typeof contactFormProps>;
