import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { href, image } from '../../schema/primitives';

const key = z
  .enum(['architecture', 'design', 'creative', 'branding'])
  .describe('The filter group the item belongs to.');

const item = z.strictObject({
  id: z.number().int().positive().describe('A unique number of the item.'),
  img: image,
  category: z.string().min(1).describe('The label shown on the item, for example "Design".'),
  title: z.string().min(1).describe('Title of the work, shown over its picture.'),
  key,
  href: href.default('#').describe('Where the item links; "#" goes nowhere.'),
});

const filter = z.strictObject({
  key: z.union([z.literal('all'), key]).describe('"all" shows every item; otherwise only items with this key.'),
  label: z.string().min(1).describe('The text on the filter button, for example "Design".'),
});

export const portfolioGalleryProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading.'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    filtersLabel: z
      .string()
      .min(1)
      .describe('Screen-reader name of the filter buttons, for example "Filter projects".'),
    filters: z
      .array(filter)
      .min(1)
      .describe('The filter buttons, in order; the first one is active when the page loads.'),
    shownMessage: z
      .string()
      .min(1)
      .describe(
        'Announced to screen readers after a filter click; "{count}" becomes the number of items shown, for example "{count} projects shown".',
      ),
    items: z.array(item).min(1).describe('The works, in order; each names the filter categories it belongs to.'),
  })
  .superRefine((props, ctx) => {
    const ids = props.items.map((entry) => entry.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'id'],
          message: `the id ${id} is used twice, and every item needs its own id; give this item a number no other item has`,
          params: { code: 'props.id-twice' },
        });
    });
  })
  .describe(
    'Latest projects gallery with filter buttons (All, Design, Branding, ...): a click shows only the matching items.',
  );

export type PortfolioGalleryProps = z.output<typeof portfolioGalleryProps>;
