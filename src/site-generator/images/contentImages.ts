// The images of the content, found by their shape ({ src, alt, width?, height? }: the image of
// src/schema/primitives.ts, wherever a block's schema puts it), and the content given back with what
// the build made of them written beside each one (`variants`, src/ui/imageVariants.ts). Pure data
// work: the prerender's workers use it too, and never load sharp.
import type { ImageData, ImageVariants } from '../../ui/imageVariants';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isSide = (value: unknown) => value === undefined || typeof value === 'number';

export const isImageData = (value: unknown): value is ImageData =>
  isObject(value) &&
  typeof value.src === 'string' &&
  typeof value.alt === 'string' &&
  isSide(value.width) &&
  isSide(value.height);

/** The files the build processes, by their name: photos and pictures; SVGs and the rest pass unchanged. */
export const isRasterPath = (src: string) => /\.(jpe?g|png|webp|avif|gif)$/i.test(src);

/** Every image in `value`, in document order (raster or not). */
export function imagesIn(value: unknown, found: ImageData[] = []): ImageData[] {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (isImageData(value)) found.push(value);
  else if (isObject(value)) for (const item of Object.values(value)) imagesIn(item, found);
  return found;
}

/** `value` with `change` applied to each image; what holds no changed image is the same object, not a copy. */
export function mapImages<T>(value: T, change: (image: ImageData) => ImageData): T {
  if (Array.isArray(value)) {
    const mapped = value.map((item) => mapImages(item, change));
    return (mapped.some((item, index) => item !== value[index]) ? mapped : value) as T;
  }
  if (isImageData(value)) return change(value) as T;
  if (!isObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const mapped = mapImages(item, change);
    changed ||= mapped !== item;
    return [key, mapped] as const;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/** `value` with the variants of each processed image beside it. */
export const withVariants = <T>(value: T, variants: ReadonlyMap<string, ImageVariants>): T =>
  mapImages(value, (image) => {
    const made = variants.get(image.src);
    return made ? { ...image, variants: made } : image;
  });

/** `value` with the image at `src` marked as the page's lead image (src/ui/Picture.tsx). */
export const withLeadImage = <T>(value: T, src: string): T =>
  mapImages(value, (image) =>
    image.src === src && image.variants ? { ...image, variants: { ...image.variants, lead: true } } : image,
  );

/** The raster images of `value`, the content of `file`, as the image step takes them (imagePipeline.ts). */
export const rasterImagesOf = (value: unknown, file: string) =>
  imagesIn(value)
    .filter((image) => isRasterPath(image.src))
    .map(({ src }) => ({ src, file }));

/** Where a rich text's link starts its address: "[words](/images/plan.jpg)". */
const richTextLink = /\]\((\/[^)\s]*)\)/g;

/**
 * The photos of public/ that `value`, the content of `file`, names by their own address, outside an
 * image: a link to one (a button, a link inside a rich text) opens the photo itself, which the build
 * then publishes (imagePipeline.ts).
 */
export function linkedPhotosOf(value: unknown, file: string, found: { src: string; file: string }[] = []) {
  const add = (address: string) => {
    const path = address.split(/[?#]/)[0];
    if (isRasterPath(path)) found.push({ src: path, file });
  };
  if (typeof value === 'string') {
    if (value.startsWith('/')) add(value);
    for (const match of value.matchAll(richTextLink)) add(match[1]);
  } else if (Array.isArray(value)) for (const item of value) linkedPhotosOf(item, file, found);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value))
      if (!(key === 'src' && isImageData(value))) linkedPhotosOf(item, file, found);
  return found;
}
