import { ButtonRow } from '../../ui/ButtonLink';
import { Carousel } from '../../ui/carousel/Carousel';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import type { BannerCarouselProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** Each slide's picture covers the whole width of the window. */
const backgroundSizes = '100vw';

export default function BannerCarousel({ heading, slides, carousel }: BannerCarouselProps) {
  return (
    <section className={styles.bannerCarousel}>
      <h1 className="visually-hidden">{heading}</h1>
      <Carousel settings={carousel} effect="fade" label={heading} className={styles.carousel}>
        {slides.map((slide, index) => (
          <div key={slide.title} className={styles.slide}>
            <Picture
              image={slide.background}
              sizes={backgroundSizes}
              priority={index === 0}
              className={styles.background}
            />
            <div className={cx('container', styles.content)}>
              {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
              <h2 className={styles.title}>{slide.title}</h2>
              {slide.text && (
                <p className={styles.text}>
                  <RichText text={slide.text} />
                </p>
              )}
              <ButtonRow buttons={slide.buttons} className={styles.buttons} />
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
