// Draws a page's share card (1200×630 PNG) from its title, optional subtitle and the brand: white logo,
// the theme's heading colour as the ground, the primary colour for the accents, the site's font.
// satori lays the card out as SVG (flexbox, no browser), @resvg/resvg-js rasterises it. Everything but
// the page's own words (ground, rings, band, logo, host line) is the same on every card of a build, so
// it is laid out, rasterised and compressed once (drawCardFrame); each card then lays out only its
// words, rasterises the strip they cover and lays it over the frame, and only the rows it covers are
// compressed again (framedPng.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type SatoriNode } from 'satori';
import { cardFontName, fontWoff, type OfferedFontName } from '../../schema/fontChoices';
import type { Site } from '../../schema/site';
import { sizeOf } from '../../ui/imageVariants';
import { framedPng, pngFrame, type PngFrame } from './framedPng';
import { CARD_HEIGHT, CARD_WIDTH } from './shareTags';
import { writeWhole } from '../writeWhole';
import { woffToSfnt } from './woffToSfnt';

export interface CardContent {
  title: string;
  subtitle?: string;
  /** The direction of the page's language: right to left sets its words against the right of their box. */
  dir?: 'rtl';
  /** The site's host, shown at the foot of the card: where the link leads. */
  host: string;
  brandName: string;
  /** The font of the site's headings (theme.fonts), which the card draws in. */
  font: OfferedFontName;
  /** The logo for dark backgrounds, as a data: address. */
  logo: { src: string; width: number; height: number };
  colors: { primary: string; heading: string; accent: string };
}

/** What every card of a site shares: everything on it but the page's own words. */
export type CardBrand = Omit<CardContent, CardWords>;
/** What each card has of its own: the page's words, in its language's direction. */
type CardWords = 'title' | 'subtitle' | 'dir';

/**
 * What a card needs from the site, read once per build. An SVG logo is drawn to a PNG first, with
 * the site's font: resvg leaves the text of an SVG nested in another one undrawn.
 */
export function cardBrand(root: string, site: Site, fontFile: string): CardBrand {
  const logo = { ...site.brand.logoWhite, ...sizeOf(site.brand.logoWhite) };
  const file = readFileSync(join(root, 'public', logo.src));
  const scale = 3;
  const png = logo.src.endsWith('.svg')
    ? new Resvg(file, {
        fitTo: { mode: 'width', value: logo.width * scale },
        font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'Poppins' },
      })
        .render()
        .asPng()
    : file;
  const type = logo.src.endsWith('.jpg') || logo.src.endsWith('.jpeg') ? 'image/jpeg' : 'image/png';
  const { primary, heading, accent } = site.theme.colors;
  return {
    host: new URL(site.siteUrl).host,
    brandName: site.brand.name,
    font: cardFontName(site.theme),
    logo: { src: `data:${type};base64,${png.toString('base64')}`, width: logo.width, height: logo.height },
    colors: { primary, heading, accent },
  };
}

const require = createRequire(import.meta.url);

/**
 * Fonts for the scripts the offered fonts do not write, tried after the site's own: a card of a page
 * in Arabic draws its title in Cairo. Cairo's letters carry their dots in each contextual form, which
 * satori needs: it joins letters, but does not place marks (in Noto Sans Arabic the dots are marks).
 */
const fallbackFamilies = [{ family: 'Cairo', id: 'cairo', subsets: ['arabic'] }];

const cardWeights = [400, 600, 700] as const;
type CardFont = { name: string; data: Buffer; weight: (typeof cardWeights)[number]; style: 'normal' };
const fonts = new Map<string, CardFont[]>();

/**
 * Every subset fontsource gives of `id` at a weight (latin, latin-ext, cyrillic…), as WOFF files,
 * latin first. satori takes one font per name and weight, and looks in the next name for a letter
 * a font lacks: each subset is a name of its own.
 */
