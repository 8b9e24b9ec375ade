// Site-wide content: brand, menus, header variants, footer, timings, labels and theme tokens.
import { z } from 'zod';
import { headerVariants } from './page';
import { buttonLink, href, icon, image, imageSrc, link, milliseconds } from './primitives';
import { schemaPath } from './schemaPath';
import { socialLink } from './socialLink';
import { colour, fontFamily, gradient, language, siteOrigin } from './cssValues';
import { formsSettings } from './formDelivery';
import { pixels } from './units';
import { noLinkInLinkedText, richText } from './richText';
import { themeFonts } from './fontChoices';
import { say } from '../problems/messages';
import { coded } from './patterns';
import { untranslated } from './translatable';
import { localesSchema, prefixOf } from './locales';

const navItem = z
  .strictObject({
    label: z.string().min(1).describe('Text of the menu entry.'),
    href: href.optional().describe('Where the entry goes. Leave it out for an entry that only opens its dropdown.'),
    children: z.array(link).optional().describe('Entries of the dropdown under this one.'),
  })
  .describe('A menu entry, optionally with a dropdown.');

const headerButton = buttonLink
  .extend({ icon: icon.optional().describe('An icon before the label.') })
  .describe('A button at the right of the header bar.');

const headerVariant = z
  .strictObject({
    menu: untranslated(z.string()).describe('Which menu of "menus" this header shows.'),
    logo: z
      .enum(['dark', 'white'])
      .describe('Which logo version: "dark" for light backgrounds, "white" for dark ones.'),
    theme: z
      .enum(['light', 'dark'])
      .describe('"light": dark text on a white bar. "dark": white text on the "background" colour.'),
    background: colour
      .optional()
      .describe(
        'Bar colour of a dark header, written as "#" and six hexadecimal digits, for example "#032b8d" (default: the heading colour).',
      ),
    stickyAfterPx: pixels({ min: 0, max: 2000 }).describe(
      'How far the visitor scrolls before the header sticks to the top, in pixels (0 to 2000).',
    ),
    showCart: z.boolean().default(true).describe('Whether the cart icon with its count shows.'),
    buttons: z.array(headerButton).default([]).describe('Buttons at the right of the bar.'),
  })
  .describe('One header variant.');

/** The header variants a page can name in "header" (all but "none"), each configured here. */
export type HeaderVariantName = Exclude<(typeof headerVariants)[number], 'none'>;
const headerVariantNames = headerVariants.filter((name): name is HeaderVariantName => name !== 'none');
const headerVariantsByName = Object.fromEntries(headerVariantNames.map((name) => [name, headerVariant])) as Record<
  HeaderVariantName,
  typeof headerVariant
>;

