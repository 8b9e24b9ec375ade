// No value, however long, makes validation slow. Every field a schema checks against a pattern gets
// values built to make a backtracking pattern try every split of a long run (digits of a phone
// number with a wrong end, a number in a gradient, spaces before a missing part): with hundreds of
// thousands of characters it is answered, with the length message, about as fast as a short value
// of the same shape; and each of the field's patterns alone takes time in proportion to the text.
// Times are compared with the same field's own (ratios, generous), never with a clock.
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { parseJsonSource } from '../../src/content/jsonSource';
import { validateAt } from '../../src/content/zodIssues';
import { perViewTable } from '../../src/schema/carousel';
import { colour, fontFamily, gradient, language, siteOrigin } from '../../src/schema/cssValues';
import { formDelivery } from '../../src/schema/formDelivery';
import { formContent } from '../../src/schema/formField';
import { anchorId, pagePath, sharedSectionName } from '../../src/schema/page';
import { href, imageSrc } from '../../src/schema/primitives';

interface Field {
  /** The field, and the shape of the hostile value. */
  name: string;
  schema: z.ZodType;
  /** The value checked, holding the text at the field's place. */
  holding?: (text: string) => unknown;
  /** The hostile text, about `size` characters long. */
  text: (size: number) => string;
}

const run = (size: number, part: string) => part.repeat(Math.max(1, Math.round(size / part.length)));
const form = formContent('browser');
const formWith = (field: Record<string, unknown>) => ({
  fields: [{ name: 'email', label: 'Email', ...field }],
  submitLabel: 'Send',
  sentMessage: 'Sent',
});

const fields: Field[] = [
  { name: 'a phone link, digits without a valid end', schema: href, text: (n) => `tel:${run(n, '1')}!` },
  { name: 'a phone link, punctuation and digits', schema: href, text: (n) => `tel:+${run(n, '1.')}x` },
  { name: 'a mail link, a domain of many parts', schema: href, text: (n) => `mailto:a@${run(n, 'b.')} ` },
  { name: 'a web address of many parts', schema: href, text: (n) => `https://${run(n, 'a.')}!` },
  { name: 'a page link with a space at the end', schema: href, text: (n) => `/${run(n, 'a')} x` },
  { name: 'a link in no known form', schema: href, text: (n) => `${run(n, 'a.')}com x` },
  { name: 'an image path', schema: imageSrc, text: (n) => `/${run(n, 'a')} ` },
  { name: 'a page path', schema: pagePath, text: (n) => `/${run(n, 'a-')}A` },
  { name: 'a shared section name', schema: sharedSectionName, text: (n) => `${run(n, 'a-')}-` },
  { name: 'an anchor id', schema: anchorId, text: (n) => `a${run(n, '-')}A` },
  { name: 'a colour', schema: colour, text: (n) => `#${run(n, 'a')}` },
  { name: 'a colour written as rgb() with spaces', schema: colour, text: (n) => `rgb(1${run(n, ' ')}x` },
  { name: 'a gradient, a long number', schema: gradient, text: (n) => `linear-gradient(${run(n, '1')}` },
  {
    name: 'a gradient, spaces after a colour',
    schema: gradient,
    text: (n) => `linear-gradient(#aaaaaa${run(n, ' ')}x)`,
  },
  { name: 'a gradient, many stops', schema: gradient, text: (n) => `radial-gradient(${run(n, '#aaa 1%, ')}x)` },
  { name: 'a font family list without a generic family', schema: fontFamily, text: (n) => `${run(n, 'a ')},` },
  { name: 'a font family declaration', schema: fontFamily, text: (n) => `font-family: a${run(n, ' ')}b` },
  { name: 'a language code', schema: language, text: (n) => `en-${run(n, 'a1234-')}!` },
  { name: "the site's address, one long name", schema: siteOrigin, text: (n) => `https://${run(n, 'a')}` },
  { name: "the site's address, many parts", schema: siteOrigin, text: (n) => `https://${run(n, 'a-a.')}!` },
  {
    name: 'a form field name',
    schema: form,
    holding: (text) => formWith({ name: text }),
    text: (n) => `${run(n, 'a')}!`,
  },
  {
    name: 'an autofill hint',
    schema: form,
    holding: (text) => formWith({ autocomplete: text }),
    text: (n) => `${run(n, 'a ')}!`,
  },
  {
    name: 'a form name',
    schema: form,
    holding: (text) => ({ ...formWith({}), name: text }),
    text: (n) => `${run(n, 'a-')}-`,
  },
  {
    name: 'a form endpoint',
    schema: formDelivery,
    holding: (text) => ({ mode: 'endpoint', url: text }),
    text: (n) => `https://${run(n, 'a.')}localhost`,
  },
  {
    name: 'a mail address',
    schema: formDelivery,
    holding: (text) => ({ mode: 'email', to: text, subject: 'Hello' }),
    text: (n) => `a@${run(n, 'b.')} `,
  },
  {
    name: 'a carousel width',
    schema: perViewTable({ '0': 1 }),
    holding: (text) => ({ '0': 1, [text]: 2 }),
    text: (n) => `${run(n, '5')}x`,
  },
];

