import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { columnSizes } from '../../ui/imageSizes';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { PortfolioGalleryProps } from './schema';
import styles from './styles.module.css';

/** One card of the card grid (src/styles/global.css .card-grid: one, two from 576 px, three from 992 px). */
const itemSizes = columnSizes({ columns: { 0: 1, 576: 2, 992: 3 }, gapPx: 30 });

export default function PortfolioGallery({
  title,
  text,
  filtersLabel,
  filters,
  shownMessage,
  items,
}: PortfolioGalleryProps) {
  const [active, setActive] = useState(filters[0].key);
  const [announce, setAnnounce] = useState(false);
  const shown = active === 'all' ? items : items.filter((item) => item.key === active);

  const choose = (key: typeof active) => {
    setActive(key);
    setAnnounce(true);
  };

  return (
    <section className="section">
      <div className="container">
        <SectionTitle title={title} text={text} />
        <div className={styles.filters} role="group" aria-label={filtersLabel}>
          {filters.map((filter) => (
            <button
              key={filter.key}
              type="button"
              className={styles.filter}
              aria-pressed={filter.key === active}
              onClick={() => choose(filter.key)}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {announce ? shownMessage.replace('{count}', String(shown.length)) : ''}
        </p>
        <ul className="card-grid" data-testid="gallery-items">
          {shown.map((item) => (
            <li key={item.id} className={styles.item} data-key={item.key}>
              <Picture image={item.img} sizes={itemSizes} className={styles.image} />
              <div className={styles.caption}>
                <h3 className={styles.title}>
                  <SmartLink href={item.href}>{item.title}</SmartLink>
                </h3>
                <p className={styles.category}>{item.category}</p>
              </div>
              <span className={styles.plus} aria-hidden="true">
                <Icon name="plus" size={20} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
