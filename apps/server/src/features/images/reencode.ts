import { fileTypeFromBuffer } from 'file-type';
import sharp, { type FormatEnum } from 'sharp';
import {
  IMAGE_RESIZE_WIDTH,
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_TYPES,
  type TImageUploadExtension,
  type TImageUploadType,
} from '@portal/contracts';

export class ImageRefusal extends Error {
  constructor(
    readonly reason: string,
    /** Not an accepted image; past the pixel limits; or a re-encoding past 2 MB. */
    readonly kind: 'invalid' | 'dimensions' | 'stored-size' = 'invalid',
  ) {
    super(reason);
    this.name = 'ImageRefusal';
  }
}

export interface ReencodedImage {
  contentType: TImageUploadType;
  extension: TImageUploadExtension;
  /** Of one frame, as stored. */
  width: number;
  height: number;
  /** The re-encoding: the only bytes stored and served. */
  bytes: Buffer;
}

type Format = keyof Pick<FormatEnum, 'png' | 'jpeg' | 'gif' | 'webp'>;

/** What file-type may recognise, and the decoder that must agree (APNG reads as its still PNG). */
const FORMATS: Record<string, { format: Format; type: TImageUploadType }> = {
  png: { format: 'png', type: 'image/png' },
  apng: { format: 'png', type: 'image/png' },
  jpg: { format: 'jpeg', type: 'image/jpeg' },
  gif: { format: 'gif', type: 'image/gif' },
  webp: { format: 'webp', type: 'image/webp' },
};

// libvips can read SVG, PDF, TIFF, HEIF and more: only the four decoders the upload accepts may
// run in this process, whatever file-type said. Its operation cache would only keep uploads.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadNsgifBuffer',
    'VipsForeignLoadWebpBuffer',
  ],
});
sharp.cache(false);

/**
 * Long signatures of markup, script, PHP and PDF that compressed image data practically never
 * holds by chance (under one in ten thousand for 2 MB of random bytes). A re-encoding keeps the
 * pixels and a GIF's palette, which are raw bytes a crafted picture can make spell one.
 */
const STORED_MARKERS = [
  '<script',
  '<html',
  '<body',
  '<iframe',
  '<!doctype',
  '<?php',
  'javascript:',
  'vbscript:',
  '%pdf-',
  '__halt_compiler',
];

function checkDimensions(width: number, height: number, frames: number): void {
  const { maxSide, maxPixels, maxFrames } = IMAGE_UPLOAD_LIMITS;
  // Every frame is decoded, so an animation's frames count together towards the pixels.
  if (width > maxSide || height > maxSide || width * height * frames > maxPixels) {
    throw new ImageRefusal(`${width} x ${height} x ${frames} frames over the limits`, 'dimensions');
  }
  if (frames > maxFrames) throw new ImageRefusal(`${frames} frames`, 'dimensions');
}

/**
 * The logical screen a GIF's header claims. libvips sizes a GIF by its frames and passes over a
 * screen of 0 or past 2,048 a side, so this claim is read here: a zero side is a broken header,
 * and a screen past the limits is refused like any other bomb.
 */
function checkGifScreen(bytes: Buffer): void {
  if (bytes.length < 10) throw new ImageRefusal('GIF header cut short');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  if (width === 0 || height === 0) throw new ImageRefusal(`GIF screen ${width} x ${height}`);
  checkDimensions(width, height, 1);
}

const fails = (reason: string) => (error: unknown) => {
  throw new ImageRefusal(`${reason}: ${error instanceof Error ? error.message : String(error)}`);
};

/**
 * Accepts the bytes only when their content (never the name or declared type) is a PNG, JPEG,
 * GIF or WebP image that decodes, within the pixel limits read from its header before anything
 * is decoded; answers it decoded, turned upright, scaled down to the email width (never up) and
 * encoded anew in the same format, animation kept. Nothing else of the file survives: metadata,
 * comments, chunks and appended data are never copied. Throws ImageRefusal.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  if (bytes.length === 0) throw new ImageRefusal('empty file');
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const accepted = sniffed ? FORMATS[sniffed.ext] : undefined;
  if (!accepted) throw new ImageRefusal(`not an accepted type (${sniffed?.mime ?? 'unknown'})`);

  // The header only: nothing is decoded before the limits are checked.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(fails('unreadable header'));
  if (header.format !== accepted.format) {
    throw new ImageRefusal(`recognised as ${sniffed!.ext}, decoded as ${header.format}`);
  }
  if (accepted.format === 'gif') checkGifScreen(bytes);
  checkDimensions(header.width, header.height, header.pages ?? 1);

  const { data, info } = await sharp(bytes, {
    animated: true,
    // Of all frames together, as above; the decoders' own limits stay on (no `unlimited`).
    limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels,
    failOn: 'warning',
    autoOrient: true,
  })
    .resize({ width: IMAGE_RESIZE_WIDTH, withoutEnlargement: true })
    .toFormat(accepted.format)
    .toBuffer({ resolveWithObject: true })
    .catch(fails('does not decode'));

  if (data.length > IMAGE_UPLOAD_LIMITS.maxBytes) {
    throw new ImageRefusal(`re-encoded to ${data.length} bytes`, 'stored-size');
  }
  const text = data.toString('latin1').toLowerCase();
  const marker = STORED_MARKERS.find((signature) => text.includes(signature));
  if (marker) throw new ImageRefusal(`re-encoding holds ${JSON.stringify(marker)}`);
  return {
    contentType: accepted.type,
    extension: IMAGE_UPLOAD_TYPES[accepted.type],
    width: info.width,
    height: info.pageHeight ?? info.height,
    bytes: data,
  };
}
