// One labelled input or textarea of a demo form, with its error message (see useFormCheck).
import type { FormField as FormFieldData } from '../schema/formField';
import styles from './FormField.module.css';

interface FormFieldProps {
  field: FormFieldData;
  /** Unique id of the control; the error gets `${id}-error`. */
  id: string;
  error?: string;
  /** Show the label above the field; otherwise it is for screen readers only. */
  showLabel?: boolean;
  /** Text after a visible label of a required field, for example " *". */
  requiredMark?: string;
  className?: string;
}

export function FormField({ field, id, error, showLabel = false, requiredMark = '', className }: FormFieldProps) {
  const common = {
    id,
    name: field.name,
    placeholder: field.placeholder || undefined,
    required: field.required,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'form-control',
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {field.label}
        {showLabel && field.required && requiredMark ? <span aria-hidden="true">{requiredMark}</span> : null}
      </label>
      {field.kind === 'textarea' ? <textarea rows={6} {...common} /> : <input type={field.kind} {...common} />}
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
