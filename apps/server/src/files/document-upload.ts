import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_FIELD,
  documentStorageFullMessage,
  FILE_TOO_LARGE,
  MAX_DOCUMENT_REQUEST_BYTES,
  MAX_UPLOAD_BYTES,
} from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import { documents, temporaryDocuments } from '../db/schema/index';
import { AppError, badRequest, conflict } from '../lib/errors';
import { sendError } from '../plugins/errors';
import type { FileStore, StagedFile } from './document-store';
import { SNIFF_BYTES } from './upload-check';

// Receiving a document upload (a property's documents, a third-party resolution's): the
// multipart body read into a staged file of the documents' store, its name, and the agency's
// document storage it must fit.

/** The multipart parser's limits for a document: one file of at most 20 MB, few small fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
};

/** Refused with the size message at once, and the connection closed so the body is not read. */
function refuseTooLarge(reply: FastifyReply) {
  reply.header('connection', 'close');
  return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
}

/**
 * Before anything is read or validated: a body that is not multipart is a 415, and one that
 * declares more than a 20 MB file can take is refused before a byte of it is read.
 */
export async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notMultipart);
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_REQUEST_BYTES) return refuseTooLarge(reply);
}

/** The multipart plugin's and busboy's refusals, as the upload's own messages. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DocumentTooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(DOCUMENT_MESSAGES.oneFile);
  if (code === 'ENOSPC' || code === 'EACCES' || code === 'EIO') return error;
  return badRequest(DOCUMENT_MESSAGES.unreadable);
}

/** A staged upload: the file's name as sent, its staged bytes, size and first bytes. */
export type ReadUpload = { fileName: string } & Awaited<ReturnType<typeof stageUpload>>;

/**
 * Reads the one file of a multipart upload (field 'file') into a staged file. The whole body is
 * read before anything is recorded: a second file refuses both.
 */
export async function readUpload(request: FastifyRequest, store: FileStore): Promise<ReadUpload> {
  let upload: ReadUpload | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (upload || part.fieldname !== DOCUMENT_UPLOAD_FIELD) {
        part.file.resume();
        throw badRequest(upload ? DOCUMENT_MESSAGES.oneFile : DOCUMENT_MESSAGES.noFile);
      }
      upload = { fileName: part.filename, ...(await stageUpload(store, part.file)) };
    }
  } catch (error) {
    await upload?.staged.abort();
    throw uploadError(error);
  }
  if (!upload) throw badRequest(DOCUMENT_MESSAGES.noFile);
  return upload;
}

/** The file is over 20 MB: answered at once, and the connection closed. */
class DocumentTooLarge extends AppError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  }
}

/** The name kept for a file: its last path segment, without control characters, at most 255. */
export function documentName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop()!;
  const base = [...last]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(-255) || 'document';
}

/**
 * Writes the part's bytes to a staged file, stopping past 20 MB; answers the size and the
 * first bytes (what its type is recognised from).
 */
async function stageUpload(
  store: FileStore,
  file: Readable & { truncated?: boolean },
): Promise<{ staged: StagedFile; size: number; head: Buffer }> {
  const staged = await store.stage();
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) return done(new DocumentTooLarge());
      if (headSize < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headSize));
        headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, meter, staged.stream);
    if (file.truncated) throw new DocumentTooLarge();
    await staged.finish();
  } catch (error) {
    await staged.abort();
    throw error;
  }
  return { staged, size, head: Buffer.concat(head) };
}

/** An upload kept for a resolution: not yet made a document, nor expired. */
export const liveTemporary = (agencyId: number) =>
  and(
    eq(temporaryDocuments.agencyId, agencyId),
    isNull(temporaryDocuments.consumedAt),
    sql`${temporaryDocuments.expiresAt} > now()`,
  );

/**
 * Throws 409 unless `size` more bytes fit the agency's document storage: its live documents and
 * its uploads kept for a resolution not yet submitted. Called under the agency's storage lock,
 * so two uploads cannot both pass it.
 */
export async function assertStorageFor(
  tx: AgencyTx,
  agencyId: number,
  size: number,
  limitBytes: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('documents.storage'), ${agencyId})`);
  const [stored] = await tx
    .execute<{ bytes: string }>(
      sql`
    select (select coalesce(sum(${documents.sizeBytes}), 0) from ${documents}
             where ${documents.agencyId} = ${agencyId} and ${documents.deletedAt} is null)
         + (select coalesce(sum(${temporaryDocuments.sizeBytes}), 0) from ${temporaryDocuments}
             where ${liveTemporary(agencyId)}) as bytes`,
    )
    .then((result) => result.rows);
  if (Number(stored?.bytes ?? 0) + size > limitBytes) {
    throw conflict(documentStorageFullMessage(limitBytes));
  }
}
