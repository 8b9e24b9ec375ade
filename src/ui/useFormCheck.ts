// The field checks of the forms that check with their own messages (required, email, web address,
// length, with the messages from JSON), before a form of the site is sent (SiteForm.tsx).
import { useState } from 'react';
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
 * Checks a form of the site when it is submitted. With "messages" the fields are checked here and
 * each problem is shown beside its field (the form carries `noValidate`), focus going to the first;
 * with "browser" the browser has checked them before the submit event. `check` answers whether the
 * form may be sent.
 */
export function useFormCheck(fields: readonly CheckedField[], checks: 'messages' | 'browser' = 'messages') {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = (form: HTMLFormElement): boolean => {
    const found: Record<string, string> = {};
    if (checks === 'messages') {
      const data = new FormData(form);
      for (const field of fields) {
        const problem = fieldProblem(field, String(data.get(field.name) ?? ''));
        if (problem !== undefined) found[field.name] = problem;
      }
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first === undefined;
  };

  return { errors, check, noValidate: checks === 'messages' };
}
