// The fonts a site may choose in pages/_site.json (theme.fonts): each one self-hosted from its
// fontsource package, so the files come from the site's own origin. To offer another, install its
// package (npm i @fontsource/<id>) and add a line here: the schema, the stylesheet, the preloads and
// the share cards all read this list.
import { z } from 'zod';

export interface OfferedFont {
  /** The package's folder name: @fontsource/<id>, and the start of its file names. */
  id: string;
  /** The weights the site draws with that the package has (body 400, headings 600, bold 700). */
  weights: readonly number[];
}

export const offeredFonts = {
  Poppins: { id: 'poppins', weights: [400, 500, 600, 700] },
  Inter: { id: 'inter', weights: [400, 500, 600, 700] },
  Roboto: { id: 'roboto', weights: [400, 500, 600, 700] },
  'Open Sans': { id: 'open-sans', weights: [400, 500, 600, 700] },
  Lato: { id: 'lato', weights: [400, 700] },
  Montserrat: { id: 'montserrat', weights: [400, 500, 600, 700] },
  'Source Sans 3': { id: 'source-sans-3', weights: [400, 500, 600, 700] },
} as const satisfies Record<string, OfferedFont>;

/** No font file at all: the visitor's own system font (theme.fontFamily). */
export const SYSTEM_FONT = 'system';

export type OfferedFontName = keyof typeof offeredFonts;
export type FontName = OfferedFontName | typeof SYSTEM_FONT;

const fontNames = [...(Object.keys(offeredFonts) as (keyof typeof offeredFonts)[]), SYSTEM_FONT] as const;
const listed = fontNames.map((name) => `"${name}"`).join(', ');

const fontChoice = z.enum(fontNames, {
  error: (issue) => `"${String(issue.input)}" is not one of the fonts the site offers; choose ${listed}`,
});

export const themeFonts = z
  .strictObject({
    body: fontChoice.default('Poppins').describe(`The font of body text: ${listed}.`),
    heading: fontChoice.default('Poppins').describe(`The font of headings and share-card titles: ${listed}.`),
  })
  .prefault({})
  .describe(
    `The fonts of the site, each self-hosted, one of ${listed} ("${SYSTEM_FONT}" loads no font file and uses theme.fontFamily). theme.fontFamily follows the chosen font, while it loads.`,
  );

/** The CSS font-family of a chosen font: the font, then the site's fallback list. */
export function fontStack(name: FontName, fallback: string): string {
  return name === SYSTEM_FONT ? fallback : `"${name}", ${fallback}`;
}

/**
 * The stylesheets (one per weight) that bring the chosen fonts, each family once, in every script the
 * package has (Latin with its accented letters, Cyrillic, Greek, Vietnamese…): each script is a face
 * of its own with its unicode-range, so a page downloads only the faces its characters need, and a
 * customer's Polish or Czech text is drawn in the site's font, not a system one.
 */
export function fontStylesheets(names: readonly FontName[]): string[] {
  const chosen = [...new Set(names)].flatMap((name) => (name === SYSTEM_FONT ? [] : [offeredFonts[name]]));
  return chosen.flatMap(({ id, weights }) => weights.map((weight) => `@fontsource/${id}/${weight}.css`));
}

/** The package file of a chosen font's weight as WOFF (what the share cards' renderer reads), or undefined for the system font. */
export function fontWoff(name: FontName, weight: number): string | undefined {
  if (name === SYSTEM_FONT) return undefined;
  const { id, weights } = offeredFonts[name];
  const nearest = [...weights].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight))[0];
  return `@fontsource/${id}/files/${id}-latin-${nearest}-normal.woff`;
}

/** The fonts a theme chose; a theme written before fonts were a setting has the template's. */
export function chosenFonts(theme: { fontFamily: string; fonts?: { body: FontName; heading: FontName } }): {
  body: FontName;
  heading: FontName;
} {
  return theme.fonts ?? { body: 'Poppins', heading: 'Poppins' };
}

/** The font the share cards draw titles in: the headings', else the body's; a card cannot use a visitor's system font, so Poppins then. */
export function cardFontName(theme: Parameters<typeof chosenFonts>[0]): OfferedFontName {
  const { body, heading } = chosenFonts(theme);
  return heading !== SYSTEM_FONT ? heading : body !== SYSTEM_FONT ? body : 'Poppins';
}
