import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { carouselSettings } from '../../schema/carousel';
import { icon, image, link, sectionBackground } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const box = z.strictObject({
  icon: icon.optional().describe('A line icon from the built-in set.'),
  image: image.optional().describe('A small picture instead of the icon, for example "/images/icons/cloud.svg".'),
  title: z.string().min(1).describe('Heading of the box.'),
  text: richText('A sentence or two under the heading.').default(''),
  link: link.optional().describe('A "Read More" style link under the text (screen readers also hear the box title).'),
});

export const featureBoxesProps = z
  .strictObject({
    title: z.string().optional().describe('Section heading above the boxes.'),
    text: longText(z.string().default('').describe('Text under the section heading.')),
    style: z
      .enum(['card', 'plain', 'tile'])
      .default('card')
      .describe(
        '"card": white cards with shadow and a coloured icon square; "plain": no card, icon beside the title; "tile": compact centred icon and title, for many short items such as industries.',
      ),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(4)
      .describe('Boxes per row on wide screens (two on tablets, one on phones; tiles keep two on phones).'),
    align: z.enum(['left', 'center']).default('left').describe('Text alignment inside the boxes.'),
    background: sectionBackground('white'),
    boxes: z.array(box).min(1).describe('The boxes, in order.'),
    carousel: carouselSettings({ perView: { '0': 1, '576': 2, '768': 2, '992': 4 }, arrows: false, bullets: true })
      .optional()
      .describe(
        'Show the boxes as a carousel instead of a grid (default for boxes: 1, 2 from 576 px, 4 from 992 px). "columns" is then ignored.',
      ),
  })
  .describe(
    'A grid of boxes with an icon, a title, text and an optional link: feature boxes, services, solutions, benefits, industries.',
  );

export type FeatureBoxesProps = z.output<typeof featureBoxesProps>;
