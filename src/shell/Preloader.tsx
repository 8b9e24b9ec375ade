// Full-screen preloader. It hides itself with a CSS animation delayed by the configured time, so it
// also disappears without JavaScript; remounting it (new key) replays it after a route change.
// With JavaScript, two things more: while it covers the page, the header, footer and skip link under
// it are inert (a keyboard user cannot land on controls nobody can see; the page's main content is
// left alone, so focus can be placed there after a move to another page), and once hidden it leaves
// the layout, its spinner with it (an endless animation nobody sees).
import { useEffect, useRef, useState } from 'react';
import styles from './Preloader.module.css';
import { cx } from '../ui/classNames';

interface PreloaderProps {
  durationMs: number;
  /** While the next page is still loading, stay up regardless of the timer. */
  waiting: boolean;
}

export function Preloader({ durationMs, waiting }: PreloaderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || hidden) return;
    const covered = Array.from(element.parentElement?.children ?? []).filter(
      (sibling) => sibling !== element && sibling.tagName !== 'MAIN' && !sibling.hasAttribute('inert'),
    );
    covered.forEach((sibling) => sibling.setAttribute('inert', ''));
    return () => covered.forEach((sibling) => sibling.removeAttribute('inert'));
  }, [hidden]);
  // Its hiding animation may already have ended when the app starts on a slow phone, so this asks
  // the animation rather than waiting for its end event.
  useEffect(() => {
    const animations = ref.current?.getAnimations?.() ?? [];
    if (waiting || animations.length === 0) return;
    let current = true;
    Promise.all(animations.map((animation) => animation.finished)).then(
      () => current && setHidden(true),
      () => undefined, // cancelled: a new preloader took its place
    );
    return () => {
      current = false;
    };
  }, [waiting]);
  return (
    <div
      ref={ref}
      className={cx(styles.preloader, waiting && styles.waiting, hidden && !waiting && styles.gone)}
      style={{ animationDelay: `${durationMs}ms` }}
      aria-hidden="true"
      data-testid="preloader"
    >
      <div className={styles.spinner} />
    </div>
  );
}
