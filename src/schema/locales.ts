// The site's languages beyond its default one (_site.json "locales"): each one's code, its name in
// the language switcher, its writing direction, the address prefix of its pages, and what a page
// does while some of its texts have no translation yet. A site without "locales" is in one language.
import { z } from 'zod';
import { language } from './cssValues';
import { boundedText, lengthLimits } from './limits';
import { matching } from './patterns';
import { untranslated } from './translatable';

export const writingDirection = z
  .enum(['ltr', 'rtl'])
  .default('ltr')
  .describe('Writing direction: "ltr" (left to right, the default) or "rtl" (right to left: Arabic, Hebrew, Persian).');

/** "/de": what a language's page paths start with. */
export const localePrefix = matching(
  boundedText('a language prefix', lengthLimits.name),
  /^\/[a-z0-9]+(-[a-z0-9]+)*$/,
  {
    code: 'locale.prefix-form',
    kind: 'text',
    explain: (input) => ({
      candidates: [
        `/${input
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')}`,
      ],
    }),
  },
);

const furtherLocale = z
  .strictObject({
    code: language.describe(
      'The language\'s code (BCP 47), for example "de" or "ar": the name of its folder of translations, pages/<code>/, and its pages\' <html lang>.',
    ),
    label: untranslated(z.string().min(1)).describe(
      'The language\'s name as the language switcher shows it, in that language, for example "Deutsch" or "العربية".',
    ),
    dir: writingDirection,
    prefix: localePrefix
      .optional()
      .describe('What the paths of its pages start with, for example "/de" (default: "/" and its code in lowercase).'),
    missing: z
      .enum(['fallback', 'hold'])
      .default('fallback')
      .describe(
        'What a page of this language does while a text has no translation, or its translation is stale: "fallback" (published, the default language\'s text shown, with a warning) or "hold" (the page is not published in this language until every text is translated and up to date).',
      ),
  })
  .describe('A language the site is translated into.');

export const localesSchema = z
  .strictObject({
    label: untranslated(z.string().min(1)).describe(
      'The default language\'s name (the one "lang" names) as the language switcher shows it, for example "English".',
    ),
    dir: writingDirection,
    others: z
      .array(furtherLocale)
      .min(1)
      .describe('The further languages, each with its folder of translations in pages/<code>/.'),
  })
  .describe(
    'The site\'s languages beyond "lang": their names, directions and address prefixes. Leave it out for a site in one language.',
  );

export type Locales = z.output<typeof localesSchema>;
export type FurtherLocale = Locales['others'][number];

/** A language's address prefix: the one written, else "/" and its code in lowercase. */
export const prefixOf = (locale: { code: string; prefix?: string }): string =>
  locale.prefix ?? `/${locale.code.toLowerCase()}`;

/** A page path under a prefix: "/pricing" under "/de" is "/de/pricing", "/" is "/de". */
export const prefixedPath = (prefix: string, path: string): string =>
  prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
