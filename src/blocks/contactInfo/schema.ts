import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { href, icon } from '../../schema/primitives';

export const contactInfoProps = z
  .strictObject({
    boxes: z
      .array(
        z.strictObject({
          icon: icon.describe('Icon at the top of the box, for example "mail", "map-pin" or "phone".'),
          title: z.string().min(1).describe('Heading of the box, for example "Mail Here".'),
          lines: z
            .array(
              z.strictObject({
                text: longText(
                  z.string().min(1).describe('The line as shown, for example an address or a phone number.'),
                ),
                href: href.optional().describe('mailto:, tel: or a page link.'),
              }),
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
