import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, real images built byte by byte (each decodes in Chromium), and the pieces to build
 * hostile variants of them: a PNG with extra chunks or bytes after IEND, a JPEG with a comment
 * or other segments, a GIF with any logical screen or frame size, an APNG.
 */

const bytes = (...parts: (Uint8Array | number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part as Uint8Array),
    ),
  );

const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Uint8Array | string = new Uint8Array()): Buffer {
  const body = bytes(type, typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  return bytes(u32be(body.length - 4), body, u32be(crc32(body)));
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An RGB PNG of a flat colour. `width` and `height` go in the header; `pixels` (default: the
 * same) sizes the image data, so a header may claim far more than the data holds.
 */
export function png(
  options: {
    width?: number;
    height?: number;
    pixels?: { width: number; height: number };
    /** Chunks between IHDR and IDAT. */
    chunks?: Buffer[];
    /** Bytes after IEND. */
    after?: Uint8Array | string;
  } = {},
): Buffer {
  const width = options.width ?? 2;
  const height = options.height ?? 2;
  const pixels = options.pixels ?? { width, height };
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(pixels.width * 3, 0x66)]);
  const raw = Buffer.concat(Array.from({ length: pixels.height }, () => row));
  const header = bytes(u32be(width), u32be(height), [8, 2, 0, 0, 0]);
  return bytes(
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...(options.chunks ?? []),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND'),
    options.after ?? '',
  );
}

/**
 * A baseline greyscale JPEG of `width` x `height` (multiples of 8), every block mid grey: one
 * quantisation table, Huffman tables of a single code each (DC difference 0, end of block), so
 * each 8x8 block is two bits.
 */
export function jpeg(
  options: {
    width?: number;
    height?: number;
    /** Dimensions written in the frame header (default the real ones). */
    claims?: { width: number; height: number };
    /** A COM segment. */
    comment?: string;
    /** Segments (marker and data) after JFIF's, such as APP1 for EXIF or XMP. */
    segments?: { marker: number; data: Uint8Array | string }[];
    after?: Uint8Array | string;
  } = {},
): Buffer {
  const width = options.width ?? 8;
  const height = options.height ?? 8;
  const claims = options.claims ?? { width, height };
  const blocks = (width / 8) * (height / 8);
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1');
  const scan: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    const byte = parseInt(bits.slice(i, i + 8), 2);
    scan.push(byte, ...(byte === 0xff ? [0x00] : []));
  }
  const segment = (marker: number, data: Uint8Array | number[] | string) => {
    const body = bytes(data);
    return bytes([0xff, marker], u16be(body.length + 2), body);
  };
  const huffman = (tableClass: number) =>
    segment(0xc4, [tableClass, 1, ...new Array<number>(15).fill(0), 0]);
  return bytes(
    [0xff, 0xd8],
    segment(0xe0, bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...(options.segments ?? []).map(({ marker, data }) => segment(marker, data)),
    options.comment === undefined ? [] : segment(0xfe, options.comment),
    segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    segment(0xc0, [8, ...u16be(claims.height), ...u16be(claims.width), 1, 1, 0x11, 0]),
    huffman(0x00),
    huffman(0x10),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    scan,
    [0xff, 0xd9],
    options.after ?? '',
  );
}

/**
 * A GIF89a of one transparent pixel (LZW codes: clear, the pixel, end). A larger `screen` or
 * `frame` is only claimed by the header: the pixel data stays one pixel. A comment extension
 * goes before the frame.
 */
export function gif(
  options: {
    screen?: { width: number; height: number };
    frame?: { width: number; height: number };
    comment?: string;
    after?: Uint8Array | string;
  } = {},
): Buffer {
  const screen = options.screen ?? { width: 1, height: 1 };
  const frame = options.frame ?? { width: 1, height: 1 };
  const le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
  const comment =
    options.comment === undefined
      ? []
      : bytes(
          [0x21, 0xfe],
          ...(options.comment.match(/[\s\S]{1,255}/g) ?? []).map((piece) =>
            bytes([piece.length], piece),
          ),
          [0],
        );
  return bytes(
    'GIF89a',
    [...le(screen.width), ...le(screen.height), 0x80, 0, 0],
    [0, 0, 0, 0xff, 0xff, 0xff],
    [0x21, 0xf9, 4, 1, 0, 0, 0, 0],
    comment,
    [0x2c, 0, 0, 0, 0, ...le(frame.width), ...le(frame.height), 0],
    [2, 2, 0x44, 0x01, 0],
    [0x3b],
    options.after ?? '',
  );
}

