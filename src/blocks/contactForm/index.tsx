import { useId } from 'react';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { useFormCheck } from '../../ui/useFormCheck';
import type { ContactFormProps } from './schema';
import styles from './styles.module.css';

export default function ContactForm({ title, subtitle, image, fields, submitLabel, sentMessage }: ContactFormProps) {
  const formId = useId();
  const { errors, sent, onSubmit } = useFormCheck(fields);
  return (
    <section className="section section--surface">
      <div className="container">
        <SectionTitle title={title} text={subtitle} />
        <div className={image ? styles.withImage : undefined}>
          {image && <Picture image={image} className={styles.image} />}
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            {fields.map((field) => {
              const id = `${formId}-${field.name}`;
              const error = errors[field.name];
              const common = {
                id,
                name: field.name,
                placeholder: field.placeholder,
                required: field.required,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
                className: 'form-control',
              };
              return (
                <div key={field.name} className={field.width === 'half' ? styles.half : styles.full}>
                  <label htmlFor={id} className="visually-hidden">
                    {field.label}
                  </label>
                  {field.kind === 'textarea' ? <textarea rows={6} {...common} /> : <input type={field.kind} {...common} />}
                  {error && (
                    <p id={`${id}-error`} className="form-error" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className={styles.full}>
              <button type="submit" className="btn btn-primary">
                {submitLabel}
              </button>
              <p className="form-sent" role="status">
                {sent ? sentMessage : ''}
              </p>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
