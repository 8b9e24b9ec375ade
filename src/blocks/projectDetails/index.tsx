import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { useLightbox } from '../../ui/Lightbox';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { columnSizes } from '../../ui/imageSizes';
import { largestImageFile } from '../../ui/imageVariants';
import { SocialLinks } from '../../ui/SocialLinks';
import type { ProjectDetailsProps } from './schema';
import { SmartLink } from '../../ui/SmartLink';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** The pictures (.pictures): one per row, two from 768 px. */
const pictureSizes = columnSizes({ columns: { 0: 1, 768: 2 }, gapPx: 30 });

export default function ProjectDetails(props: ProjectDetailsProps) {
  const { images, openLabel, lightbox: lightboxLabels, title, paragraphs, info, share, button } = props;
  const { open, lightbox } = useLightbox(
    images.map((image) => ({ ...image, src: largestImageFile(image) })),
    lightboxLabels,
  );
  return (
    <section className="section">
      <div className="container">
        <ul className={styles.pictures}>
          {images.map((picture, index) => (
            <li key={picture.src} className={styles.picture}>
              <Picture image={picture} sizes={pictureSizes} className={styles.image} priority={index < 2} />
              <button
                type="button"
                className={styles.open}
                aria-label={openLabel.replace('{alt}', picture.alt)}
                onClick={(event) => open(index, event.currentTarget)}
              >
                <span className={styles.plus}>
                  <Icon name="plus" size={26} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.description}>
          <h2>{title}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
        <ul className={styles.info}>
          {info.map((item) => (
            <li key={item.label} className={styles.fact}>
              {item.icon && (
                <span className={styles.factIcon}>
                  <Icon name={item.icon} size={20} />
                </span>
              )}
              <span className={styles.factLabel}>{item.label}</span>
              {item.href ? (
                <SmartLink href={item.href} className={styles.factLink}>
                  {item.value}
                </SmartLink>
              ) : (
                <span>{item.value}</span>
              )}
            </li>
          ))}
          {share && (
            <li className={styles.fact}>
              <span className={styles.factIcon}>
                <Icon name="share" size={20} />
              </span>
              <span className={styles.factLabel}>{share.label}</span>
              <SocialLinks links={share.links} className={styles.social} />
            </li>
          )}
          {button && (
            <li className={cx(styles.fact, styles.action)}>
              <ButtonLink href={button.href}>{button.label}</ButtonLink>
            </li>
          )}
        </ul>
      </div>
      {lightbox}
    </section>
  );
}
