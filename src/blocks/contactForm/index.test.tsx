// The contactForm block's own tests: its example, rendered as the prerender does, is a titled form
// beside its illustration whose fields carry their labels, kinds and required marks from JSON. What
// it says when a field is refused is covered by tests/browser/site.spec.ts.
import { expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import ContactForm from './index';
import { contactFormProps } from './schema';

const props = contactFormProps.parse(example);

testExampleRendersCleanly('contactForm', ContactForm);

test('the contact form shows its title, its text and its illustration at its size', () => {
  const screen = renderToScreen(<ContactForm {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`]);
  expect(screen.getByText(props.subtitle)).toBeDefined();
  expect(imagesIn(screen.container)).toEqual([props.image]);
});

test('every field is labelled with its label and required mark, of its kind, with its name, placeholder and autofill hint', () => {
  const screen = renderToScreen(<ContactForm {...props} />);
  for (const field of props.fields) {
    const control = screen.getByLabelText(`${field.label}${site.labels.requiredMark}`) as HTMLInputElement;
    expect({
      kind: control.tagName === 'TEXTAREA' ? 'textarea' : control.type,
      name: control.name,
      placeholder: control.placeholder,
      autocomplete: control.getAttribute('autocomplete'),
      required: control.required,
    }).toEqual({
      kind: field.kind,
      name: field.name,
      placeholder: field.placeholder,
      autocomplete: field.autocomplete ?? null,
      required: true,
    });
  }
});

test('the form sends with the button from JSON, and its confirmation line waits empty', () => {
  const screen = renderToScreen(<ContactForm {...props} />);
  expect(screen.getByRole('button', { name: props.submitLabel })).toMatchObject({ type: 'submit' });
  expect(screen.getByRole('status').textContent).toBe('');
});
