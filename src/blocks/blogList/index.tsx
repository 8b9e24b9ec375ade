import type { CSSProperties } from 'react';
import { BlogSidebar } from './BlogSidebar';
import type { BlogListProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';
import { Pager } from '../../ui/Pager';
import { PostCard } from '../../ui/PostCard';

export default function BlogList({ layout, cardStyle, posts, readMoreLabel, byLabel, pager, sidebar }: BlogListProps) {
  const withSidebar = layout === 'sidebar' && sidebar;
  return (
    <section className="section">
      <div className={cx('container', withSidebar && styles.withSidebar)}>
        <div>
          <ul className="card-grid" style={{ '--grid-columns': withSidebar ? 2 : 3 } as CSSProperties}>
            {posts.map((post, index) => (
              <li key={post.title} className={styles.post}>
                <PostCard
                  post={post}
                  look={cardStyle}
                  readMoreLabel={readMoreLabel}
                  byLabel={byLabel}
                  priority={index < 3}
                />
              </li>
            ))}
          </ul>
          {pager && <Pager pager={pager} />}
        </div>
        {withSidebar && <BlogSidebar sidebar={sidebar} posts={posts} />}
      </div>
    </section>
  );
}
