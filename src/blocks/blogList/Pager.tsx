// The demo pager: page numbers with one shown as active. Like the rest of the demo, it changes nothing.
import { SmartLink } from '../../ui/SmartLink';
import type { BlogListProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

type PagerProps = NonNullable<BlogListProps['pager']>;

export function Pager({ label, previous, next, pageLabel, pages, current }: PagerProps) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className={styles.pager} aria-label={label}>
      <SmartLink href="#" className={styles.pageLink}>
        {previous}
      </SmartLink>
      {numbers.map((page) => (
        // The current page stays a link, as in the WAI-ARIA pagination examples: a name (aria-label)
        // belongs on a link, not on a plain span.
        <SmartLink
          key={page}
          href="#"
          className={cx(styles.pageLink, page === current && styles.current)}
          aria-current={page === current ? 'page' : undefined}
          aria-label={pageLabel.replace('{page}', String(page))}
        >
          {page}
        </SmartLink>
      ))}
      <SmartLink href="#" className={styles.pageLink}>
        {next}
      </SmartLink>
    </nav>
  );
}