export const siteSchema = z
  .strictObject({
    $schema: schemaPath('../schemas/site.schema.json'),
    lang: language
      .default('en')
      .describe('Language of the site, as a BCP 47 code for <html lang>, for example "en", "en-US" or "pt-BR".'),
    locales: localesSchema.optional(),
    siteUrl: siteOrigin.describe(
      'Public address of the site\'s home page, an https origin such as "https://www.example.com", used in sitemap.xml and canonical links.',
    ),
    titleSuffix: z
      .string()
      .default('')
      .describe('Added after every page title in the browser tab, for example " | Nexus".'),
    brand: z.strictObject({
      name: untranslated(z.string().min(1)).describe('Company name, used as the logo text alternative.'),
      logo: image.describe('Logo for light backgrounds.'),
      logoWhite: image.describe('Logo for dark backgrounds.'),
      icon: imageSrc
        .default('/images/brand/favicon.svg')
        .describe(
          'The brand\'s icon, an SVG or a square PNG of at least 512 px, for example "/images/brand/favicon.svg": the build makes the favicon, the phone icons and the web manifest from it.',
        ),
    }),
    menus: z.record(z.string(), z.array(navItem)).describe('Navigation menus by name; each header variant picks one.'),
    headers: z
      .strictObject(headerVariantsByName)
      .describe(
        `The header variants pages choose with "header" (${headerVariantNames.map((name) => `"${name}"`).join(', ')}): each one's menu, logo, colours, sticky threshold and buttons.`,
      ),
    footer: z.strictObject({
      about: richText('Short text under the logo in the footer.'),
      columns: z
        .array(z.strictObject({ title: z.string(), links: z.array(link) }))
        .describe('Link columns (company, support…).'),
      contact: z.strictObject({
        title: z.string(),
        items: z.array(
          z
            .strictObject({
              icon,
              label: richText('The line as shown, for example the address, an email address or a phone number.'),
              href: href.optional().describe('mailto:, tel: or a page link; the whole line is then the link.'),
            })
            .superRefine(noLinkInLinkedText('label', 'href')),
        ),
      }),
      social: z.array(socialLink).describe('Round icon links to the social networks.'),
      copyright: z.string(),
    }),
    labels: z
      .strictObject({
        skipToContent: z.string(),
        openMenu: z.string(),
        closeMenu: z.string(),
        openSubmenu: z
          .string()
          .describe('Screen-reader text of the dropdown toggle; "{label}" is replaced by the entry name.'),
        cart: z
          .strictObject({
            one: z
              .string()
              .describe(
                'Screen-reader name of the cart icon when the language says "one" of the number (in English: 1); "{count}" is replaced by the number of lines, for example "Cart, {count} item".',
              ),
            other: z
              .string()
              .describe(
                'Screen-reader name of the cart icon for any other number; "{count}" is replaced by the number of lines, for example "Cart, {count} items".',
              ),
          })
          .describe(
            "Screen-reader name of the cart icon, in the singular and plural forms of the site's language (chosen with the language's plural rules).",
          ),
        backToTop: z.string(),
        notifications: z.string().describe('Screen-reader name of the toast area.'),
        sectionFailed: z.string().describe('Shown in place of a section that failed to display.'),
        mainMenu: z
          .string()
          .min(1)
          .default('Main menu')
          .describe("Screen-reader name of the header's menu (a navigation landmark)."),
        breadcrumb: z
          .string()
          .min(1)
          .default('Breadcrumb')
          .describe('Screen-reader name of the breadcrumb trail under a page title.'),
        language: z
          .string()
          .min(1)
          .default('Language')
          .describe(
            'Name of the header\'s language switcher (on a site in several languages): its button\'s text and its list\'s name for screen readers, in the page\'s language, for example "Language" or "Sprache".',
          ),
        furtherPageTitle: z
          .string()
          .min(1)
          .default('{title} – page {page}')
          .describe(
            'The title of a listing\'s further pages (/blog-grid/page/2…) in the browser tab and link previews, so that no two pages share one; "{title}" is replaced by the listing\'s title and "{page}" by the page\'s number, for example "{title}, page {page}".',
          ),
        requiredMark: z
          .string()
          .default(' *')
          .describe(
            'Shown after the label of a required form field (screen readers skip it and say "required"), for example " *".',
          ),
      })
      .describe('Words of the site frame that visitors or screen readers meet.'),
    forms: formsSettings.prefault({}),
    cartPath: href.default('/cart').describe('Where the header cart icon goes.'),
    collections: z
      .strictObject({
        future: z
          .enum(['hold', 'publish'])
          .default('hold')
          .describe(
            '"hold": a blog post or case study dated after today is published by the first build on or after its day; "publish": it is published now, with a warning.',
          ),
      })
      .prefault({})
      .describe('How the collections (pages/blog/, pages/projects/) are published.'),
    preloader: z.strictObject({
      firstLoadMs: milliseconds(2000, 'How long the full-screen preloader shows on the first visit', {
        min: 100,
        max: 10000,
        off: 'no preloader',
      }),
      routeChangeMs: milliseconds(1500, 'How long it shows after each move to another page', {
        min: 100,
        max: 10000,
        off: 'no preloader',
      }),
    }),
    backToTop: z.strictObject({
      showAfterPx: pixels({ min: 0, max: 5000 })
        .default(300)
        .describe('How far the visitor scrolls before the back-to-top button shows, in pixels (0 to 5000).'),
    }),
    carousel: z
      .strictObject({
        pause: z
          .string()
          .min(1)
          .describe('Text of the button that stops a carousel moving by itself, for example "Pause".'),
        play: z
          .string()
          .min(1)
          .describe('Text of the same button once stopped, to let it move again, for example "Play".'),
      })
      .describe('Every carousel that moves by itself shows a pause button; these are its words.'),
    toast: z.strictObject({
      position: z
        .enum(['top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'])
        .default('top-right'),
      autoCloseMs: milliseconds(3000, 'How long a toast message stays', { min: 1000, max: 60000 }),
    }),
    theme: z
      .strictObject({
        fontFamily: fontFamily.describe(
          'CSS font-family list, ending with a generic family, for example "system-ui, \'Segoe UI\', Roboto, sans-serif": what text is drawn in while the chosen fonts load, and with the "system" font.',
        ),
        fonts: themeFonts,
        fontSizePx: pixels({ min: 10, max: 24 }).describe('Base text size in pixels (10 to 24).'),
        lineHeight: z.number().min(1).max(3),
        radiusPx: pixels({ min: 0, max: 40 }).describe('Corner rounding of buttons and boxes in pixels (0 to 40).'),
        colors: z.strictObject({
          primary: colour.describe('Buttons, link hover, accents.'),
          heading: colour.describe('Headings and the footer.'),
          nav: colour.describe('Menu links.'),
          text: colour.describe('Paragraphs.'),
          accent: colour.describe('Purple accent.'),
          surface: colour.describe('Light section background.'),
          surfaceWarm: colour.describe('Warm section background.'),
          hosting: colour.describe('Web-hosting blue.'),
        }),
        gradients: z
          .strictObject({ primary: gradient, sky: gradient })
          .describe(
            'CSS gradients, for example "linear-gradient(135deg, #23bdb8 0%, #43e794 100%)": a direction (an angle or "to right"), then two or more colours, each optionally with a position.',
          ),
      })
      .describe('Theme tokens, turned into CSS custom properties.'),
  })
  .superRefine((site, ctx) => {
    if (site.locales) checkLocales(site.lang, site.locales, ctx);
    for (const [variant, header] of Object.entries(site.headers)) {
      if (!(header.menu in site.menus)) {
        ctx.addIssue({
          code: 'custom',
          path: ['headers', variant, 'menu'],
          message: say('site.unknown-menu', { menu: header.menu, menus: Object.keys(site.menus).join(', ') }).message,
          params: coded('site.unknown-menu'),
        });
      }
    }
  })
  .describe('Site-wide content shared by every page.');