/** An animated GIF of `count` copies of the one frame of a gif(). */
export function gifFrames(count: number, options: Parameters<typeof gif>[0] = {}): Buffer {
  const one = gif(options);
  const frameStart = one.indexOf(Buffer.from([0x21, 0xf9]));
  const frame = one.subarray(frameStart, one.length - 1);
  return Buffer.concat([
    one.subarray(0, frameStart),
    ...Array.from({ length: count }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/**
 * A palette PNG of `colours` colours scattered at random (a fixed seed, so always the same
 * bytes): its image data hardly compresses, about 7 bits a pixel for 128 colours.
 */
export function noisePng(width: number, height: number, colours: number): Buffer {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % colours;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 1; x <= width; x++) raw[y * (width + 1) + x] = next();
  }
  const palette = Buffer.alloc(colours * 3);
  for (let i = 0; i < colours; i++)
    palette.set([(i * 37) & 255, (i * 91) & 255, (i * 53) & 255], i * 3);
  return bytes(
    PNG_SIGNATURE,
    pngChunk('IHDR', bytes(u32be(width), u32be(height), [8, 3, 0, 0, 0])),
    pngChunk('PLTE', palette),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND'),
  );
}

/**
 * An APNG of two flat frames (acTL before IDAT, so file-type names it APNG); the still image,
 * which is also the first frame, is what a decoder without animation shows.
 */
export function apng({ width = 4, height = 2 }: { width?: number; height?: number } = {}): Buffer {
  const u32 = (...values: number[]) => Buffer.concat(values.map(u32be));
  const frame = (sequence: number) =>
    pngChunk('fcTL', bytes(u32(sequence, width, height, 0, 0), [0, 1, 0, 10, 0, 0]));
  const pixels = (value: number) => {
    const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, value)]);
    return deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  };
  return bytes(
    PNG_SIGNATURE,
    pngChunk('IHDR', bytes(u32(width, height), [8, 2, 0, 0, 0])),
    pngChunk('acTL', u32(2, 0)),
    frame(0),
    pngChunk('IDAT', pixels(0x66)),
    frame(1),
    pngChunk('fdAT', bytes(u32(2), pixels(0x99))),
    pngChunk('IEND'),
  );
}

/** WebP files from the WebP project's own feature tests (1x1: lossy, lossless, alpha, animated). */
export const WEBP = {
  lossy: Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  lossless: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  alpha: Buffer.from(
    'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
    'base64',
  ),
  animated: Buffer.from(
    'UklGRlIAAABXRUJQVlA4WAoAAAASAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GJgAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDQAAAC8AAAAQBxAREYiI/gcA',
    'base64',
  ),
};

/** One valid image of each accepted type, with the type the server must recognise. */
export const VALID_IMAGES = [
  { label: 'PNG', type: 'image/png', ext: 'png', bytes: png() },
  { label: 'JPEG', type: 'image/jpeg', ext: 'jpg', bytes: jpeg({ width: 16, height: 16 }) },
  { label: 'GIF', type: 'image/gif', ext: 'gif', bytes: gif() },
  { label: 'WebP (lossy)', type: 'image/webp', ext: 'webp', bytes: WEBP.lossy },
  { label: 'WebP (lossless)', type: 'image/webp', ext: 'webp', bytes: WEBP.lossless },
  { label: 'WebP (alpha)', type: 'image/webp', ext: 'webp', bytes: WEBP.alpha },
  { label: 'WebP (animated)', type: 'image/webp', ext: 'webp', bytes: WEBP.animated },
] as const;
