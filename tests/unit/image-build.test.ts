// The image step inside the build (src/site-generator/buildSite.ts), in a scratch copy of the project
// whose team portrait and home banner are photos made here: a full build publishes their files and
// the <picture>s that name them, with the banner preloaded; a build after a page change looks only at
// the photos of the pages it renders and encodes nothing it has seen; a damaged photo stops the build
// before anything is published; a replaced photo is encoded, alone. The photos carry a phone's camera
// and GPS data, and one of them is linked to: no file of the built site keeps any of it.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scratchProject } from '../../tools/bench/buildScale';
import { loadContent } from '../../src/content/loadContent';
import { buildSite, type BuildResult } from '../../src/site-generator/buildSite';
import { dataFile, routeFile } from '../../src/site-generator/prerender';
import { phoneCameraData } from './support/cameraData';

const realPages = loadContent({ root: process.cwd() }).pages.length;
let dir: string;
let first: BuildResult;
const outDir = () => join(dir, 'dist');
const html = (path: string) => readFileSync(join(outDir(), routeFile(path)), 'utf8');

async function build() {
  const content = loadContent({ root: dir });
  expect(content.issues).toEqual([]);
  return buildSite({
    root: dir,
    outDir: outDir(),
    serverDir: join(dir, 'node_modules/.cache/nexus-server'),
    content,
    shareCards: false,
    log: () => {},
  });
}

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .withExif(phoneCameraData)
    .jpeg()
    .toBuffer();

/** Every file under `folder`, from it. */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(folder, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
  );

function edit(file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

beforeAll(async () => {
  dir = scratchProject(process.cwd(), realPages);
  // Two photos in its public/ (a copy of the real one).
  writeFileSync(join(dir, 'public/images/member.jpg'), await photo(800, 800, '#8899aa'));
  writeFileSync(join(dir, 'public/images/hero.jpg'), await photo(1500, 1218, '#aa9988'));
  edit('pages/_sections/team.json', '"/images/avatars/avatar-1.svg"', '"/images/member.jpg"');
  const home = JSON.parse(readFileSync(join(dir, 'pages/index.json'), 'utf8')) as {
    sections: { props: { images: { src: string; width: number; height: number }[] } }[];
  };
  Object.assign(home.sections[0].props.images[0], { src: '/images/hero.jpg', width: 640, height: 520 });
  writeFileSync(join(dir, 'pages/index.json'), JSON.stringify(home, null, 2));
  // A photo only linked to (a site plan to open): turned on its side by its EXIF orientation.
  writeFileSync(
    join(dir, 'public/images/plan.jpg'),
    await sharp(await photo(600, 400, '#556677'))
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  edit('pages/iot.json', '"href": "/contact"', '"href": "/images/plan.jpg"');
  first = await build();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

describe('a build with photos', () => {
  test('encodes each photo once and publishes its files beside the bundles', () => {
    expect(first.plan.kind).toBe('full');
    expect(first.images).toMatchObject({ images: 3, encoded: 3, reused: 0 });
    const assets = readdirSync(join(outDir(), 'assets'));
    for (const name of ['member', 'hero'])
      for (const extension of ['avif', 'webp', 'jpg'])
        expect(assets.some((file) => file.startsWith(`${name}-`) && file.endsWith(`-320.${extension}`))).toBe(true);
  });

  test('names them in the HTML and in the page data the browser hydrates from, never the originals, and preloads the banner', () => {
    const home = html('/');
    expect(home).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/assets\/hero-[0-9a-f]{10}-320\.avif 320w, /,
    );
    // React writes the attribute as srcSet; HTML reads names in any case.
    expect(home).toMatch(/<source type="image\/avif" srcset="\/assets\/member-[0-9a-f]{10}-320\.avif 320w, /i);
    expect(home).not.toMatch(/src="\/images\/(hero|member)\.jpg"/);
    const data = readFileSync(join(outDir(), dataFile('/')), 'utf8');
    expect(data).toMatch(/"src":"\/images\/hero\.jpg"[^}]*"variants":\{"base":"\/assets\/hero-[0-9a-f]{10}"/);
    expect(data).toContain('"lead":true');
  });

  test('publishes no file with camera or GPS data: a photo linked to is there, upright, and no other original', async () => {
    const files = filesIn(outDir());
    expect(files).toContain('images/plan.jpg');
    // Of public/'s photos, only the one linked to (the light copies are in assets/, the icons made from the brand's).
    expect(files.filter((file) => file.startsWith('images/') && /\.(jpe?g|png|webp|avif|gif)$/i.test(file))).toEqual([
      'images/plan.jpg',
    ]);
    for (const file of files) {
      const bytes = readFileSync(join(outDir(), file));
      expect(bytes.includes('PhoneMaker'), file).toBe(false);
      if (/\.(jpe?g|png|webp|avif|gif)$/i.test(file))
        expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
    }
    expect(await sharp(readFileSync(join(outDir(), 'images/plan.jpg'))).metadata()).toMatchObject({
      width: 400,
      height: 600,
    });
  });

  test('a page change renders that page and looks only at its photos, encoding none', async () => {
    // A page without photos, which Arabic does not translate: Arabic holds a page back when its source
    // changes, and the pages linking to it (the home page, with its banner photo) are rendered again.
    edit('pages/faq.json', /"title": "/, '"title": "Changed ');
    const faq = await build();
    expect(faq.plan.kind).toBe('incremental');
    expect(faq.images).toMatchObject({ images: 0, encoded: 0 });

    edit('pages/team.json', /"title": "/, '"title": "Changed ');
    const team = await build();
    expect(team.plan.kind).toBe('incremental');
    expect(team.images).toMatchObject({ images: 1, encoded: 0, reused: 1 });
    expect(html('/team')).toMatch(/srcset="\/assets\/member-[0-9a-f]{10}-320\.avif 320w/i);
  }, 120_000);

  test('a damaged photo stops the build with its page named, and the published site stays as it was', async () => {
    const published = readFileSync(join(outDir(), routeFile('/')));
    const good = readFileSync(join(dir, 'public/images/hero.jpg'));
    writeFileSync(join(dir, 'public/images/hero.jpg'), good.subarray(0, 2000));
    await expect(build()).rejects.toThrow(
      /^pages\/index\.json:\d+:\d+ sections\[0\]\.props\.images\[0\]\.src: the image "\/images\/hero\.jpg" cannot be read as a picture/,
    );
    expect(readFileSync(join(outDir(), routeFile('/')))).toEqual(published);
    writeFileSync(join(dir, 'public/images/hero.jpg'), good);
  }, 120_000);

  test('a replaced photo is encoded, alone, and the pages name its new files', async () => {
    const portrait = () => /\/assets\/(member-[0-9a-f]{10})-320\.avif/.exec(html('/'))?.[1];
    const before = portrait();
    writeFileSync(join(dir, 'public/images/member.jpg'), await photo(800, 800, '#334455'));
    const replaced = await build();
    expect(replaced.plan.kind).toBe('full');
    expect(replaced.images).toMatchObject({ images: 3, encoded: 1, reused: 2 });
    expect(portrait()).toBeDefined();
    expect(portrait()).not.toBe(before);
    expect(existsSync(join(outDir(), 'assets', `${portrait()}-320.avif`))).toBe(true);
  }, 300_000);
});
