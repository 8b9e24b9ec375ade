// Previous/next arrows, one bullet per slide (named for screen readers from the JSON labels), and,
// on a carousel that moves by itself, a visible pause/play button (words from pages/_site.json).
import type { CarouselSettingsData } from '../../schema/carousel';
import { useSite } from '../locale';
import { Icon } from '../Icon';
import { AUTOPLAY_TOGGLE } from './autoplay';
import styles from './Carousel.module.css';

interface ControlsProps {
  settings: CarouselSettingsData;
  count: number;
  current: number;
  go: (pattern: string) => void;
  /** Present when the carousel moves by itself: whether the visitor stopped it, and how to toggle. */
  autoplay?: { stopped: boolean; toggle: () => void };
}

export function Controls({ settings, count, current, go, autoplay }: ControlsProps) {
  const site = useSite();
  if (!settings.arrows && !settings.bullets && !autoplay) return null;
  const { labels } = settings;
  return (
    <div className={styles.controls}>
      {settings.arrows && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={labels.previous}
          onClick={() => go('<')}
          data-carousel-prev=""
        >
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
        <button
          type="button"
          className={styles.arrow}
          aria-label={labels.next}
          onClick={() => go('>')}
          data-carousel-next=""
        >
          <Icon name="arrow-right" size={18} />
        </button>
      )}
      {autoplay && (
        <button
          type="button"
          className={styles.toggle}
          onClick={autoplay.toggle}
          {...{ [AUTOPLAY_TOGGLE]: autoplay.stopped ? 'stopped' : 'playing' }}
        >
          {autoplay.stopped ? site.carousel.play : site.carousel.pause}
        </button>
      )}
    </div>
  );
}