/** The time of one call, from as many calls as make a measure that a timer's step does not blur; the best of five. */
function timeOfOneCall(call: () => void): number {
  const measures: number[] = [];
  for (let measure = 0; measure < 5; measure++) {
    let calls = 0;
    const start = performance.now();
    do {
      call();
      calls++;
    } while (performance.now() - start < 5);
    measures.push((performance.now() - start) / calls);
  }
  return Math.min(...measures);
}

/** Checks `value` as the loader does, messages included: the value sits in a parsed file, at "value". */
function checker(field: Field, text: string): { check: () => void; messages: () => string[] } {
  const value = { value: field.holding ? field.holding(text) : text };
  const { source } = parseJsonSource('pages/_site.json', JSON.stringify(value));
  const schema = z.object({ value: field.schema });
  const check = () => validateAt(schema, value, source!, []);
  return { check, messages: () => validateAt(schema, value, source!, []).issues.map((issue) => issue.message) };
}

const LONG = 200_000;
const SHORT = 20;

describe('a long hostile value is answered about as fast as a short one, with the length message', () => {
  test.each(fields.map((field) => [field.name, field] as const))('%s', (_name, field) => {
    const short = checker(field, field.text(SHORT));
    const long = checker(field, field.text(LONG));
    expect(long.messages().join('\n')).toMatch(/ is at most [\d,]+ characters; this one has [\d,]+: .*; shorten it/);
    // 10,000 times longer: at most 50 times the time.
    expect(timeOfOneCall(long.check) / timeOfOneCall(short.check)).toBeLessThan(50);
  });
});

/** Every pattern the field's JSON Schema carries (the zod schema's own patterns). */
function patternsOf(schema: z.ZodType): RegExp[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) {
        if (key === 'pattern' && typeof item === 'string') found.push(item);
        else walk(item);
      }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...new Set(found)].map((source) => new RegExp(source));
}

// The form endpoint and the mail address are checked by code rather than a pattern, on a text the length limit bounds.
const patterned = fields.filter((field) => patternsOf(field.schema).length > 0);

describe("each of a field's patterns alone takes time in proportion to the text", () => {
  test('the fields checked by code alone are the form endpoint and the mail address', () => {
    expect(fields.filter((field) => !patterned.includes(field)).map((field) => field.name)).toEqual([
      'a form endpoint',
      'a mail address',
    ]);
  });

  test.each(patterned.map((field) => [field.name, field] as const))('%s', (_name, field) => {
    const patterns = patternsOf(field.schema);
    const short = field.text(100);
    const long = field.text(100_000);
    for (const pattern of patterns) {
      const ratio = timeOfOneCall(() => pattern.test(long)) / timeOfOneCall(() => pattern.test(short));
      // A thousand times longer: linear is about a thousand times the time, a pattern that backtracks a million.
      expect(ratio, `${pattern}`).toBeLessThan(5 * (long.length / short.length));
    }
  });
});
