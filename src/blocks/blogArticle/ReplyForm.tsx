// "Leave a Reply": the comment form with visible labels, required marks and the spec's limits.
// It checks the fields with the messages from JSON and sends nothing.
import { useId } from 'react';
import { FormField } from '../../ui/FormField';
import { useFormCheck } from '../../ui/useFormCheck';
import type { BlogArticleProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

type ReplyFormData = NonNullable<BlogArticleProps['replyForm']>;

export function ReplyForm({ form }: { form: ReplyFormData }) {
  const formId = useId();
  const { errors, sent, onSubmit } = useFormCheck(form.fields);
  return (
    <section className={styles.reply} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.sectionTitle}>
        {form.title}
      </h2>
      {form.note && <p className={styles.note}>{form.note}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {form.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${formId}-${field.name}`}
            error={errors[field.name]}
            showLabel
            requiredMark={form.requiredMark}
            className={styles[field.width]}
          />
        ))}
        {form.remember && (
          <div className={cx(styles.full, styles.remember)}>
            <input id={`${formId}-remember`} type="checkbox" name="remember" />
            <label htmlFor={`${formId}-remember`}>{form.remember}</label>
          </div>
        )}
        <div className={styles.full}>
          <button type="submit" className="btn btn-primary">
            {form.submitLabel}
          </button>
          <p className="form-sent" role="status">
            {sent ? form.sentMessage : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
