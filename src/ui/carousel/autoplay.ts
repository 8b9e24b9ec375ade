// Autoplay is ours (a React timer), not Glide's: hover, keyboard focus and a reduced-motion
// preference pause it, and unmounting stops it, the same for the sliding and the fading carousel.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { prefersReducedMotion } from '../prefersReducedMotion';

/** Hover and keyboard focus pause autoplay; so does a visitor's reduced-motion preference. */
export function useVisitorPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);
  const handlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused: hovered || focused || reducedMotion, handlers };
}

/** Moves on after `delayMs`, counted again from every change of `current`; stops while inactive. */
export function useAutoplay(active: boolean, delayMs: number, current: number, advance: () => void) {
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  useEffect(() => {
    if (!active || delayMs <= 0) return;
    const timer = window.setTimeout(() => advanceRef.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, current]);
}
