// A form of the site: its fields, its send button and its status line (contact, question, comment,
// registration, sign-up and notify-me forms). It checks the fields (itself or through the browser),
// then delivers them where the form's own "delivery" or the site's "forms.delivery" says
// (formDelivery.ts, formSending.ts): nowhere with "demo", the template's, which confirms at once; to a form service
// or Netlify Forms, confirming only once the service has answered with success; or to the visitor's
// mail program. "grid": the fields in the form grid, the button in a row of its own; "row": fields and
// button in one line, for the one-field sign-up forms.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSite } from './locale';
import type { FormDelivery } from '../schema/formDelivery';
import type { FormField as FormFieldData } from '../schema/formField';
import { Button } from './ButtonLink';
import { cx } from './classNames';
import { formPayload, honeypotName, mailtoHref, type DeliveryOutcome } from './formDelivery';
import { FormField, fieldLayout, type FieldLabels } from './FormField';
import styles from './SiteForm.module.css';
import { useFormCheck } from './useFormCheck';

interface SiteFormProps {
  form: {
    fields: FormFieldData[];
    submitLabel: string;
    sentMessage: string;
    name?: string;
    delivery?: FormDelivery;
  };
  /** The form's name for Netlify Forms unless its JSON gives one: the kind of form, for example "contact". */
  name: string;
  checks: 'messages' | 'browser';
  labels?: FieldLabels;
  layout?: 'grid' | 'row';
  /** Accessible name of the form, when no heading names it. */
  label?: string;
  className?: string;
  /** In the grid: the cell of the send button, a full row unless the form says otherwise. */
  submitCellClassName?: string;
  submitClassName?: string;
  /** In a row: shown between the form and its status line, for example small print. */
  children?: ReactNode;
}

type Status = 'idle' | 'sending' | DeliveryOutcome | 'handedOff';

const submitButton = (form: HTMLFormElement | null) => form?.querySelector<HTMLButtonElement>('button[type="submit"]');

/** What the form element carries for its delivery: where a post without script goes, and what Netlify reads in the HTML. */
function formAttributes(delivery: FormDelivery, formName: string, postsWithoutScript: boolean) {
  if (delivery.mode === 'netlify')
    return {
      name: formName,
      'data-netlify': 'true',
      'netlify-honeypot': honeypotName(delivery),
      ...(postsWithoutScript ? { method: 'post' } : {}),
    };
  if (delivery.mode === 'endpoint' && postsWithoutScript) return { action: delivery.url, method: 'post' };
  return {};
}

export function SiteForm(props: SiteFormProps) {
  const {
    form,
    name,
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
  const site = useSite();
  const delivery = form.delivery ?? site.forms.delivery;
  const words = site.forms.messages;
  const formName = form.name ?? name;
  const { errors, check, noValidate } = useFormCheck(form.fields, checks);
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const refocus = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = status === 'sending';
  const failed = status === 'failed' || status === 'timedOut';
  const hasHoneypot = delivery.mode === 'endpoint' || delivery.mode === 'netlify';
  // A browser without script posts every field it has, the password too, which never leaves the page.
  const postsWithoutScript = !form.fields.some((field) => field.kind === 'password');

  // The button, disabled while sending, lost focus if it had it: it gets it back once sending is over.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const button = submitButton(formRef.current);
    if (document.activeElement === document.body || document.activeElement === button) button?.focus();
  }, [busy]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    if (!check(element)) return setStatus('idle');
    const data = new FormData(element);
    const confirm = () => {
      setStatus('sent');
      element.reset();
    };
    if (delivery.mode === 'demo') return confirm();
    // People never see this field; a bot that fills it is answered as a person would be, and nothing is sent.
    if (hasHoneypot && String(data.get(honeypotName(delivery)) ?? '') !== '') return confirm();
    const payload = formPayload(form.fields, data);
    if (delivery.mode === 'email') {
      window.location.href = mailtoHref(delivery, form.fields, payload);
      return setStatus('handedOff');
    }
    sending.current = true;
    refocus.current = document.activeElement === submitButton(element);
    setStatus('sending');
    // The posting code comes with the first send; if it cannot be loaded, nothing was sent.
    const outcome = await import('./formSending').then(
      ({ deliver }) => deliver(delivery, payload, formName),
      (): DeliveryOutcome => 'failed',
    );
    sending.current = false;
    if (outcome === 'sent') element.reset();
    setStatus(outcome);
  };

  const statusText = {
    idle: '',
    sending: words.sending,
    sent: form.sentMessage,
    failed: words.failed,
    timedOut: words.timedOut,
    handedOff: words.emailOpened,
  }[status];
  const noticeId = `${formId}-notice`;
  const notice =
    delivery.mode === 'email' ? (
      <p id={noticeId} className={cx(styles.notice, layout === 'grid' && fieldLayout.full)}>
        {words.emailNotice}
      </p>
    ) : null;

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
  const hidden = (
    <>
      {delivery.mode === 'netlify' && <input type="hidden" name="form-name" value={formName} />}
      {hasHoneypot && (
        <div className={styles.honeypot} aria-hidden="true">
          <input type="text" name={honeypotName(delivery)} tabIndex={-1} autoComplete="off" />
        </div>
      )}
    </>
  );
  const submit = (
    <Button
      type="submit"
      className={cx(submitClassName, busy && styles.busy)}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-describedby={notice ? noticeId : undefined}
    >
      {failed ? words.retry : form.submitLabel}
    </Button>
  );
  const statusLine = (extra?: string) => (
    <p className={cx('form-sent', failed && styles.failed, extra)} role="status">
      {statusText}
    </p>
  );
  const attributes = {
    ...formAttributes(delivery, formName, postsWithoutScript),
    ref: formRef,
    onSubmit,
    noValidate,
    'aria-label': label,
  };
  if (layout === 'row') {
    return (
      <>
        <form className={cx(styles.row, className)} {...attributes}>
          {hidden}
          {fields}
          {submit}
        </form>
        {notice}
        {children}
        {statusLine()}
      </>
    );
  }
  return (
    <form className={cx(fieldLayout.grid, className)} {...attributes}>
      {hidden}
      {fields}
      {notice}
      <div className={submitCellClassName}>{submit}</div>
      {statusLine(fieldLayout.full)}
    </form>
  );
}
