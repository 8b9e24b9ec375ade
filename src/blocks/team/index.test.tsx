// The team block's own tests: its example, rendered as the prerender does, shows every member with
// portrait, name, role and social links, in the carousel its settings ask for.
import { expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import Team from './index';
import { teamProps } from './schema';

const props = teamProps.parse(example);

testExampleRendersCleanly('team', Team);

test("the team shows each member's portrait at its size, their name as a heading under the section's, and their role", () => {
  const { container, getByText } = renderToScreen(<Team {...props} />);
  expect(outlineOf(container)).toEqual([`h2 ${props.title}`, ...props.members.map((member) => `h3 ${member.name}`)]);
  expect(getByText(props.text)).toBeDefined();
  expect(imagesIn(container)).toEqual(props.members.map((member) => member.image));
  for (const member of props.members) expect(getByText(member.name).nextElementSibling?.textContent).toBe(member.role);
});

test("each member's social links are named for the network and link where the example says", () => {
  const { container } = renderToScreen(<Team {...props} />);
  expect(linksIn(container)).toEqual(
    props.members.flatMap((member) => member.socials.map((social) => ({ name: social.label, href: social.href }))),
  );
});

test('the members form one carousel, named by the section title, with arrows, a bullet per member and a pause button', () => {
  const { container } = renderToScreen(<Team {...props} />);
  const { labels } = props.carousel!;
  expect(carouselsIn(container)).toEqual([
    {
      name: props.title,
      slides: props.members.length,
      controls: [
        labels.previous,
        ...props.members.map((_, index) => labels.slide.replace('{index}', String(index + 1))),
        labels.next,
        site.carousel.pause,
      ],
    },
  ]);
});
