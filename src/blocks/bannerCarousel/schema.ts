import { z } from 'zod';
import { carouselSettings } from '../../schema/carousel';
import { buttonLink, image } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const slide = z.strictObject({
  background: image.describe('The full-width picture behind the slide (1920 × 800 works well).'),
  eyebrow: z.string().optional().describe('A short line above the slide heading.'),
  title: z.string().min(1).describe('The slide heading.'),
  text: richText('A paragraph under the slide heading.').default(''),
  buttons: z.array(buttonLink).default([]).describe('Buttons under the slide text.'),
});

export const bannerCarouselProps = z
  .strictObject({
    heading: z
      .string()
      .min(1)
      .describe(
        "The page's main heading (its one h1), read by screen readers and search engines; the slides carry the visible headings.",
      ),
    slides: z.array(slide).min(1).describe('The slides, in the order they show.'),
    carousel: carouselSettings({ perView: { '0': 1 }, arrows: true, bullets: true }).describe(
      'How the slides change (they cross-fade): autoplay every 5 s by default, looping, with arrows and bullets.',
    ),
  })
  .describe(
    'Full-width hero carousel of slides, each with a background picture, heading, text and buttons (agency portfolio).',
  );

export type BannerCarouselProps = z.output<typeof bannerCarouselProps>;
