import { z } from 'zod';
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
    emailLabel: z.string().min(1).describe('Screen-reader label of the email field.'),
    emailPlaceholder: z.string().default('').describe('Grey hint inside the empty email field, for example "Enter your email".'),
    buttonLabel: z.string().min(1).describe('For example "Notify Us".'),
    sentMessage: z.string().min(1).describe('Shown after the visitor submits an address. Nothing is sent anywhere.'),
  })
  .describe('Full-screen coming-soon page with a live countdown and a notify-me email field.');

export type ComingSoonProps = z.output<typeof comingSoonProps>;
