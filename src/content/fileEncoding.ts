// Turns a file's bytes into text. Content files are UTF-8; a byte-order mark in front is harmless and
// dropped. A file saved in another encoding is refused with the encoding named, because read as UTF-8
// it would publish garbled text (Windows-1252 "é" becomes "�") or not parse at all (UTF-16).
import { say, type Problem } from '../problems/messages';
import { positionAt, type Position } from './jsonSource';

export interface EncodingProblem extends Problem {
  position: Position;
}

/** The characters Windows-1252 puts at 0x80–0x9F, where ISO-8859-1 has control codes (undefined ones are empty). */
const windows1252High = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';

function windows1252Char(byte: number): string | undefined {
  if (byte >= 0x80 && byte <= 0x9f) {
    const char = windows1252High[byte - 0x80];
    return char === '\u0000' ? undefined : char;
  }
  return byte >= 0xa0 ? String.fromCharCode(byte) : undefined;
}

/** UTF-16 without a byte-order mark: ASCII text then has a zero byte beside almost every character. */
function looksLikeUtf16(bytes: Uint8Array): 'LE' | 'BE' | undefined {
  const sample = bytes.subarray(0, Math.min(bytes.length, 200));
  if (sample.length < 4) return undefined;
  let zerosEven = 0;
  let zerosOdd = 0;
  sample.forEach((byte, index) => {
    if (byte !== 0) return;
    if (index % 2 === 0) zerosEven++;
    else zerosOdd++;
  });
  const half = sample.length / 2;
  if (zerosOdd > half * 0.6 && zerosEven === 0) return 'LE';
  if (zerosEven > half * 0.6 && zerosOdd === 0) return 'BE';
  return undefined;
}

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length;) {
    const byte = bytes[index];
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0 || index + length > bytes.length) return index;
    for (let next = 1; next < length; next++) if ((bytes[index + next] & 0xc0) !== 0x80) return index;
    // Overlong, surrogate and beyond-Unicode forms that the lead byte alone does not rule out.
    const second = bytes[index + 1];
    if (
      (byte === 0xe0 && second < 0xa0) ||
      (byte === 0xed && second > 0x9f) ||
      (byte === 0xf0 && second < 0x90) ||
      (byte === 0xf4 && second > 0x8f)
    )
      return index;
    index += length;
  }
  return -1;
}

/** The file's text, or why it cannot be read as UTF-8 (at the place of the first wrong byte). */
export function decodeFile(bytes: Uint8Array): { text: string } | { problem: EncodingProblem } {
  const start = { line: 1, column: 1 };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const order = bytes[0] === 0xff ? 'LE' : 'BE';
    return { problem: { position: start, ...say('encoding.utf-16', { order, evidence: 'its first bytes say so' }) } };
  }
  const utf16 = looksLikeUtf16(bytes);
  if (utf16)
    return {
      problem: {
        position: start,
        ...say('encoding.utf-16', { order: utf16, evidence: 'a zero byte beside every letter' }),
      },
    };

  const withoutMark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const invalid = firstInvalidUtf8(withoutMark);
  if (invalid === -1) return { text: new TextDecoder('utf-8').decode(withoutMark) };

  const before = new TextDecoder('utf-8').decode(withoutMark.subarray(0, invalid));
  const byte = withoutMark[invalid];
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const guess = windows1252Char(byte);
  const what = guess
    ? `the byte ${hex} here is "${guess}" in Windows-1252 (the encoding of older Windows editors), which the site would show as "\uFFFD"`
    : `the byte ${hex} here is not UTF-8`;
  return { problem: { position: positionAt(before, before.length), ...say('encoding.not-utf-8', { what }) } };
}
