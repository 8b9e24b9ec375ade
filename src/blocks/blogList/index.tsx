import type { CSSProperties } from 'react';
import { BlogSidebar } from './BlogSidebar';
import type { BlogListProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';
import { Pager } from '../../ui/Pager';
import { PostCard } from '../../ui/PostCard';
import { columnSizes } from '../../ui/imageSizes';

/** A card of the grid: three across, or two beside the sidebar (2 of 3 parts of the container, less its 40 px gap) from 992 px. */
const gridSizes = columnSizes({ columns: { 0: 1, 576: 2, 992: 3 }, gapPx: 30 });
const besideSidebarSizes =
  '(min-width: 1200px) 362px, (min-width: 992px) calc(33.33vw - 38px), (min-width: 576px) calc(50vw - 30px), calc(100vw - 30px)';

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
                  imageSizes={withSidebar ? besideSidebarSizes : gridSizes}
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
