import { ascii, refuse, u16le, u24le, u32le, type ImageStructure } from './image-structure';

interface RiffChunk {
  type: string;
  data: Uint8Array;
}

function riffChunks(b: Uint8Array, from: number, to: number): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  let pos = from;
  while (pos < to) {
    if (pos + 8 > to) refuse('WebP: truncated chunk header');
    const type = ascii(b, pos, pos + 4);
    const size = u32le(b, pos + 4);
    const end = pos + 8 + size;
    if (end > to) refuse(`WebP: ${type} chunk runs past the end`);
    chunks.push({ type, data: b.subarray(pos + 8, end) });
    pos = end + (size % 2);
    if (pos > to) refuse('WebP: missing chunk padding');
  }
  return chunks;
}

/** Width and height of a VP8 (key frame) or VP8L bitstream. */
function webpBitstreamSize(chunk: RiffChunk): { width: number; height: number } {
  const d = chunk.data;
  if (chunk.type === 'VP8 ') {
    if (d.length < 10 || (d[0]! & 1) !== 0) refuse('WebP: VP8 data is not a key frame');
    if (d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) refuse('WebP: bad VP8 start code');
    return { width: u16le(d, 6) & 0x3fff, height: u16le(d, 8) & 0x3fff };
  }
  if (d.length < 5 || d[0] !== 0x2f) refuse('WebP: bad VP8L signature');
  const bits = u32le(d, 1);
  if (bits >>> 29 !== 0) refuse('WebP: unknown VP8L version');
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

const isBitstream = (chunk: RiffChunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L';
const WEBP_EXTENDED_CHUNKS = new Set([
  'ICCP',
  'ANIM',
  'ANMF',
  'ALPH',
  'VP8 ',
  'VP8L',
  'EXIF',
  'XMP ',
]);

/** WebP: a RIFF container of VP8 (lossy), VP8L (lossless) or VP8X (extended) chunks. */
export function readWebp(b: Uint8Array): ImageStructure {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') {
    refuse('WebP: bad signature');
  }
  if (u32le(b, 4) + 8 !== b.length) {
    refuse('WebP: RIFF size does not match the file (truncated or appended data)');
  }
  const chunks = riffChunks(b, 12, b.length);
  const [first, ...rest] = chunks;
  if (!first) return refuse('WebP: no chunks');
  if (isBitstream(first)) {
    if (rest.length) refuse('WebP: chunks after a simple image');
    const size = webpBitstreamSize(first);
    if (!size.width || !size.height) refuse('WebP: zero dimensions');
    return { ...size, frames: [], comments: [], metadata: [] };
  }
  if (first.type !== 'VP8X' || first.data.length !== 10) refuse('WebP: unexpected first chunk');
  const width = u24le(first.data, 4) + 1;
  const height = u24le(first.data, 7) + 1;
  const animated = (first.data[0]! & 0x02) !== 0;
  const metadata: Uint8Array[] = [];
  const frames: { width: number; height: number }[] = [];
  let images = 0;
  for (const chunk of rest) {
    if (!WEBP_EXTENDED_CHUNKS.has(chunk.type)) refuse(`WebP: unexpected chunk ${chunk.type}`);
    if (chunk.type === 'ICCP' || chunk.type === 'EXIF' || chunk.type === 'XMP ') {
      metadata.push(chunk.data);
    }
    if (isBitstream(chunk)) {
      const size = webpBitstreamSize(chunk);
      if (size.width !== width || size.height !== height) refuse('WebP: image and canvas differ');
      images++;
    }
    if (chunk.type === 'ANMF') {
      if (!animated || chunk.data.length < 16) refuse('WebP: unexpected animation frame');
      const d = chunk.data;
      const frame = { width: u24le(d, 6) + 1, height: u24le(d, 9) + 1 };
      if (u24le(d, 0) * 2 + frame.width > width || u24le(d, 3) * 2 + frame.height > height) {
        refuse('WebP: an animation frame lies outside the image');
      }
      const inner = riffChunks(d, 16, d.length);
      const bitstream = inner.find(isBitstream);
      if (!bitstream || inner.some((c) => c.type !== 'ALPH' && !isBitstream(c))) {
        refuse('WebP: malformed animation frame');
      }
      const size = webpBitstreamSize(bitstream!);
      if (size.width !== frame.width || size.height !== frame.height) {
        refuse('WebP: frame size mismatch');
      }
      frames.push(frame);
    }
  }
  if (animated ? !frames.length || images > 0 : images !== 1) {
    refuse('WebP: wrong number of images');
  }
  return { width, height, frames, comments: [], metadata };
}
