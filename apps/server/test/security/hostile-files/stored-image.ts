import { IMAGE_RESIZE_WIDTH, type TImageUploadType } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * Proof that stored bytes are a bare image: a format's own parts and nothing else, ending at its
 * end marker, free of every signature a hostile file may hide.
 */

/** Lower-case signatures of what hostile files carry: archives, PDF, PHP, markup, script. */
const HIDDEN_SIGNATURES = [
  'pk\u0003\u0004',
  'pk\u0001\u0002',
  'pk\u0005\u0006',
  '%pdf',
  '%%eof',
  '<?php',
  '__halt_compiler',
  'gbmb',
  '<script',
  '<html',
  '<body',
  '<iframe',
  '<img',
  '<svg',
  '<!doctype',
  'javascript:',
  'onerror',
  'onload',
  'alert(',
];

/** PNG chunk types, in order. */
function pngChunks(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 12 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    types.push(bytes.toString('latin1', at + 4, at + 8));
  }
  return types;
}

/** JPEG markers up to the scan, as two hex digits each. */
function jpegMarkers(bytes: Buffer): string[] {
  const markers: string[] = [];
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff;) {
    markers.push(bytes[at + 1]!.toString(16));
    if (bytes[at + 1] === 0xda) break;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

/** WebP chunk FourCCs, in order. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** GIF blocks after the header: 'image', or 'ext-' and the extension's label in hex. */
function gifBlocks(bytes: Buffer): string[] {
  const blocks: string[] = [];
  const skipSubBlocks = (at: number) => {
    while (bytes[at]) at += 1 + bytes[at]!;
    return at + 1;
  };
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let at = 13 + table(bytes[10]!);
  while (at < bytes.length && bytes[at] !== 0x3b) {
    if (bytes[at] === 0x21) {
      const label = bytes[at + 1]!;
      // An application extension names itself in its first 11 bytes.
      const name = label === 0xff ? ` ${bytes.toString('latin1', at + 3, at + 14)}` : '';
      blocks.push(`ext-${label.toString(16)}${name}`);
      at = skipSubBlocks(at + 2);
    } else if (bytes[at] === 0x2c) {
      blocks.push('image');
      at = skipSubBlocks(at + 10 + table(bytes[at + 9]!) + 1);
    } else {
      blocks.push(`unknown-${bytes[at]!.toString(16)}`);
      break;
    }
  }
  blocks.push(bytes[at] === 0x3b && at === bytes.length - 1 ? 'trailer' : 'no trailer at the end');
  return blocks;
}

/** What each format may hold in a bare image. */
const PARTS: Record<TImageUploadType, (bytes: Buffer) => void> = {
  'image/png': (bytes: Buffer) => {
    const chunks = pngChunks(bytes);
    expect(chunks.filter((c) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT'].includes(c))).toEqual([
      'IEND',
    ]);
    expect(chunks.at(-1)).toBe('IEND');
    expect(bytes.readUInt32BE(bytes.length - 12)).toBe(0);
    expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
  },
  'image/jpeg': (bytes: Buffer) => {
    // Tables, frame and scan only: no APPn (EXIF, XMP, ICC, IPTC) but JFIF's, no comment.
    for (const marker of jpegMarkers(bytes)) {
      expect(['db', 'c4', 'c0', 'c2', 'dd', 'da', 'e0']).toContain(marker);
    }
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  },
  'image/gif': (bytes: Buffer) => {
    // Graphic control and application (loop count) extensions only: no comment, no plain text.
    const blocks = gifBlocks(bytes);
    expect(blocks.at(-1)).toBe('trailer');
    for (const block of blocks.slice(0, -1)) {
      expect(['image', 'ext-f9', 'ext-ff NETSCAPE2.0']).toContain(block);
    }
  },
  'image/webp': (bytes: Buffer) => {
    expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    for (const chunk of webpChunks(bytes)) {
      expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']).toContain(chunk);
    }
  },
} as const;

export interface StoredImage {
  width: number;
  height: number;
  frames: number;
}

/**
 * Asserts the bytes are a complete image of the type, at most the email width, that decodes,
 * with no metadata, no part but the format's own, nothing after its end and none of the
 * signatures (nor the given payload fragments); answers its size.
 */
export async function expectBareImage(
  bytes: Buffer,
  type: TImageUploadType,
  payload: readonly string[] = [],
): Promise<StoredImage> {
  expect((await fileTypeFromBuffer(bytes))?.mime).toBe(type);
  const text = bytes.toString('latin1').toLowerCase();
  for (const signature of [...HIDDEN_SIGNATURES, ...payload.map((p) => p.toLowerCase())]) {
    expect(text, `holds ${JSON.stringify(signature)}`).not.toContain(signature);
  }
  PARTS[type](bytes);
  const meta = await sharp(bytes).metadata();
  expect({
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
    comments: meta.comments,
  }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    comments: undefined,
  });
  expect(meta.width).toBeLessThanOrEqual(IMAGE_RESIZE_WIDTH);
  // Every pixel of every frame decodes, strictly.
  await sharp(bytes, { animated: true, failOn: 'warning' }).raw().toBuffer();
  return { width: meta.width, height: meta.height, frames: meta.pages ?? 1 };
}
