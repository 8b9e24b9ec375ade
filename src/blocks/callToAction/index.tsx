import { useId, useState, type FormEvent } from 'react';
import { ButtonRow } from '../../ui/ButtonLink';
import { Picture } from '../../ui/Picture';
import type { CallToActionProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

type EmailFormProps = NonNullable<CallToActionProps['form']>;

function EmailForm({ label, placeholder, buttonLabel, sentMessage, note }: EmailFormProps) {
  const id = useId();
  const [sent, setSent] = useState(false);
  // Demo form: the browser checks the address; nothing is sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSent(true);
  };
  return (
    <div className={styles.formWrap}>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input id={id} type="email" name="email" autoComplete="email" placeholder={placeholder} className="form-control" />
        <button type="submit" className="btn btn-primary">
          {buttonLabel}
        </button>
      </form>
      {note && <p className={styles.note}>{note}</p>}
      <p className={cx('form-sent', styles.sent)} role="status">
        {sent ? sentMessage : ''}
      </p>
    </div>
  );
}

export default function CallToAction({ theme, layout, eyebrow, title, text, buttons, form, background }: CallToActionProps) {
  return (
    <section className={cx(styles.cta, styles[theme], styles[layout])}>
      {background && <Picture image={background} className={styles.background} />}
      <div className={cx('container', styles.inner)}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 className={styles.title}>{title}</h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        {(buttons.length > 0 || form) && (
          <div className={styles.actions}>
            {form && <EmailForm {...form} />}
            <ButtonRow buttons={buttons} className={styles.buttons} />
          </div>
        )}
      </div>
    </section>
  );
}
