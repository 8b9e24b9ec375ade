// A row of items moved by @glidejs/glide. First HTML: the slides as a plain list, already sized per
// breakpoint by CSS (no jump, no timers). After hydration Glide is fetched and mounted, one carousel
// per task, those near the viewport first (startQueue.ts): the
// prerendered slides need no script to show, so the library stays out of the first-load bundle and
// arrives while the visitor reads. Unmounting destroys it.
import type Glide from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.css';
import { Children, useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { cx } from '../classNames';
import { useLocale } from '../locale';
import { arrowKeyHandler } from './arrowKeys';
import { useAutoplay, useVisitorPause } from './autoplay';
import { perViewAt, perViewProperties, toGlideBreakpoints, watchPerViewSteps, type PerViewTable } from './breakpoints';
import type { CarouselProps } from './Carousel';
import styles from './Carousel.module.css';
import { forwardCloneClick, releaseSlides, syncSlideAccess } from './clones';
import { Controls } from './Controls';
import { startInTurn } from './startQueue';

type GlideConstructor = typeof Glide;
let glideModule: Promise<GlideConstructor> | undefined;
const loadGlide = () => (glideModule ??= import('@glidejs/glide').then((module) => module.default));

export function GlideCarousel({
  settings,
  children,
  focusAt = 0,
  index,
  onIndexChange,
  autoplay = true,
  held = false,
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
  // Bumped when the window crosses a breakpoint: Glide is then built afresh (see mountGlide).
  const [generation, setGeneration] = useState(0);
  const { paused, stopped, toggleStopped, handlers } = useVisitorPause();
  const movesByItself = autoplay && settings.autoplayMs > 0;
  const scope = useId();
  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  const startAt = useRef(index ?? 0);
  // Right to left, Glide lays the slides out from the right and moves them the other way.
  const { dir } = useLocale();
  const { perView: perViewTable, gapPx, animationMs, loop } = settings;
  const perViewKey = JSON.stringify(perViewTable);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || count === 0) return;
    let unmount: (() => void) | undefined;
    let leaveQueue: (() => void) | undefined;
    let cancelled = false;
    // Loaded first, then mounted in a task of its own (startQueue.ts), not in the promise's callback,
    // where every carousel of the page would mount at once.
    void loadGlide().then((Glide) => {
      if (!cancelled) leaveQueue = startInTurn(root, () => (unmount = mountGlide(Glide, root)));
    });
    return () => {
      cancelled = true;
      leaveQueue?.();
      unmount?.();
    };
    // Glide is built afresh only when a setting that shapes it changes; mountGlide reads the latest
    // callbacks through refs, so a new render alone must not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, loop, focusAt, gapPx, animationMs, perViewKey, generation, dir]);

  function mountGlide(Glide: GlideConstructor, root: HTMLDivElement) {
    const table = JSON.parse(perViewKey) as PerViewTable;
    const { perView, breakpoints } = toGlideBreakpoints(table);
    const glide = new Glide(root, {
      type: loop ? 'carousel' : 'slider',
      direction: dir,
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
    // While a move animates Glide takes no other; tests and tools wait on this mark, not on a clock.
    glide.on('run.before', () => (root.dataset.carouselMoving = 'true'));
    glide.on('run.after', () => delete root.dataset.carouselMoving);
    // Glide sizes its looping clones for the perView it mounted with, and its update() forgets the
    // widest step; so when the window crosses a step, build a fresh instance at the same slide.
    const stopWatching = watchPerViewSteps(table, () => setGeneration((value) => value + 1));
    glide.mount();
    glideRef.current = glide;
    root.dataset.carouselMounted = 'true';
    // The items per view it is laid out for: after the window crosses a step, tools wait until a
    // fresh instance says the new number (src/cli/review/stillPage.ts).
    root.dataset.carouselPerView = String(perViewAt(table, window.innerWidth));
    setMounted(true);
    return () => {
      stopWatching();
      glide.destroy();
      glideRef.current = null;
      delete root.dataset.carouselMounted;
      delete root.dataset.carouselPerView;
      releaseSlides(root);
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
  useAutoplay(movesByItself && mounted && !paused && !held && !atEnd, settings.autoplayMs, current, () => go('>'));

  return (
    // Arrow keys pressed on any control inside the carousel move it, as the carousel pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      className={cx('glide', styles.carousel, className)}
      style={perViewProperties(perViewTable, gapPx) as CSSProperties}
      data-carousel-scope={scope}
      data-carousel-index={current}
      role="group"
      aria-label={label}
      onKeyDown={arrowKeyHandler(go, dir)}
      onClickCapture={forwardCloneClick}
      {...handlers}
    >
      <div className={cx('glide__track', styles.track)} data-glide-el="track">
        <ul className={cx('glide__slides', styles.slides)}>
          {slides.map((slide, i) => (
            <li key={i} className={cx('glide__slide', styles.slide, slideClassName)} data-slide-index={i}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <Controls
        settings={settings}
        count={count}
        current={current}
        go={go}
        autoplay={movesByItself ? { stopped, toggle: toggleStopped } : undefined}
      />
    </div>
  );
}
