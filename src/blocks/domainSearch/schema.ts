import { z } from 'zod';
import { untranslated } from '../../schema/translatable';
import { longText } from '../../schema/editorHints';

const extension = z.strictObject({
  name: z
    .string()
    .regex(/^\.[a-z]+$/, { message: 'a domain extension starts with a dot, for example ".com"' })
    .describe('The extension, with its dot, for example ".com".'),
  price: z.number().nonnegative().describe('Yearly price shown beside the extension, for example 9.88.'),
});

export const domainSearchProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "Find Your Perfect Domain Name".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    inputLabel: z.string().min(1).describe('Label shown above the domain field, for example "Domain name".'),
    placeholder: z.string().default('').describe('For example "Search domain name here".'),
    extensionLabel: z.string().min(1).describe('Label shown above the extension select, for example "Extension".'),
    extensions: z
      .array(extension)
      .min(1)
      .describe('The extensions offered in the select and listed with their prices, in order.'),
    currency: untranslated(z.string()).default('$').describe('Written before every price.'),
    buttonLabel: z.string().min(1).describe('For example "Search".'),
    pricesLabel: z.string().min(1).describe('Screen-reader name of the price list, for example "Domain prices".'),
    sentMessage: z.string().min(1).describe('Shown after the visitor searches. The demo looks nothing up.'),
  })
  .describe(
    'Domain name search: a name field, an extension select and a Search button, with the extension prices below. It sends nothing.',
  );

export type DomainSearchProps = z.output<typeof domainSearchProps>;
