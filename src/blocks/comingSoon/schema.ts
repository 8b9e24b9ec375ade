import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { formContent } from '../../schema/formField';
import { image } from '../../schema/primitives';
import { countdownTargetInput, resolveCountdownTarget } from './countdownTarget';

export const comingSoonProps = z
  .strictObject({
    logo: z
      .union([z.enum(['site', 'site-white']), image])
      .optional()
      .describe(
        'Logo above the heading: "site" for the site\'s own logo (brand.logo in _site.json, so a new brand shows here too), "site-white" for its white version, or an image of its own.',
      ),
    background: image.optional().describe('Decorative background illustration.'),
    heading: z.string().min(1).describe('The page heading (its one h1), for example "We Are Launching Soon".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    target: countdownTargetInput
      // Resolved when the content is validated, that is at build time: the page ships a fixed date.
      .transform((target) => resolveCountdownTarget(target, Date.now()))
      .describe(
        'When the countdown reaches zero: an ISO date with offset, for example "2026-08-23T17:00:00-07:00", or a number of days after the build, for example { "daysAfterBuild": 30 } (counted from midnight UTC of the build\'s day). A past date shows zeros.',
      ),
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
