// The contactInfo block's own tests: its example, rendered as the prerender does, and its lines as rich text.
import { expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import Block from './index';
import { contactInfoProps } from './schema';

testExampleMatchesSnapshot('contactInfo', Block);

const withLine = (line: { text: string; href?: string }) => ({
  boxes: [{ ...example.boxes[0], lines: [line] }],
});

test('a line takes rich text: bold words and a link to a page', () => {
  const props = contactInfoProps.parse(withLine({ text: richSample }));
  expect(expectRichSample(renderToScreen(<Block {...props} />).container).tagName).toBe('P');
});

test('a line that is a link as a whole shows its bold words inside that one link', () => {
  const props = contactInfoProps.parse(withLine({ text: 'Write to **our desk**', href: 'mailto:desk@example.com' }));
  const link = renderToScreen(<Block {...props} />).container.querySelector('a[href="mailto:desk@example.com"]');
  expect(link?.innerHTML).toBe('Write to <strong>our desk</strong>');
});

test('a line that is a link as a whole refuses a link written inside it, at that link', () => {
  const result = contactInfoProps.safeParse(
    withLine({ text: 'Write to [our desk](/contact)', href: 'mailto:desk@example.com' }),
  );
  expect(result.error?.issues).toMatchObject([
    {
      path: ['boxes', 0, 'lines', 0, 'text'],
      params: { offset: 9 },
      message: expect.stringMatching(/link inside a link/),
    },
  ]);
});
