// The pager: page numbers with one marked as current. Under a listing split into pages its numbers
// link to the real pages, previous and next left out on the first and last (the whole pager when there
// is one page); written by hand it is a
// demo whose links go nowhere. The current page stays a link, as in the WAI-ARIA pagination examples
// (a name, when the pager gives numbers one, belongs on a link, not on a plain span).
import type { PagerData } from '../schema/pager';
import { pagePath } from '../schema/pagerPath';
import { cx } from './classNames';
import { Icon } from './Icon';
import styles from './Pager.module.css';
import { SmartLink } from './SmartLink';

/** How many numbers a long pager shows around the current page, beside the first and the last. */
const AROUND = 2;

/** The numbers shown: all of a short pager; of a long one the first, the last and those near the current. */
function shownNumbers(pages: number, current: number, paged: boolean): number[] {
  const all = Array.from({ length: pages }, (_, index) => index + 1);
  if (!paged) return all;
  return all.filter((page) => page === 1 || page === pages || Math.abs(page - current) <= AROUND);
}

export function Pager({ pager, className }: { pager: PagerData; className?: string }) {
  const { first } = pager;
  // A listing that fits on one page has nowhere to lead.
  if (first !== undefined && pager.pages <= 1) return null;
  const hrefOf = (page: number) => (first === undefined ? '#' : pagePath(first, page));
  const hasPrevious = first === undefined || pager.current > 1;
  const hasNext = first === undefined || pager.current < pager.pages;
  return (
    <nav className={cx(styles.pager, className)} aria-label={pager.label}>
      <ul>
        {hasPrevious && (
          <StepLink
            href={hrefOf(pager.current - 1)}
            rel={first === undefined ? undefined : 'prev'}
            words={pager.previous}
            arrow={pager.arrows ? 'arrow-left' : undefined}
          />
        )}
        {shownNumbers(pager.pages, pager.current, first !== undefined).map((page) => (
          <li key={page}>
            <SmartLink
              href={hrefOf(page)}
              className={cx(styles.pageLink, page === pager.current && styles.current)}
              aria-current={page === pager.current ? 'page' : undefined}
              aria-label={pager.pageLabel?.replace('{page}', String(page))}
            >
              {page}
            </SmartLink>
          </li>
        ))}
        {hasNext && (
          <StepLink
            href={hrefOf(pager.current + 1)}
            rel={first === undefined ? undefined : 'next'}
            words={pager.next}
            arrow={pager.arrows ? 'arrow-right' : undefined}
          />
        )}
      </ul>
    </nav>
  );
}

/** The link to the previous or next page: its words, or an arrow that screen readers read as the words. */
function StepLink({
  href,
  rel,
  words,
  arrow,
}: {
  href: string;
  rel?: string;
  words: string;
  arrow?: 'arrow-left' | 'arrow-right';
}) {
  return (
    <li>
      <SmartLink href={href} rel={rel} className={styles.pageLink} aria-label={arrow ? words : undefined}>
        {arrow ? <Icon name={arrow} size={16} /> : words}
      </SmartLink>
    </li>
  );
}
