// The callToAction block's own tests: its example, rendered as the prerender does and kept as a
// snapshot, and its forms and buttons read as a visitor would (Testing Library). Form submits are
// covered by tests/browser/landing-forms.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import callToActionExample from './example.json';
import CallToAction from './index';
import { callToActionProps } from './schema';

testExampleMatchesSnapshot('callToAction', CallToAction);

describe('call to action', () => {
  test('ready to talk: heading and both links, no form', () => {
    const screen = renderToScreen(<CallToAction {...callToActionProps.parse(callToActionExample)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to talk?' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('the free-trial form is one labelled email field with the placeholder and button from JSON', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      form: {
        fields: [
          { name: 'email', label: 'Your business email', placeholder: 'Enter your business email here', kind: 'email' },
        ],
        submitLabel: 'Sign Up Free',
        sentMessage: 'Thanks!',
      },
    });
    const screen = renderToScreen(<CallToAction {...props} />);
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Your business email' })]);
    expect(screen.getByRole('textbox')).toMatchObject({ type: 'email', placeholder: 'Enter your business email here' });
    expect(screen.getByRole('button', { name: 'Sign Up Free' })).toMatchObject({ type: 'submit' });
  });

  test('a button with "context" reads it after its label, to screen readers and search engines only', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      buttons: [{ label: 'Learn More', href: '/contact', context: 'about our support plans' }],
    });
    const withContext = renderToScreen(<CallToAction {...props} />).getByRole('link', { name: /^Learn More/ });
    expect(withContext.getAttribute('href')).toBe('/contact');
    expect(withContext.textContent).toBe('Learn More about our support plans');
    expect(within(withContext).getByText('about our support plans').classList).toContain('visually-hidden');
    const plain = callToActionProps.parse({
      ...callToActionExample,
      buttons: [{ label: 'Learn More', href: '/contact' }],
    });
    expect(
      renderToScreen(<CallToAction {...plain} />)
        .getByRole('link', { name: 'Learn More' })
        .getAttribute('href'),
    ).toBe('/contact');
  });
});

test('the text of the band takes rich text: bold words and a link to a page', () => {
  const props = callToActionProps.parse({ ...callToActionExample, text: richSample });
  expect(expectRichSample(renderToScreen(<CallToAction {...props} />).container).tagName).toBe('P');
});
