// A number that rises by itself (fun facts). The first render, prerendered HTML included, shows
// `start`; the clock starts after hydration and stops on unmount. Each new value slides in. A visitor
// who prefers reduced motion sees the start figure, still: a number that changes every few seconds
// without end is moving content too.
import { useEffect, useState, type CSSProperties } from 'react';
import styles from './Counter.module.css';
import { startCountUp } from './countUp';
import { cx } from './classNames';
import { prefersReducedMotion } from './prefersReducedMotion';

interface CounterProps {
  start: number;
  intervalMs: number;
  step?: number;
  /** How long each change animates. */
  animationMs?: number;
  /** Shown after the number, for example "+". */
  suffix?: string;
  className?: string;
}

export function Counter({ start, intervalMs, step = 1, animationMs = 200, suffix = '', className = '' }: CounterProps) {
  const [value, setValue] = useState(start);
  useEffect(() => {
    setValue(start);
    if (prefersReducedMotion()) return undefined;
    return startCountUp({ start, step, intervalMs, onChange: setValue });
  }, [start, step, intervalMs]);
  const style = { '--counter-animation': `${animationMs}ms` } as CSSProperties;
  return (
    <span className={cx(styles.counter, className)} style={style} data-counter-value={value}>
      <span key={value} className={value === start ? undefined : styles.changed}>
        {value}
      </span>
      {suffix}
    </span>
  );
}
