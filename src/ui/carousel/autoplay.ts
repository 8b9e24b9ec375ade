// Autoplay is ours (a React timer), not Glide's: the same for the sliding and the fading carousel.
// It pauses while the pointer is over the carousel or keyboard focus is in it, and stops for good
// when the visitor presses its pause button (Controls.tsx) or prefers reduced motion; the button
// then reads "play" and starts it again. Unmounting stops it.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { prefersReducedMotion } from '../prefersReducedMotion';

/** Marks the pause button, whose own focus does not pause: pressing "play" must start the carousel. */
export const AUTOPLAY_TOGGLE = 'data-carousel-toggle';

export interface VisitorPause {
  /** Hover, focus, or stopped: the carousel holds still. */
  paused: boolean;
  /** Stopped by the visitor (or by their reduced-motion preference) until they press play. */
  stopped: boolean;
  toggleStopped: () => void;
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

export function useVisitorPause(): VisitorPause {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const handlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setFocused(!(event.target as Element).hasAttribute(AUTOPLAY_TOGGLE)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return {
    paused: hovered || focused || stopped,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    handlers,
  };
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
