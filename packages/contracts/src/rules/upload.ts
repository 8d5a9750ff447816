import { ALLOWED_UPLOAD_TYPES, MAX_IMAGE_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '../enums/uploads';
import type { TAllowedUploadType } from '../enums/uploads';

export const FILE_TOO_LARGE = 'File size is too large';
export const INVALID_FILE_TYPE = 'Invalid file type';
export const IMAGE_TOO_LARGE = 'File is too large. The maximum is 2MB.';

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function uploadTypeFor(extension: string): TAllowedUploadType | undefined {
  const ext = extension.replace(/^\./, '').toLowerCase();
  return ALLOWED_UPLOAD_TYPES.find((type) => (type.extensions as readonly string[]).includes(ext));
}

/**
 * The check made before a file is queued (browser) and on arrival (server): null when
 * acceptable, otherwise the message to show.
 */
export function checkUploadName(
  fileName: string,
  size: number,
  options: { maxBytes?: number } = {},
): string | null {
  if (size > (options.maxBytes ?? MAX_UPLOAD_BYTES)) return FILE_TOO_LARGE;
  if (!uploadTypeFor(fileExtension(fileName))) return INVALID_FILE_TYPE;
  return null;
}

/**
 * Whether a detected content type fits the extension. csv and txt have no magic number, so a
 * sniffer finds nothing (pass null/undefined) or plain text for them; any other type must be
 * detected and listed for its extension.
 */
export function isMimeAllowedForExtension(
  extension: string,
  mime: string | null | undefined,
): boolean {
  const type = uploadTypeFor(extension);
  if (!type) return false;
  const normalised = mime?.split(';')[0]?.trim().toLowerCase();
  if (!normalised) return type.isText === true;
  return type.mimeTypes.includes(normalised);
}

/** Images dropped into the rich-text editor. */
export function checkImageUpload(size: number, mime?: string | null): string | null {
  if (size > MAX_IMAGE_UPLOAD_BYTES) return IMAGE_TOO_LARGE;
  if (mime !== undefined && mime !== null && !mime.toLowerCase().startsWith('image/')) {
    return INVALID_FILE_TYPE;
  }
  return null;
}
