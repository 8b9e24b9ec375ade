import { useState } from 'react';
import { useVisitorPause } from '../../ui/carousel/autoplay';
import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SectionTitle } from '../../ui/SectionTitle';
import type { FeedbackSliderProps } from './schema';
import styles from './styles.module.css';
import { sectionClass } from '../../ui/classNames';

/** A card's portrait (.cardPortrait) is 90 px, a portrait of the strip (.thumb) 72 px at most. */
const portraitSizes = '90px';
const thumbSizes = '72px';

type Feedback = FeedbackSliderProps['items'][number];

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label.replace('{rating}', String(rating))}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          key={i}
          name="star"
          size={16}
          filled={i < rating}
          className={i < rating ? styles.starOn : styles.starOff}
        />
      ))}
    </span>
  );
}

function Quote({ item, ratingLabel, withPortrait }: { item: Feedback; ratingLabel?: string; withPortrait: boolean }) {
  return (
    <figure className={withPortrait ? styles.card : styles.quote}>
      {withPortrait ? (
        <Picture image={item.image} sizes={portraitSizes} className={styles.cardPortrait} />
      ) : (
        <Icon name="quote" size={34} className={styles.quoteMark} />
      )}
      {item.rating !== undefined && ratingLabel && <Stars rating={item.rating} label={ratingLabel} />}
      <blockquote className={styles.text}>
        <p>
          <RichText text={item.text} />
        </p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{item.name}</span>
        {item.role && <span className={styles.role}>{item.role}</span>}
      </figcaption>
    </figure>
  );
}

export default function FeedbackSlider({
  title,
  text,
  background,
  layout,
  items,
  carousel,
  thumbnails,
  ratingLabel,
}: FeedbackSliderProps) {
  const [current, setCurrent] = useState(0);
  // Pointer or focus anywhere in the thumbnails layout holds the quotes still: otherwise the strip
  // would move on under the visitor, and take the focused thumbnail out of view.
  const { handlers: holdHandlers, paused: held } = useVisitorPause();
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        {layout === 'thumbnails' && thumbnails ? (
          <div className={styles.thumbnailsLayout} {...holdHandlers}>
            <Carousel
              effect="fade"
              settings={carousel}
              index={current}
              onIndexChange={setCurrent}
              held={held}
              label={title}
              className={styles.main}
            >
              {items.map((item) => (
                <Quote key={item.name + item.text} item={item} ratingLabel={ratingLabel} withPortrait={false} />
              ))}
            </Carousel>
            <Carousel
              settings={{
                ...carousel,
                perView: { '0': thumbnails.perView },
                loop: true,
                arrows: false,
                bullets: false,
                gapPx: 12,
              }}
              focusAt="center"
              autoplay={false}
              index={current}
              onIndexChange={setCurrent}
              className={styles.thumbs}
              slideClassName={styles.thumbSlide}
            >
              {items.map((item, i) => (
                <button
                  key={item.name + item.text}
                  type="button"
                  className={styles.thumb}
                  aria-label={thumbnails.label.replace('{name}', item.name)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setCurrent(i)}
                >
                  <Picture image={{ ...item.image, alt: '' }} sizes={thumbSizes} />
                </button>
              ))}
            </Carousel>
          </div>
        ) : (
          <Carousel settings={carousel} label={title}>
            {items.map((item) => (
              <Quote key={item.name + item.text} item={item} ratingLabel={ratingLabel} withPortrait />
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
