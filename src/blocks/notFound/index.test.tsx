// The notFound block's own tests: its example, rendered as the prerender does, and its message as rich text.
import { expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import Block from './index';
import { notFoundProps } from './schema';

testExampleMatchesSnapshot('notFound', Block);

test('the message takes rich text: bold words and a link to a page', () => {
  const props = notFoundProps.parse({ ...example, message: richSample });
  expect(expectRichSample(renderToScreen(<Block {...props} />).container).tagName).toBe('P');
});
