// The form fields every form of the site shares (the faq's question form, the blog's reply form, the
// contact and checkout forms): what their schema refuses, and what the form check says of a value.
// Each form's own fields are tested beside its block (src/blocks/<type>/index.test.tsx).
import { describe, expect, test } from 'vitest';
import { formField, formFields } from '../../src/schema/formField';
import { fieldProblem } from '../../src/ui/useFormCheck';

describe('form fields', () => {
  test('in a form that checks with its own messages, a required field needs its message', () => {
    const result = formFields('messages').safeParse([{ name: 'author', label: 'Name', required: true }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'requiredMessage'] });
  });

  test('a form the browser checks, or that never refuses, needs no messages', () => {
    expect(formFields('browser').safeParse([{ name: 'author', label: 'Name', required: true }]).success).toBe(true);
    expect(formFields('none').safeParse([{ name: 'author', label: 'Name', required: true }]).success).toBe(true);
  });

  test('two fields of one form cannot share a name', () => {
    const result = formFields('none').safeParse([
      { name: 'email', label: 'Email' },
      { name: 'email', label: 'Email again' },
    ]);
    expect(result.error?.issues[0]).toMatchObject({ path: [1, 'name'] });
  });

  const comment = formField.parse({
    name: 'comment',
    label: 'Comment',
    kind: 'textarea',
    required: true,
    requiredMessage: 'Write',
    maxLength: 5,
    tooLongMessage: 'Too long',
  });
  const email = formField.parse({
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    requiredMessage: 'Enter',
    invalidMessage: 'Invalid email',
  });
  const website = formField.parse({ name: 'url', label: 'Website', kind: 'url', invalidMessage: 'Invalid address' });

  test.each([
    ['an empty required field', comment, '   ', 'Write'],
    ['a value at the length limit', comment, 'abcde', undefined],
    ['a value over the length limit', comment, 'abcdef', 'Too long'],
    ['an address without a domain', email, 'me@home', 'Invalid email'],
    ['a real address', email, 'me@example.com', undefined],
    ['an empty optional website', website, '', undefined],
    ['a website that is not an address', website, 'my site', 'Invalid address'],
    ['a website with another scheme', website, 'javascript:alert(1)', 'Invalid address'],
    ['a full https address', website, 'https://example.com', undefined],
  ])('%s', (_case, field, value, expected) => {
    expect(fieldProblem(field, value)).toBe(expected);
  });
});
