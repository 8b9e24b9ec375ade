// The one carousel of the site: Glide moves a row of items (GlideCarousel), or one item at a time
// cross-fades (FadeCarousel, the feedback slider). Both render their start state first, the same on
// the server and on the first client render, and start moving after hydration.
import type { ReactNode } from 'react';
import type { CarouselSettingsData } from '../../schema/carousel';
import { FadeCarousel } from './FadeCarousel';
import { GlideCarousel } from './GlideCarousel';

export interface CarouselProps {
  settings: CarouselSettingsData;
  /** One child per slide. */
  children: ReactNode;
  /** "slide": Glide moves a row of items; "fade": one item at a time cross-fades. */
  effect?: 'slide' | 'fade';
  /** Where the current slide sits in the view: 0 (left) or "center" (thumbnail strips). */
  focusAt?: number | 'center';
  /** Controlled current slide, for carousels kept in step with another one. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** False for a carousel that only follows another one. */
  autoplay?: boolean;
  /** Holds autoplay while true, for a carousel driven from controls outside it (a thumbnail strip). */
  held?: boolean;
  /** Accessible name of the carousel, for example the section heading. */
  label?: string;
  className?: string;
  slideClassName?: string;
}

export function Carousel(props: CarouselProps) {
  return props.effect === 'fade' ? <FadeCarousel {...props} /> : <GlideCarousel {...props} />;
}
