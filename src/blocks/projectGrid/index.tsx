import type { CSSProperties } from 'react';
import { Icon } from '../../ui/Icon';
import { Pager } from '../../ui/Pager';
import { Picture } from '../../ui/Picture';
import { columnSizes } from '../../ui/imageSizes';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { ProjectGridProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

export default function ProjectGrid({ title, text, layout, columns, projects, pager }: ProjectGridProps) {
  // One card of the card grid: one, two from 576 px, `columns` from 992 px (src/styles/global.css .card-grid).
  const imageSizes = columnSizes({ columns: { 0: 1, 576: 2, 992: columns }, gapPx: 30 });
  const Heading = title ? 'h3' : 'h2';
  return (
    <section className="section">
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        <ul className={cx('card-grid', styles[layout])} style={{ '--grid-columns': columns } as CSSProperties}>
          {projects.map((project) =>
            layout === 'cards' ? (
              <li key={project.title} className={styles.card} lang={project.lang} dir={project.dir}>
                <div className={styles.media}>
                  <Picture image={project.image} sizes={imageSizes} className={styles.image} />
                </div>
                {/* The title link stretches over the whole card, so one link per project reaches the keyboard. */}
                <div className={styles.caption}>
                  <Heading className={styles.title}>
                    <SmartLink href={project.href}>{project.title}</SmartLink>
                  </Heading>
                  {project.category && <p className={styles.category}>{project.category}</p>}
                </div>
              </li>
            ) : (
              <li key={project.title} className={styles.tile} lang={project.lang} dir={project.dir}>
                <Picture image={project.image} sizes={imageSizes} className={styles.image} />
                <div className={styles.overlay}>
                  <Heading className={styles.title}>{project.title}</Heading>
                  {project.category && <p className={styles.category}>{project.category}</p>}
                </div>
                <SmartLink href={project.href} className={styles.plus}>
                  <Icon name="plus" size={22} />
                  <span className="visually-hidden">{project.title}</span>
                </SmartLink>
              </li>
            ),
          )}
        </ul>
        {pager && <Pager pager={pager} />}
      </div>
    </section>
  );
}
