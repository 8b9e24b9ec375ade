// The grammars of the values _site.json writes into CSS and HTML (src/schema/cssValues.ts) accept
// only what works there: thousands of near-misses of real values are drawn, and every one the schema
// accepts is checked where it ends up — colours, gradients and font lists by Chromium's own CSS
// parser (CSS.supports), the language by Intl, the site address by the URL the canonical link is.
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { colour, fontFamily, gradient, language, siteOrigin } from '../../src/schema/cssValues';
import { launchChromium } from '../../src/cli/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Strings one to three edits away from `seeds`, with the characters that matter in CSS. */
function nearMisses(seeds: string[], count: number): string[] {
  const alphabet = [...'(){};:,\'"#%- abcdef0123456789xyzABC\\/<>!'];
  const edit = fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'replace'), fc.constantFrom(...alphabet));
  const mutant = fc
    .tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([seed, edits]) =>
      edits.reduce((text, [at, kind, char]) => {
        const index = text.length === 0 ? 0 : at % text.length;
        if (kind === 'insert') return text.slice(0, index) + char + text.slice(index);
        if (kind === 'delete') return text.slice(0, index) + text.slice(index + 1);
        return text.slice(0, index) + char + text.slice(index + 1);
      }, seed),
    );
  return fc.sample(mutant, { numRuns: count, seed: 20240607 });
}

async function notSupported(property: string, values: string[]): Promise<string[]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(([name, list]) => list.filter((value) => !CSS.supports(name, value)), [
      property,
      values,
    ] as const);
  } finally {
    await page.close();
  }
}

const cases = [
  { name: 'theme colours', schema: colour, property: 'color', seeds: ['#44ce6f', '#0e314c', '#fff', '#c679e3ff'] },
  {
    name: 'gradients',
    schema: gradient,
    property: 'background-image',
    seeds: [
      'linear-gradient(135deg, #23bdb8 0%, #43e794 100%)',
      'linear-gradient(to right bottom, #1fa2ff, #00c0ff, #a6ffcb)',
      'radial-gradient(circle at center, #fff, #000 80%)',
    ],
  },
  {
    name: 'font families',
    schema: fontFamily,
    property: 'font-family',
    seeds: [
      "Poppins, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      '"Open Sans", Arial, sans-serif',
      'Georgia, serif',
    ],
  },
];

describe('values accepted for the theme are CSS a browser reads as meant', () => {
  test.each(cases)(
    '$name',
    async ({ schema, property, seeds }) => {
      const accepted = [...seeds, ...nearMisses(seeds, 4000)].filter((value) => schema.safeParse(value).success);
      expect(accepted.length).toBeGreaterThan(seeds.length + 50);
      expect(await notSupported(property, accepted)).toEqual([]);
    },
    60_000,
  );

  test('what a browser would not read is refused: a stray brace, a missing parenthesis, a pasted declaration', () => {
    const refused = [
      [fontFamily, 'Poppins, sans-serif}'],
      [fontFamily, "font-family: 'Roboto', sans-serif;"],
      [fontFamily, 'Roboto'],
      [gradient, 'linear-gradient(135deg, #23bdb8 0%, #43e794 100%'],
      [gradient, 'linear-gradient(135deg, skyblue, white)'],
      [colour, '#44ce6'],
      [colour, 'green'],
    ] as const;
    expect(refused.filter(([schema, value]) => schema.safeParse(value).success)).toEqual([]);
  });
});

describe('the language and the site address', () => {
  test('every language code accepted is one Intl knows, as <html lang> needs', () => {
    const accepted = [...nearMisses(['en', 'en-US', 'pt-BR', 'zh-Hant-TW', 'de'], 3000)].filter(
      (value) => language.safeParse(value).success,
    );
    expect(accepted.length).toBeGreaterThan(20);
    for (const value of accepted) expect(() => Intl.getCanonicalLocales(value), value).not.toThrow();
  });

  test('every site address accepted is an https origin, so page paths land on the site', () => {
    const accepted = nearMisses(['https://nexus.example.com', 'https://www.example.co.uk/'], 3000).filter(
      (value) => siteOrigin.safeParse(value).success,
    );
    expect(accepted.length).toBeGreaterThan(20);
    for (const value of accepted) {
      const canonical = new URL('/pricing', value);
      expect([canonical.protocol, canonical.pathname, `${canonical.origin}/`], value).toEqual([
        'https:',
        '/pricing',
        new URL(value).href,
      ]);
    }
  });
});
