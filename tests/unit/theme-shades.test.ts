// Changing the brand colour in pages/_site.json recolours the whole site: the darker shade used for
// text and buttons on white is derived from it, and always readable.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { themeCss } from '../../src/site-generator/themeCss';
import {
  contrastOnWhite,
  contrastRatio,
  gradientColours,
  paleTint,
  readableGradient,
  readableInk,
  readableShade,
} from '../../src/site-generator/themeShades';
import type { Site } from '../../src/schema/site';
import siteFile from '../../pages/_site.json';

// The file as written: its font names are the schema's (src/schema/fontChoices.ts).
const site = siteFile as unknown as Pick<Site, 'theme'>;

describe('shades derived from the brand colour', () => {
  test('the shade for text and buttons on white keeps at least 4.5:1 contrast, whatever the brand colour', () => {
    const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(fc.property(hexColour, (colour) => contrastOnWhite(readableShade(colour)) >= 4.5));
  });

  test('a brand colour already dark enough is used as it is', () => {
    expect(readableShade('#0e314c')).toBe('#0e314c');
  });

  test('the shades keep the hue of the brand colour', () => {
    expect(readableShade('#44ce6f')).toBe('#217e3e');
    expect(paleTint('#44ce6f')).toBe('#ebfaef');
    expect(readableShade('#2f80ed')).toBe('#1369dd');
  });

  test('the theme CSS carries the derived shades of the configured primary colour', () => {
    const css = themeCss({ ...site.theme, colors: { ...site.theme.colors, primary: '#2f80ed' } });
    expect(css).toContain('--color-primary:#2f80ed;');
    expect(css).toContain('--color-primary-dark:#1369dd;');
    expect(css).toContain(`--color-primary-soft:${paleTint('#2f80ed')};`);
  });
});

describe('text colour derived from a gradient background', () => {
  test('text on the shipped mint gradient is the heading colour, since white reads at under 3:1 there', () => {
    expect(contrastRatio('#ffffff', '#43e794')).toBeLessThan(3);
    expect(readableInk(site.theme.gradients.primary, ['#ffffff', site.theme.colors.heading])).toBe(
      site.theme.colors.heading,
    );
  });

  test('text on a dark gradient an author chooses turns white', () => {
    expect(
      readableInk('linear-gradient(135deg, #0b3d91 0%, #1b1464 100%)', ['#ffffff', site.theme.colors.heading]),
    ).toBe('#ffffff');
  });

  test('whatever two colours a gradient runs between, its text keeps 4.5:1 against every colour it passes through', () => {
    const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hexColour, hexColour, (from, to) => {
        const gradient = `linear-gradient(90deg, ${from} 0%, ${to} 100%)`;
        const ink = readableInk(gradient, ['#ffffff', site.theme.colors.heading]);
        const worst = Math.min(...gradientColours(gradient).map((colour) => contrastRatio(ink, colour)));
        // No colour reaches 4.5:1 across every blend of two (black to white); then the best one is used.
        const best = Math.max(
          ...['#ffffff', '#000000', site.theme.colors.heading].map((candidate) =>
            Math.min(...gradientColours(gradient).map((colour) => contrastRatio(candidate, colour))),
          ),
        );
        return worst >= 4.5 || worst === best;
      }),
    );
  });

  test('the theme CSS carries the text colours of both gradients', () => {
    const css = themeCss({
      ...site.theme,
      gradients: { primary: 'linear-gradient(135deg, #0b3d91 0%, #1b1464 100%)', sky: site.theme.gradients.sky },
    });
    expect(css).toContain('--color-on-gradient-primary:#ffffff;');
    expect(css).toContain(`--color-on-gradient-sky:${site.theme.colors.heading}`);
  });
});

describe('a gradient made of any brand colours carries readable text', () => {
  const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
  const inks = ['#ffffff', '#0e314c'];

  test('the text colour keeps 4.5:1 on every point of the gradient the site draws, whatever its two stops', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (from, to) => {
        const { gradient, ink } = readableGradient(`linear-gradient(135deg, ${from} 0%, ${to} 100%)`, inks);
        return gradientColours(gradient).every((colour) => contrastRatio(ink, colour) >= 4.5);
      }),
    );
  });

  test('a gradient that already reads is kept as written, with its ink', () => {
    expect(readableGradient(site.theme.gradients.primary, inks)).toEqual({
      gradient: site.theme.gradients.primary,
      ink: '#0e314c',
    });
  });

  test('a brand green running from dark to light gets darker stops under a white page title, never black text', () => {
    const { gradient, ink } = readableGradient('linear-gradient(135deg, #0b6e4f 0%, #43e794 100%)', inks);
    expect(ink).toBe('#ffffff');
    expect(gradient).toMatch(/^linear-gradient\(135deg, #0b6e4f 0%, #[0-9a-f]{6} 100%\)$/);
  });

  test('text on the primary and accent colours is white or the heading colour, whichever reads', () => {
    const css = themeCss({ ...site.theme, colors: { ...site.theme.colors, primary: '#0b6e4f', accent: '#f2a541' } });
    expect(css).toContain('--color-on-primary:#ffffff;');
    expect(css).toContain(`--color-on-accent:${site.theme.colors.heading};`);
  });
});
