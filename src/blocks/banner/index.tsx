import { ButtonRow } from '../../ui/ButtonLink';
import { SiteForm } from '../../ui/SiteForm';
import { fieldLayout } from '../../ui/FormField';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import type { BannerProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

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
          <Picture key={`${shape.src}-${index}`} image={{ ...shape, alt: '' }} className={styles.shape} />
        ))}
      </div>
      <div className={cx('container', styles.inner)}>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.heading}>{heading}</h1>
          {text && <p className={styles.text}>{text}</p>}
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
          <Picture image={main} priority className={styles.mainImage} />
          {floating.map((piece, index) => (
            <Picture key={`${piece.src}-${index}`} image={piece} className={styles.piece} />
          ))}
        </div>
      </div>
    </section>
  );
}
