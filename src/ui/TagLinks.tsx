// A wrapping row of tag links (the tags of a blog post, the tag cloud of the blog sidebar), each
// with the number of posts after it when the JSON gives one.
import { cx } from './classNames';
import { SmartLink } from './SmartLink';
import styles from './TagLinks.module.css';

interface Tag {
  label: string;
  href: string;
  count?: number;
}

export function TagLinks({ tags, className }: { tags: readonly Tag[]; className?: string }) {
  return (
    <ul className={cx(styles.tags, className)}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <SmartLink href={tag.href} className={styles.tag}>
            {tag.label}
            {tag.count !== undefined && <span>{` (${tag.count})`}</span>}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