function subsetFiles(id: string, weight: number, subsets?: readonly string[]): { subset: string; file: string }[] {
  const folder = join(dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files');
  const order = (subset: string) => (subset === 'latin' ? '' : subset);
  return readdirSync(folder)
    .flatMap((file) => {
      const subset = file.match(new RegExp(`^${id}-(.+)-${weight}-normal\\.woff$`))?.[1];
      return subset !== undefined && (!subsets || subsets.includes(subset))
        ? [{ subset, file: join(folder, file) }]
        : [];
    })
    .sort((a, b) => order(a.subset).localeCompare(order(b.subset)));
}

/**
 * The site's heading font, self-hosted, as WOFF (satori reads WOFF and TTF, not WOFF2), in every
 * subset it has, then the fallbacks: satori draws each letter in the first font that has it, so a
 * title in Polish or Greek keeps the site's font wherever the font writes its letters.
 */
function cardFonts(name: OfferedFontName): CardFont[] {
  if (!fonts.has(name)) {
    const own = cardWeights.flatMap((weight) => {
      // The font's weight nearest to the one asked for, as the site's stylesheets load it.
      const [, id, nearest] = fontWoff(name, weight)!.match(/files\/(.+)-latin-(\d+)-normal\.woff$/)!;
      return subsetFiles(id, Number(nearest)).map(({ subset, file }) => ({
        name: subset === 'latin' ? name : `${name} ${subset}`,
        file,
        weight,
      }));
    });
    const fallbacks = fallbackFamilies.flatMap(({ family, id, subsets }) =>
      cardWeights.flatMap((weight) =>
        subsetFiles(id, weight, subsets).map(({ subset, file }) => ({ name: `${family} ${subset}`, file, weight })),
      ),
    );
    fonts.set(
      name,
      [...own, ...fallbacks].map(({ name: family, file, weight }) => ({
        name: family,
        data: readFileSync(file),
        weight,
        style: 'normal' as const,
      })),
    );
  }
  return fonts.get(name)!;
}

/**
 * The font as a TTF file for resvg, which draws the text inside the logo's SVG (resvg takes file
 * paths only, so the unwrapped font is kept in the card cache's folder).
 */
export function logoFontFile(cacheDir: string): string {
  const file = join(cacheDir, 'poppins-700.ttf');
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    writeWhole(
      file,
      woffToSfnt(readFileSync(require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'))),
    ); // the prerender's workers may both find it missing
  }
  return file;
}

/** Long titles step down in size so that a title of up to about a hundred characters fits in three lines. */
const titleSize = (title: string) => (title.length <= 22 ? 80 : title.length <= 40 ? 64 : title.length <= 70 ? 52 : 44);

/**
 * The frame is the card with its words left out; the words are the card with only them drawn, the
 * frame's pieces standing as empty boxes of their size (the foot line's height as the frame measured
 * it), so both lay out alike and the words land where they would on the whole card.
 */
type Layer = { layer: 'frame' } | { layer: 'words'; footHeight: number } | { layer: 'whole' };

const logoHeight = 56;
/**
 * Room around the words' box in the strip rasterised: letters reach a few pixels past their line box
 * in every offered font (a descender, a "j" at the start of a line); each pixel of margin is rasterised for every card.
 */
const stripMargin = 16;

function Card(props: CardContent & Layer) {
  const { title, subtitle, dir, host, brandName, font, logo, colors } = props;
  const textAlign = dir === 'rtl' ? 'right' : 'left';
  const frame = props.layer !== 'words';
  const words = props.layer !== 'frame';
  const logoWidth = Math.round((logo.width / logo.height) * logoHeight);
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        position: 'relative',
        // The words stay inside the card; a clip on them would cost resvg a mask per letter run.
        ...(frame ? { overflow: 'hidden', backgroundColor: colors.heading } : {}),
        fontFamily: font,
        color: '#ffffff',
      }}
    >
      {/* The theme's primary colour in two soft rings at the right, and a band along the left edge. */}
      {frame ? (
        <div
          style={{
            position: 'absolute',
            right: -330,
            top: -300,
            width: 660,
            height: 660,
            borderRadius: 660,
            border: `64px solid ${colors.primary}`,
            display: 'flex',
          }}
        />
      ) : null}
      {frame ? (
        <div
          style={{
            position: 'absolute',
            right: -90,
            bottom: -120,
            width: 320,
            height: 320,
            borderRadius: 320,
            backgroundColor: colors.accent,
            opacity: 0.55,
            display: 'flex',
          }}
        />
      ) : null}
      {frame ? (
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: 18,
            backgroundColor: colors.primary,
            display: 'flex',
          }}
        />
      ) : null}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px 56px 90px',
          width: '100%',
        }}
      >
        {frame ? (
          <img src={logo.src} alt={brandName} height={logoHeight} width={logoWidth} />
        ) : (
          <div style={{ display: 'flex', width: logoWidth, height: logoHeight }} />
        )}
        <div key="words" style={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
          {words ? (
            <div
              style={{
                display: 'flex',
                width: 96,
                height: 8,
                borderRadius: 4,
                backgroundColor: colors.primary,
                marginBottom: 32,
                alignSelf: dir === 'rtl' ? 'flex-end' : 'flex-start',
              }}
            />
          ) : null}
          {words ? (
            <div
              style={{
                display: 'flex',
                fontSize: titleSize(title),
                fontWeight: 700,
                lineHeight: 1.15,
                letterSpacing: dir === 'rtl' ? 0 : -1, // joined letters pulled together would overlap
                wordBreak: 'break-word', // a word wider than the card breaks rather than run under the rings
                justifyContent: dir === 'rtl' ? 'flex-end' : 'flex-start',
                textAlign,
              }}
            >
              {title}
            </div>
          ) : null}
          {words && subtitle ? (
            <div
              style={{
                display: 'flex',
                fontSize: 32,
                fontWeight: 400,
                lineHeight: 1.35,
                marginTop: 24,
                color: 'rgba(255,255,255,0.82)',
                wordBreak: 'break-word',
                justifyContent: dir === 'rtl' ? 'flex-end' : 'flex-start',
                textAlign,
              }}
            >
              {subtitle}
            </div>
          ) : null}
        </div>
        {props.layer !== 'words' ? (
          <div
            key="foot"
            style={{
              display: 'flex',
              alignItems: 'center',
              fontSize: 26,
              fontWeight: 600,
              color: 'rgba(255,255,255,0.9)',
            }}
          >
            <div
              style={{
                display: 'flex',
                width: 14,
                height: 14,
                borderRadius: 14,
                backgroundColor: colors.primary,
                marginRight: 16,
              }}
            />
            {host}
          </div>
        ) : (
          <div style={{ display: 'flex', height: props.footHeight }} />
        )}
      </div>
    </div>
  );
}

