// The theme's colours as visitors see them: each pair of text and background the site's styles draw
// with them (paragraphs, headings and menu links on the white and pale sections, white text on the
// dark bands and header bars, the footer's text, the text the theme picks for each gradient) must
// reach WCAG AA's 4.5:1 for text. A pair below it is reported at the colour to change: the text
// colour, or the background when the text reads well on white and only a pale section is too dark.
// The fix offered is that colour made darker (or, for a pale section, lighter) until every pair it
// takes part in reaches 4.5:1, checked before it is offered. The shades and inks are those the site's
// CSS uses (src/site-generator/themeShades.ts, themeCss.ts), so a gradient the site mends itself is no
// problem here.
import type { Site } from '../schema/site';
import { say } from '../problems/messages';
import { contrastRatio, gradientColours, readableGradient, readableShade } from '../site-generator/themeShades';
import type { JsonPath } from './jsonSource';
import type { Reported } from './findings';

/** WCAG AA for text of ordinary size. */
export const AA_TEXT = 4.5;

export const WHITE = '#ffffff';
/** The footer's text colour, fixed in its stylesheet (src/shell/Footer.module.css). */
const FOOTER_TEXT = '#c9d6e3';

/** A colour of the theme by where it is written in pages/_site.json, and in words. */
interface Token {
  path: JsonPath;
  name: string;
  /** Made darker to mend a pair (text, dark bands) or lighter (pale sections). */
  mend: 'darker' | 'lighter';
}

interface Pair {
  /** Which pair: the editor names it in its own words (words.json, "contrast_<id>"). */
  id: string;
  /** A header bar's pair: its variant. */
  variant?: string;
  ink: string;
  background: string;
  /** Where the ink and the background are written, when they are colours of the theme. */
  written: JsonPath[];
  /** The colour to change when the pair falls short. */
  blame: Token;
  /** The pair and what visitors read there, in words. */
  words: () => { pair: string; what: string };
}

const colour = (name: string, mend: Token['mend'] = 'darker'): Token => ({
  path: ['theme', 'colors', name],
  name: `"${name}"`,
  mend,
});

/** Every pair of ink and background the site draws with the theme of `site`. */
function pairsOf(site: Pick<Site, 'theme' | 'headers'>): Pair[] {
  const colours = site.theme.colors;
  const pairs: Pair[] = [];
  const backgrounds = [
    { id: 'White', value: WHITE, name: 'white sections', token: undefined },
    { id: 'Surface', value: colours.surface, name: 'the pale "surface" sections', token: colour('surface', 'lighter') },
    {
      id: 'SurfaceWarm',
      value: colours.surfaceWarm,
      name: 'the pale "surfaceWarm" sections',
      token: colour('surfaceWarm', 'lighter'),
    },
  ];
  const texts = [
    { key: 'text', what: 'the paragraphs' },
    { key: 'heading', what: 'the headings' },
    { key: 'nav', what: 'the menu links' },
  ] as const;
  for (const { key, what } of texts) {
    const ink = colours[key];
    const readableOnWhite = contrastRatio(ink, WHITE) >= AA_TEXT;
    for (const background of backgrounds) {
      // A text colour that reads on white but not on a pale section: the section is too dark.
      const blame = background.token && readableOnWhite ? background.token : colour(key);
      pairs.push({
        id: `${key}On${background.id}`,
        ink,
        background: background.value,
        written: [colour(key).path, ...(background.token ? [background.token.path] : [])],
        blame,
        words: () => ({ pair: `the "${key}" colour ${ink} on ${background.name} (${background.value})`, what }),
      });
    }
  }
  const darkBands = [
    {
      id: 'whiteOnDarkBands',
      value: colours.heading,
      token: colour('heading'),
      name: 'the dark bands and the footer ("heading")',
    },
    {
      id: 'whiteOnHostingBands',
      value: colours.hosting,
      token: colour('hosting'),
      name: 'the web-hosting bands ("hosting")',
    },
  ];
  for (const band of darkBands)
    pairs.push({
      id: band.id,
      ink: WHITE,
      background: band.value,
      written: [band.token.path],
      blame: band.token,
      words: () => ({ pair: `white text on ${band.name}, ${band.value}`, what: 'the text of those bands' }),
    });
  pairs.push({
    id: 'footerText',
    ink: FOOTER_TEXT,
    background: colours.heading,
    written: [colour('heading').path],
    blame: colour('heading'),
    words: () => ({
      pair: `the footer's text (${FOOTER_TEXT}) on the "heading" colour ${colours.heading}`,
      what: 'the footer',
    }),
  });
  for (const [variant, header] of Object.entries(site.headers)) {
    if (header.theme !== 'dark') continue;
    const background = header.background ?? colours.heading;
    const blame: Token = header.background
      ? { path: ['headers', variant, 'background'], name: `the "${variant}" header's "background"`, mend: 'darker' }
      : colour('heading');
    pairs.push({
      id: 'darkHeader',
      variant,
      ink: WHITE,
      background,
      written: [blame.path],
      blame,
      words: () => ({ pair: `the white menu of the dark "${variant}" header on ${background}`, what: 'its menu' }),
    });
  }
  return pairs;
}

