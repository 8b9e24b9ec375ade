// The demo pager: page numbers with one marked as current, every link a placeholder that goes
// nowhere. The current page stays a link, as in the WAI-ARIA pagination examples (a name, when the
// pager gives numbers one, belongs on a link, not on a plain span).
import type { PagerData } from '../schema/pager';
import { cx } from './classNames';
import { Icon } from './Icon';
import styles from './Pager.module.css';
import { SmartLink } from './SmartLink';

export function Pager({ pager, className }: { pager: PagerData; className?: string }) {
  const numbers = Array.from({ length: pager.pages }, (_, index) => index + 1);
  return (
    <nav className={cx(styles.pager, className)} aria-label={pager.label}>
      <ul>
        <li>
          <SmartLink href="#" className={styles.pageLink} aria-label={pager.arrows ? pager.previous : undefined}>
            {pager.arrows ? <Icon name="arrow-left" size={16} /> : pager.previous}
          </SmartLink>
        </li>
        {numbers.map((page) => (
          <li key={page}>
            <SmartLink
              href="#"
              className={cx(styles.pageLink, page === pager.current && styles.current)}
              aria-current={page === pager.current ? 'page' : undefined}
              aria-label={pager.pageLabel?.replace('{page}', String(page))}
            >
              {page}
            </SmartLink>
          </li>
        ))}
        <li>
          <SmartLink href="#" className={styles.pageLink} aria-label={pager.arrows ? pager.next : undefined}>
            {pager.arrows ? <Icon name="arrow-right" size={16} /> : pager.next}
          </SmartLink>
        </li>
      </ul>
    </nav>
  );
}
