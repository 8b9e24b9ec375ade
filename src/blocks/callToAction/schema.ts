import { z } from 'zod';
import { formContent } from '../../schema/formField';
import { buttonLink, image } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const signUpForm = formContent('browser')
  .extend({
    note: z.string().default('').describe('Small print under the form, for example "No credit card required".'),
  })
  .describe('A sign-up form in one row, usually one email field. It sends nothing.');

export const callToActionProps = z
  .strictObject({
    theme: z
      .enum(['gradient', 'sky', 'dark', 'hosting', 'light'])
      .default('gradient')
      .describe(
        'Background: "gradient" (green), "sky" (blue gradient), "dark" (navy), "hosting" (deep blue), "light" (pale). Text is white on all but "light".',
      ),
    layout: z
      .enum(['center', 'split'])
      .default('center')
      .describe('"center": everything centred; "split": heading and text on the left, buttons or form on the right.'),
    eyebrow: z.string().optional().describe('A short line above the heading.'),
    title: z.string().min(1).describe('The heading of the band.'),
    text: richText('A sentence under the heading.').default(''),
    buttons: z.array(buttonLink).default([]).describe('Buttons of the band; leave empty when it has a form.'),
    form: signUpForm.optional(),
    background: image
      .optional()
      .describe('A decorative picture behind the content, for example "/images/misc/cta-bg.svg".'),
  })
  .describe(
    'A call to action band: "Ready to talk?", "Do you have any projects?", sign-up offers, start a free trial (optionally with an email form).',
  );

export type CallToActionProps = z.output<typeof callToActionProps>;
