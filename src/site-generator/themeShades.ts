// Shades derived from the brand colour, so an author changes one colour and the whole site follows:
// a darker one for text and buttons on white (above the 4.5:1 contrast of WCAG AA) and a pale tint.
type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
};
const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export const contrastOnWhite = (hex: string) => 1.05 / (luminance(toRgb(hex)) + 0.05);

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(toRgb(first)), luminance(toRgb(second))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The colours a gradient passes through: its stops and points between them (the darkest or
 * lightest point of a blend can fall between two stops). Transparency is not read. */
export function gradientColours(gradient: string): string[] {
  const stops = (gradient.match(/#[0-9a-fA-F]{3,8}\b/g) ?? []).map((hex) => toHex(toRgb(hex)));
  const colours = [...stops];
  for (let index = 1; index < stops.length; index++) {
    const [from, to] = [toRgb(stops[index - 1]), toRgb(stops[index])];
    for (let step = 1; step < 10; step++)
      colours.push(toHex(from.map((value, channel) => value + ((to[channel] - value) * step) / 10) as Rgb));
  }
  return colours;
}

/**
 * The text colour for a background that is a gradient or a colour (or for several backgrounds): of
 * the candidates (the theme's white and heading colour), the first that keeps `minimumContrast`
 * against every colour the backgrounds pass through; if none does, the most readable of them, black and white.
 */
export function readableInk(
  background: string | readonly string[],
  candidates: readonly string[],
  minimumContrast = 4.5,
): string {
  const colours = (typeof background === 'string' ? [background] : background).flatMap(gradientColours);
  const worst = (ink: string) => Math.min(...colours.map((colour) => contrastRatio(ink, colour)));
  const passing = candidates.find((ink) => worst(ink) >= minimumContrast);
  if (passing) return passing;
  return [...candidates, '#ffffff', '#000000'].reduce((best, ink) => (worst(ink) > worst(best) ? ink : best));
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return [hue / 6, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  if (saturation === 0) return [lightness * 255, lightness * 255, lightness * 255];
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)].map((value) => value * 255) as Rgb;
}

/** The colour itself when it is dark enough for text on white, else the same hue darkened until it is
 * (5:1 on white: WCAG AA 4.5:1 with room for the pale section backgrounds). */
export function readableShade(hex: string, minimumContrast = 5): string {
  const [hue, saturation, lightness] = toHsl(toRgb(hex));
  for (let level = lightness; level > 0; level -= 0.005) {
    const candidate = toHex(fromHsl(hue, saturation, level));
    if (contrastOnWhite(candidate) >= minimumContrast) return candidate;
  }
  return '#000000';
}

export function paleTint(hex: string): string {
  const [hue, saturation] = toHsl(toRgb(hex));
  return toHex(fromHsl(hue, saturation, 0.95));
}

/** The same hue, lighter or darker (away from `ink`), until it keeps `minimumContrast` with `ink`; the colour itself if it already does. */
export function shadeAgainst(hex: string, ink: string, minimumContrast: number): string {
  const colour = toHex(toRgb(hex));
  if (contrastRatio(colour, ink) >= minimumContrast) return colour;
  const [hue, saturation, lightness] = toHsl(toRgb(colour));
  // The nearest lightness that reads, darker or lighter: a colour as light as its ink can only go
  // one way, and one just darker than a dark ink reads only once it is well lighter than it.
  for (let distance = 0.005; distance <= 1; distance += 0.005) {
    for (const level of [lightness - distance, lightness + distance]) {
      if (level < 0 || level > 1) continue;
      const candidate = toHex(fromHsl(hue, saturation, level));
      if (contrastRatio(candidate, ink) >= minimumContrast) return candidate;
    }
  }
  return contrastRatio('#000000', ink) >= contrastRatio('#ffffff', ink) ? '#000000' : '#ffffff';
}

/**
 * A gradient with text on it and the text's colour. A gradient on which one of the candidates keeps
 * `minimumContrast` stays as written, with that candidate. Otherwise (a brand gradient running from
 * a dark colour to a light one) each stop moves, keeping its hue, just far enough for the first
 * candidate that then reads on the whole of it: darker under white, lighter under a dark colour.
 */
export function readableGradient(
  gradient: string,
  candidates: readonly string[],
  minimumContrast = 4.5,
): { gradient: string; ink: string } {
  const reads = (background: string, ink: string) =>
    gradientColours(background).every((colour) => contrastRatio(ink, colour) >= minimumContrast);
  const ink = candidates.find((candidate) => reads(gradient, candidate));
  if (ink) return { gradient, ink };
  for (const candidate of candidates) {
    // A little above the minimum: the points between two moved stops are a blend of them.
    const moved = gradient.replace(/#[0-9a-fA-F]{3,8}\b/g, (hex) =>
      shadeAgainst(hex, candidate, minimumContrast + 0.3),
    );
    if (reads(moved, candidate)) return { gradient: moved, ink: candidate };
  }
  return { gradient, ink: readableInk(gradient, candidates, minimumContrast) };
}

/**
 * `colour` as it stands to `from`, moved to stand so to `to`: the hue turned by as much, the
 * saturation scaled alike, and the lightness the same share of the way toward white (or black).
 */
export function shiftedLike(colour: string, from: string, to: string): string {
  const [hue, saturation, lightness] = toHsl(toRgb(colour));
  const [fromHue, fromSaturation, fromLightness] = toHsl(toRgb(from));
  const [toHue, toSaturation, toLightness] = toHsl(toRgb(to));
  const turned = (((toHue + hue - fromHue) % 1) + 1) % 1;
  const saturated = fromSaturation === 0 ? toSaturation : Math.min(1, (saturation / fromSaturation) * toSaturation);
  const lit =
    lightness >= fromLightness
      ? toLightness + ((lightness - fromLightness) / (1 - fromLightness || 1)) * (1 - toLightness)
      : toLightness * (lightness / (fromLightness || 1));
  return toHex(fromHsl(turned, saturated, lit));
}
