import { z } from 'zod';
import { buttonLink, image } from '../../schema/primitives';

const emailForm = z
  .strictObject({
    label: z.string().min(1).describe('Screen-reader label of the email field.'),
    placeholder: z.string().default('').describe('For example "Enter your business email here".'),
    buttonLabel: z.string().min(1).describe('For example "Sign Up Free".'),
    sentMessage: z.string().min(1).describe('Shown after the visitor submits. The demo sends nothing anywhere.'),
    note: z.string().default('').describe('Small print under the form, for example "No credit card required".'),
  })
  .describe('A one-field email sign-up form. It sends nothing.');

export const callToActionProps = z
  .strictObject({
    theme: z
      .enum(['gradient', 'sky', 'dark', 'hosting', 'light'])
      .default('gradient')
      .describe('Background: "gradient" (green), "sky" (blue gradient), "dark" (navy), "hosting" (deep blue), "light" (pale). Text is white on all but "light".'),
    layout: z
      .enum(['center', 'split'])
      .default('center')
      .describe('"center": everything centred; "split": heading and text on the left, buttons or form on the right.'),
    eyebrow: z.string().optional().describe('A short line above the heading.'),
    title: z.string().min(1).describe('The heading of the band.'),
    text: z.string().default('').describe('A sentence under the heading.'),
    buttons: z.array(buttonLink).default([]).describe('Buttons of the band; leave empty when it has a form.'),
    form: emailForm.optional(),
    background: image.optional().describe('A decorative picture behind the content, for example "/images/misc/cta-bg.svg".'),
  })
  .describe('A call to action band: "Ready to talk?", "Do you have any projects?", sign-up offers, start a free trial (optionally with an email form).');

export type CallToActionProps = z.output<typeof callToActionProps>;
