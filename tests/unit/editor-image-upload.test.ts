// A picture added from the author's computer lands in public/images/uploads/ under a name of its own,
// and only when it is the picture its name says and runs nothing.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageSize } from '../../src/editor/server/imageSize';
import { uploadImage } from '../../src/editor/server/imageUpload';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'nexus-editor-upload-'));
  mkdirSync(join(root, 'public/images'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const logo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40"/></svg>',
);
const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000200000003080600000000', 'hex');

describe('a picture added in the editor', () => {
  it('is written into public/images/uploads/ under a tidy name, with its size, never over another', () => {
    expect(uploadImage(root, 'Acme Logo (final).SVG', logo)).toEqual({
      src: '/images/uploads/acme-logo-final.svg',
      width: 160,
      height: 40,
    });
    expect(uploadImage(root, 'acme logo final.svg', logo).src).toBe('/images/uploads/acme-logo-final-2.svg');
    expect(uploadImage(root, 'photo.png', png)).toEqual({ src: '/images/uploads/photo.png', width: 2, height: 3 });
    expect(readFileSync(join(root, 'public/images/uploads/acme-logo-final.svg'))).toEqual(logo);
  });

  it('has its size read for a JPEG, WebP or AVIF too, as the site shows it (a phone photo turned by its orientation)', async () => {
    const photo = sharp({ create: { width: 300, height: 200, channels: 3, background: '#446688' } });
    expect(
      uploadImage(root, 'Holiday.JPG', await photo.clone().jpeg().withMetadata({ orientation: 6 }).toBuffer()),
    ).toEqual({ src: '/images/uploads/holiday.jpg', width: 200, height: 300 });
    expect(uploadImage(root, 'team.webp', await photo.clone().webp().toBuffer())).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(uploadImage(root, 'hero.avif', await photo.clone().avif().toBuffer())).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(imageSize(root, 'public/images/uploads/holiday.jpg')).toEqual({ width: 200, height: 300 });
  });

  it('is refused when it is not the picture its name says, or an SVG that would run something', () => {
    expect(() => uploadImage(root, 'photo.jpg', png)).toThrow(/not the JPG picture/);
    expect(() => uploadImage(root, 'notes.txt', logo)).toThrow(/PNG, JPEG, WebP, AVIF, GIF or SVG/);
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg><foreignObject><iframe src="/"/></foreignObject></svg>',
    ])
      expect(() => uploadImage(root, 'logo.svg', Buffer.from(svg))).toThrow(
        /script, an event handler or an embedded page/,
      );
  });

  it('is never written through a symbolic link', () => {
    rmSync(join(root, 'public/images'), { recursive: true });
    const elsewhere = mkdtempSync(join(tmpdir(), 'nexus-elsewhere-'));
    symlinkSync(elsewhere, join(root, 'public/images'));
    expect(() => uploadImage(root, 'logo.svg', logo)).toThrow(/symbolic link/);
    rmSync(elsewhere, { recursive: true, force: true });
  });
});
