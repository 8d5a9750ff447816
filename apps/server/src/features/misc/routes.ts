import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  PUBLIC_IMAGE_PATH,
  publicImagePath,
  ZErrorEnvelope,
  ZImageUploadResult,
  zSuccess,
} from '@portal/contracts';
import { ensureSecrets } from '../../db/secrets';
import { INLINE } from '../../lib/content-disposition';
import { badRequest } from '../../lib/errors';
import { sendError } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import { checkImage, ImageRefusal } from './image-check';
import { imageTokens } from './public-token';
import { findImage, storeImage } from './service';
import {
  MAX_UPLOAD_REQUEST_BYTES,
  MULTIPART_LIMITS,
  readUploadedFile,
  UploadTooLarge,
} from './upload';

const IMAGE_TOKEN_KEY = 'image-token-key';

/** The headers of a served image: its own type only, nothing run, loadable from any site. */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': INLINE,
  'cross-origin-resource-policy': 'cross-origin',
  // A token always names the same bytes.
  'cache-control': 'public, max-age=31536000, immutable',
};

const ok = <T>(data: T) => ({ success: true as const, data });

/** Refused with the size message at once, and the connection closed so the body is not read. */
function refuseTooLarge(reply: FastifyReply) {
  reply.header('connection', 'close');
  return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooLarge);
}

/** A declared body past the limit is refused before a byte of it is read. */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return refuseTooLarge(reply);
}

/**
 * Images for rich-text email bodies: the upload (signed in, same-origin like every mutation)
 * and the public address email recipients load them from, outside /v1 and without a session.
 */
export const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const key = (await ensureSecrets(database.db, [IMAGE_TOKEN_KEY])).get(IMAGE_TOKEN_KEY)!;
  const tokens = imageTokens(key);
  // Multipart is parsed in this feature only; everywhere else a multipart body is a 415.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  /** The portal's public origin; without PUBLIC_URL, the origin the request was made to. */
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ?? new URL(`${request.protocol}://${request.host}`).origin;

  app.put(
    '/v1/misc/image/upload',
    {
      onRequest: [app.requireSession, refuseDeclaredOversize],
      schema: {
        tags: ['misc'],
        summary: 'Upload an image for a rich-text email body; answers its public address',
        description:
          `multipart/form-data with one file (field '${IMAGE_UPLOAD_FIELD}'), at most 2 MB. ` +
          'Accepted only when its content is a well-formed PNG, JPEG, GIF or WebP image of at ' +
          'most 10,000 pixels a side and 40 megapixels, with nothing appended and no markup in ' +
          'its metadata; its name and declared type are ignored. 400 otherwise; 413 ' +
          `'${IMAGE_UPLOAD_MESSAGES.tooLarge}' for size. public_url is absolute and loads ` +
          'without a session.',
        consumes: ['multipart/form-data'],
        response: {
          200: zSuccess(ZImageUploadResult),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      let bytes: Buffer;
      try {
        bytes = await readUploadedFile(request);
      } catch (error) {
        if (error instanceof UploadTooLarge) return refuseTooLarge(reply);
        throw error;
      }
      let image;
      try {
        image = await checkImage(bytes);
      } catch (error) {
        if (!(error instanceof ImageRefusal)) throw error;
        request.log.info({ reason: error.reason, size: bytes.length }, 'image upload refused');
        throw badRequest(
          error.kind === 'dimensions'
            ? IMAGE_UPLOAD_MESSAGES.tooManyPixels
            : IMAGE_UPLOAD_MESSAGES.notAnImage,
        );
      }
      // The stored name is ours alone: nothing of the client's file name is kept.
      const publicToken = tokens.issue(session.agencyId);
      await storeImage(database, session, { ...image, bytes, publicToken });
      return ok({
        public_url: `${originOf(request)}${publicImagePath(publicToken, image.extension)}`,
      });
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['misc'],
        summary: 'An uploaded image, public (email recipients load it without a session)',
        description:
          'Served with its recognised type, nosniff, a sandboxing Content-Security-Policy and a ' +
          'year of caching. An unknown, altered or mistyped address answers 404 like any ' +
          'missing path.',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const match = PUBLIC_IMAGE_PATH.exec(`/images/${request.params.file}`);
      const token = match?.[1];
      const agencyId = token ? tokens.agencyOf(token) : null;
      const image = token && agencyId ? await findImage(database, agencyId, token) : null;
      if (!image || IMAGE_UPLOAD_TYPES[image.contentType] !== match?.[2]) {
        return sendError(reply, 404, 'NOT_FOUND', 'Not found');
      }
      return reply.headers(IMAGE_HEADERS).type(image.contentType).send(image.bytes);
    },
  );
};
