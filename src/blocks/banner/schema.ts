import { z } from 'zod';
import { formContent } from '../../schema/formField';
import { buttonLink, image } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const registrationForm = formContent('browser').describe('A registration form under the heading. It sends nothing.');

const price = z
  .strictObject({
    label: z.string().default('').describe('Text before the price, for example "Starting at".'),
    amount: z.string().min(1).describe('The price as shown, for example "$3.95".'),
    period: z.string().default('').describe('Text after the price, for example "/month".'),
    was: z.string().optional().describe('An old price shown struck through, for example "$8.99".'),
    wasLabel: z
      .string()
      .default('')
      .describe('Screen-reader words before the struck-through price, for example "Regular price".'),
  })
  .describe('A starting price under the heading, with an optional struck-through old price.');

const defaultShapes = [
  { src: '/images/shapes/dots.svg', alt: '', width: 100, height: 100 },
  { src: '/images/shapes/circle.svg', alt: '', width: 120, height: 120 },
  { src: '/images/shapes/triangle.svg', alt: '', width: 60, height: 60 },
  { src: '/images/shapes/cross.svg', alt: '', width: 40, height: 40 },
];

export const bannerProps = z
  .strictObject({
    theme: z
      .enum(['light', 'surface', 'hosting', 'dark', 'gradient'])
      .default('light')
      .describe(
        'Background: "light" (white), "surface" (pale blue-grey), "hosting" (deep blue), "dark" (navy), "gradient" (green gradient). Text turns white on the last three.',
      ),
    eyebrow: z.string().optional().describe('A short line above the heading.'),
    heading: z.string().min(1).describe("The page's main heading (its one h1)."),
    text: richText('A paragraph under the heading.').default(''),
    checklist: z
      .array(z.string().min(1))
      .default([])
      .describe('Short selling points with check marks, for example "Free domain and SSL".'),
    price: price.optional(),
    buttons: z
      .array(buttonLink)
      .default([])
      .describe('Buttons under the text, for example "Get Started" and "Contact Us".'),
    form: registrationForm.optional(),
    images: z
      .array(image)
      .min(1)
      .max(5)
      .describe(
        'The illustration on the right. With one image it stands alone (a static banner); up to four further images, small icons work best, float around it as a gently moving group.',
      ),
    shapes: z
      .array(image)
      .max(6)
      .default(defaultShapes)
      .describe(
        'Small decorative shapes that drift slowly in the background (still for visitors who prefer reduced motion). [] for none.',
      ),
  })
  .describe(
    'Hero banner of a landing page: heading, text, buttons or a registration form on the left, an illustration on the right.',
  );

export type BannerProps = z.output<typeof bannerProps>;
