import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
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
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
