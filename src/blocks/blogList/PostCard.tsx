// One blog post card, in the card, overlay or plain style.
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { BlogListProps } from './schema';
import styles from './PostCard.module.css';
import { cx } from '../../ui/classNames';

type Post = BlogListProps['posts'][number];

interface PostCardProps {
  post: Post;
  cardStyle: BlogListProps['cardStyle'];
  readMoreLabel: string;
  byLabel: string;
  priority: boolean;
}

export function PostCard({ post, cardStyle, readMoreLabel, byLabel, priority }: PostCardProps) {
  const author = (
    <span className={styles.metaItem}>
      <Icon name="user" size={15} />
      {byLabel}
      {post.author}
    </span>
  );
  const date = (
    <span className={styles.metaItem}>
      <Icon name="calendar" size={15} />
      {post.date}
    </span>
  );
  const readMore = (
    <SmartLink href={post.href} className={cardStyle === 'plain' ? 'btn btn-outline' : styles.readMore}>
      {readMoreLabel}
      <span className="visually-hidden">: {post.title}</span>
      <Icon name="arrow-right" size={16} />
    </SmartLink>
  );
  return (
    <article className={cx(styles.post, styles[cardStyle])}>
      <div className={styles.media}>
        <Picture image={post.image} className={styles.image} priority={priority} />
        {cardStyle === 'card' && <span className={styles.dateBadge}>{date}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {author}
          {cardStyle !== 'card' && date}
        </p>
        <h2 className={styles.title}>
          <SmartLink href={post.href}>{post.title}</SmartLink>
        </h2>
        {post.excerpt && cardStyle !== 'overlay' && <p className={styles.excerpt}>{post.excerpt}</p>}
        {readMore}
      </div>
    </article>
  );
}