/** Every pair of text and background the checks judge, for a preview of the contrast before saving. */
export const checkedPairs = (site: Pick<Site, 'theme' | 'headers'>) =>
  pairsOf(site).map(({ id, variant, ink, background }) => ({ id, variant, ink, background }));

/** The lowest contrast of the pairs `token` takes part in, with `value` in its place. */
function worstWith(site: Pick<Site, 'theme' | 'headers'>, token: Token, value: string): number {
  const changed = withColour(site, token.path, value);
  const ratios = pairsOf(changed)
    .filter((pair) => pair.written.some((path) => samePath(path, token.path)))
    .map((pair) => contrastRatio(pair.ink, pair.background));
  return Math.min(...ratios);
}

const samePath = (a: JsonPath, b: JsonPath) => a.join('.') === b.join('.');

/** `site` with the colour at `path` (theme.colors.x or headers.v.background) replaced. */
function withColour(
  site: Pick<Site, 'theme' | 'headers'>,
  path: JsonPath,
  value: string,
): Pick<Site, 'theme' | 'headers'> {
  if (path[0] === 'theme')
    return { ...site, theme: { ...site.theme, colors: { ...site.theme.colors, [path[2]]: value } } };
  const variant = path[1] as keyof Site['headers'];
  return { ...site, headers: { ...site.headers, [variant]: { ...site.headers[variant], background: value } } };
}

const channels = (hex: string) => {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
};
const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `value` made darker (same hue) or lighter (towards white) step by step until its pairs reach AA; undefined if none does. */
function mended(site: Pick<Site, 'theme' | 'headers'>, token: Token, value: string): string | undefined {
  for (let step = 1; step <= 40; step++) {
    const candidate =
      token.mend === 'darker'
        ? readableShade(value, Math.min(21, contrastRatio(value, WHITE) + step * 0.25))
        : toHex(channels(value).map((channel) => channel + ((255 - channel) * step) / 40));
    if (worstWith(site, token, candidate) >= AA_TEXT) return candidate;
  }
  return undefined;
}

export interface ContrastProblem extends Reported {
  path: JsonPath;
}

/**
 * The text on each gradient: the theme takes white or the heading colour, moving the gradient's stops
 * until one reads (themeShades.ts, readableGradient); a gradient on which none reads even so is reported.
 */
function gradientProblems(site: Pick<Site, 'theme' | 'headers'>): ContrastProblem[] {
  return (['primary', 'sky'] as const).flatMap((name) => {
    const { gradient, ink } = readableGradient(site.theme.gradients[name], [WHITE, site.theme.colors.heading]);
    const ratio = Math.min(...gradientColours(gradient).map((stop) => contrastRatio(ink, stop)));
    if (ratio >= AA_TEXT) return [];
    return [
      {
        path: ['theme', 'gradients', name],
        ...say('theme.contrast', {
          pair: `the text on the "${name}" gradient (${ink}, the more readable of white and "heading") and its palest or darkest part`,
          ratio: ratio.toFixed(1),
          needed: String(AA_TEXT),
          what: 'the page titles and banners on it',
          fix: 'make the colours of the gradient either all light or all dark, so one text colour reads on every part of it',
        }),
      },
    ];
  });
}

/** Every colour of the theme that leaves a pair below AA, reported once at that colour, with its worst pair named. */
export function contrastProblems(site: Pick<Site, 'theme' | 'headers'>): ContrastProblem[] {
  const worst = new Map<string, { pair: Pair; ratio: number }>();
  for (const pair of pairsOf(site)) {
    const ratio = contrastRatio(pair.ink, pair.background);
    if (ratio >= AA_TEXT) continue;
    const key = pair.blame.path.join('.');
    const known = worst.get(key);
    if (!known || ratio < known.ratio) worst.set(key, { pair, ratio });
  }
  const problems = [...worst.values()].map(({ pair, ratio }): ContrastProblem => {
    const { blame } = pair;
    const current =
      blame.path[0] === 'theme' ? site.theme.colors[blame.path[2] as keyof Site['theme']['colors']] : pair.background;
    const fix = mended(site, blame, current);
    const { pair: named, what } = pair.words();
    const direction = blame.mend === 'darker' ? 'a darker' : 'a lighter';
    return {
      path: blame.path,
      ...say('theme.contrast', {
        pair: named,
        ratio: ratio.toFixed(1),
        needed: String(AA_TEXT),
        what,
        fix: fix
          ? `write ${direction} colour for ${blame.name}, such as "${fix}", which reaches ${AA_TEXT}:1 wherever it is used`
          : `write ${direction} colour for ${blame.name}, until each pair reaches ${AA_TEXT}:1`,
      }),
      ...(fix ? { suggestion: { kind: 'colour' as const, value: fix } } : {}),
    };
  });
  return [...problems, ...gradientProblems(site)];
}