/** satori writes letters as paths: resvg need not read the system's fonts (which costs more than the drawing). */
const noFonts = { font: { loadSystemFonts: false } };

/** The layout of `element` as SVG, and the boxes of its elements that have a key. */
async function layOut(element: ReactNode, font: OfferedFontName) {
  const boxes = new Map<string, SatoriNode>();
  const svg = await satori(element, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts(font),
    onNodeDetected: (node) => {
      if (node.key !== undefined) boxes.set(String(node.key), node);
    },
  });
  return { svg, boxes };
}

/** The frame every card of a brand shares (its pixels and their PNG blocks), and its foot line's height, which the words' layout keeps. */
export interface CardFrame {
  brand: CardBrand;
  png: PngFrame;
  footHeight: number;
}

/** Lays out and rasterises the frame: once per build, not once per card. */
export async function drawCardFrame(brand: CardBrand): Promise<CardFrame> {
  const { svg, boxes } = await layOut(<Card {...brand} title="" layer="frame" />, brand.font);
  const rgba = new Resvg(svg, noFonts).render().pixels;
  const rgb = Buffer.alloc(CARD_WIDTH * CARD_HEIGHT * 3); // the ground is opaque
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from];
    rgb[to + 1] = rgba[from + 1];
    rgb[to + 2] = rgba[from + 2];
  }
  return { brand, png: pngFrame(rgb, CARD_WIDTH, CARD_HEIGHT), footHeight: boxes.get('foot')!.height };
}

/** The part of the card the words' box and its margin cover, in whole pixels. */
function stripOf(box: SatoriNode) {
  const left = Math.max(0, Math.floor(box.left - stripMargin));
  const top = Math.max(0, Math.floor(box.top - stripMargin));
  const right = Math.min(CARD_WIDTH, Math.ceil(box.left + box.width + stripMargin));
  const bottom = Math.min(CARD_HEIGHT, Math.ceil(box.top + box.height + stripMargin));
  return { left, top, width: right - left, height: bottom - top };
}

/** The card as a PNG of exactly 1200×630: the page's words laid over the frame. */
export async function drawCard(frame: CardFrame, words: Pick<CardContent, CardWords>): Promise<Buffer> {
  const { brand } = frame;
  const { svg, boxes } = await layOut(
    <Card {...brand} {...words} layer="words" footHeight={frame.footHeight} />,
    brand.font,
  );
  const strip = stripOf(boxes.get('words')!);
  // The same drawing seen through a window on the strip: resvg rasterises only those pixels.
  const cropped = svg.replace(
    /^<svg width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
    `<svg width="${strip.width}" height="${strip.height}" viewBox="${strip.left} ${strip.top} ${strip.width} ${strip.height}"`,
  );
  if (cropped === svg) throw new Error('share card: satori no longer writes the <svg> element the card crops');
  return framedPng(frame.png, { pixels: new Resvg(cropped, noFonts).render().pixels, ...strip });
}

/** The card laid out and rasterised in one piece, as a PNG: what drawCard's frame and words must together give (the tests compare them). */
export async function drawWholeCard(content: CardContent): Promise<Buffer> {
  const { svg } = await layOut(<Card {...content} layer="whole" />, content.font);
  return new Resvg(svg, noFonts).render().asPng();
}
