import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { columnSizes } from '../../ui/imageSizes';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { ProjectsCarouselProps } from './schema';
import styles from './styles.module.css';
import { sectionClass } from '../../ui/classNames';

export default function ProjectsCarousel({
  title,
  text,
  background,
  fullWidth,
  projects,
  carousel,
}: ProjectsCarouselProps) {
  // One slide of the carousel, its items per view from its own settings.
  const imageSizes = columnSizes({ columns: carousel.perView, gapPx: carousel.gapPx, fullWidth });
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
      </div>
      <div className={fullWidth ? styles.fullWidth : 'container'}>
        <Carousel settings={carousel} label={title}>
          {projects.map((project) => (
            <article
              key={project.title + project.image.src}
              className={styles.card}
              lang={project.lang}
              dir={project.dir}
            >
              <SmartLink href={project.href} className={styles.media} tabIndex={-1} aria-hidden="true">
                <Picture image={project.image} sizes={imageSizes} />
                <span className={styles.plus}>
                  <Icon name="plus" size={22} />
                </span>
              </SmartLink>
              <div className={styles.caption}>
                <h3 className={styles.title}>
                  <SmartLink href={project.href}>{project.title}</SmartLink>
                </h3>
                {project.category && <p className={styles.category}>{project.category}</p>}
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
