// The contrast the site will show with a theme's colours, before it is saved: each pair of text and
// background the site's styles draw (paragraphs on the white and tinted sections, headings, the menu,
// buttons and links in the darker shade the site derives from the brand colour, the footer, the dark
// header bars, the text on the gradients), with its ratio and whether it reaches WCAG AA (4.5:1 for
// text). The shades and inks come from the code that makes the site's CSS (themeCss.ts), so the ratio
// is the one visitors get.
import { AA_TEXT, checkedPairs, WHITE } from '../../content/contrastChecks';
import type { Site } from '../../schema/site';
import { gradientColours, contrastRatio, readableInk, readableShade } from '../../site-generator/themeShades';

export { AA_TEXT };

export interface ContrastPair {
  /** Which pair, named in the editor's words (words.json, "contrast_<pair>"); a header bar's carries its variant. */
  pair: string;
  variant?: string;
  ink: string;
  background: string;
  ratio: number;
  passes: boolean;
}

const hex = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

type Theme = Pick<Site, 'theme' | 'headers'>;

/**
 * The pairs, or none while a colour is not yet a colour code (the author is still typing it): those
 * `npm run validate` judges, then those the site derives to be readable (buttons, links, gradients).
 */
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
  const checked = checkedPairs({ theme: theme!, headers: headers ?? {} } as Theme).map(
    ({ id, variant, ink, background }) => pair(id, ink, background, variant),
  );
  return [
    ...checked,
    pair('buttonText', WHITE, primaryDark),
    pair('linkOnWhite', primaryDark, WHITE),
    pair('footerLink', colours.primary, colours.heading),
    ...onGradient('onGradientPrimary', theme?.gradients?.primary),
    ...onGradient('onGradientSky', theme?.gradients?.sky),
  ];
}
