// The data of an image as the site renders it, and the names of the files the build makes of a photo
// (src/site-generator/images/ writes them, src/ui/Picture.tsx and the share tags name them): one
// naming, in code that runs in the browser and in Node alike.
/** The formats the build reads and writes; the original's is the fallback of browsers without AVIF and WebP. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** What the build made of a raster image (src/site-generator/images/), written into the data beside it. */
export interface ImageVariants {
  /** The processed files are `${base}-${width}.${extension}`, and the share image `${base}-share.jpg`. */
  base: string;
  /** The widths made, ascending; none wider than the original. */
  widths: number[];
  /** The original's format. */
  format: RasterFormat;
  /** Width and height of the share image: a JPEG for link previews and structured data. */
  share: [number, number];
  /** Set by the prerender on the page's lead image: the first one its sections show with priority. */
  lead?: true;
}

export interface ImageData {
  src: string;
  alt: string;
  /** Always there once the content is loaded (read from the file when not written); an editor's draft may lack them. */
  width?: number;
  height?: number;
  variants?: ImageVariants;
}

/** The page's lead image, as the prerender notes it: the first photo a section shows with priority, and its `sizes`. */
export interface LeadImage {
  image: ImageData;
  sizes: string;
}

export const fileExtensions: Record<RasterFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** One processed file of `variants`. */
export const variantFile = (variants: Pick<ImageVariants, 'base'>, width: number, format: RasterFormat) =>
  `${variants.base}-${width}.${fileExtensions[format]}`;

/** The width and height of an image of loaded content, which always has them (read from the file when not written). */
export function sizeOf(image: Pick<ImageData, 'src' | 'width' | 'height'>): { width: number; height: number } {
  if (image.width === undefined || image.height === undefined)
    throw new Error(`${image.src} has no width and height: only content checked by loadContent is built`);
  return { width: image.width, height: image.height };
}

/** The share image of a processed image (a JPEG at most 1200 px wide), or the image itself. */
export function shareImageFile(image: ImageData): { src: string; width: number; height: number } {
  const { variants } = image;
  if (!variants) return { src: image.src, ...sizeOf(image) };
  return { src: `${variants.base}-share.jpg`, width: variants.share[0], height: variants.share[1] };
}

/** The largest processed file in the original's format (for a lightbox), or the image itself. */
export function largestImageFile(image: ImageData): string {
  const { variants } = image;
  return variants ? variantFile(variants, variants.widths.at(-1)!, variants.format) : image.src;
}

/** A srcset of every width of `variants` in `format`. */
export const srcSetOf = (variants: ImageVariants, format: RasterFormat) =>
  variants.widths.map((width) => `${variantFile(variants, width, format)} ${width}w`).join(', ');

/** The fallback `src`: the widest file up to 1280 px (browsers that read srcset never fetch it). */
export const fallbackFile = (variants: ImageVariants) =>
  variantFile(variants, variants.widths.filter((width) => width <= 1280).at(-1) ?? variants.widths[0], variants.format);

export const mimeTypes: Record<RasterFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};
