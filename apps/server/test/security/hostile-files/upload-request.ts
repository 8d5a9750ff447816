import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { callPath, IMAGE_UPLOAD_FIELD, imageCalls } from '@portal/contracts';
import { TEST_ORIGIN } from '../../app';

export const UPLOAD_URL = callPath(imageCalls.upload);

/** One part of a multipart/form-data body; a file when it has a file name. */
export interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Uint8Array | string;
}

/** A multipart/form-data body written by hand, so names and headers can be anything. */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----portal${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name ?? IMAGE_UPLOAD_FIELD}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`, 'utf8'),
      typeof part.data === 'string' ? Buffer.from(part.data, 'latin1') : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** PUT the parts to the upload route from our own origin, signed in with `cookie`. */
export function upload(
  app: FastifyInstance,
  cookie: string | undefined,
  parts: Part[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'PUT',
    url: UPLOAD_URL,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...headers },
    cookies: cookie ? { acp_session: cookie } : undefined,
    payload,
  });
}

/** A single file named `filename`, declared as `type`. */
export const uploadFile = (
  app: FastifyInstance,
  cookie: string | undefined,
  data: Uint8Array | string,
  filename = 'image.png',
  type = 'image/png',
) => upload(app, cookie, [{ filename, type, data }]);
