import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_TYPES,
  type TImageUploadExtension,
  type TImageUploadType,
} from '@portal/contracts';
import { readGif } from './format-gif';
import { readJpeg } from './format-jpeg';
import { readPng } from './format-png';
import { readWebp } from './format-webp';
import { ImageRefusal, type ImageStructure } from './image-structure';

export { ImageRefusal } from './image-structure';

export interface CheckedImage {
  contentType: TImageUploadType;
  extension: TImageUploadExtension;
  width: number;
  height: number;
}

/** The reader for each type file-type recognises that we accept (APNG is served as PNG). */
const READERS: Record<string, { type: TImageUploadType; read: (b: Uint8Array) => ImageStructure }> =
  {
    png: { type: 'image/png', read: readPng },
    apng: { type: 'image/png', read: readPng },
    jpg: { type: 'image/jpeg', read: readJpeg },
    gif: { type: 'image/gif', read: readGif },
    webp: { type: 'image/webp', read: readWebp },
  };

/**
 * Markup, script and archive signatures (lower case) that no image's comments or metadata hold:
 * their presence means a polyglot meant to be read as something else.
 */
const METADATA_MARKERS = [
  '<script',
  '<html',
  '<body',
  '<head',
  '<svg',
  '<iframe',
  '<object',
  '<embed',
  '<img',
  '<a href',
  '<meta',
  '<link',
  '<style',
  '<base',
  '<form',
  '<!doctype',
  '<?php',
  'javascript:',
  'vbscript:',
  'data:text/html',
  'onerror',
  'onload',
  '%pdf-',
  'pk\u0003\u0004',
  '__halt_compiler',
];

/** A comment that opens or closes a script comment is the JavaScript half of a polyglot. */
const COMMENT_MARKERS = ['/*', '*/'];

/**
 * The signatures long enough that compressed pixel data practically never holds them by chance
 * (under one in ten thousand for a 2 MB file of random bytes): looked for in the whole file,
 * which catches payloads hidden inside the image data itself.
 */
const FILE_MARKERS = [
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

const lowerText = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').toLowerCase();

function findMarker(text: string, markers: readonly string[]): string | undefined {
  return markers.find((marker) => text.includes(marker));
}

function checkDimensions(structure: ImageStructure): void {
  const { maxSide, maxPixels, maxFrames } = IMAGE_UPLOAD_LIMITS;
  const sizes = [structure, ...structure.frames];
  const over = sizes.find(
    (size) => size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels,
  );
  if (over) {
    throw new ImageRefusal(
      `dimensions ${over.width} x ${over.height} over the limit`,
      'dimensions',
    );
  }
  if (structure.frames.length > maxFrames) {
    throw new ImageRefusal(`${structure.frames.length} frames`, 'dimensions');
  }
}

/**
 * Accepts the bytes only when they are a well-formed PNG, JPEG, GIF or WebP image, recognised by
 * content alone (the file's name and declared type are never consulted), of sensible dimensions
 * and carrying nothing else: no appended data, no markup in its metadata. Throws ImageRefusal.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ImageRefusal('empty file');
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const reader = sniffed ? READERS[sniffed.ext] : undefined;
  if (!reader) throw new ImageRefusal(`not an accepted image type (${sniffed?.mime ?? 'unknown'})`);
  const structure = reader.read(bytes);
  checkDimensions(structure);
  for (const block of structure.metadata) {
    const marker = findMarker(lowerText(block), METADATA_MARKERS);
    if (marker) throw new ImageRefusal(`metadata holds ${JSON.stringify(marker)}`);
  }
  for (const block of structure.comments) {
    const marker = findMarker(lowerText(block), [...METADATA_MARKERS, ...COMMENT_MARKERS]);
    if (marker) throw new ImageRefusal(`a comment holds ${JSON.stringify(marker)}`);
  }
  const marker = findMarker(lowerText(bytes), FILE_MARKERS);
  if (marker) throw new ImageRefusal(`file holds ${JSON.stringify(marker)}`);
  return {
    contentType: reader.type,
    extension: IMAGE_UPLOAD_TYPES[reader.type],
    width: structure.width,
    height: structure.height,
  };
}
