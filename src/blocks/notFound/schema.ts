import { z } from 'zod';
import { image, link } from '../../schema/primitives';
import { richText } from '../../schema/richText';

export const notFoundProps = z
  .strictObject({
    image: image.optional().describe('Illustration above the heading.'),
    heading: z.string().min(1).describe('Big heading, for example "Oops!".'),
    subheading: z.string().min(1).describe('For example "404 - Page not found".'),
    message: richText('What may have happened, under the subheading.').min(1),
    button: link.describe('Usually "Go to Homepage", linking to "/".'),
  })
  .describe('The "page not found" message with a way back home.');

export type NotFoundProps = z.output<typeof notFoundProps>;
