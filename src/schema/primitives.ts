// The building blocks every block schema uses: text, links, images, icons, timings.
import { z } from 'zod';
import { references } from './references';
import { iconNames } from '../ui/iconNames';

export const unsafeLinkMessage =
  'unsafe link: "javascript:", "data:", "vbscript:" and "file:" addresses are not allowed; use a page path such as /contact, a placeholder #, or an https:// address';

export const offSiteLinkMessage =
  'a link to a page of this site starts with a single "/": one that starts with "//" or "/\\" leads to another site; write a page path such as /contact, or the full https:// address of the other site';

export const offSiteImageMessage =
  'an image path starts with a single "/" and points into public/: one that starts with "//" or "/\\" loads the image from another site; write the path of a file in public/, for example "/images/products/t-shirt.svg"';

const unsafeScheme = /^\s*(?:javascript|data|vbscript|file):/i;
const knownLinkStart = /^(\/|#|https?:\/\/|mailto:|tel:)/i;
/**
 * Browsers read "//host" and "/\host" (tabs and line breaks inside ignored) as an address on another
 * site, so a field meant for a page path or a file in public/ must not start that way.
 */
const notOffSite = /^(?![/\\][\t\n\r]*[/\\])/;

/** A link target: a page path (/contact), a placeholder (#), an anchor (#pricing) or an external address. */
export const href = z
  .string()
  .min(1)
  .regex(/^(?!\s*(?:javascript|data|vbscript|file):)/i, { message: unsafeLinkMessage })
  .regex(notOffSite, { message: offSiteLinkMessage })
  .superRefine((value, ctx) => {
    if (unsafeScheme.test(value) || knownLinkStart.test(value)) return; // unsafe ones are reported by the first pattern
    const looksLikeAddress = /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value);
    ctx.addIssue({
      code: 'custom',
      message: `a link starts with "/" (a page of this site), "#" (a placeholder), "https://", "mailto:" or "tel:"; write ${JSON.stringify(looksLikeAddress ? `https://${value}` : `/${value}`)}`,
    });
  })
  .meta({
    id: 'href',
    description: 'Where the link goes: a page path such as "/contact", "#" for a placeholder that goes nowhere, or a full https:// address.',
    examples: ['/contact', '#', 'https://example.com', 'mailto:hello@example.com'],
  })
  .register(references, { reference: 'link' });

export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path || '/';
}

export const imageSrc = z
  .string()
  .regex(/^\/[^\s]*$/, { message: 'an image path starts with "/" and points into public/, for example "/images/products/t-shirt.svg"' })
  .regex(notOffSite, { message: offSiteImageMessage })
  .meta({
    id: 'imageSrc',
    description: 'Path of a file in public/, starting with "/", for example "/images/banners/iot.svg".',
    examples: ['/images/banners/iot.svg'],
  })
  .register(references, { reference: 'image' });

export const image = z
  .strictObject({
    src: imageSrc,
    alt: z.string().describe('What the image shows, read aloud by screen readers. Use "" for a purely decorative image.'),
    width: z.number().int().positive().describe('Intrinsic width in pixels (reserves space, so the page does not jump).'),
    height: z.number().int().positive().describe('Intrinsic height in pixels.'),
  })
  .meta({ id: 'image', description: 'An image with its size and alternative text.' });

export const link = z
  .strictObject({
    label: z.string().min(1).describe('The visible text of the link or button.'),
    href,
  })
  .meta({ id: 'link', description: 'A link: visible label and target.' });

export const icon = z.enum(iconNames).meta({ id: 'icon', description: 'Name of an icon from the built-in icon set.' });

export const milliseconds = (fallback: number, what: string) =>
  z.number().int().min(0).max(600000).default(fallback).describe(`${what}, in milliseconds (default ${fallback}).`);

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
    style: z.enum(['primary', 'outline', 'text']).default('primary').describe('"primary" (filled), "outline" or "text" (a plain link).'),
    context: z
      .string()
      .optional()
      .describe('Words read after the label by screen readers and search engines (not shown), for example "about our services"; use it when the label alone, such as "Learn More", does not say where the button goes.'),
  })
  .describe('A button: visible label, target and style.');
