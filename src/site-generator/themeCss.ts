// The theme tokens of pages/_site.json as CSS custom properties.
import { chosenFonts, fontStack } from '../schema/fontChoices';
import type { Site } from '../schema/site';
import { cssDeclarationValue } from './cssValue';
import { paleTint, readableInk, readableShade } from './themeShades';

export function themeCss(theme: Site['theme']): string {
  const fonts = chosenFonts(theme);
  const vars: Record<string, string | number> = {
    '--font-family': fontStack(fonts.body, theme.fontFamily),
    '--font-heading': fontStack(fonts.heading, theme.fontFamily),
    '--font-size': `${theme.fontSizePx}px`,
    '--line-height': theme.lineHeight,
    '--radius': `${theme.radiusPx}px`,
    '--color-primary': theme.colors.primary,
    '--color-primary-dark': readableShade(theme.colors.primary),
    '--color-primary-soft': paleTint(theme.colors.primary),
    '--color-heading': theme.colors.heading,
    '--color-nav': theme.colors.nav,
    '--color-text': theme.colors.text,
    '--color-accent': theme.colors.accent,
    '--color-surface': theme.colors.surface,
    '--color-surface-warm': theme.colors.surfaceWarm,
    '--color-hosting': theme.colors.hosting,
    '--gradient-primary': theme.gradients.primary,
    '--gradient-sky': theme.gradients.sky,
    // Text on the gradients: white where it is readable, else the heading colour (else black).
    '--color-on-gradient-primary': readableInk(theme.gradients.primary, ['#ffffff', theme.colors.heading]),
    '--color-on-gradient-sky': readableInk(theme.gradients.sky, ['#ffffff', theme.colors.heading]),
    // The focus ring keeps 3:1 against what surrounds it (WCAG 1.4.11), on the light backgrounds
    // and gradients, and on the dark bands (which set --focus-ring to the second).
    '--color-focus-on-light': readableInk(
      [
        '#ffffff',
        theme.colors.surface,
        theme.colors.surfaceWarm,
        theme.colors.primary,
        theme.gradients.primary,
        theme.gradients.sky,
      ],
      [theme.colors.accent, theme.colors.heading],
      3,
    ),
    // White first on dark: the dark bands also lay pictures under their controls.
    '--color-focus-on-dark': readableInk(
      [theme.colors.heading, theme.colors.hosting],
      ['#ffffff', theme.colors.accent],
      3,
    ),
  };
  // Written into a <style>: each value stays one declaration whatever it holds (cssValue.ts).
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${cssDeclarationValue(String(value))}`)
    .join(';');
  return `:root{${body}}h1,h2,h3,h4,h5,h6{font-family:var(--font-heading)}`;
}
