// Draws a page's share card (1200×630 PNG) from its title, optional subtitle and the brand: white logo,
// the theme's heading colour as the ground, the primary colour for the accents, the site's font.
// satori lays the card out as SVG (flexbox, no browser), @resvg/resvg-js turns it into a PNG.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { cardFontName, fontWoff, type OfferedFontName } from '../../schema/fontChoices';
import type { Site } from '../../schema/site';
import { CARD_HEIGHT, CARD_WIDTH } from './shareTags';
import { writeWhole } from '../writeWhole';
import { woffToSfnt } from './woffToSfnt';

export interface CardContent {
  title: string;
  subtitle?: string;
  /** The site's host, shown at the foot of the card: where the link leads. */
  host: string;
  brandName: string;
  /** The font of the site's headings (theme.fonts), which the card draws in. */
  font: OfferedFontName;
  /** The logo for dark backgrounds, as a data: address. */
  logo: { src: string; width: number; height: number };
  colors: { primary: string; heading: string; accent: string };
}

/**
 * What a card needs from the site, read once per build. An SVG logo is drawn to a PNG first, with
 * the site's font: resvg leaves the text of an SVG nested in another one undrawn.
 */
export function cardBrand(root: string, site: Site, fontFile: string): Omit<CardContent, 'title' | 'subtitle'> {
  const logo = site.brand.logoWhite;
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
const fonts = new Map<string, { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[]>();

/** The site's heading font, self-hosted, as WOFF (satori reads WOFF and TTF, not WOFF2). */
function cardFonts(name: OfferedFontName) {
  const file = (weight: number) => readFileSync(require.resolve(fontWoff(name, weight)!));
  if (!fonts.has(name))
    fonts.set(
      name,
      ([400, 600, 700] as const).map((weight) => ({ name, data: file(weight), weight, style: 'normal' as const })),
    );
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

function Card({ title, subtitle, host, brandName, font, logo, colors }: CardContent) {
  const logoHeight = 56;
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        position: 'relative',
        overflow: 'hidden',
        backgroundColor: colors.heading,
        fontFamily: font,
        color: '#ffffff',
      }}
    >
      {/* The theme's primary colour in two soft rings at the right, and a band along the left edge. */}
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
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px 56px 90px',
          width: '100%',
        }}
      >
        <img
          src={logo.src}
          alt={brandName}
          height={logoHeight}
          width={Math.round((logo.width / logo.height) * logoHeight)}
        />
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
          <div
            style={{
              display: 'flex',
              width: 96,
              height: 8,
              borderRadius: 4,
              backgroundColor: colors.primary,
              marginBottom: 32,
            }}
          />
          <div
            style={{
              display: 'flex',
              fontSize: titleSize(title),
              fontWeight: 700,
              lineHeight: 1.15,
              letterSpacing: -1,
            }}
          >
            {title}
          </div>
          {subtitle ? (
            <div
              style={{
                display: 'flex',
                fontSize: 32,
                fontWeight: 400,
                lineHeight: 1.35,
                marginTop: 24,
                color: 'rgba(255,255,255,0.82)',
              }}
            >
              {subtitle}
            </div>
          ) : null}
        </div>
        <div
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
      </div>
    </div>
  );
}

/** The card as a PNG of exactly 1200×630. */
export async function renderShareCard(content: CardContent): Promise<Buffer> {
  const svg = await satori(<Card {...content} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts(content.font as ReturnType<typeof cardFontName>),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
