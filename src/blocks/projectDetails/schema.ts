import { z } from 'zod';
import { href, icon, image, link } from '../../schema/primitives';
import { richText } from '../../schema/richText';
import { socialLink } from '../../schema/socialLink';

const infoItem = z
  .strictObject({
    icon: icon.optional(),
    label: z.string().min(1).describe('For example "Client".'),
    value: z.string().min(1).describe('For example "Lorem Ipsum Ltd.".'),
    href: href.optional().describe("Where the value links to, for example the page of the category's projects."),
  })
  .describe('One fact about the project.');

const shareRow = z
  .strictObject({
    label: z.string().min(1).describe('For example "Share".'),
    links: z.array(socialLink).min(1).describe('One round icon link per network.'),
  })
  .describe('Links to share the project on social networks.');

export const projectDetailsProps = z
  .strictObject({
    images: z
      .array(image)
      .min(1)
      .max(8)
      .describe('Pictures of the project; each opens in the lightbox by its plus button.'),
    openLabel: z
      .string()
      .min(1)
      .describe(
        'Screen-reader name of the plus button on each picture; "{alt}" is replaced by the picture\'s alt text, for example "View larger: {alt}".',
      ),
    lightbox: z
      .strictObject({
        dialog: z.string().min(1).describe('Name of the lightbox, for example "Project pictures".'),
        previous: z.string().min(1).describe('For example "Previous picture".'),
        next: z.string().min(1).describe('For example "Next picture".'),
        close: z.string().min(1).describe('For example "Close".'),
        fullscreen: z.string().min(1).describe('For example "Full screen".'),
      })
      .describe('Screen-reader names of the lightbox and its buttons.'),
    title: z.string().min(1).describe('Heading of the description.'),
    paragraphs: z
      .array(richText('One paragraph of the description.').min(1))
      .min(1)
      .describe('The description, one text per paragraph.'),
    info: z.array(infoItem).default([]).describe('Facts such as client, category and date.'),
    share: shareRow.optional(),
    button: link.optional().describe('A button after the facts, for example "Live Preview".'),
  })
  .describe(
    'Project details: pictures that open in a lightbox, a description, an info block with client, category and date, a share row and a button.',
  );

export type ProjectDetailsProps = z.output<typeof projectDetailsProps>;
