/**
 * Structural readers of the four accepted image formats. Each walks the whole file from its
 * signature to its end marker and throws ImageRefusal at the first thing a well-formed image
 * would not hold: a truncated or corrupt structure, an unknown block, or any byte after the end
 * marker (where polyglots keep their ZIP, PDF, PHAR or HTML). They read headers only and never
 * decode pixels, so a hostile file costs one pass over at most 2 MB.
 */

export class ImageRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly kind: 'invalid' | 'dimensions' = 'invalid',
  ) {
    super(reason);
    this.name = 'ImageRefusal';
  }
}

export interface ImageStructure {
  width: number;
  height: number;
  /** Frame sizes, for animations (each must fit the limits too). */
  frames: { width: number; height: number }[];
  /** Free-text comments (JPEG COM, GIF comments, PNG text chunks), scanned for markup and script. */
  comments: Uint8Array[];
  /** Binary metadata (EXIF, XMP, ICC profiles, application blocks), scanned for markup. */
  metadata: Uint8Array[];
}

export const refuse = (reason: string): never => {
  throw new ImageRefusal(reason);
};

export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
export const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
export const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
export const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
export const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));
