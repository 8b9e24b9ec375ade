import { z } from 'zod';
import { href, icon } from '../../schema/primitives';
import { noLinkInLinkedText, richText } from '../../schema/richText';

export const contactInfoProps = z
  .strictObject({
    boxes: z
      .array(
        z.strictObject({
          icon: icon.describe('Icon at the top of the box, for example "mail", "map-pin" or "phone".'),
          title: z.string().min(1).describe('Heading of the box, for example "Mail Here".'),
          lines: z
            .array(
              z
                .strictObject({
                  text: richText('The line as shown, for example an address or a phone number.').min(1),
                  href: href.optional().describe('mailto:, tel: or a page link; the whole line is then the link.'),
                })
                .superRefine(noLinkInLinkedText('text', 'href')),
            )
            .min(1)
            .describe('Lines of the box; each may be a link.'),
        }),
      )
      .min(1)
      .max(6)
      .describe('The info boxes, usually mail, address and phone.'),
  })
  .describe('Row of contact info boxes (mail, address, phone).');

export type ContactInfoProps = z.output<typeof contactInfoProps>;
