// PNGs of one picture with ink laid over part of it: the share cards, whose frame is the same on every
// card of a build and whose words cover a band of rows. The frame's rows are compressed once, in
// blocks that each stand alone (no match reaches back before the block), so a card compresses only the
// rows its ink covers and copies the other blocks' bytes. The stream's checksum is the frame's, put
// right for the bytes the ink changed, rather than summed again over every byte.
import { constants, deflateRawSync } from 'node:zlib';

/** Rows per block of the frame: a card's band is widened to whole blocks. */
const blockRows = 16;
/** The frame is compressed once per build, so as well as zlib can; each card's band as fast as it can. */
const frameLevel = 9;
const bandLevel = 1;

interface Block {
  /** Raw deflate data ending on a byte boundary, not the final block of the stream. */
  deflated: Buffer;
  /** Adler-32 of the block's filtered rows, and their length. */
  adler: number;
  length: number;
}

export interface PngFrame {
  width: number;
  height: number;
  /** The frame's rows as PNG scanlines (a filter byte, none, then RGB), and a buffer of that size that each PNG draws in. */
  lines: Buffer;
  scratch: Buffer;
  blocks: Block[];
}

const lineBytes = (width: number) => width * 3 + 1;

/** RGB rows as PNG scanlines: a filter byte (none) before each row. */
function scanlines(pixels: Buffer, width: number, height: number): Buffer {
  const stride = width * 3;
  const lines = Buffer.alloc(lineBytes(width) * height);
  for (let row = 0; row < height; row++) pixels.copy(lines, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  return lines;
}

const deflated = (lines: Buffer, level: number) =>
  deflateRawSync(lines, { level, finishFlush: constants.Z_SYNC_FLUSH });

/** The frame (RGB, 8 bits a channel, rows top to bottom) whose rows each PNG of it shares, its blocks compressed now. */
export function pngFrame(pixels: Buffer, width: number, height: number): PngFrame {
  const lines = scanlines(pixels, width, height);
  const blocks: Block[] = [];
  for (let first = 0; first < height; first += blockRows) {
    const end = Math.min(height, first + blockRows);
    const rows = lines.subarray(first * lineBytes(width), end * lineBytes(width));
    blocks.push({ deflated: deflated(rows, frameLevel), adler: adler32(rows), length: rows.length });
  }
  return { width, height, lines, scratch: Buffer.alloc(lines.length), blocks };
}

/** Premultiplied RGBA pixels (as resvg renders them) to lay over the frame at `left`, `top`, inside it. */
export interface Ink {
  pixels: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The PNG of the frame with `ink` laid over it. */
export function framedPng(frame: PngFrame, ink: Ink): Buffer {
  const perLine = lineBytes(frame.width);
  const firstBlock = Math.floor(ink.top / blockRows);
  const endBlock = Math.ceil((ink.top + ink.height) / blockRows);
  const first = firstBlock * blockRows;
  const rows = Math.min(frame.height, endBlock * blockRows) - first;
  // The rows the ink covers, copied from the frame into the scratch buffer (reused: one PNG at a time, synchronously).
  const lines = frame.scratch.subarray(0, rows * perLine);
  frame.lines.copy(lines, 0, first * perLine, (first + rows) * perLine);
  // Adler-32 as sums: every byte adds itself to a, and itself times its distance from the end to b.
  let [a, b] = split(
    frame.blocks.slice(firstBlock, endBlock).reduce((sum, next) => adler32Combine(sum, next.adler, next.length), 1),
  );
  const length = lines.length;
  const { pixels, width } = ink;
  const words = wordsOf(pixels);
  for (let row = 0; row < ink.height; row++) {
    const rowStart = row * width;
    const lineStart = (ink.top - first + row) * perLine + 1 + ink.left * 3;
    let added = 0;
    let weighted = 0;
    for (let column = 0; column < width; column++) {
      if (words[rowStart + column] === 0) continue; // no ink, as most of the strip
      const from = (rowStart + column) * 4;
      const at = lineStart + column * 3;
      const under = 255 - pixels[from + 3];
      const red = pixels[from] + (under === 0 ? 0 : by255(lines[at] * under)) - lines[at];
      const green = pixels[from + 1] + (under === 0 ? 0 : by255(lines[at + 1] * under)) - lines[at + 1];
      const blue = pixels[from + 2] + (under === 0 ? 0 : by255(lines[at + 2] * under)) - lines[at + 2];
      lines[at] += red;
      lines[at + 1] += green;
      lines[at + 2] += blue;
      added += red + green + blue;
      weighted += (length - at) * (red + green + blue) - green - 2 * blue;
    }
    a = (((a + added) % adlerBase) + adlerBase) % adlerBase;
    b = (((b + weighted) % adlerBase) + adlerBase) % adlerBase;
  }
  const blocks = [
    ...frame.blocks.slice(0, firstBlock),
    { deflated: deflated(lines, bandLevel), adler: (b << 16) | a, length },
    ...frame.blocks.slice(endBlock),
  ];
  const adler = blocks.reduce((sum, next) => adler32Combine(sum, next.adler, next.length), 1);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler >>> 0);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(frame.width, 0);
  header.writeUInt32BE(frame.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, filter method 0, not interlaced
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat([zlibHeader, ...blocks.map((each) => each.deflated), finalBlock, checksum])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `value` / 255 rounded, for `value` from 0 to 255 × 255 (exact over that range). */
const by255 = (value: number) => (value + 128 + ((value + 128) >> 8)) >> 8;

/** The pixels as 32-bit words, one a pixel: a transparent one is a zero word. */
const wordsOf = (pixels: Buffer) =>
  pixels.byteOffset % 4 === 0
    ? new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4)
    : new Uint32Array(Uint8Array.from(pixels).buffer);

const split = (adler: number): [number, number] => [adler & 0xffff, (adler >>> 16) & 0xffff];

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Deflate, 32 KB window, no preset dictionary, fastest (the level is advisory). */
const zlibHeader = Buffer.from([0x78, 0x01]);
/** An empty final block of fixed codes: the stream ends. */
const finalBlock = Buffer.from([0x03, 0x00]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(crc32(0, head.subarray(4)), data) >>> 0);
  return Buffer.concat([head, data, crc]);
}

const crcTable = Int32Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value;
});

function crc32(previous: number, bytes: Buffer): number {
  let crc = ~previous;
  for (let index = 0; index < bytes.length; index++) crc = crcTable[(crc ^ bytes[index]) & 0xff] ^ (crc >>> 8);
  return ~crc;
}

const adlerBase = 65521;

function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  // Reduced every 2,048 bytes, so the sums stay small integers.
  for (let start = 0; start < bytes.length; start += 2048) {
    const end = Math.min(bytes.length, start + 2048);
    for (let index = start; index < end; index++) {
      a += bytes[index];
      b += a;
    }
    a %= adlerBase;
    b %= adlerBase;
  }
  return (b << 16) | a;
}

/** The Adler-32 of two byte runs joined, from each one's and the second's length (as zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % adlerBase;
  const a1 = first & 0xffff;
  const b1 = (first >>> 16) & 0xffff;
  const a2 = second & 0xffff;
  const b2 = (second >>> 16) & 0xffff;
  const a = (a1 + a2 - 1 + adlerBase) % adlerBase;
  const b = (((remainder * a1) % adlerBase) + b1 + b2 - remainder + adlerBase) % adlerBase;
  return (b << 16) | a;
}
