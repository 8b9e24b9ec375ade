import { z } from 'zod';
import { buttonLink, icon, image, sectionBackground } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const item = z.strictObject({
  icon: icon.optional().describe('Icon before the item; a check mark when left out.'),
  title: z.string().min(1).describe('The point, in a few words.'),
  text: richText('Shown under the title in the "cards" list style.').default(''),
});

export const featureSplitProps = z
  .strictObject({
    eyebrow: z.string().optional().describe('A short line above the heading, for example "About Us".'),
    title: z.string().min(1).describe('The section heading.'),
    paragraphs: z
      .array(richText('One paragraph under the heading.').min(1))
      .default([])
      .describe('Paragraphs under the heading, one text each.'),
    items: z
      .array(item)
      .default([])
      .describe('A list under the text, for example the services of a "Cloud Hosting Services" section.'),
    listStyle: z
      .enum(['checks', 'icons', 'cards'])
      .default('checks')
      .describe(
        '"checks": short lines with check marks; "icons": items with an icon in a white pill, two columns; "cards": icon, title and text boxes.',
      ),
    buttons: z.array(buttonLink).default([]).describe('Buttons under the text.'),
    image: image.describe('The illustration beside the text.'),
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .describe('Where the image sits on wide screens; on phones it comes first.'),
    background: sectionBackground('white'),
  })
  .describe(
    'Image beside a heading, text, a list and buttons: about sections, service lists, why choose us, discover.',
  );

export type FeatureSplitProps = z.output<typeof featureSplitProps>;
