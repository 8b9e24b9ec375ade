// The building blocks every block schema uses: text, links, images, icons, timings.
import { z } from 'zod';
import { editorHints } from './editorHints';
import { references } from './references';
import { boundedNumber } from './units';
import { iconNames } from './iconNames';
import { boundedText, lengthLimits } from './limits';

export const unsafeLinkMessage =
  'unsafe link: "javascript:", "data:", "vbscript:" and "file:" addresses are not allowed; use a page path such as /contact, a placeholder #, or an https:// address';

export const offSiteLinkMessage =
  'a link to a page of this site starts with a single "/": one that starts with "//" or "/\\" leads to another site; write a page path such as /contact, or the full https:// address of the other site';

export const offSiteImageMessage =
  'an image path starts with a single "/" and points into public/: one that starts with "//" or "/\\" loads the image from another site; write the path of a file in public/, for example "/images/products/t-shirt.svg"';

export const phoneLinkMessage =
  'a phone link is "tel:" and the number in digits, with an optional + in front and no spaces, for example "tel:+1321984754"';

export const emailLinkMessage =
  'an email link is "mailto:" and one address, without spaces, for example "mailto:hello@example.com"';

export const webAddressMessage =
  'a web address is "https://", the name of the site (with a dot in it), then an optional path, without spaces, for example "https://example.com/pricing"';

export const spaceInLinkMessage =
  'a link holds no spaces or line breaks; remove them (a space inside a web address is written %20)';

