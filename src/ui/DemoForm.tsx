// A form of the site: its fields, its send button and its confirmation line (contact, question,
// comment, registration, sign-up and notify-me forms). It checks the fields (itself or through the
// browser), confirms, and sends nothing. "grid": the fields in the form grid, the button in a row of
// its own; "row": fields and button in one line, for the one-field sign-up forms.
import { useId, type ReactNode } from 'react';
import type { FormField as FormFieldData } from '../schema/formField';
import { Button } from './ButtonLink';
import { cx } from './classNames';
import styles from './DemoForm.module.css';
import { FormField, fieldLayout, type FieldLabels } from './FormField';
import { useFormCheck } from './useFormCheck';

interface DemoFormProps {
  form: { fields: FormFieldData[]; submitLabel: string; sentMessage: string };
  checks: 'messages' | 'browser';
  labels?: FieldLabels;
  layout?: 'grid' | 'row';
  /** Accessible name of the form, when no heading names it. */
  label?: string;
  className?: string;
  /** In the grid: the cell of the send button, a full row unless the form says otherwise. */
  submitCellClassName?: string;
  submitClassName?: string;
  /** In a row: shown between the form and its confirmation line, for example small print. */
  children?: ReactNode;
}

export function DemoForm(props: DemoFormProps) {
  const {
    form,
    checks,
    labels = {},
    layout = 'grid',
    label,
    className,
    submitCellClassName = fieldLayout.full,
    submitClassName,
    children,
  } = props;
  const formId = useId();
  const { errors, sent, onSubmit, noValidate } = useFormCheck(form.fields, checks);
  const fields = form.fields.map((field) => (
    <FormField
      key={field.name}
      field={field}
      id={`${formId}-${field.name}`}
      checks={checks}
      labels={labels}
      error={errors[field.name]}
    />
  ));
  const submit = (
    <Button type="submit" className={submitClassName}>
      {form.submitLabel}
    </Button>
  );
  const status = (extra?: string) => (
    <p className={cx('form-sent', extra)} role="status">
      {sent ? form.sentMessage : ''}
    </p>
  );
  if (layout === 'row') {
    return (
      <>
        <form className={cx(styles.row, className)} onSubmit={onSubmit} noValidate={noValidate} aria-label={label}>
          {fields}
          {submit}
        </form>
        {children}
        {status()}
      </>
    );
  }
  return (
    <form className={cx(fieldLayout.grid, className)} onSubmit={onSubmit} noValidate={noValidate} aria-label={label}>
      {fields}
      <div className={submitCellClassName}>{submit}</div>
      {status(fieldLayout.full)}
    </form>
  );
}
