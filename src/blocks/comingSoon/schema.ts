import { z } from 'zod';
import { image } from '../../schema/primitives';

export const comingSoonProps = z
  .strictObject({
    logo: image.optional(),
    background: image.optional().describe('Decorative background illustration.'),
    heading: z.string().min(1),
    text: z.string().default(''),
    target: z.iso
      .datetime({ offset: true })
      .describe('When the countdown reaches zero, as an ISO date with offset, for example "2020-08-23T17:00:00-07:00". A past date shows zeros.'),
    units: z
      .strictObject({ days: z.string(), hours: z.string(), minutes: z.string(), seconds: z.string() })
      .describe('Labels under the four numbers.'),
    emailLabel: z.string().min(1).describe('Screen-reader label of the email field.'),
    emailPlaceholder: z.string().default(''),
    buttonLabel: z.string().min(1).describe('For example "Notify Us".'),
    sentMessage: z.string().min(1).describe('Shown after the visitor submits an address. Nothing is sent anywhere.'),
  })
  .describe('Full-screen coming-soon page with a live countdown and a notify-me email field.');

export type ComingSoonProps = z.output<typeof comingSoonProps>;
