// The template's illustrations, icons and shapes (public/images/**/*.svg) are drawn in its palette:
// its mint primary and purple accent, and their tints and shades. Published, each of those colours becomes the
// site's own primary or accent, with the same relation to it (a lighter tint stays as much lighter),
// so a new palette recolours the artwork. The template's own palette publishes every file unchanged.
import type { Site } from '../schema/site';
import { shiftedLike } from './themeShades';

type PaletteToken = 'primary' | 'accent';

/** The theme colours the template's artwork was drawn with. */
export const TEMPLATE_PALETTE: Record<PaletteToken, string> = { primary: '#44ce6f', accent: '#c679e3' };

/**
 * Each colour of the template's artwork that follows the theme, and the theme colour it follows: the
 * mint, its tints and shades and the teal and bright green of its gradient; the purple, its tints and
 * shades and the violet it blends into. Listed one by one, so an author's own SVG is changed only
 * where it uses one of the template's exact colours; a test finds any shade of these the artwork
 * uses and the list lacks. The blues, the yellows and the sky gradient's colours stay as drawn.
 */
export const ARTWORK_COLOURS: Record<string, PaletteToken> = {
  '#eef6f0': 'primary',
  '#e3f8ea': 'primary',
  '#e0f6f5': 'primary',
  '#d9f5e2': 'primary',
  '#d2f2dd': 'primary',
  '#d5e9db': 'primary',
  '#c6f0d3': 'primary',
  '#b5ecc6': 'primary',
  '#b4ebc5': 'primary',
  '#a1e6b7': 'primary',
  '#98e4af': 'primary',
  '#85dfa1': 'primary',
  '#7cdc9a': 'primary',
  '#72da93': 'primary',
  '#43e794': 'primary',
  '#44ce6f': 'primary',
  '#3ebd66': 'primary',
  '#3db963': 'primary',
  '#3bb561': 'primary',
  '#39af5e': 'primary',
  '#23bdb8': 'primary',
  '#37a85b': 'primary',
  '#36a458': 'primary',
  '#339a53': 'primary',
  '#1ea6a1': 'primary',
  '#1c9793': 'primary',
  '#f5e9fa': 'accent',
  '#f0ddf8': 'accent',
  '#edd6f6': 'accent',
  '#ecd9f3': 'accent',
  '#e6dbeb': 'accent',
  '#e8c9f3': 'accent',
  '#e2bdf0': 'accent',
  '#dfb5ef': 'accent',
  '#d9a7ec': 'accent',
  '#d7a1eb': 'accent',
  '#d49aea': 'accent',
  '#d193e8': 'accent',
  '#c679e3': 'accent',
  '#ae6ac7': 'accent',
  '#8e5ad6': 'accent',
  '#a866c0': 'accent',
  '#9e60b5': 'accent',
};

type Palette = Pick<Site['theme']['colors'], PaletteToken>;

/** A colour the template drew from its `token` colour, drawn from the theme's instead; itself under the template's palette. */
export function artworkColour(colour: string, token: PaletteToken, colors: Palette): string {
  const target = colors[token].toLowerCase();
  return target === TEMPLATE_PALETTE[token] ? colour : shiftedLike(colour, TEMPLATE_PALETTE[token], target);
}

/** The colour each artwork colour becomes under `colors`; empty when the palette is the template's. */
export function artworkRecolouring(colors: Palette): Map<string, string> {
  const recolouring = new Map<string, string>();
  for (const [colour, token] of Object.entries(ARTWORK_COLOURS))
    if (colors[token].toLowerCase() !== TEMPLATE_PALETTE[token])
      recolouring.set(colour, artworkColour(colour, token, colors));
  return recolouring;
}

/** The SVG's text with the artwork colours replaced (written #rrggbb, in any case); the same text when there is nothing to replace. */
export function recolouredSvg(svg: string, recolouring: ReadonlyMap<string, string>): string {
  if (recolouring.size === 0) return svg;
  return svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => recolouring.get(hex.toLowerCase()) ?? hex);
}
