import type { CSSProperties } from 'react';
import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { FeatureBoxesProps } from './schema';
import styles from './styles.module.css';
import { sectionClass, cx } from '../../ui/classNames';

/** A box's picture (.picture) is 64 px, where an icon would be. */
const pictureSizes = '64px';

type Box = FeatureBoxesProps['boxes'][number];

function BoxContent({
  box,
  style,
  heading: Heading,
}: {
  box: Box;
  style: FeatureBoxesProps['style'];
  heading: 'h2' | 'h3';
}) {
  return (
    <>
      {box.image ? (
        <Picture image={box.image} sizes={pictureSizes} className={styles.picture} />
      ) : box.icon ? (
        <span className={styles.icon}>
          <Icon name={box.icon} size={style === 'tile' ? 30 : 28} />
        </span>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{box.title}</Heading>
        {box.text && (
          <p className={styles.text}>
            <RichText text={box.text} />
          </p>
        )}
        {box.link && (
          <SmartLink href={box.link.href} className={styles.more}>
            {box.link.label}
            <span className="visually-hidden"> {box.title}</span>
            <Icon name="arrow-right" size={16} />
          </SmartLink>
        )}
      </div>
    </>
  );
}

export default function FeatureBoxes({
  title,
  text,
  style,
  columns,
  align,
  background,
  boxes,
  carousel,
}: FeatureBoxesProps) {
  const heading = title ? 'h3' : 'h2';
  const variant = cx(styles[style], align === 'center' && styles.center);
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        {carousel ? (
          <Carousel settings={carousel} label={title} className={cx(styles.carousel, variant)}>
            {boxes.map((box) => (
              <div key={box.title} className={styles.box}>
                <BoxContent box={box} style={style} heading={heading} />
              </div>
            ))}
          </Carousel>
        ) : (
          <ul className={cx('card-grid', variant)} style={{ '--grid-columns': columns } as CSSProperties}>
            {boxes.map((box) => (
              <li key={box.title} className={styles.box}>
                <BoxContent box={box} style={style} heading={heading} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
