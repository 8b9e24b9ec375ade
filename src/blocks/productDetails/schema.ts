import { z } from 'zod';
import { carouselSettings } from '../../schema/carousel';
import { href, icon, image, link } from '../../schema/primitives';
import { references } from '../../schema/references';
import { richText } from '../../schema/richText';

export const productDetailsProps = z
  .strictObject({
    productId: z
      .number()
      .int()
      .positive()
      .register(references, { reference: 'product' })
      .default(1)
      .describe(
        'Catalogue id of the product (pages/_catalogue.json). Its name and the price the cart charges come from there.',
      ),
    images: z.array(image).min(1).describe('Pictures of the product, shown one at a time in a looping carousel.'),
    carousel: carouselSettings({
      perView: { '0': 1 },
      autoplayMs: 2000,
      loop: true,
      arrows: true,
      bullets: false,
      gapPx: 0,
    }).describe('The picture carousel: one picture at a time, looping, moving on every 2000 ms, without dots.'),
    price: z
      .number()
      .min(0)
      .describe('Price shown on the page, for example 199. The cart charges the catalogue price instead.'),
    oldPrice: z.number().min(0).optional().describe('Struck-through earlier price, for example 200.'),
    priceLabels: z
      .strictObject({
        current: z.string().min(1).describe('For example "Price:".'),
        old: z.string().min(1).describe('For example "Was:".'),
      })
      .describe('Screen-reader words before the two prices.'),
    rating: z
      .strictObject({
        stars: z.number().int().min(0).max(10).describe('How many stars are filled.'),
        outOf: z.number().int().min(1).max(10).default(5).describe('How many stars show.'),
        label: z
          .string()
          .min(1)
          .describe(
            'What screen readers hear; "{stars}" and "{outOf}" are replaced, for example "Rated {stars} out of {outOf}".',
          ),
        reviews: link.optional().describe('Link beside the stars, for example "3 Reviews" → "#".'),
      })
      .refine((rating) => rating.stars <= rating.outOf, {
        message: '"stars" are the filled ones among the "outOf" stars shown: write a number from 0 to "outOf"',
        params: { code: 'number.above-another' },
        path: ['stars'],
      })
      .describe('The star rating.'),
    description: richText('Short text under the price.').min(1),
    availability: z
      .strictObject({
        label: z.string().min(1).describe('For example "Availability:".'),
        value: z.string().min(1).describe('For example "In Stock".'),
      })
      .describe('The availability line.'),
    quantity: z
      .strictObject({
        label: z.string().min(1).describe('Label of the quantity, for example "Quantity".'),
        decreaseLabel: z.string().min(1).describe('Screen-reader name of the minus button.'),
        increaseLabel: z.string().min(1).describe('Screen-reader name of the plus button.'),
        min: z.number().int().min(1).default(1).describe('Lowest quantity, where the selector starts (default 1).'),
        max: z.number().int().min(1).default(10).describe('Highest quantity (default 10).'),
        tooManyMessage: z.string().min(1).describe('Error toast when the visitor goes past the highest quantity.'),
        tooFewMessage: z.string().min(1).describe('Error toast when the visitor goes below the lowest quantity.'),
      })
      .refine((quantity) => quantity.min <= quantity.max, {
        message: '"min" is larger than "max"; write a "min" no larger than "max"',
        params: { code: 'number.above-another' },
        path: ['min'],
      })
      .describe('The quantity selector.'),
    addToCartLabel: z.string().min(1).describe('For example "Add to Cart".'),
    addedMessage: z.string().min(1).describe('Toast after adding, for example "Added to bag".'),
    wishlist: z
      .strictObject({
        label: z.string().min(1).describe('Screen-reader name of the heart button, for example "Add to wishlist".'),
      })
      .describe('The wishlist heart: a toggle button (pressed once chosen); the demo keeps no list.'),
    buyNow: link.describe('The Buy it Now button; "#" goes nowhere.'),
    share: z
      .strictObject({
        label: z.string().min(1).describe('For example "Share:".'),
        links: z
          .array(
            z.strictObject({
              icon,
              label: z.string().min(1).describe('Name of the network, read by screen readers.'),
              href,
            }),
          )
          .describe('One icon link per network.'),
      })
      .describe('Share icons.'),
    tabs: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('Tab name, for example "Description".'),
          paragraphs: z
            .array(richText('One paragraph of the tab.', { lists: true }).min(1))
            .min(1)
            .describe('Text of the tab, one string per paragraph.'),
        }),
      )
      .min(1)
      .describe('Tabs under the product, for example one Description tab.'),
  })
  .describe(
    'Product details: picture carousel, price, rating, quantity selector, Add to Cart, and tabs with the full description.',
  );

export type ProductDetailsProps = z.output<typeof productDetailsProps>;
