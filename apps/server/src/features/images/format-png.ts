import { crc32, inflateSync } from 'node:zlib';
import { ascii, refuse, u16be, u32be, type ImageStructure } from './image-structure';

/** Text chunks are small; a compressed one inflating past this is refused, not read. */
const MAX_METADATA_INFLATED = 256 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths allowed for each colour type. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Every chunk a PNG or APNG encoder writes; anything else (a hidden payload) is refused. */
const PNG_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'tEXt',
  'zTXt',
  'iTXt',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'eXIf',
  'tIME',
  'acTL',
  'fcTL',
  'fdAT',
]);
const PNG_METADATA = new Set(['iCCP', 'eXIf', 'sPLT']);

function inflateMetadata(data: Uint8Array): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: MAX_METADATA_INFLATED });
  } catch {
    return refuse('PNG: compressed metadata is corrupt or too large');
  }
}

/** The text of a tEXt, zTXt or iTXt chunk, inflated when compressed. */
function pngText(type: string, data: Uint8Array): Uint8Array[] {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 1 || keywordEnd > 79) return refuse(`PNG: ${type} has no valid keyword`);
  if (type === 'tEXt') return [data];
  if (type === 'zTXt') {
    return [data.subarray(0, keywordEnd), inflateMetadata(data.subarray(keywordEnd + 2))];
  }
  // iTXt: keyword 0 flag method language 0 translated 0 text
  const compressed = data[keywordEnd + 1] === 1;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return refuse('PNG: iTXt is malformed');
  const text = data.subarray(translatedEnd + 1);
  return [data.subarray(0, translatedEnd + 1), compressed ? inflateMetadata(text) : text];
}

/** PNG and APNG (https://www.w3.org/TR/png-3/), chunk by chunk, every CRC checked. */
export function readPng(b: Uint8Array): ImageStructure {
  if (b.length < 8 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) refuse('PNG: bad signature');
  const comments: Uint8Array[] = [];
  const metadata: Uint8Array[] = [];
  const frames: { width: number; height: number }[] = [];
  let width = 0;
  let height = 0;
  let colourType = -1;
  let seenPalette = false;
  let idat: 'none' | 'open' | 'closed' = 'none';
  let pos = 8;
  for (let index = 0; ; index++) {
    if (pos + 12 > b.length) refuse('PNG: truncated before IEND');
    const length = u32be(b, pos);
    const type = ascii(b, pos + 4, pos + 8);
    if (length > 0x7fffffff) refuse('PNG: chunk length out of range');
    const dataStart = pos + 8;
    const dataEnd = dataStart + length;
    if (dataEnd + 4 > b.length) refuse(`PNG: ${type} chunk truncated`);
    if (!/^[A-Za-z]{4}$/.test(type)) refuse('PNG: malformed chunk type');
    if (crc32(b.subarray(pos + 4, dataEnd)) !== u32be(b, dataEnd)) {
      refuse(`PNG: ${type} CRC mismatch`);
    }
    if (!PNG_CHUNKS.has(type)) refuse(`PNG: unexpected chunk ${type}`);
    if ((index === 0) !== (type === 'IHDR')) refuse('PNG: IHDR must come first, once');
    const data = b.subarray(dataStart, dataEnd);
    if (type !== 'IDAT' && idat === 'open') idat = 'closed';
    switch (type) {
      case 'IHDR': {
        if (length !== 13) refuse('PNG: IHDR has the wrong length');
        width = u32be(data, 0);
        height = u32be(data, 4);
        const depth = data[8]!;
        colourType = data[9]!;
        if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) {
          refuse('PNG: invalid dimensions');
        }
        if (!PNG_DEPTHS[colourType]?.includes(depth)) {
          refuse('PNG: invalid bit depth or colour type');
        }
        if (data[10] !== 0 || data[11] !== 0 || data[12]! > 1) refuse('PNG: invalid IHDR methods');
        break;
      }
      case 'PLTE':
        if (length === 0 || length % 3 !== 0 || length > 768) refuse('PNG: invalid palette');
        seenPalette = true;
        break;
      case 'IDAT':
        if (idat === 'closed') refuse('PNG: IDAT chunks are not consecutive');
        if (idat === 'none') {
          // The zlib header of the image data (RFC 1950): deflate, and a valid check value.
          if (length < 2 || (data[0]! & 0x0f) !== 8 || u16be(data, 0) % 31 !== 0) {
            refuse('PNG: image data is not a zlib stream');
          }
        }
        idat = 'open';
        break;
      case 'fcTL':
        if (length !== 26) refuse('PNG: fcTL has the wrong length');
        frames.push({ width: u32be(data, 4), height: u32be(data, 8) });
        if (u32be(data, 4) + u32be(data, 12) > width || u32be(data, 8) + u32be(data, 16) > height) {
          refuse('PNG: an animation frame lies outside the image');
        }
        break;
      case 'IEND':
        if (length !== 0) refuse('PNG: IEND carries data');
        if (idat === 'none') refuse('PNG: no image data');
        if (colourType === 3 && !seenPalette) refuse('PNG: indexed image without a palette');
        if (dataEnd + 4 !== b.length) refuse('PNG: data after IEND');
        return { width, height, frames, comments, metadata };
      default:
        if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') {
          comments.push(...pngText(type, data));
        } else if (PNG_METADATA.has(type)) {
          // An ICC profile is scanned as stored (compressed): inflating it costs too much.
          metadata.push(data);
        }
    }
    pos = dataEnd + 4;
  }
}
