import { z } from 'zod';
import { untranslated } from '../../schema/translatable';
import { longText } from '../../schema/editorHints';
import { icon, link, sectionBackground } from '../../schema/primitives';

const feature = z.strictObject({
  text: longText(z.string().min(1).describe('For example "Up to 1000 subscribers" or "Unlimited broadcasts".')),
  included: z
    .boolean()
    .default(true)
    .describe('false shows the feature struck through with a cross: the plan lacks it.'),
});

const plan = z.strictObject({
  name: z.string().min(1).describe('For example "Pro" or "Advanced".'),
  price: untranslated(z.string().min(1)).describe(
    'The price as shown, with its currency, for example "$149" or "$15.00".',
  ),
  period: z.string().default('').describe('Shown after the price, for example "/m", "/y" or "/month".'),
  icon: icon.optional().describe('Optional line icon above the plan name.'),
  highlighted: z.boolean().default(false).describe('Marks the recommended plan with the accent look.'),
  badge: z.string().optional().describe('Optional ribbon text on the plan, for example "Popular".'),
  features: z.array(feature).min(1).describe('What the plan includes, or not, one line each.'),
  button: link.describe('The plan button, for example { "label": "Start 3-day free trial", "href": "#" }.'),
});

const period = z.strictObject({
  label: z.string().min(1).describe('Tab text, for example "Monthly Plan". Not shown when there is only one period.'),
  plans: z.array(plan).min(1).max(4).describe('The plans side by side, one to four.'),
});

export const pricingProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "Pricing Plans".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    background: sectionBackground('white'),
    variant: z
      .enum(['classic', 'hosting', 'webHosting'])
      .default('classic')
      .describe(
        '"classic" (startup plans) and "hosting" (Basic, Advanced, Expert): centred cards with a large price under a pale header band, navy on the recommended plan; the two share one look, so tables on one page match. "webHosting": hosting-blue cards with an icon (web, cloud, VPS hosting).',
      ),
    periods: z
      .array(period)
      .min(1)
      .max(4)
      .describe(
        'One entry per billing period. Two or more show as tabs (the first is selected); the plans of the other tabs are rendered only when their tab is first opened.',
      ),
    tabsLabel: z
      .string()
      .optional()
      .describe('Screen-reader name of the tab list, for example "Billing period". Needed with two or more periods.'),
    featureLabels: z
      .strictObject({
        included: z.string().min(1).describe('Read before an included feature, for example "Included:".'),
        excluded: z.string().min(1).describe('Read before a missing feature, for example "Not included:".'),
      })
      .describe('Screen-reader words for the tick and cross icons.'),
    note: z
      .string()
      .default('')
      .describe('A line under the plans, for example "14 days of testing, no credit card required".'),
  })
  .superRefine((props, ctx) => {
    if (props.periods.length > 1 && !props.tabsLabel) {
      ctx.addIssue({
        code: 'custom',
        path: ['tabsLabel'],
        message: 'two or more periods show as tabs: add "tabsLabel", for example "Billing period"',
        params: { code: 'props.setting-needed' },
      });
    }
  })
  .describe(
    'Pricing plans, with optional Monthly/Yearly tabs; one block serves the startup, hosting and web-hosting tables.',
  );

export type PricingProps = z.output<typeof pricingProps>;
