// Images always carry their size (no layout shift) and alt text, both from JSON. A photo the build
// has processed (src/site-generator/images/) carries its variants too, and is drawn as a <picture>:
// AVIF, then WebP, then its own format, each at the widths made of it, from which the browser takes
// the smallest that fills the slot the block declares in `sizes`. An SVG, or any image the build
// left as it is, stays one <img>.
import { createContext, useContext, type ImgHTMLAttributes, type ReactNode } from 'react';
import { fallbackFile, mimeTypes, srcSetOf, type ImageData } from './imageVariants';
import styles from './Picture.module.css';

export type { ImageData, ImageVariants } from './imageVariants';

/**
 * Whether an image a section shows with priority is the page's lead image: the one fetched first and
 * preloaded (only one: on a phone a second eager photo takes bandwidth from the first). The
 * prerender chooses it as it renders (LeadImageChooser); the browser reads the choice from the data.
 */
type IsLeadImage = (image: ImageData, sizes: string) => boolean;
const LeadImageContext = createContext<IsLeadImage | undefined>(undefined);
const LeadImageChooserContext = createContext<IsLeadImage | undefined>(undefined);

/** The prerender's choice of the lead image, made as the page renders (src/entry-server.tsx). */
export const LeadImageChooser = LeadImageChooserContext.Provider;

const markedLead: IsLeadImage = (image) => image.variants?.lead === true;

/** Around a page's sections: their images may be its lead image; the header's logo is not. */
export function LeadImageScope({ children }: { children: ReactNode }) {
  const choose = useContext(LeadImageChooserContext) ?? markedLead;
  return <LeadImageContext.Provider value={choose}>{children}</LeadImageContext.Provider>;
}

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> {
  image: ImageData;
  /**
   * How wide the image shows at each screen width (the `sizes` attribute), declared once per image
   * slot beside the block from its CSS: "134px" for a fixed portrait, media conditions for a column
   * that changes (src/ui/imageSizes.ts).
   */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
}

export function Picture({ image, sizes, priority = false, ...rest }: PictureProps) {
  const isLead = useContext(LeadImageContext);
  const { variants } = image;
  if (!variants)
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchpriority: 'high' } : {})} // React 18 passes the lowercase attribute through as written
        {...rest}
      />
    );
  const eager = priority && (isLead ? isLead(image, sizes) : true);
  const sources = (['avif', 'webp'] as const).filter((format) => format !== variants.format);
  return (
    <picture className={styles.picture}>
      {sources.map((format) => (
        <source key={format} type={mimeTypes[format]} srcSet={srcSetOf(variants, format)} sizes={sizes} />
      ))}
      <img
        src={fallbackFile(variants)}
        srcSet={srcSetOf(variants, variants.format)}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchpriority: 'high' } : {})}
        {...rest}
      />
    </picture>
  );
}
