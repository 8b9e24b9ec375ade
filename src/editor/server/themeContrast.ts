// The contrast the site will show with a theme's colours, before it is saved: each pair of text and
// background the site's styles draw (paragraphs on the white and tinted sections, headings, the menu,
// buttons and links in the darker shade the site derives from the brand colour, the footer, the dark
// header bars, the text on the gradients), with its ratio and whether it reaches WCAG AA (4.5:1 for
// text). The shades and inks come from the code that makes the site's CSS (themeCss.ts), so the ratio
// is the one visitors get.
import type { Site } from '../../schema/site';
import { gradientColours, contrastRatio, readableInk, readableShade } from '../../site-generator/themeShades';

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

export interface ContrastPair {
  /** Which pair, named in the editor's words (words.json, "contrast_<pair>"); a header bar's carries its variant. */
  pair: string;
  variant?: string;
  ink: string;
  background: string;
  ratio: number;
  passes: boolean;
}

const WHITE = '#ffffff';
/** The footer's text colour (src/shell/Footer.module.css). */
const FOOTER_TEXT = '#c9d6e3';
const hex = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

type Theme = Pick<Site, 'theme' | 'headers'>;

/** The pairs, or none while a colour is not yet a colour code (the author is still typing it). */
export function themeContrast(site: unknown): ContrastPair[] {
  const { theme, headers } = (site ?? {}) as Partial<Theme>;
  const colours = theme?.colors;
  if (!colours || !Object.values(colours).every((colour) => typeof colour === 'string' && hex.test(colour))) return [];
  const primaryDark = readableShade(colours.primary);
  const pair = (name: string, ink: string, background: string, variant?: string): ContrastPair => {
    const ratio = Math.round(contrastRatio(ink, background) * 100) / 100;
    return { pair: name, ...(variant ? { variant } : {}), ink, background, ratio, passes: ratio >= AA_TEXT };
  };
  const onGradient = (name: string, gradient: string | undefined) => {
    if (typeof gradient !== 'string' || gradientColours(gradient).length === 0) return [];
    const ink = readableInk(gradient, [WHITE, colours.heading]);
    const worst = gradientColours(gradient).reduce((least, colour) =>
      contrastRatio(ink, colour) < contrastRatio(ink, least) ? colour : least,
    );
    return [pair(name, ink, worst)];
  };
  const darkBars = Object.entries(headers ?? {}).flatMap(([variant, header]) =>
    header?.theme === 'dark'
      ? [pair('darkHeader', WHITE, hex.test(header.background ?? '') ? header.background! : colours.heading, variant)]
      : [],
  );
  return [
    pair('textOnWhite', colours.text, WHITE),
    pair('textOnSurface', colours.text, colours.surface),
    pair('textOnSurfaceWarm', colours.text, colours.surfaceWarm),
    pair('headingOnWhite', colours.heading, WHITE),
    pair('headingOnSurface', colours.heading, colours.surface),
    pair('navOnWhite', colours.nav, WHITE),
    pair('buttonText', WHITE, primaryDark),
    pair('linkOnWhite', primaryDark, WHITE),
    pair('footerText', FOOTER_TEXT, colours.heading),
    pair('footerLink', colours.primary, colours.heading),
    ...darkBars,
    ...onGradient('onGradientPrimary', theme?.gradients?.primary),
    ...onGradient('onGradientSky', theme?.gradients?.sky),
  ];
}
