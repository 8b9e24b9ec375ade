// One blog post as a card, in the looks the post lists need:
//   "teaser": white card, date and author above the title (the landing pages' blog sections);
//   "card": white card, the date on a badge over the picture;
//   "overlay": the text over a darkened picture, no excerpt;
//   "plain": no card, author and date above the title, an outlined Read More button.
import type { BlogPost } from '../schema/blogPost';
import type { ListedCard } from '../schema/collections/listedEntries';
import { ButtonLink } from './ButtonLink';
import { cx } from './classNames';
import { Icon } from './Icon';
import { Picture } from './Picture';
import styles from './PostCard.module.css';
import { SmartLink } from './SmartLink';

export type PostCardLook = 'teaser' | 'card' | 'overlay' | 'plain';

interface PostCardProps {
  post: ListedCard<BlogPost>;
  look: PostCardLook;
  readMoreLabel: string;
  /** Text before the author, for example "By ". */
  byLabel?: string;
  /** The heading level that keeps the page outline in order. */
  headingLevel?: 'h2' | 'h3';
  /** Above-the-fold pictures load first. */
  priority?: boolean;
  /** How wide the picture shows at each screen width: the column the list gives a card (src/ui/imageSizes.ts). */
  imageSizes: string;
}

export function PostCard({
  post,
  look,
  readMoreLabel,
  byLabel = '',
  headingLevel: Heading = 'h2',
  priority = false,
  imageSizes,
}: PostCardProps) {
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
  const readMoreText = (
    <>
      {readMoreLabel}
      <span className="visually-hidden">: {post.title}</span>
      <Icon name="arrow-right" size={16} />
    </>
  );
  const picture = <Picture image={post.image} sizes={imageSizes} className={styles.image} priority={priority} />;
  return (
    <article className={cx(styles.post, styles[look])} lang={post.lang} dir={post.dir}>
      {look === 'teaser' ? (
        // The picture links too, for the mouse; keyboards and screen readers use the title link.
        <SmartLink href={post.href} className={styles.media} tabIndex={-1} aria-hidden="true">
          {picture}
        </SmartLink>
      ) : (
        <div className={styles.media}>
          {picture}
          {look === 'card' && <span className={styles.dateBadge}>{date}</span>}
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {look === 'teaser' ? (
            <>
              {date}
              {author}
            </>
          ) : (
            <>
              {author}
              {look !== 'card' && date}
            </>
          )}
        </p>
        <Heading className={styles.title}>
          <SmartLink href={post.href}>{post.title}</SmartLink>
        </Heading>
        {post.excerpt && look !== 'overlay' && <p className={styles.excerpt}>{post.excerpt}</p>}
        {look === 'plain' ? (
          <ButtonLink href={post.href} variant="outline" className={styles.readMoreButton}>
            {readMoreText}
          </ButtonLink>
        ) : (
          <SmartLink href={post.href} className={styles.readMore}>
            {readMoreText}
          </SmartLink>
        )}
      </div>
    </article>
  );
}
