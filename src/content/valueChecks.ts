// Values whose shape is right but which would do harm on the site, checked wherever they are written:
// a price with more than two decimals (whole cents) would be shown rounded while the cart adds it up
// and the structured data publishes it as written, so three prices would differ. Prices are found by
// the name of their property, so a block's new price field is checked without being listed.
import type { Suggestion } from '../problems/contentIssue';
import { say, type Problem } from '../problems/messages';
import { isJsonObject, type JsonPath } from './jsonSource';

/** Property names of amounts of money: "price", "oldPrice", "shippingCost", "fee", "total"… */
const moneyName = /(?:prices?|costs?|fees?|amounts?|totals?|tax(?:es)?)$/i;

/** Whether `value` has more than two decimals (a point's worth of floating-point noise aside). */
const pastCents = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 * Math.max(1, Math.abs(value));

export interface ValueProblem extends Problem {
  path: JsonPath;
  suggestion?: Suggestion;
}

function walk(value: unknown, path: JsonPath, money: boolean, currency: string, found: ValueProblem[]) {
  if (typeof value === 'number') {
    if (!money || !Number.isFinite(value) || !pastCents(value)) return;
    const cents = Math.round(value * 100) / 100;
    found.push({
      path,
      ...say('money.too-many-decimals', { found: value, shown: `${currency}${cents.toFixed(2)}`, suggestion: cents }),
      suggestion: { kind: 'number', value: cents },
    });
  } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], money, currency, found));
  else if (isJsonObject(value)) {
    const own = typeof value.currency === 'string' ? value.currency : currency;
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], moneyName.test(key), own, found);
  }
}

/** Every price in `value` (a parsed content file) with more than two decimals. */
export function valueProblems(value: unknown): ValueProblem[] {
  const found: ValueProblem[] = [];
  walk(value, [], false, '$', found);
  return found;
}
