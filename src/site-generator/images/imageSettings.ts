// How the build shapes the photos the content names (docs/architecture.md, "Images"). Every value
// here takes part in the cache key (imageCache.ts): changing one encodes every photo again, once.
export const imageSettings = {
  /**
   * The widths made of each photo, capped by its own width (never enlarged). Close steps where
   * phones are: a full-width slot on a 412 px phone is 669 device pixels at a density of 1.75 and
   * 764 at 2, which 750 and 828 fit closely; a wider step there would cost every phone visit.
   */
  widths: [320, 480, 640, 750, 828, 1080, 1280, 1920],
  /** The share image (link previews, structured data): a JPEG at most this wide. */
  shareWidth: 1200,
  // Effort 3 makes files about as small as 4 in a fraction of its time; above it, time grows far faster than savings.
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9 },
  gif: {},
  share: { quality: 80, mozjpeg: true },
  /** An original a link opens, published upright and without metadata: close to the author's file. */
  original: {
    jpeg: { quality: 90, mozjpeg: true },
    webp: { quality: 90 },
    avif: { quality: 70, effort: 3 },
    png: { compressionLevel: 9 },
    gif: {},
  },
} as const;

export type ImageSettings = typeof imageSettings;

/** A source past either of these slows every build that has not seen it: the build warns, with what to do. */
export const largeSource = { bytes: 25_000_000, sidePx: 12_000 };

/** The most pixels the build decodes (sharp's own default, a 16,383 px square): a larger photo is refused before the build. */
export const readableSource = { pixels: 16_383 * 16_383 };

/**
 * The widths made of a photo `width` px wide: every setting below it, and its own width when it is
 * narrower than the widest setting (a high-density screen then gets the whole photo).
 */
export function widthsFor(width: number, settings: Pick<ImageSettings, 'widths'> = imageSettings): number[] {
  if (width >= settings.widths.at(-1)!) return [...settings.widths];
  return [...settings.widths.filter((candidate) => candidate < width), width];
}
