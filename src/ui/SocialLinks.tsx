// A row of round icon links to social networks, each named for screen readers. A block sizes and
// colours them through custom properties (see SocialLinks.module.css).
import type { SocialLink } from '../schema/socialLink';
import { cx } from './classNames';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';
import styles from './SocialLinks.module.css';

export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <ul className={cx(styles.links, className)}>
      {links.map((link) => (
        <li key={link.icon + link.href + link.label}>
          <SmartLink href={link.href} aria-label={link.label} className={styles.link}>
            <Icon name={link.icon} size={16} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
