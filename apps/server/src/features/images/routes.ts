import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  PUBLIC_IMAGE_PATH,
  publicImagePath,
  imageCalls,
} from '@portal/contracts';
import { ensureSecrets } from '../../db/secrets';
import { INLINE } from '../../files/content-disposition';
import { badRequest } from '../../lib/errors';
import { sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { ImageRefusal, reencodeImage } from './reencode';
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

/** The contracts' message for each kind of refusal. */
const REFUSAL_MESSAGES = {
  invalid: IMAGE_UPLOAD_MESSAGES.notAnImage,
  dimensions: IMAGE_UPLOAD_MESSAGES.tooManyPixels,
  'stored-size': IMAGE_UPLOAD_MESSAGES.tooLarge,
} as const;

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
export async function imagesRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const key = (await ensureSecrets(database.db, [IMAGE_TOKEN_KEY])).get(IMAGE_TOKEN_KEY)!;
  const tokens = imageTokens(key);

  await app.register(
    signedIn(async (app) => {
      // Multipart is parsed in this scope only; everywhere else a multipart body is a 415.
      await app.register(multipart, { limits: MULTIPART_LIMITS });

      route(
        app,
        imageCalls.upload,
        async (request, reply) => {
          let bytes: Buffer;
          try {
            bytes = await readUploadedFile(request);
          } catch (error) {
            if (error instanceof UploadTooLarge) return refuseTooLarge(reply);
            throw error;
          }
          let image;
          try {
            image = await reencodeImage(bytes);
          } catch (error) {
            if (!(error instanceof ImageRefusal)) throw error;
            request.log.info({ reason: error.reason, size: bytes.length }, 'image upload refused');
            throw badRequest(REFUSAL_MESSAGES[error.kind]);
          }
          // The stored name is ours alone: nothing of the client's file name is kept.
          const publicToken = tokens.issue(request.scope.agencyId);
          await storeImage(database, request.scope.session, { ...image, publicToken });
          return {
            // On PUBLIC_URL, never the request's Host: the address goes into emails.
            public_url: `${config.publicUrl}${publicImagePath(publicToken, image.extension)}`,
          };
        },
        { onRequest: refuseDeclaredOversize },
      );
    }),
  );

  route(app, imageCalls.publicImage, async (request, reply) => {
    const match = PUBLIC_IMAGE_PATH.exec(`/images/${request.params.file}`);
    const token = match?.[1];
    const agencyId = token ? tokens.agencyOf(token) : null;
    const image = token && agencyId ? await findImage(database, agencyId, token) : null;
    if (!image || IMAGE_UPLOAD_TYPES[image.contentType] !== match?.[2]) {
      return sendError(reply, 404, 'NOT_FOUND', 'Not found');
    }
    return reply.headers(IMAGE_HEADERS).type(image.contentType).send(image.bytes);
  });
}
