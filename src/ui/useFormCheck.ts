// Sending a form of the site, which sends nothing: the field checks of the forms that check with
// their own messages (required, email, web address, length, with the messages from JSON).
import { useState, type FormEvent } from 'react';
import type { FormField } from '../schema/formField';

type CheckedField = Pick<
  FormField,
  'name' | 'kind' | 'required' | 'requiredMessage' | 'invalidMessage' | 'maxLength' | 'tooLongMessage'
>;

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function looksLikeUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The message for a field's value, or undefined when the value is fine. */
export function fieldProblem(field: CheckedField, rawValue: string): string | undefined {
  const value = rawValue.trim();
  const fallback = field.requiredMessage ?? '';
  if (!value) return field.required ? fallback : undefined;
  if (field.maxLength !== undefined && rawValue.length > field.maxLength) return field.tooLongMessage ?? fallback;
  if (field.kind === 'email' && !looksLikeEmail(value)) return field.invalidMessage ?? fallback;
  if (field.kind === 'url' && !looksLikeUrl(value)) return field.invalidMessage ?? fallback;
  return undefined;
}

/**
 * Submitting a form of the site: nothing is sent. With "messages" the fields are checked here and
 * each problem is shown beside its field (the form carries `noValidate`); with "browser" the browser
 * has checked them before the submit event. A form without problems is cleared and confirms.
 */
export function useFormCheck(fields: readonly CheckedField[], checks: 'messages' | 'browser' = 'messages') {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (checks === 'messages') {
      const data = new FormData(event.currentTarget);
      for (const field of fields) {
        const problem = fieldProblem(field, String(data.get(field.name) ?? ''));
        if (problem !== undefined) found[field.name] = problem;
      }
    }
    setErrors(found);
    setSent(Object.keys(found).length === 0);
    if (Object.keys(found).length === 0) event.currentTarget.reset();
    else event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  };

  return { errors, sent, onSubmit, noValidate: checks === 'messages' };
}
