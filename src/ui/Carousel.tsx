// The one wrapper around @glidejs/glide (and the fading variant the feedback slider uses).
// First HTML: the slides as a plain list, already sized per breakpoint by CSS (no jump, no timers).
// After hydration Glide mounts; autoplay is ours (a React timer), so hover, focus and reduced motion
// pause it and unmounting stops it. Glide's looping clones are hidden from assistive technology and
// taken out of the tab order; clicks on a visible clone are handed to the real slide.
// Glide itself is fetched after hydration: the prerendered slides need no script to show, so the
// library stays out of the first-load bundle and arrives while the visitor reads.
import type Glide from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.css';
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import styles from './Carousel.module.css';
import { perViewAt, perViewMediaCss, perViewSteps, toGlideBreakpoints, type PerViewTable } from './glideBreakpoints';
import { Icon } from './Icon';
import { prefersReducedMotion } from './prefersReducedMotion';
import { cx } from './classNames';

export interface CarouselSettings {
  perView: PerViewTable;
  autoplayMs: number;
  animationMs: number;
  loop: boolean;
  arrows: boolean;
  bullets: boolean;
  gapPx: number;
  labels: { previous: string; next: string; slide: string };
}

interface CarouselProps {
  settings: CarouselSettings;
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
  /** Accessible name of the carousel, for example the section heading. */
  label?: string;
  className?: string;
  slideClassName?: string;
}

const CLONE_CLASS = 'glide__slide--clone';
const ACTIVE_CLASS = 'glide__slide--active';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function Carousel(props: CarouselProps) {
  return props.effect === 'fade' ? <FadeCarousel {...props} /> : <GlideCarousel {...props} />;
}

/** Hover and keyboard focus pause autoplay; so does a visitor's reduced-motion preference. */
function useVisitorPause() {
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

/** Moves on after `delayMs`, counted again from every change of `current`; stops while paused. */
function useAutoplay(active: boolean, delayMs: number, current: number, advance: () => void) {
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  useEffect(() => {
    if (!active || delayMs <= 0) return;
    const timer = window.setTimeout(() => advanceRef.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, current]);
}

function isTextField(target: EventTarget) {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function Controls({
  settings,
  count,
  current,
  go,
}: {
  settings: CarouselSettings;
  count: number;
  current: number;
  go: (pattern: string) => void;
}) {
  if (!settings.arrows && !settings.bullets) return null;
  const { labels } = settings;
  return (
    <div className={styles.controls}>
      {settings.arrows && (
        <button type="button" className={styles.arrow} aria-label={labels.previous} onClick={() => go('<')} data-carousel-prev="">
          <Icon name="arrow-left" size={18} />
        </button>
      )}
      {settings.bullets && (
        <div className={styles.bullets}>
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.bullet}
              aria-label={labels.slide.replace('{index}', String(i + 1))}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(`=${i}`)}
            />
          ))}
        </div>
      )}
      {settings.arrows && (
        <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => go('>')} data-carousel-next="">
          <Icon name="arrow-right" size={18} />
        </button>
      )}
    </div>
  );
}

/**
 * The real slides in view, from Glide's state rather than from geometry (a transition may still be
 * running when this is asked). Positions before 0 or past the last slide are shown by clones.
 */
function slidesInView(glide: Glide, count: number): Set<number> {
  const { perView, focusAt, type, bound } = glide.settings;
  const first =
    type === 'slider' && bound
      ? Math.max(0, Math.min(glide.index, count - perView))
      : glide.index - (focusAt === 'center' ? Math.floor(perView / 2) : Number(focusAt));
  const shown = new Set<number>();
  for (let position = first; position < first + perView; position++) if (position >= 0 && position < count) shown.add(position);
  return shown;
}

type GlideConstructor = typeof Glide;
let glideModule: Promise<GlideConstructor> | undefined;
const loadGlide = () => (glideModule ??= import('@glidejs/glide').then((module) => module.default));

/** React 18 passes `inert` through as a plain attribute: present (empty) or left out. */
const inertUnless = (visible: boolean) => (visible ? {} : { inert: '' });

