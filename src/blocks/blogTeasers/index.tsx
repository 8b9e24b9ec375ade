import { Carousel } from '../../ui/carousel/Carousel';
import { PostCard } from '../../ui/PostCard';
import { SectionTitle } from '../../ui/SectionTitle';
import type { BlogTeasersProps } from './schema';
import styles from './styles.module.css';
import { cx, sectionClass } from '../../ui/classNames';

export default function BlogTeasers({ title, text, background, layout, posts, readMoreLabel, carousel }: BlogTeasersProps) {
  const teaser = (post: BlogTeasersProps['posts'][number]) => (
    <PostCard key={post.title} post={post} look="teaser" readMoreLabel={readMoreLabel} headingLevel="h3" />
  );
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        {layout === 'carousel' && carousel ? (
          <Carousel settings={carousel} label={title}>
            {posts.map(teaser)}
          </Carousel>
        ) : (
          <ul className={cx('card-grid', styles.grid)}>
            {posts.map((post) => (
              <li key={post.title}>{teaser(post)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
