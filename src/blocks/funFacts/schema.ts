import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { icon, image, link, milliseconds, sectionBackground } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const fact = z.strictObject({
  label: z.string().min(1).describe('What is counted, for example "Downloaded".'),
  start: z
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .describe('The number shown first, also in the prerendered page (0 to 1000000000).'),
  intervalMs: milliseconds(1000, 'How often the number rises by "step"', {
    min: 100,
    max: 60000,
    off: 'the number stays still',
  }),
  step: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(1)
    .describe('How much the number rises each time, from 1 to 1000000 (default 1).'),
  icon: icon.optional().describe('Optional line icon above the number.'),
});

export const funFactsProps = z
  .strictObject({
    title: z.string().optional().describe('Optional section heading.'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    background: sectionBackground('white'),
    facts: z.array(fact).min(1).max(6).describe('The counters, in order (two to four per row depending on width).'),
    suffix: z.string().default('+').describe('Shown after every number (default "+").'),
    animationMs: milliseconds(200, 'How long each change of a number animates', {
      min: 50,
      max: 5000,
      off: 'no animation',
    }),
    cta: z
      .union([
        z.strictObject({
          title: z.string().min(1).describe('Heading of the call to action beside the facts.'),
          text: richText('A sentence under that heading.').default(''),
          link: link.describe('The button, for example { "label": "Contact Us", "href": "/contact" }.'),
          image: image.optional().describe('Decorative background, for example the map illustration.'),
        }),
        z.literal(false),
      ])
      .optional()
      .describe(
        'Optional call-to-action box under the counters ("Do you have any questions?"). false leaves out the box of a shared section on a page where a call to action already sits just above the counters.',
      ),
  })
  .describe('Fun-fact counters that rise by themselves on their own timers, with an optional call to action.');

export type FunFactsProps = z.output<typeof funFactsProps>;
