import { useId } from 'react';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { TagLinks } from '../../ui/TagLinks';
import { ArticlePart } from './ArticlePart';
import { CommentList } from './CommentList';
import { ReplyForm } from './ReplyForm';
import type { BlogArticleProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** The article's column (.column): 900 px at most, with the container's padding. */
const heroSizes = '(min-width: 900px) 870px, calc(100vw - 30px)';

export default function BlogArticle(props: BlogArticleProps) {
  const { image, title, author, byLabel, date, parts, tags, postNav, comments, replyForm } = props;
  const commentsTitleId = useId();
  return (
    <section className="section">
      <div className={cx('container', styles.column)}>
        <article className={styles.article}>
          <Picture image={image} sizes={heroSizes} className={styles.hero} priority />
          <p className={styles.meta}>
            <span>
              <Icon name="user" size={15} />
              {byLabel}
              {author}
            </span>
            <span>
              <Icon name="calendar" size={15} />
              {date}
            </span>
          </p>
          {title && <h2 className={styles.title}>{title}</h2>}
          {parts.map((part, index) => (
            <ArticlePart key={index} part={part} subheading={title ? 'h3' : 'h2'} />
          ))}
          {tags && (
            <div className={styles.tags}>
              <span className={styles.tagsLabel}>
                <Icon name="tag" size={16} />
                {tags.label}
              </span>
              <TagLinks tags={tags.links} />
            </div>
          )}
        </article>
        {postNav && (
          <nav className={styles.postNav} aria-label={postNav.label}>
            {postNav.previous && (
              <SmartLink href={postNav.previous.href} className={styles.previous}>
                <span className={styles.caption}>
                  <Icon name="arrow-left" size={15} />
                  {postNav.previous.caption}
                </span>
                <span className={styles.postTitle} lang={postNav.previous.lang} dir={postNav.previous.dir}>
                  {postNav.previous.title}
                </span>
              </SmartLink>
            )}
            {postNav.next && (
              <SmartLink href={postNav.next.href} className={styles.next}>
                <span className={styles.caption}>
                  {postNav.next.caption}
                  <Icon name="arrow-right" size={15} />
                </span>
                <span className={styles.postTitle} lang={postNav.next.lang} dir={postNav.next.dir}>
                  {postNav.next.title}
                </span>
              </SmartLink>
            )}
          </nav>
        )}
        {comments && (
          <section className={styles.comments} aria-labelledby={commentsTitleId}>
            <h2 id={commentsTitleId} className={styles.sectionTitle}>
              {comments.title}
            </h2>
            <CommentList comments={comments.list} saysLabel={comments.saysLabel} replyLabel={comments.replyLabel} />
          </section>
        )}
        {replyForm && <ReplyForm form={replyForm} />}
      </div>
    </section>
  );
}
