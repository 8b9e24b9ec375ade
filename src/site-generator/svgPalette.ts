// The template's illustrations, icons and shapes (public/images/**/*.svg) are drawn in its palette:
// its mint primary and purple accent, and their tints. Published, each of those colours becomes the
// site's own primary or accent, with the same relation to it (a lighter tint stays as much lighter),
// so a new palette recolours the artwork. The template's own palette publishes every file unchanged.
import type { Site } from '../schema/site';
import { shiftedLike } from './themeShades';

type PaletteToken = 'primary' | 'accent';

/** The theme colours the template's artwork was drawn with. */
export const TEMPLATE_PALETTE: Record<PaletteToken, string> = { primary: '#44ce6f', accent: '#c679e3' };

/** Each colour of the template's artwork that follows the theme, and the theme colour it follows. */
export const ARTWORK_COLOURS: Record<string, PaletteToken> = {
  '#44ce6f': 'primary',
  '#43e794': 'primary',
  '#23bdb8': 'primary',
  '#a1e6b7': 'primary',
  '#b5ecc6': 'primary',
  '#e3f8ea': 'primary',
  '#c679e3': 'accent',
  '#e2bdf0': 'accent',
  '#f5e9fa': 'accent',
};

/** The colour each artwork colour becomes under `colors`; empty when the palette is the template's. */
export function artworkRecolouring(colors: Pick<Site['theme']['colors'], PaletteToken>): Map<string, string> {
  const recolouring = new Map<string, string>();
  for (const [colour, token] of Object.entries(ARTWORK_COLOURS)) {
    const target = colors[token].toLowerCase();
    if (target === TEMPLATE_PALETTE[token]) continue;
    recolouring.set(colour, shiftedLike(colour, TEMPLATE_PALETTE[token], target));
  }
  return recolouring;
}

/** The SVG's text with the artwork colours replaced (written #rrggbb, in any case); the same text when there is nothing to replace. */
export function recolouredSvg(svg: string, recolouring: ReadonlyMap<string, string>): string {
  if (recolouring.size === 0) return svg;
  return svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => recolouring.get(hex.toLowerCase()) ?? hex);
}