const unsafeScheme = /^\s*(?:javascript|data|vbscript|file):/i;
const knownLinkStart = /^(\/|#|https?:\/\/|mailto:|tel:)/i;
/**
 * Browsers read "//host" and "/\host" (tabs and line breaks inside ignored) as an address on another
 * site, so a field meant for a page path or a file in public/ must not start that way.
 */
const notOffSite = /^(?![/\\][\t\n\r]*[/\\])/;
// Each of these leaves alone what does not start with its scheme; "abort" keeps one message per mistake.
// No two quantifiers of a pattern may match the same text in turn: "[\d().-]*\d[\d().-]*" could split
// a run of digits in as many ways as it is long, and tried them all on a number with a wrong end.
const phoneLink = /^(?!tel:)|^tel:\+?[().-]*\d[\d().-]*$/i;
const emailLink = /^(?!mailto:)|^mailto:[^\s@?]+@[^\s@?.]+(\.[^\s@?.]+)+(\?\S*)?$/i;
const webAddress = /^(?!https?:)|^https?:\/\/([^\s/?#@:.]+(\.[^\s/?#@:.]+)+|localhost)(:\d+)?([/?#]\S*)?$/i;

/** What a link that starts in no known way was probably meant to be. */
function meantLink(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed !== value && knownLinkStart.test(trimmed)) return trimmed; // spaces around a good link
  const misspeltScheme = /^https?(?::\/*|\/+)(?=[^/])/i;
  if (misspeltScheme.test(trimmed)) return `https://${trimmed.replace(misspeltScheme, '')}`;
  if (
    /^www\./i.test(trimmed) ||
    /^[\w-]+(\.[\w-]+)*\.(com|org|net|io|dev|co|de|fr|uk|eu|info|biz|app)(\/|$)/i.test(trimmed)
  )
    return `https://${trimmed}`;
  if (/^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i.test(trimmed)) return `mailto:${trimmed}`;
  if (/^\+?[\d\s().-]{6,}$/.test(trimmed)) return `tel:${trimmed.replace(/[\s().-]/g, '')}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined; // another kind of address (ftp:, skype:…): no spelling of it works
  const page = trimmed
    .replace(/^(\.{1,2}\/)+/, '')
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/^index$/i, '');
  return /\s/.test(page) ? undefined : `/${page}`;
}

/** A link target: a page path (/contact), a placeholder (#), an anchor (#pricing) or an external address. */
export const href = boundedText('a link', lengthLimits.link)
  .min(1)
  .regex(/^(?!\s*(?:javascript|data|vbscript|file):)/i, { message: unsafeLinkMessage, abort: true })
  .regex(notOffSite, { message: offSiteLinkMessage, abort: true })
  .regex(phoneLink, { message: phoneLinkMessage, abort: true })
  .regex(emailLink, { message: emailLinkMessage, abort: true })
  .regex(webAddress, { message: webAddressMessage, abort: true })
  .regex(/^(?!(?:[/#]|[a-zA-Z]+:)[^]*\s)/, { message: spaceInLinkMessage, abort: true })
  .superRefine((value, ctx) => {
    if (unsafeScheme.test(value) || knownLinkStart.test(value)) return;
    const meant = meantLink(value);
    const fix = meant ? `write ${JSON.stringify(meant)}` : 'write the link in one of those forms';
    ctx.addIssue({
      code: 'custom',
      message: `a link starts with "/" (a page of this site), "#" (a placeholder or a section of the page), "https://", "mailto:" or "tel:"; ${fix}`,
    });
  })
  .meta({
    id: 'href',
    description:
      'Where the link goes: a page path such as "/contact", "#" for a placeholder that goes nowhere, "#id" for the section of this page with that id ("/pricing#plans" on another page), a full https:// address, "mailto:" and an email address, or "tel:" and a phone number.',
    examples: ['/contact', '#', '#pricing', 'https://example.com', 'mailto:hello@example.com', 'tel:+1321984754'],
  })
  .register(references, { reference: 'link' })
  .register(editorHints, { editor: 'link' });

export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path || '/';
}

export const imageOnComputerMessage =
  'this is the place of a file on your computer, which visitors cannot reach: images must live in public/; copy the file into public/images/ and write its path from "/images", for example "/images/logo.png"';

export const imageOnOtherSiteMessage =
  'images must live in public/: the site loads no image from another site; download the image, put it in public/images/ and write its path from "/images", for example "/images/banners/iot.svg"';

export const imageSrc = boundedText('an image path', lengthLimits.path)
  .regex(/^(?![a-z]:[\\/]|\\\\)/i, { message: imageOnComputerMessage, abort: true })
  .regex(/^(?![a-z][a-z0-9+.-]*:)/i, { message: imageOnOtherSiteMessage, abort: true })
  .regex(notOffSite, { message: offSiteImageMessage, abort: true })
  .regex(/^\/[^\s]*$/, {
    message:
      'an image path starts with "/" and points into public/, without spaces, for example "/images/products/t-shirt.svg"',
  })
  .meta({
    id: 'imageSrc',
    description:
      'Path of a file in public/, starting with "/", for example "/images/banners/iot.svg". Images must live in public/: an address on another site is refused.',
    examples: ['/images/banners/iot.svg'],
  })
  .register(references, { reference: 'image' })
  .register(editorHints, { editor: 'imageSrc' });

export const image = z
  .strictObject({
    src: imageSrc,
    alt: z
      .string()
      .describe('What the image shows, read aloud by screen readers. Use "" for a purely decorative image.'),
    width: boundedNumber({ unit: 'pixels', min: 1, max: 8000 }).describe(
      'Intrinsic width in pixels, from 1 to 8000 (reserves space, so the page does not jump).',
    ),
    height: boundedNumber({ unit: 'pixels', min: 1, max: 8000 }).describe(
      'Intrinsic height in pixels, from 1 to 8000.',
    ),
  })
  .meta({ id: 'image', description: 'An image with its size and alternative text.' })
  .register(editorHints, { editor: 'image' });

export const link = z
  .strictObject({
    label: z.string().min(1).describe('The visible text of the link or button.'),
    href,
  })
  .meta({ id: 'link', description: 'A link: visible label and target.' });

export const icon = z
  .enum(iconNames)
  .meta({ id: 'icon', description: 'Name of an icon from the built-in icon set.' })
  .register(editorHints, { editor: 'icon' });

/** A timing in milliseconds with the bounds that make sense for it (2 written for two seconds is refused, with the number meant). */
export const milliseconds = (fallback: number, what: string, bounds: { min: number; max: number; off?: string }) =>
  boundedNumber({ unit: 'milliseconds', ...bounds })
    .default(fallback)
    .describe(
      `${what}, in milliseconds (1000 is one second): ${bounds.off ? `0 (${bounds.off}) or ` : ''}from ${bounds.min} to ${bounds.max}; default ${fallback}.`,
    );

export const text = (description: string) => z.string().describe(description);

const sectionBackgrounds = ['white', 'surface', 'warm'] as const;
export type SectionBackground = (typeof sectionBackgrounds)[number];

/** The background of a full-width section, with the block's own default. */
export const sectionBackground = (fallback: SectionBackground) =>
  z
    .enum(sectionBackgrounds)
    .default(fallback)
    .describe(`Section background: "white", "surface" (pale blue-grey) or "warm" (pale cream). Default "${fallback}".`);

/** A button: a link drawn as a button, in one of the site's button styles. */
export const buttonLink = link
  .extend({
    style: z
      .enum(['primary', 'outline', 'text'])
      .default('primary')
      .describe('"primary" (filled), "outline" or "text" (a plain link).'),
    context: z
      .string()
      .optional()
      .describe(
        'Words read after the label by screen readers and search engines (not shown), for example "about our services"; use it when the label alone, such as "Learn More", does not say where the button goes.',
      ),
  })
  .describe('A button: visible label, target and style.');
