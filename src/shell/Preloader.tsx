// Full-screen preloader. It hides itself with a CSS animation delayed by the configured time, so it
// also disappears without JavaScript; remounting it (new key) replays it after a route change.
import styles from './Preloader.module.css';
import { cx } from '../ui/classNames';

interface PreloaderProps {
  durationMs: number;
  /** While the next page is still loading, stay up regardless of the timer. */
  waiting: boolean;
}

export function Preloader({ durationMs, waiting }: PreloaderProps) {
  return (
    <div
      className={cx(styles.preloader, waiting && styles.waiting)}
      style={{ animationDelay: `${durationMs}ms` }}
      aria-hidden="true"
      data-testid="preloader"
    >
      <div className={styles.spinner} />
    </div>
  );
}
