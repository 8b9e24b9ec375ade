// The icons browsers and phones ask a site for, made from the brand's icon (pages/_site.json,
// brand.icon: an SVG, or a square PNG): favicon.ico (a 32 px PNG inside, which every browser reads,
// asked for even when no page names it), favicon.svg, apple-touch-icon.png (180 px, on white: a
// phone shows transparency as black) and site.webmanifest with the brand's name and colour and its
// 192 and 512 px icons. The PNGs are kept between builds under the icon's hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schema/site';
import { squareIconPng } from './images/sharpImages';
import { compressFile, replaceFile } from './precompress';
import { writeWhole } from './writeWhole';

export const DEFAULT_ICON_CACHE = 'node_modules/.cache/nexus-app-icons';

/** The brand's icon, as an address under public/. */
export const brandIcon = (site: Site): string => site.brand.icon;

/** The head's links to the icons, the same for every page. */
export const appIconTags = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
].join('\n    ');

/** favicon.ico holding one PNG: a 6-byte header and one 16-byte directory entry before it. */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits a pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** An SVG that shows a PNG, for a brand whose icon is a picture: favicon.svg is always there. */
const svgShowing = (png: Buffer, size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;

/**
 * Writes the icon files into `outDir`. The icon is read as published (in the theme's colours) from the
 * first of `publishedIn` that holds it: a full build's folder holds every public/ file, an
 * incremental one only what changed, the last build the rest.
 */
export async function writeAppIcons(
  outDir: string,
  site: Site,
  publishedIn: readonly string[] = [outDir],
  cacheDir = join(process.cwd(), DEFAULT_ICON_CACHE),
) {
  const folder = publishedIn.find((candidate) => existsSync(join(candidate, brandIcon(site)))) ?? outDir;
  const source = join(folder, brandIcon(site));
  const bytes = readFileSync(source);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  mkdirSync(cacheDir, { recursive: true });
  const png = async (size: number, background?: string) => {
    const cached = join(cacheDir, `${hash}-${size}${background ? '-flat' : ''}.png`);
    if (!existsSync(cached)) writeWhole(cached, await squareIconPng(bytes, size, background));
    return readFileSync(cached);
  };
  const manifest = {
    name: site.brand.name,
    short_name: site.brand.name,
    start_url: '/',
    display: 'browser',
    theme_color: site.theme.colors.primary,
    background_color: '#ffffff',
    icons: [192, 512].map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  };
  const files: [string, Buffer | string][] = [
    ['favicon.ico', icoOf(await png(32), 32)],
    ['favicon.svg', brandIcon(site).endsWith('.svg') ? bytes : svgShowing(await png(64), 64)],
    ['apple-touch-icon.png', await png(180, '#ffffff')],
    ['icon-192.png', await png(192)],
    ['icon-512.png', await png(512)],
    ['site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`],
  ];
  for (const [name, content] of files) replaceFile(join(outDir, name), content);
  for (const name of ['favicon.ico', 'favicon.svg', 'site.webmanifest']) compressFile(join(outDir, name));
}
