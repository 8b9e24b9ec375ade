// The faq block's own tests: its example, rendered as the prerender does, read as a visitor would
// (Testing Library), and what its schema refuses. Clicks and keys are covered by
// tests/browser/accordion.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { plainText } from '../../richText/plainText';
import faqExample from './example.json';
import Faq from './index';
import { faqProps } from './schema';

testExampleRendersCleanly('faq', Faq);

describe('faq', () => {
  const props = faqProps.parse(faqExample);
  /** The accordion's toggles: the buttons that say whether their answer is open. */
  const togglesIn = (buttons: HTMLElement[]) => buttons.filter((button) => button.hasAttribute('aria-expanded'));

  test('each question is a button in a heading, wired to its answer panel; only the chosen one starts open', () => {
    const screen = renderToScreen(<Faq {...props} />);
    const toggles = togglesIn(screen.getAllByRole('button'));
    expect(toggles.map((toggle) => toggle.closest('h3')?.textContent)).toEqual(
      props.questions.map((question) => question.question),
    );
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    const panels = toggles.map((toggle) =>
      screen.container.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!),
    );
    expect(panels.map((panel) => panel?.getAttribute('role'))).toEqual(['region', 'region']);
    // The closed answer is neither shown nor read until its question is opened.
    expect(panels[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(panels[1]?.style.display).toBe('none');
  });

  test('the first HTML of a toggle is a real button, not a fake one with role and tabindex', () => {
    const toggles = togglesIn(renderToScreen(<Faq {...props} />).getAllByRole('button'));
    expect(toggles).toHaveLength(props.questions.length);
    for (const toggle of toggles) {
      expect(toggle.tagName).toBe('BUTTON');
      expect(toggle.hasAttribute('role')).toBe(false);
      expect(toggle.hasAttribute('tabindex')).toBe(false);
    }
  });

  test('without a section title the questions are h2, so headings stay in order', () => {
    const screen = renderToScreen(<Faq {...faqProps.parse({ ...faqExample, title: '', form: undefined })} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(props.questions.length);
  });

  test('the question form has labelled fields, an email field of email type and the submit label from JSON', () => {
    const screen = renderToScreen(<Faq {...props} />);
    const form = within(screen.getByRole('form', { name: props.form!.title }));
    for (const field of props.form!.fields)
      expect(form.getByLabelText(field.label)).toMatchObject({ name: field.name });
    expect(form.getByRole('textbox', { name: 'Your email' })).toMatchObject({ type: 'email' });
    expect(form.getByRole('button', { name: 'Submit Now!' })).toMatchObject({ type: 'submit' });
  });

  test('refuses an initially open question that does not exist', () => {
    const result = faqProps.safeParse({ ...faqExample, initiallyOpen: 2 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['initiallyOpen'] });
  });
});

test('the faq shows its title and text, each question as a heading under it with its answer, then the question form under a title of its own', () => {
  const props = faqProps.parse(faqExample);
  const { container } = renderToScreen(<Faq {...props} />);
  expect(outlineOf(container)).toEqual([
    `h2 ${props.title}`,
    ...props.questions.map((question) => `h3 ${question.question}`),
    `h2 ${props.form!.title}`,
  ]);
  const answers = props.questions.flatMap((question) => question.answer.map((paragraph) => plainText(paragraph)));
  expect(textsMissingFrom(container, [props.text!, ...answers])).toEqual([]);
});

test('an answer takes rich text: its bold words are strong, its link goes to the page through the site’s navigation', () => {
  const props = faqProps.parse(faqExample);
  const screen = renderToScreen(<Faq {...props} />);
  const link = screen.getByRole('link', { name: 'our pricing page', hidden: true });
  expect(link.getAttribute('href')).toBe('/pricing');
  expect(link.closest('p')?.querySelector('strong')?.textContent).toBe('Our projects move faster:');
  expect(screen.container.innerHTML).not.toContain('**');
});

test('the line under the form heading takes rich text: bold words and a link to a page', () => {
  const props = faqProps.parse({ ...faqExample, form: { ...faqExample.form, text: richSample } });
  const line = expectRichSample(renderToScreen(<Faq {...props} />).container);
  expect(line.closest('.section-title')?.querySelector('h2')?.textContent).toBe(props.form!.title);
});
