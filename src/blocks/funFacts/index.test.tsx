// The funFacts block's own tests: its example, rendered as the prerender does, shows each counter at
// its start value and the call to action beside them. How the counters rise is
// tests/unit/counter.test.tsx.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import example from './example.json';
import FunFacts from './index';
import { funFactsProps } from './schema';
import { plainText } from '../../richText/plainText';

const props = funFactsProps.parse(example);

testExampleRendersCleanly('funFacts', FunFacts);

test('the facts are one list, each its start value with the suffix, then its label', () => {
  const screen = renderToScreen(<FunFacts {...props} />);
  const [facts] = screen.getAllByRole('list');
  expect(
    within(facts)
      .getAllByRole('listitem')
      .map((fact) => fact.textContent),
  ).toEqual(props.facts.map((fact) => `${fact.start}${props.suffix}${fact.label}`));
});

test('without a section title the call to action is an h2, with its text (its bold words strong), its map and its button to the contact page', () => {
  const screen = renderToScreen(<FunFacts {...props} />);
  const { cta } = props;
  if (!cta) throw new Error('the example has a call to action');
  expect(outlineOf(screen.container)).toEqual([`h2 ${cta.title}`]);
  expect(textsMissingFrom(screen.container, [plainText(cta.text)])).toEqual([]);
  expect(screen.container.querySelector('strong')?.textContent).toBe('one business day');
  expect(imagesIn(screen.container)).toEqual([cta.image]);
  expect(linksIn(screen.container)).toEqual([{ name: cta.link.label, href: '/contact' }]);
});

test('the text of the call to action takes rich text: bold words and a link to a page', () => {
  const props = funFactsProps.parse({ ...example, cta: { ...example.cta, text: richSample } });
  expect(expectRichSample(renderToScreen(<FunFacts {...props} />).container).tagName).toBe('P');
});
