import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { carouselLayoutNeedsSettings, carouselSettings } from '../../schema/carousel';
import { href, image, sectionBackground } from '../../schema/primitives';

const partner = z.strictObject({
  image: image.describe('The partner logo; its alt text names the partner.'),
  href: href.default('#').describe('Where the logo links to ("#" for a placeholder).'),
});

export const partnersProps = z
  .strictObject({
    title: z.string().optional().describe('Optional heading above the logos.'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    layout: z
      .enum(['carousel', 'row'])
      .default('carousel')
      .describe('"carousel": a looping logo carousel (needs "carousel" settings); "row": all logos in a wrapping row.'),
    background: sectionBackground('surface'),
    partners: z
      .array(partner)
      .min(1)
      .describe('The partner logos, in order. Usually { "use": "partners" } shares them between pages.'),
    carousel: carouselSettings({ perView: { '0': 2, '576': 4, '768': 4, '1200': 6 }, arrows: false })
      .optional()
      .describe(
        'Carousel settings, used when "layout" is "carousel". The agency portfolio reads { "0": 1, "576": 2, "768": 4, "992": 6 }.',
      ),
  })
  .superRefine(carouselLayoutNeedsSettings)
  .describe('Partner and client logos, as a carousel or a row.');

export type PartnersProps = z.output<typeof partnersProps>;
