import { Icon } from '../ui/Icon';
import { prefersReducedMotion } from '../ui/prefersReducedMotion';
import { useScrolledPast } from '../ui/useScrolledPast';
import { useSite } from '../ui/locale';
import styles from './BackToTop.module.css';
import { cx } from '../ui/classNames';

export function BackToTop() {
  const site = useSite();
  const visible = useScrolledPast(site.backToTop.showAfterPx);
  return (
    <button
      type="button"
      className={cx(styles.backToTop, visible && styles.visible)}
      aria-label={site.labels.backToTop}
      data-testid="back-to-top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
