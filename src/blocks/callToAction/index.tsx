import { ButtonRow } from '../../ui/ButtonLink';
import { SiteForm } from '../../ui/SiteForm';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import type { CallToActionProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** The background covers the whole band, as wide as the window. */
const backgroundSizes = '100vw';

export default function CallToAction({
  theme,
  layout,
  eyebrow,
  title,
  text,
  buttons,
  form,
  background,
}: CallToActionProps) {
  return (
    <section className={cx(styles.cta, styles[theme], styles[layout])}>
      {background && <Picture image={background} sizes={backgroundSizes} className={styles.background} />}
      <div className={cx('container', styles.inner)}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 className={styles.title}>{title}</h2>
          {text && (
            <p className={styles.text}>
              <RichText text={text} />
            </p>
          )}
        </div>
        {(buttons.length > 0 || form) && (
          <div className={styles.actions}>
            {form && (
              <div className={styles.formWrap}>
                <SiteForm form={form} name="sign-up" checks="browser" layout="row" className={styles.form}>
                  {form.note && <p className={styles.note}>{form.note}</p>}
                </SiteForm>
              </div>
            )}
            <ButtonRow buttons={buttons} className={styles.buttons} />
          </div>
        )}
      </div>
    </section>
  );
}
