// Images always carry their size (no layout shift) and alt text, both from JSON.
import type { ImgHTMLAttributes } from 'react';

export interface ImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  image: ImageData;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
}

export function Picture({ image, priority = false, ...rest }: PictureProps) {
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
}