/**
 * Slides the visitor cannot see are inert (no focus, not read out). Clones stay clickable, since a
 * clone may be what is on screen at the loop's seam, but are aria-hidden and out of the tab order.
 */
function syncSlideAccess(root: HTMLElement, glide: Glide, count: number) {
  const wrapper = root.querySelector('[data-glide-el="track"]')?.firstElementChild;
  if (!wrapper) return;
  const shown = slidesInView(glide, count);
  let lostFocus = false;
  for (const slide of Array.from(wrapper.children) as HTMLElement[]) {
    if (slide.classList.contains(CLONE_CLASS)) {
      // A clone copies its original as it was at cloning time: inert, active marks and all.
      slide.inert = false;
      slide.classList.remove(ACTIVE_CLASS);
      slide.setAttribute('aria-hidden', 'true');
      slide.querySelectorAll('[aria-current]').forEach((element) => element.removeAttribute('aria-current'));
      slide.querySelectorAll(FOCUSABLE).forEach((element) => element.setAttribute('tabindex', '-1'));
      continue;
    }
    const inView = shown.has(Number(slide.dataset.slideIndex));
    if (!inView && slide.contains(document.activeElement)) lostFocus = true;
    slide.inert = !inView;
  }
  if (lostFocus) {
    const current = wrapper.querySelector<HTMLElement>(`[data-slide-index="${glide.index}"]:not(.${CLONE_CLASS})`);
    const target = current?.querySelector<HTMLElement>(FOCUSABLE) ?? root.querySelector<HTMLElement>('[data-carousel-next]');
    target?.focus();
  }
}

/** A click on a clone goes to the same control in the real slide (clones carry no React handlers). */
function forwardCloneClick(event: ReactMouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const clone = target.closest<HTMLElement>(`.${CLONE_CLASS}`);
  const control = target.closest<HTMLElement>('a, button');
  if (!clone || !control || !clone.contains(control)) return;
  event.preventDefault();
  const original = clone.parentElement?.querySelector<HTMLElement>(`[data-slide-index="${clone.dataset.slideIndex}"]:not(.${CLONE_CLASS})`);
  if (!original) return;
  const position = Array.from(clone.querySelectorAll('a, button')).indexOf(control);
  const twin = original.querySelectorAll<HTMLElement>('a, button')[position];
  if (!twin) return;
  original.inert = false; // an inert element ignores clicks
  twin.click();
}