export type Site = z.output<typeof siteSchema>;

/**
 * What only the build reads of the site file: the theme becomes the stylesheet, the collections' and
 * languages' settings become pages. The browser's copy leaves them out (BrowserSite), so every page's
 * script stays smaller, and a component that reaches for them fails to compile.
 */
export const buildOnlySiteKeys = ['$schema', 'theme', 'collections', 'locales'] as const;
export type BrowserSite = Omit<Site, (typeof buildOnlySiteKeys)[number]>;

/** The site file without what only the build reads. */
export function browserSite(site: Site): BrowserSite {
  const shown: Partial<Site> = { ...site };
  for (const key of buildOnlySiteKeys) delete shown[key];
  return shown as BrowserSite;
}

/** Each further language once, none the default one, and each language's pages under a prefix of their own. */
function checkLocales(lang: string, locales: z.output<typeof localesSchema>, ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  const prefixes = new Map<string, string>();
  locales.others.forEach((locale, index) => {
    const code = locale.code.toLowerCase();
    const problem =
      code === lang.toLowerCase()
        ? say('locale.code-is-default', { code: locale.code })
        : seen.has(code)
          ? say('locale.code-twice', { code: locale.code })
          : undefined;
    seen.add(code);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['locales', 'others', index, 'code'],
        message: problem.message,
        params: coded(problem.code),
      });
    const prefix = prefixOf(locale);
    const other = prefixes.get(prefix);
    if (other)
      ctx.addIssue({
        code: 'custom',
        path: ['locales', 'others', index, locale.prefix === undefined ? 'code' : 'prefix'],
        message: say('locale.prefix-twice', { prefix, other }).message,
        params: coded('locale.prefix-twice'),
      });
    else prefixes.set(prefix, `"${locale.code}"`);
  });
}
export type HeaderVariantConfig = Site['headers'][HeaderVariantName];
