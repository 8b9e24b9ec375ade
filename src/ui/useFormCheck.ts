// Field checks for the demo forms: required, email, web address and length, with the messages from
// JSON. Nothing is sent.
import { useState, type FormEvent } from 'react';

export interface CheckedField {
  name: string;
  kind: string;
  required: boolean;
  /** Needed when `required` is true. */
  requiredMessage?: string;
  /** Shown when an email or url field holds something that is not an address. */
  invalidMessage?: string;
  maxLength?: number;
  /** Shown when the value is longer than `maxLength`. */
  tooLongMessage?: string;
}

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

export function useFormCheck(fields: readonly CheckedField[]) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = fieldProblem(field, String(data.get(field.name) ?? ''));
      if (problem !== undefined) found[field.name] = problem;
    }
    setErrors(found);
    setSent(Object.keys(found).length === 0);
    if (Object.keys(found).length === 0) event.currentTarget.reset();
    else event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  };

  return { errors, sent, onSubmit };
}
