// The building blocks every block schema uses: text, links, images, icons, timings.
import { z } from 'zod';
import { editorHints } from './editorHints';
import { references } from './references';
import { boundedNumber } from './units';
import { iconNames } from './iconNames';
import { boundedText, lengthLimits } from './limits';
import { coded, matching } from './patterns';
import { say } from '../problems/messages';

const unsafeScheme = /^\s*(?:javascript|data|vbscript|file):/i;
const knownLinkStart = /^(\/|#|https?:\/\/|mailto:|tel:)/i;
/**
 * Browsers read "//host" and "/\host" (tabs and line breaks inside ignored) as an address on another
 * site, so a field meant for a page path or a file in public/ must not start that way.
 */
const notOffSite = /^(?![/\\][\t\n\r]*[/\\])/;
/** The same for an image path, written otherwise: a pattern's message is found by the pattern, and an image's differs. */
const imageNotOffSite = /^(?![\\/][\t\n\r]*[\\/])/;
// Each of these leaves alone what does not start with its scheme; "abort" keeps one message per mistake.
// No two quantifiers of a pattern may match the same text in turn: "[\d().-]*\d[\d().-]*" could split
// a run of digits in as many ways as it is long, and tried them all on a number with a wrong end.
const phoneLink = /^(?!tel:)|^tel:\+?[().-]*\d[\d().-]*$/i;
const emailLink = /^(?!mailto:)|^mailto:[^\s@?]+@[^\s@?.]+(\.[^\s@?.]+)+(\?\S*)?$/i;
const webAddress = /^(?!https?:)|^https?:\/\/([^\s/?#@:.]+(\.[^\s/?#@:.]+)+|localhost)(:\d+)?([/?#]\S*)?$/i;

/** What a link that starts in no known way was probably meant to be: the loader offers it once the page or file exists. */
function meantLinks(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed !== value && knownLinkStart.test(trimmed)) return [trimmed]; // spaces around a good link
  const misspeltScheme = /^https?(?::\/*|\/+)(?=[^/])/i;
  if (misspeltScheme.test(trimmed)) return [`https://${trimmed.replace(misspeltScheme, '')}`];
  if (
    /^www\./i.test(trimmed) ||
    /^[\w-]+(\.[\w-]+)*\.(com|org|net|io|dev|co|de|fr|uk|eu|info|biz|app)(\/|$)/i.test(trimmed)
  )
    return [`https://${trimmed}`];
  if (/^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i.test(trimmed)) return [`mailto:${trimmed}`];
  if (/^\+?[\d\s().-]{6,}$/.test(trimmed)) return [`tel:${trimmed.replace(/[\s().-]/g, '')}`];
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return []; // another kind of address (ftp:, skype:…): no spelling of it works
  const page = trimmed
    .replace(/\\/g, '/')
    .replace(/^(\.{1,2}\/)+/, '')
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/^index$/i, '');
  return /\s/.test(page) ? [] : [`/${page}`];
}

/** A link with spaces: the same link without them, or with each space inside a web address as %20. */
function linkWithoutSpaces(value: string): string[] {
  const trimmed = value.trim();
  if (/^https?:/i.test(trimmed)) return [trimmed.replace(/\s+/g, '%20')];
  return [trimmed.replace(/\s+/g, '-').toLowerCase(), trimmed.replace(/\s+/g, '')];
}

/** A phone link's number with the spaces, dots and brackets taken out. */
const phoneDigits = (value: string) => [`tel:${value.replace(/^tel:/i, '').replace(/[^\d+]/g, '')}`];

/** A link target: a page path (/contact), a placeholder (#), an anchor (#pricing) or an external address. */
export const href = [
  { regex: /^(?!\s*(?:javascript|data|vbscript|file):)/i, code: 'link.unsafe' },
  { regex: notOffSite, code: 'link.off-site' },
  { regex: phoneLink, code: 'link.phone', explain: (value: string) => ({ candidates: phoneDigits(value) }) },
  {
    regex: emailLink,
    code: 'link.email',
    explain: (value: string) => ({ candidates: [`mailto:${value.replace(/^mailto:/i, '').replace(/\s+/g, '')}`] }),
  },
  {
    regex: webAddress,
    code: 'link.web-address',
    explain: (value: string) => ({ candidates: linkWithoutSpaces(value) }),
  },
  {
    regex: /^(?!(?:[/#]|[a-zA-Z]+:)[^]*\s)/,
    code: 'link.space',
    explain: (value: string) => ({ candidates: linkWithoutSpaces(value) }),
  },
]
  .reduce(
    (schema, { regex, code, explain }) =>
      matching(schema, regex, { code: code as 'link.unsafe', kind: 'link', explain }, true),
    boundedText('a link', lengthLimits.link).min(1),
  )
  .superRefine((value, ctx) => {
    if (unsafeScheme.test(value) || knownLinkStart.test(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: say('link.form', {}).message,
      params: coded('link.form', { candidates: meantLinks(value) }),
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

/** The path of a web address, "https://example.com/images/a.svg" → "/images/a.svg". */
function pathOfAddress(value: string): string[] {
  try {
    const url = new URL(value.trim());
    return /^https?:$/.test(url.protocol) && url.pathname.length > 1 ? [url.pathname] : [];
  } catch {
    return [];
  }
}

/** What an image path was probably meant to be: from "/", with forward slashes, without "public". */
function meantImagePaths(value: string): string[] {
  const path = value
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.{1,2}\/)+/, '')
    .replace(/^\/*(public\/)?/i, '/');
  return [path, path.replace(/ /g, '%20')];
}

export const imageSrc = [
  { regex: /^(?![a-z]:[\\/]|\\\\)/i, code: 'image.on-your-computer' },
  {
    regex: /^(?![a-z][a-z0-9+.-]*:)/i,
    code: 'image.on-another-site',
    // The same file may be in public/ already (the site's own address, or a copy): offered only if it is.
    explain: (value: string) => ({ candidates: pathOfAddress(value) }),
  },
  { regex: imageNotOffSite, code: 'image.off-site' },
  {
    regex: /^\/[^\s]*$/,
    code: 'image.path-form',
    explain: (value: string) => ({ candidates: meantImagePaths(value) }),
    last: true,
  },
]
  .reduce(
    (schema, { regex, code, explain, last }) =>
      matching(schema, regex, { code: code as 'image.path-form', kind: 'image', explain }, !last),
    boundedText('an image path', lengthLimits.path),
  )
  .meta({
    id: 'imageSrc',
    description:
      'Path of a file in public/, starting with "/", for example "/images/banners/iot.svg". Images must live in public/: an address on another site is refused.',
    examples: ['/images/banners/iot.svg'],
  })
  .register(references, { reference: 'image' })
  .register(editorHints, { editor: 'imageSrc' });

/** The widest and tallest a picture can be (a JPEG's limit): past it, a width or height written is a typo. */
export const imageSideLimit = 65_535;

export const image = z
  .strictObject({
    src: imageSrc,
    alt: z
      .string()
      .describe('What the image shows, read aloud by screen readers. Use "" for a purely decorative image.'),
    width: boundedNumber({ unit: 'pixels', min: 1, max: imageSideLimit })
      .optional()
      .describe(
        'Width in pixels. Best left out: the build reads it from the file (it reserves space, so the page does not jump). Written, it must have the proportions of the file.',
      ),
    height: boundedNumber({ unit: 'pixels', min: 1, max: imageSideLimit })
      .optional()
      .describe('Height in pixels. Best left out: the build reads it from the file.'),
  })
  .meta({ id: 'image', description: 'An image with its alternative text; its size is read from the file.' })
  .register(references, { reference: 'imageSize' })
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
