import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { image, link } from '../../schema/primitives';

export const notFoundProps = z
  .strictObject({
    image: image.optional().describe('Illustration above the heading.'),
    heading: z.string().min(1).describe('Big heading, for example "Oops!".'),
    subheading: z.string().min(1).describe('For example "404 - Page not found".'),
    message: longText(z.string().min(1).describe('What may have happened, under the subheading.')),
    button: link.describe('Usually "Go to Homepage", linking to "/".'),
  })
  .describe('The "page not found" message with a way back home.');

export type NotFoundProps = z.output<typeof notFoundProps>;
