// One field of any form of the site: its visible label (with the required mark of a required
// field, shown before anything is sent), its control (input, textarea, select or checkbox) and its
// error message (see useFormCheck). A placeholder is only a hint: it disappears as the visitor
// types, so it never stands in for the label (docs/accessibility.md). Fields sit in the grid of
// `fieldLayout.grid`, where "half" and "third" fields share a row from 576 px.
import type { FieldChecks, FormField as FormFieldData } from '../schema/formField';
import { useSite } from './locale';
import { cx } from './classNames';
import styles from './FormField.module.css';

/** Class names of the form grid and of its rows, for a form's own cells (its send button…). */
export const fieldLayout = { grid: styles.grid, full: styles.full, half: styles.half, third: styles.third };

export interface FieldLabels {
  /** Shown after the label of a required field, for example " *" (default: the site's). */
  requiredMark?: string;
  /** Read by screen readers after the label of a required field the browser does not know as required. */
  requiredWord?: string;
}

interface FormFieldProps {
  field: FormFieldData;
  /** Unique id of the control; the error gets `${id}-error`. */
  id: string;
  /** How the form checks its fields: with "none" no control carries `required`, so none is refused. */
  checks: FieldChecks;
  labels: FieldLabels;
  error?: string;
}

export function FormField({ field, id, checks, labels, error }: FormFieldProps) {
  const checkbox = field.kind === 'checkbox';
  const marked = field.required;
  const site = useSite();
  const requiredMark = labels.requiredMark ?? site.labels.requiredMark;
  const label = (
    <label htmlFor={id} className={styles.label}>
      {field.label}
      {marked && requiredMark && (
        <span className={styles.requiredMark} aria-hidden="true">
          {requiredMark}
        </span>
      )}
      {marked && labels.requiredWord && (
        <>
          {' '}
          <span className="visually-hidden">{labels.requiredWord}</span>
        </>
      )}
    </label>
  );
  const common = {
    id,
    name: field.name,
    required: checks !== 'none' && field.required,
    autoComplete: field.autocomplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const text = {
    ...common,
    placeholder: field.placeholder || undefined,
    maxLength: field.maxLength,
    className: 'form-control',
  };
  return (
    <div className={cx(styles[field.width], checkbox && styles.checkbox)}>
      {checkbox ? (
        <>
          <input type="checkbox" {...common} />
          {label}
        </>
      ) : (
        <>
          {label}
          {field.kind === 'select' ? (
            <select {...common} className="form-control" defaultValue={field.options?.[0]}>
              {field.options?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : field.kind === 'textarea' ? (
            <textarea rows={6} {...text} />
          ) : (
            <input type={field.kind} {...text} />
          )}
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
