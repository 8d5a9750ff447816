import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_MESSAGES } from '@portal/contracts';
import { AppError, badRequest } from '../../lib/errors';

/**
 * Limits of the multipart parser (busboy) for the image upload: one file of at most 2 MB, a few
 * small fields that are ignored, few headers. Past a limit the parser stops and the request is
 * refused.
 */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_UPLOAD_LIMITS.maxBytes,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
};

/** What a 2 MB file and a few small fields can add up to, with the multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes + 64 * 1024;

/** The file is over the limit: answered at once, and the connection closed. */
export class UploadTooLarge extends AppError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooLarge);
  }
}

/** Reads a file part, stopping as soon as it is past the limit. */
async function readCapped(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMAGE_UPLOAD_LIMITS.maxBytes) throw new UploadTooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw new UploadTooLarge();
  return Buffer.concat(chunks, size);
}

/** The multipart plugin's and busboy's refusals, as the upload's own messages. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(IMAGE_UPLOAD_MESSAGES.oneFile);
  // Malformed multipart (no boundary, a broken part header, a body cut short), too many parts
  // or fields, a field named __proto__: all the client's doing.
  return badRequest(IMAGE_UPLOAD_MESSAGES.unreadable);
}

/**
 * The one file of a multipart request, as bytes. Fields are read (within their limits) and
 * ignored; the part's file name and declared type are never used.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UPLOAD_MESSAGES.notMultipart);
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (file) {
        part.file.resume();
        throw badRequest(IMAGE_UPLOAD_MESSAGES.oneFile);
      }
      file = await readCapped(part.file);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw badRequest(IMAGE_UPLOAD_MESSAGES.noFile);
  return file;
}
