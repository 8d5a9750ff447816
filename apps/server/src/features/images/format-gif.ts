import { ascii, refuse, u16le, type ImageStructure } from './image-structure';

/** Skips data sub-blocks from `pos`; returns the position after the terminator and the data. */
function gifSubBlocks(b: Uint8Array, pos: number): { end: number; data: Uint8Array[] } {
  const data: Uint8Array[] = [];
  for (;;) {
    if (pos >= b.length) refuse('GIF: truncated data blocks');
    const size = b[pos]!;
    if (size === 0) return { end: pos + 1, data };
    if (pos + 1 + size > b.length) refuse('GIF: truncated data block');
    data.push(b.subarray(pos + 1, pos + 1 + size));
    pos += 1 + size;
  }
}

const gifTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** GIF87a and GIF89a, block by block to the trailer. */
export function readGif(b: Uint8Array): ImageStructure {
  const version = ascii(b, 0, Math.min(6, b.length));
  if (version !== 'GIF87a' && version !== 'GIF89a') refuse('GIF: bad signature');
  if (b.length < 13) refuse('GIF: truncated header');
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  if (!width || !height) refuse('GIF: zero dimensions');
  const comments: Uint8Array[] = [];
  const metadata: Uint8Array[] = [];
  const frames: { width: number; height: number }[] = [];
  let pos = 13 + gifTableSize(b[10]!);
  for (;;) {
    if (pos >= b.length) refuse('GIF: truncated before the trailer');
    const block = b[pos]!;
    if (block === 0x3b) {
      if (!frames.length) refuse('GIF: no image');
      if (pos + 1 !== b.length) refuse('GIF: data after the trailer');
      return { width, height, frames, comments, metadata };
    }
    if (block === 0x21) {
      const label = b[pos + 1];
      if (label === undefined) refuse('GIF: truncated extension');
      if (label === 0xf9 && b[pos + 2] !== 4) refuse('GIF: invalid graphic control extension');
      const { end, data } = gifSubBlocks(b, pos + 2);
      // Comments and plain text are free text; application blocks (looping, XMP) binary.
      if (label === 0xfe || label === 0x01) comments.push(...data);
      else if (label !== 0xf9) metadata.push(...data);
      pos = end;
    } else if (block === 0x2c) {
      if (pos + 10 > b.length) refuse('GIF: truncated image descriptor');
      const frame = { left: u16le(b, pos + 1), top: u16le(b, pos + 3) };
      const size = { width: u16le(b, pos + 5), height: u16le(b, pos + 7) };
      if (!size.width || !size.height) refuse('GIF: empty frame');
      if (frame.left + size.width > width || frame.top + size.height > height) {
        refuse('GIF: a frame lies outside the image');
      }
      frames.push(size);
      pos += 10 + gifTableSize(b[pos + 9]!);
      const minimumCodeSize = b[pos];
      if (minimumCodeSize === undefined || minimumCodeSize < 2 || minimumCodeSize > 8) {
        refuse('GIF: invalid LZW code size');
      }
      const { end, data } = gifSubBlocks(b, pos + 1);
      if (!data.length) refuse('GIF: frame without image data');
      pos = end;
    } else {
      refuse(`GIF: unexpected block ${block.toString(16)}`);
    }
  }
}
