import { ButtonRow } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SectionTitle } from '../../ui/SectionTitle';
import type { FeatureSplitProps } from './schema';
import styles from './styles.module.css';
import { sectionClass, cx } from '../../ui/classNames';

/** Half the container beside the text from 768 px (less the gap), 560 px at most, 460 px below 992 px. */
const imageSizes =
  '(min-width: 1200px) 540px, (min-width: 992px) calc(50vw - 45px), (min-width: 768px) calc(50vw - 31px), (min-width: 490px) 460px, calc(100vw - 30px)';

export default function FeatureSplit(props: FeatureSplitProps) {
  const { eyebrow, title, paragraphs, items, listStyle, buttons, image, imageSide, background } = props;
  return (
    <section className={sectionClass(background)}>
      <div className={cx('container', styles.split, imageSide === 'left' && styles.imageLeft)}>
        <div className={styles.media}>
          <Picture image={image} sizes={imageSizes} className={styles.image} />
        </div>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <SectionTitle title={title} align="left" />
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
          {items.length > 0 && (
            <ul className={cx(styles.list, styles[listStyle])}>
              {items.map((item) => (
                <li key={item.title} className={styles.item}>
                  <span className={styles.icon}>
                    <Icon name={item.icon ?? 'check'} size={listStyle === 'cards' ? 24 : 18} />
                  </span>
                  {listStyle === 'cards' ? (
                    <div>
                      <h3 className={styles.itemTitle}>{item.title}</h3>
                      {item.text && (
                        <p className={styles.itemText}>
                          <RichText text={item.text} />
                        </p>
                      )}
                    </div>
                  ) : (
                    <span>{item.title}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <ButtonRow buttons={buttons} className={styles.buttons} />
        </div>
      </div>
    </section>
  );
}
