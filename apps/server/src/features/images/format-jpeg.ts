import { refuse, u16be, type ImageStructure } from './image-structure';

/** Start-of-frame markers (SOF0-3, 5-7, 9-11, 13-15). */
const isStartOfFrame = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG (JFIF, Exif; baseline, extended, progressive, lossless: ITU T.81), segment by segment. */
export function readJpeg(b: Uint8Array): ImageStructure {
  if (b[0] !== 0xff || b[1] !== 0xd8) refuse('JPEG: bad signature');
  const comments: Uint8Array[] = [];
  const metadata: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let lossless = false;
  let seenTables = false;
  let seenScan = false;
  let pos = 2;
  for (;;) {
    if (pos >= b.length || b[pos] !== 0xff) refuse('JPEG: expected a marker');
    while (b[pos] === 0xff) pos++; // fill bytes
    if (pos >= b.length) refuse('JPEG: truncated');
    const marker = b[pos++]!;
    if (marker === 0xd9) {
      if (!seenScan || !width) refuse('JPEG: no frame or scan before EOI');
      if (pos !== b.length) refuse('JPEG: data after EOI');
      return { width, height, frames: [], comments, metadata };
    }
    if (
      marker === 0xd8 ||
      marker === 0x00 ||
      marker === 0x01 ||
      (marker >= 0xd0 && marker <= 0xd7)
    ) {
      refuse(`JPEG: unexpected marker ${marker.toString(16)}`);
    }
    if (pos + 2 > b.length) refuse('JPEG: truncated segment');
    const length = u16be(b, pos);
    if (length < 2 || pos + length > b.length) refuse('JPEG: segment runs past the end');
    const data = b.subarray(pos + 2, pos + length);
    pos += length;
    if (isStartOfFrame(marker)) {
      if (width) refuse('JPEG: more than one frame');
      if (data.length < 6) refuse('JPEG: short frame header');
      height = u16be(data, 1);
      width = u16be(data, 3);
      lossless = (marker & 0x03) === 0x03;
      const components = data[5]!;
      if (!width || !height) refuse('JPEG: zero or deferred dimensions');
      if (components < 1 || components > 4 || data.length !== 6 + 3 * components) {
        refuse('JPEG: invalid frame components');
      }
    } else if (marker === 0xda) {
      if (!width) refuse('JPEG: scan before frame');
      if (!seenTables && !lossless) refuse('JPEG: scan without quantisation tables');
      const components = data[0] ?? 0;
      if (components < 1 || components > 4 || data.length !== 4 + 2 * components) {
        refuse('JPEG: invalid scan header');
      }
      seenScan = true;
      // Entropy-coded data: until a marker that is neither stuffing (FF00) nor a restart.
      for (;;) {
        if (pos + 1 >= b.length) refuse('JPEG: truncated scan');
        if (b[pos] === 0xff) {
          const next = b[pos + 1]!;
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        pos++;
      }
    } else if (marker === 0xfe) {
      comments.push(data);
    } else if (marker >= 0xe0 && marker <= 0xef) {
      metadata.push(data);
    } else if (marker === 0xdb) {
      seenTables = true;
    } else if (![0xc4, 0xcc, 0xdd].includes(marker)) {
      // DNL, hierarchical (DHP/EXP) and reserved markers: no ordinary encoder writes them.
      refuse(`JPEG: unexpected segment ${marker.toString(16)}`);
    }
  }
}
