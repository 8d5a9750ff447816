import { fileTypeFromBuffer } from 'file-type';
import {
  checkUploadName,
  fileExtension,
  INVALID_FILE_TYPE,
  isMimeAllowedForExtension,
  MAX_UPLOAD_BYTES,
  ALLOWED_UPLOAD_TYPES,
} from '@portal/contracts';

/** How many of a file's first bytes its type is recognised from (file-type's sample). */
export const SNIFF_BYTES = 4100;

/**
 * The server's check of an uploaded document, by content: the contracts' rules (size, allowed
 * extension, the extension's content types) applied to what file-type recognises in its first
 * bytes. csv and txt have no signature: they pass only when nothing is recognised and the
 * sample holds no NUL byte (a binary renamed .txt). Answers the message to refuse with, or the
 * content type to record.
 */
export async function checkDocumentContent(
  fileName: string,
  size: number,
  head: Buffer,
): Promise<{ refusal: string } | { mimeType: string }> {
  const refusal = checkUploadName(fileName, size, { maxBytes: MAX_UPLOAD_BYTES });
  if (refusal) return { refusal };
  const extension = fileExtension(fileName);
  const sniffed = (await fileTypeFromBuffer(head).catch(() => undefined))?.mime ?? null;
  if (!isMimeAllowedForExtension(extension, sniffed)) return { refusal: INVALID_FILE_TYPE };
  if (sniffed) return { mimeType: sniffed };
  if (head.includes(0)) return { refusal: INVALID_FILE_TYPE };
  const type = ALLOWED_UPLOAD_TYPES.find((each) =>
    (each.extensions as readonly string[]).includes(extension),
  );
  return { mimeType: type?.mimeTypes[0] ?? 'text/plain' };
}
