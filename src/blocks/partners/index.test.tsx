// The partners block's own tests: its example, rendered as the prerender does, shows every partner's
// logo as a link, in the carousel its settings ask for.
import { expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import Partners from './index';
import { partnersProps } from './schema';

const props = partnersProps.parse(example);

testExampleRendersCleanly('partners', Partners);

test("each partner's logo is shown at its size and links where the example says, named by its alt text", () => {
  const { container } = renderToScreen(<Partners {...props} />);
  expect(imagesIn(container)).toEqual(props.partners.map((partner) => partner.image));
  expect(linksIn(container)).toEqual(
    props.partners.map((partner) => ({ name: partner.image.alt, href: partner.href })),
  );
});

test('without a title the logos form one unnamed carousel, slide per logo, with only its pause button', () => {
  const { container } = renderToScreen(<Partners {...props} />);
  expect(container.querySelector('h2')).toBeNull();
  expect(carouselsIn(container)).toEqual([
    { name: null, slides: props.partners.length, controls: [site.carousel.pause] },
  ]);
});
