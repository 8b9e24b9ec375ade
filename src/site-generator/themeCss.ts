// The theme tokens of pages/_site.json as CSS custom properties.
import { chosenFonts, fontStack } from '../schema/fontChoices';
import type { Site } from '../schema/site';
import { cssDeclarationValue } from './cssValue';
import { artworkColour } from './svgPalette';
import { paleTint, readableGradient, readableInk, readableShade } from './themeShades';

export function themeCss(theme: Site['theme']): string {
  const fonts = chosenFonts(theme);
  // Text on the gradients: white where it is readable, else the heading colour; a gradient on which
  // neither is has its stops moved until one is (themeShades.ts, readableGradient).
  const inks = ['#ffffff', theme.colors.heading];
  const gradients = {
    primary: readableGradient(theme.gradients.primary, inks),
    sky: readableGradient(theme.gradients.sky, inks),
  };
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
    '--gradient-primary': gradients.primary.gradient,
    '--gradient-sky': gradients.sky.gradient,
    '--color-on-gradient-primary': gradients.primary.ink,
    '--color-on-gradient-sky': gradients.sky.ink,
    // Text on the brand colours themselves: white or the heading colour, whichever reads (else black or white).
    '--color-on-primary': readableInk(theme.colors.primary, inks),
    // The blocks' icons on tinted squares alternate through hues; the purple and the teal were drawn
    // from the template's accent and primary, so they follow the theme as its artwork does.
    '--color-icon-accent': artworkColour('#8f3fad', 'accent', theme.colors),
    '--color-icon-accent-soft': artworkColour('#f5e9fa', 'accent', theme.colors),
    '--color-icon-teal': artworkColour('#0f7773', 'primary', theme.colors),
    '--color-icon-teal-soft': artworkColour('#dcf5f4', 'primary', theme.colors),
    '--color-on-accent': readableInk(theme.colors.accent, [theme.colors.heading, '#ffffff']),
    // The focus ring keeps 3:1 against what surrounds it (WCAG 1.4.11), on the light backgrounds
    // and gradients, and on the dark bands (which set --focus-ring to the second).
    '--color-focus-on-light': readableInk(
      [
        '#ffffff',
        theme.colors.surface,
        theme.colors.surfaceWarm,
        theme.colors.primary,
        gradients.primary.gradient,
        gradients.sky.gradient,
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
