import zlib from 'node:zlib';
import { promisify } from 'node:util';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for answers compressed on the fly. 4 keeps the CPU cost close to gzip's at a
 * smaller size; 11, zlib's default, is for files compressed once at build time (see
 * docs/ARCHITECTURE.md, "Compression and caching", for the measurement).
 */
const BROTLI_QUALITY = 4;

/**
 * Compresses the server's own answers (JSON, the sign-in pages, any text over 1 KB) with brotli
 * or gzip, as the request's Accept-Encoding allows, and says so with Content-Encoding and
 * `Vary: Accept-Encoding`. The web app's files are compressed at build time and served as they
 * are (plugins/spa.ts); spreadsheets, PDFs and images, already compressed, are left alone (their
 * types are not compressible). Request bodies are never inflated.
 */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ENCODINGS,
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: BROTLI_OPTIONS,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

/**
 * Sends a page from the not-found handler (the web app's pages, plugins/spa.ts) compressed as the
 * plugin above would: @fastify/compress works through each route's hooks, and Fastify runs no
 * route hooks for its not-found handler, so the plugin never sees the pages. The same encodings,
 * quality, threshold and `Vary: Accept-Encoding`.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  const bytes = Buffer.from(body);
  if (!encoding || bytes.length < COMPRESS_THRESHOLD_BYTES) return reply.send(bytes);
  const compressed = encoding === 'br' ? await brotli(bytes, BROTLI_OPTIONS) : await gzip(bytes);
  return reply.header('content-encoding', encoding).send(compressed);
}
