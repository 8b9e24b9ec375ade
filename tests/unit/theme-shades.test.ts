// Changing the brand colour in pages/_site.json recolours the whole site: the darker shade used for
// text and buttons on white is derived from it, and always readable.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { themeCss } from '../../src/site-generator/themeCss';
import { contrastOnWhite, paleTint, readableShade } from '../../src/site-generator/themeShades';
import site from '../../pages/_site.json';

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
