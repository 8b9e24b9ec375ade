import { useId } from 'react';
import { Accordion } from '../../ui/Accordion';
import { FormField } from '../../ui/FormField';
import { SectionTitle } from '../../ui/SectionTitle';
import { useFormCheck } from '../../ui/useFormCheck';
import type { FaqProps } from './schema';
import styles from './styles.module.css';
import { cx, sectionClass } from '../../ui/classNames';

type QuestionForm = NonNullable<FaqProps['form']>;

export default function Faq({ title, text, questions, initiallyOpen, form, background }: FaqProps) {
  const items = questions.map((entry) => ({
    title: entry.question,
    content: entry.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
  return (
    <section className={sectionClass(background)}>
      <div className={cx('container', styles.faq)}>
        {title && <SectionTitle title={title} text={text} />}
        <Accordion items={items} initiallyOpen={initiallyOpen} headingLevel={title ? 'h3' : 'h2'} />
        {form && <AskForm form={form} />}
      </div>
    </section>
  );
}

function AskForm({ form }: { form: QuestionForm }) {
  const formId = useId();
  const { errors, sent, onSubmit } = useFormCheck(form.fields);
  return (
    <div className={styles.ask}>
      <SectionTitle title={form.title} text={form.text} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={form.title}>
        {form.fields.map((field) => (
          <FormField key={field.name} field={field} id={`${formId}-${field.name}`} error={errors[field.name]} className={styles[field.width]} />
        ))}
        <div className={styles.full}>
          <button type="submit" className="btn btn-primary">
            {form.submitLabel}
          </button>
          <p className="form-sent" role="status">
            {sent ? form.sentMessage : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
