// The pricing block's own tests: its example, rendered as the prerender does, offers one tab per
// billing period and shows the first period's plans, with prices, features and buttons.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { linksIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import Pricing from './index';
import { pricingProps } from './schema';

const props = pricingProps.parse(example);
const [monthly] = props.periods;

testExampleRendersCleanly('pricing', Pricing);

test('the billing periods are tabs of a tab list named as the example says, the first chosen and its plans shown', () => {
  const screen = renderToScreen(<Pricing {...props} />);
  expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe(props.tabsLabel);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual(
    props.periods.map((period, index) => [period.label, String(index === 0)]),
  );
  const panels = tabs.map((tab) => screen.container.ownerDocument.getElementById(tab.getAttribute('aria-controls')!)!);
  expect(panels.map((panel) => [panel.getAttribute('role'), panel.hidden])).toEqual([
    ['tabpanel', false],
    ['tabpanel', true],
  ]);
  // Another period's plans are rendered when its tab is first chosen.
  expect(panels[1].children).toHaveLength(0);
});

test("the pricing table shows each plan's name, price and period, and its buttons link where the example says", () => {
  const screen = renderToScreen(<Pricing {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`, ...monthly.plans.map((plan) => `h3 ${plan.name}`)]);
  for (const plan of monthly.plans) {
    const card = screen.getByRole('heading', { level: 3, name: plan.name }).closest('article')!;
    expect(within(card).getByText(plan.price).parentElement?.textContent).toBe(`${plan.price}${plan.period}`);
  }
  expect(linksIn(screen.container)).toEqual(
    monthly.plans.map((plan) => ({ name: plan.button.label, href: plan.button.href })),
  );
});

test('each feature is listed under its plan, read with the word for included or not; the badges and the note appear', () => {
  const screen = renderToScreen(<Pricing {...props} />);
  for (const plan of monthly.plans) {
    const card = screen.getByRole('heading', { level: 3, name: plan.name }).closest('article')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      plan.features.map(
        (feature) =>
          `${feature.included ? props.featureLabels.included : props.featureLabels.excluded} ${feature.text}`,
      ),
    );
    if (plan.badge) expect(within(card).getByText(plan.badge)).toBeDefined();
  }
  expect(screen.getByText(props.note!)).toBeDefined();
});
