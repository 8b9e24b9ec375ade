// One part of a blog article: paragraph, sub-heading, quote, picture gallery or check-mark list.
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import type { BlogArticleProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** A gallery's pictures (.gallery) share the article's column (870 px at most), two or three across. */
const twoAcrossSizes = '(min-width: 900px) 427px, calc(50vw - 23px)';
const threeAcrossSizes = '(min-width: 900px) 280px, calc(33.33vw - 20px)';

type Part = BlogArticleProps['parts'][number];

/** `subheading`: h3 under the article's own title, h2 when the page title above is the post's title. */
export function ArticlePart({ part, subheading = 'h3' }: { part: Part; subheading?: 'h2' | 'h3' }) {
  switch (part.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={part.text} />
        </p>
      );
    case 'heading': {
      const Subheading = subheading;
      return <Subheading className={styles.subheading}>{part.text}</Subheading>;
    }
    case 'quote':
      return (
        <figure className={styles.quote}>
          <Icon name="quote" size={34} className={styles.quoteMark} />
          <blockquote>
            <p>
              <RichText text={part.text} />
            </p>
          </blockquote>
          {part.cite && <figcaption>{part.cite}</figcaption>}
        </figure>
      );
    case 'gallery':
      return (
        <ul className={cx(styles.gallery, part.images.length % 3 === 0 && styles.threeAcross)}>
          {part.images.map((picture) => (
            <li key={picture.src}>
              <Picture image={picture} sizes={part.images.length % 3 === 0 ? threeAcrossSizes : twoAcrossSizes} />
            </li>
          ))}
        </ul>
      );
    case 'list':
      return (
        <ul className={styles.checks}>
          {part.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={16} />
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
  }
}
