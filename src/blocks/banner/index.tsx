import { ButtonRow } from '../../ui/ButtonLink';
import { SiteForm } from '../../ui/SiteForm';
import { fieldLayout } from '../../ui/FormField';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { widthAtHeight } from '../../ui/imageSizes';
import type { BannerProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** The illustration's column (.visual): beside the text from 768 px, 600 px at most, 480 px below 992 px. */
const mainImageSizes =
  '(min-width: 1200px) 570px, (min-width: 992px) calc(50vw - 30px), (min-width: 510px) 480px, calc(100vw - 30px)';
/** The floating pieces (.piece) are 92 px wide at most, the shapes (.shape) 70 px high at most. */
const pieceSizes = '92px';
const shapeHeightPx = 70;

export default function Banner({
  theme,
  eyebrow,
  heading,
  text,
  checklist,
  price,
  buttons,
  form,
  images,
  shapes,
}: BannerProps) {
  const [main, ...floating] = images;
  return (
    <section className={cx(styles.banner, styles[theme])} data-theme={theme}>
      <div className={styles.shapes} aria-hidden="true">
        {shapes.map((shape, index) => (
          <Picture
            key={`${shape.src}-${index}`}
            image={{ ...shape, alt: '' }}
            sizes={widthAtHeight(shape, shapeHeightPx)}
            className={styles.shape}
          />
        ))}
      </div>
      <div className={cx('container', styles.inner)}>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.heading}>{heading}</h1>
          {text && (
            <p className={styles.text}>
              <RichText text={text} />
            </p>
          )}
          {checklist.length > 0 && (
            <ul className={styles.checklist}>
              {checklist.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} className={styles.check} />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {price && (
            <p className={styles.price}>
              {price.label && <span className={styles.priceLabel}>{price.label} </span>}
              <strong className={styles.amount}>{price.amount}</strong>
              {price.period && <span className={styles.period}>{price.period}</span>}
              {price.was && (
                <>
                  {' '}
                  {price.wasLabel && <span className="visually-hidden">{price.wasLabel} </span>}
                  <s className={styles.was}>{price.was}</s>
                </>
              )}
            </p>
          )}
          {form && (
            // The browser checks the fields (an email field wants an address).
            <SiteForm
              form={form}
              name="registration"
              checks="browser"

              className={styles.form}
              submitCellClassName={fieldLayout.half}
              submitClassName={styles.submit}
            />
          )}
          <ButtonRow buttons={buttons} className={styles.buttons} />
        </div>
        <div className={styles.visual}>
          <Picture image={main} sizes={mainImageSizes} priority className={styles.mainImage} />
          {floating.map((piece, index) => (
            <Picture key={`${piece.src}-${index}`} image={piece} sizes={pieceSizes} className={styles.piece} />
          ))}
        </div>
      </div>
    </section>
  );
}
