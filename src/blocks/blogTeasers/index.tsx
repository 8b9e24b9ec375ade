import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { BlogTeasersProps } from './schema';
import styles from './styles.module.css';
import { cx, sectionClass } from '../../ui/classNames';

type Post = BlogTeasersProps['posts'][number];

function Teaser({ post, readMoreLabel }: { post: Post; readMoreLabel: string }) {
  return (
    <article className={styles.teaser}>
      <SmartLink href={post.href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Picture image={post.image} />
      </SmartLink>
      <div className={styles.body}>
        <ul className={styles.meta}>
          <li>
            <Icon name="calendar" size={15} />
            {post.date}
          </li>
          <li>
            <Icon name="user" size={15} />
            {post.author}
          </li>
        </ul>
        <h3 className={styles.title}>
          <SmartLink href={post.href}>{post.title}</SmartLink>
        </h3>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <SmartLink href={post.href} className={styles.more}>
          {readMoreLabel}
          <span className="visually-hidden">: {post.title}</span>
          <Icon name="arrow-right" size={16} />
        </SmartLink>
      </div>
    </article>
  );
}

export default function BlogTeasers({ title, text, background, layout, posts, readMoreLabel, carousel }: BlogTeasersProps) {
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        {layout === 'carousel' && carousel ? (
          <Carousel settings={carousel} label={title}>
            {posts.map((post) => (
              <Teaser key={post.title} post={post} readMoreLabel={readMoreLabel} />
            ))}
          </Carousel>
        ) : (
          <ul className={cx('card-grid', styles.grid)}>
            {posts.map((post) => (
              <li key={post.title}>
                <Teaser post={post} readMoreLabel={readMoreLabel} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
