// One slide at a time, cross-fading over the configured speed; no library needed.
import { Children, useEffect, useState, type CSSProperties } from 'react';
import { cx } from '../classNames';
import { useLocale } from '../locale';
import { arrowKeyHandler } from './arrowKeys';
import { useAutoplay, useVisitorPause } from './autoplay';
import type { CarouselProps } from './Carousel';
import styles from './Carousel.module.css';
import { Controls } from './Controls';

/** React 18 passes `inert` through as a plain attribute: present (empty) or left out. */
const inertUnless = (visible: boolean) => (visible ? {} : { inert: '' });

export function FadeCarousel({
  settings,
  children,
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
  const [own, setOwn] = useState(index ?? 0);
  const current = index ?? own;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { paused, stopped, toggleStopped, handlers } = useVisitorPause();
  const movesByItself = autoplay && settings.autoplayMs > 0;
  const { loop, animationMs } = settings;
  const { dir } = useLocale();

  const show = (next: number) => {
    setOwn(next);
    onIndexChange?.(next);
  };
  const go = (pattern: string) => {
    if (count === 0) return;
    const target = pattern === '>' ? current + 1 : pattern === '<' ? current - 1 : Number(pattern.replace('=', ''));
    if (loop) show((target + count) % count);
    else show(Math.min(Math.max(target, 0), count - 1));
  };
  const atEnd = !loop && current >= count - 1;
  useAutoplay(movesByItself && mounted && !paused && !held && !atEnd, settings.autoplayMs, current, () => go('>'));

  return (
    // Arrow keys pressed on any control inside the carousel move it, as the carousel pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={cx(styles.carousel, styles.fade, className)}
      style={{ '--carousel-speed': `${animationMs}ms` } as CSSProperties}
      data-carousel-index={current}
      data-carousel-mounted={mounted ? 'true' : undefined}
      role="group"
      aria-label={label}
      onKeyDown={arrowKeyHandler(go, dir)}
      {...handlers}
    >
      <div className={styles.fadeTrack}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={cx(styles.fadeSlide, slideClassName)}
            data-slide-index={i}
            data-active={i === current}
            {...inertUnless(i === current)}
          >
            {slide}
          </div>
        ))}
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
