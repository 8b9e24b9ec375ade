// Field checks for the demo forms: required and email, with the messages from JSON. Nothing is sent.
import { useState, type FormEvent } from 'react';

export interface CheckedField {
  name: string;
  kind: string;
  required: boolean;
  requiredMessage: string;
  invalidMessage?: string;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function useFormCheck(fields: readonly CheckedField[]) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      if (field.required && !value) found[field.name] = field.requiredMessage;
      else if (field.kind === 'email' && value && !looksLikeEmail(value)) found[field.name] = field.invalidMessage ?? field.requiredMessage;
    }
    setErrors(found);
    setSent(Object.keys(found).length === 0);
    if (Object.keys(found).length === 0) event.currentTarget.reset();
    else event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  };

  return { errors, sent, onSubmit };
}
