// The one wrapper around react-collapsed: question-and-answer items, each opened and closed by its own
// button (so Enter and Space work natively), with aria-expanded/aria-controls and an animated height
// that react-collapsed turns off when the visitor prefers reduced motion.
import type { ReactNode } from 'react';
import { useCollapse } from 'react-collapsed';
import { Icon } from './Icon';
import styles from './Accordion.module.css';
import { cx } from './classNames';

export interface AccordionEntry {
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Index of the item that starts open; none when left out. */
  initiallyOpen?: number;
  /** Heading level of the item titles, to keep the page outline in order. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function Accordion({ items, initiallyOpen, headingLevel = 'h3' }: AccordionProps) {
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <AccordionItem key={index} entry={item} startsOpen={index === initiallyOpen} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function AccordionItem({
  entry,
  startsOpen,
  headingLevel: Heading,
}: {
  entry: AccordionEntry;
  startsOpen: boolean;
  headingLevel: 'h2' | 'h3' | 'h4';
}) {
  const { isExpanded, getToggleProps, getCollapseProps } = useCollapse({ defaultExpanded: startsOpen });
  // Before mount react-collapsed cannot tell the toggle is a <button> and adds role/tabIndex for a fake one.
  const toggleProps = getToggleProps({ role: undefined, tabIndex: undefined });
  return (
    <div className={cx(styles.item, isExpanded && styles.open)}>
      <Heading className={styles.heading}>
        <button className={styles.toggle} {...toggleProps}>
          <span>{entry.title}</span>
          <Icon name="chevron-down" size={18} className={styles.chevron} />
        </button>
      </Heading>
      {/* react-collapsed measures this element, so the padding sits on the inner one. */}
      <div {...getCollapseProps()}>
        <div className={styles.body}>{entry.content}</div>
      </div>
    </div>
  );
}
