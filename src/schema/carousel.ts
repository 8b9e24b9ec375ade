// Carousel settings shared by every block that shows a carousel (src/ui/carousel/ renders them).
// Each block passes its own defaults, the product's values for that carousel (docs/product.md).
import { z } from 'zod';
import { carouselWidths } from './carouselWidths';
import { boundedText, lengthLimits } from './limits';
import { coded, matching } from './patterns';
import { say } from '../problems/messages';
import { milliseconds } from './primitives';
import { pixels } from './units';

const widthList = ['0', ...carouselWidths].map((width) => `"${width}"`).join(', ');

export const perViewTable = (fallback: Record<string, number>) =>
  z
    .record(
      matching(
        boundedText('a screen width', lengthLimits.name),
        new RegExp(`^(${['0', ...carouselWidths].join('|')})$`),
        {
          code: 'carousel.breakpoint',
          kind: 'text',
          explain: (input) => ({ candidates: [input.replace(/\s*px$/i, '')] }),
        },
      ),
      z.number().int().min(1).max(12),
    )
    .refine((table) => '0' in table, {
      message: say('carousel.table-without-zero').message,
      params: coded('carousel.table-without-zero'),
    })
    .default(fallback)
    .describe(
      `Items per view from a minimum screen width in px: { "0": 1, "768": 2 } shows one item below 768 px and two from 768 px. The widths are ${widthList} (default ${JSON.stringify(fallback)}).`,
    );

export const carouselLabels = z
  .strictObject({
    previous: z.string().min(1).describe('Screen-reader name of the previous button, for example "Previous".'),
    next: z.string().min(1).describe('Screen-reader name of the next button, for example "Next".'),
    slide: z
      .string()
      .min(1)
      .describe(
        'Screen-reader name of each bullet; "{index}" becomes the slide number, for example "Show slide {index}".',
      ),
  })
  .describe('Words screen readers announce for the carousel controls.');

interface CarouselDefaults {
  perView: Record<string, number>;
  autoplayMs?: number;
  animationMs?: number;
  loop?: boolean;
  arrows?: boolean;
  bullets?: boolean;
  gapPx?: number;
}

export function carouselSettings(defaults: CarouselDefaults) {
  return z
    .strictObject({
      perView: perViewTable(defaults.perView),
      autoplayMs: milliseconds(
        defaults.autoplayMs ?? 5000,
        'How long each view stays before the carousel moves on by itself',
        { min: 1000, max: 60000, off: 'autoplay off' },
      ),
      animationMs: milliseconds(defaults.animationMs ?? 1000, 'How long one move takes', {
        min: 100,
        max: 5000,
        off: 'no animation',
      }),
      loop: z
        .boolean()
        .default(defaults.loop ?? true)
        .describe('Whether the carousel loops endlessly (true) or stops at the last item (false).'),
      arrows: z
        .boolean()
        .default(defaults.arrows ?? true)
        .describe('Whether previous/next buttons show.'),
      bullets: z
        .boolean()
        .default(defaults.bullets ?? false)
        .describe('Whether a row of bullets, one per item, shows under the carousel.'),
      gapPx: pixels({ min: 0, max: 100 })
        .default(defaults.gapPx ?? 30)
        .describe('Space between items, in pixels (0 to 100).'),
      labels: carouselLabels,
    })
    .describe(
      'How the carousel moves: items per screen width, timings, looping, controls. Autoplay pauses on hover and focus; a carousel that moves by itself shows a pause/play button (its words are in _site.json, "carousel"), and stays still for visitors who prefer reduced motion until they press play.',
    );
}

export type CarouselSettingsData = z.output<ReturnType<typeof carouselSettings>>;

/** For a block whose "layout" may be "carousel": that layout needs the "carousel" settings. */
export function carouselLayoutNeedsSettings(props: { layout: string; carousel?: unknown }, ctx: z.RefinementCtx) {
  if (props.layout === 'carousel' && !props.carousel) {
    ctx.addIssue({
      code: 'custom',
      path: ['carousel'],
      message: say('props.setting-needed', {
        text: 'a carousel layout needs "carousel" settings: add "carousel" with at least { "labels": { "previous", "next", "slide" } }',
      }).message,
      params: coded('props.setting-needed'),
    });
  }
}
