import { z } from 'zod';
import { formContent } from '../../schema/formField';
import { image } from '../../schema/primitives';

export const comingSoonProps = z
  .strictObject({
    logo: image.optional().describe('Logo above the heading.'),
    background: image.optional().describe('Decorative background illustration.'),
    heading: z.string().min(1).describe('The page heading (its one h1), for example "We Are Launching Soon".'),
    text: z.string().default('').describe('Text under the heading.'),
    target: z.iso
      .datetime({ offset: true })
      .describe('When the countdown reaches zero, as an ISO date with offset, for example "2020-08-23T17:00:00-07:00". A past date shows zeros.'),
    units: z
      .strictObject({
        days: z.string().describe('For example "Days".'),
        hours: z.string().describe('For example "Hours".'),
        minutes: z.string().describe('For example "Minutes".'),
        seconds: z.string().describe('For example "Seconds".'),
      })
      .describe('Labels under the four numbers.'),
    form: formContent('browser').describe('The notify-me form, usually one required email field. It sends nothing.'),
  })
  .describe('Full-screen coming-soon page with a live countdown and a notify-me email field.');

export type ComingSoonProps = z.output<typeof comingSoonProps>;
