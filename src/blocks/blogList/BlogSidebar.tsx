// The blog sidebar: a search box that searches nothing, popular posts picked from the post list,
// link lists (categories, archives, meta) and a tag cloud with counts.
import { useId, type FormEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { TagLinks } from '../../ui/TagLinks';
import type { BlogListProps } from './schema';
import styles from './BlogSidebar.module.css';

/** A popular post's thumbnail (.thumb) is 80 px. */
const thumbSizes = '80px';

type Sidebar = NonNullable<BlogListProps['sidebar']>;

const searchNothing = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

export function BlogSidebar({ sidebar, posts }: { sidebar: Sidebar; posts: BlogListProps['posts'] }) {
  const { search, popular, linkLists, tags } = sidebar;
  const searchId = useId();
  // With a query, the pipeline gives the popular posts' cards; written by hand, they are cards of the list.
  const popularPosts = popular
    ? (popular.cards ?? popular.posts.map((title) => posts.find((post) => post.title === title)!))
    : [];
  return (
    <aside className={styles.sidebar}>
      <form role="search" className={styles.widget} onSubmit={searchNothing}>
        <label htmlFor={searchId} className="visually-hidden">
          {search.label}
        </label>
        <div className={styles.search}>
          <input id={searchId} type="search" name="search" className="form-control" placeholder={search.placeholder} />
          <button type="submit" className={styles.searchButton} aria-label={search.buttonLabel}>
            <Icon name="search" size={18} />
          </button>
        </div>
      </form>
      {popular && (
        <section className={styles.widget}>
          <h2 className={styles.widgetTitle}>{popular.title}</h2>
          <ul className={styles.popular}>
            {popularPosts.map((post) => (
              <li key={post.title} lang={post.lang} dir={post.dir}>
                <Picture image={{ ...post.image, alt: '' }} sizes={thumbSizes} className={styles.thumb} />
                <div>
                  <span className={styles.popularDate}>{post.date}</span>
                  <h3 className={styles.popularTitle}>
                    <SmartLink href={post.href}>{post.title}</SmartLink>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {linkLists.map((list) => (
        <section key={list.title} className={styles.widget}>
          <h2 className={styles.widgetTitle}>{list.title}</h2>
          <ul className={styles.links}>
            {list.links.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
                {link.count !== undefined && <span className={styles.count}>({link.count})</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {tags && (
        <section className={styles.widget}>
          <h2 className={styles.widgetTitle}>{tags.title}</h2>
          <TagLinks tags={tags.tags} />
        </section>
      )}
    </aside>
  );
}