function GlideCarousel({
  settings,
  children,
  focusAt = 0,
  index,
  onIndexChange,
  autoplay = true,
  label,
  className = '',
  slideClassName = '',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const glideRef = useRef<Glide | null>(null);
  const [current, setCurrent] = useState(index ?? 0);
  const [mounted, setMounted] = useState(false);
  const [generation, setGeneration] = useState(0);
  const { paused, handlers } = useVisitorPause();
  const scope = useId();
  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  const startAt = useRef(index ?? 0);
  const { perView: perViewTable, gapPx, animationMs, loop } = settings;
  const perViewKey = JSON.stringify(perViewTable);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || count === 0) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void loadGlide().then((Glide) => {
      if (!cancelled) unmount = mountGlide(Glide, root);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [count, loop, focusAt, gapPx, animationMs, perViewKey, generation]);

  function mountGlide(Glide: GlideConstructor, root: HTMLDivElement) {
    const table = JSON.parse(perViewKey) as PerViewTable;
    const { perView, breakpoints } = toGlideBreakpoints(table);
    const glide = new Glide(root, {
      type: loop ? 'carousel' : 'slider',
      startAt: Math.min(startAt.current, count - 1),
      perView,
      breakpoints,
      focusAt,
      gap: gapPx,
      animationDuration: animationMs,
      autoplay: false, // ours: see useAutoplay
      hoverpause: false,
      keyboard: false, // Glide listens on the whole document; ours only when focus is inside
      bound: !loop,
      rewind: false,
    });
    const sync = () => syncSlideAccess(root, glide, count);
    glide.on('run', () => {
      startAt.current = glide.index;
      setCurrent(glide.index);
      onIndexChangeRef.current?.(glide.index);
    });
    glide.on(['build.after', 'run'], sync);
    // Glide sizes its looping clones for the perView it mounted with, and its update() forgets the
    // widest step; so when the window crosses a step, build a fresh instance at the same slide.
    const mountedPerView = perViewAt(table, window.innerWidth);
    const steps = perViewSteps(table).filter((step) => step.minWidth > 0);
    const queries = steps.map((step) => window.matchMedia(`(min-width: ${step.minWidth}px)`));
    const onStepChange = () => {
      if (perViewAt(table, window.innerWidth) !== mountedPerView) setGeneration((count) => count + 1);
    };
    queries.forEach((query) => query.addEventListener('change', onStepChange));
    glide.mount();
    glideRef.current = glide;
    root.dataset.carouselMounted = 'true';
    setMounted(true);
    return () => {
      queries.forEach((query) => query.removeEventListener('change', onStepChange));
      glide.destroy();
      glideRef.current = null;
      delete root.dataset.carouselMounted;
      root.querySelectorAll<HTMLElement>('[data-slide-index]').forEach((slide) => (slide.inert = false));
      setMounted(false);
    };
  }

  // A controlled carousel follows its `index` prop.
  useEffect(() => {
    const glide = glideRef.current;
    if (glide && index !== undefined && index !== glide.index) glide.go(`=${index}`);
  }, [index, mounted]);

  const go = useCallback((pattern: string) => glideRef.current?.go(pattern), []);
  const atEnd = !loop && current >= count - 1;
  useAutoplay(autoplay && mounted && !paused && !atEnd, settings.autoplayMs, current, () => go('>'));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTextField(event.target) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? '<' : '>');
  };

  const selector = `[data-carousel-scope="${scope}"]`;
  return (
    <div
      ref={rootRef}
      className={cx('glide', styles.carousel, className)}
      data-carousel-scope={scope}
      data-carousel-index={current}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onClickCapture={forwardCloneClick}
      {...handlers}
    >
      {/* Set as markup: React 18's server renderer would escape the selector's quotes in a text child.
          The rule holds only numbers from the validated settings and React's own id. */}
      <style dangerouslySetInnerHTML={{ __html: perViewMediaCss(selector, perViewTable, gapPx) }} />
      <div className={cx('glide__track', styles.track)} data-glide-el="track">
        <ul className={cx('glide__slides', styles.slides)}>
          {slides.map((slide, i) => (
            <li key={i} className={cx('glide__slide', styles.slide, slideClassName)} data-slide-index={i}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <Controls settings={settings} count={count} current={current} go={go} />
    </div>
  );
}

function FadeCarousel({ settings, children, index, onIndexChange, autoplay = true, label, className = '', slideClassName = '' }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [own, setOwn] = useState(index ?? 0);
  const current = index ?? own;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { paused, handlers } = useVisitorPause();
  const { loop, animationMs } = settings;

  const show = (next: number) => {
    setOwn(next);
    onIndexChange?.(next);
  };
  const go = (pattern: string) => {
    if (count === 0) return;
    const target =
      pattern === '>' ? current + 1 : pattern === '<' ? current - 1 : Number(pattern.replace('=', ''));
    if (loop) show((target + count) % count);
    else show(Math.min(Math.max(target, 0), count - 1));
  };
  const atEnd = !loop && current >= count - 1;
  useAutoplay(autoplay && mounted && !paused && !atEnd, settings.autoplayMs, current, () => go('>'));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTextField(event.target) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? '<' : '>');
  };

  return (
    <div
      className={cx(styles.carousel, styles.fade, className)}
      style={{ ['--carousel-speed' as string]: `${animationMs}ms` }}
      data-carousel-index={current}
      data-carousel-mounted={mounted ? 'true' : undefined}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <div className={styles.fadeTrack}>
        {slides.map((slide, i) => (
          <div key={i} className={cx(styles.fadeSlide, slideClassName)} data-slide-index={i} data-active={i === current} {...inertUnless(i === current)}>
            {slide}
          </div>
        ))}
      </div>
      <Controls settings={settings} count={count} current={current} go={go} />
    </div>
  );
}
