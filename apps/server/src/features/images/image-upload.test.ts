import {
  imageCalls,
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_MESSAGES,
  PUBLIC_IMAGE_PATH,
  type TErrorEnvelope,
  type TImageUploadResult,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import { injectCall } from '../../../test/calls';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { pngOfSize } from '../../../test/security/hostile-files/corpus';
import { jpeg, noisePng, png, VALID_IMAGES } from '../../../test/security/hostile-files/images';
import { expectBareImage } from '../../../test/security/hostile-files/stored-image';
import {
  multipartBody,
  upload,
  uploadFile,
  UPLOAD_URL,
} from '../../../test/security/hostile-files/upload-request';
import { imageTokens } from './public-token';

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

describe('image upload', () => {
  let h: DemoApp;
  /** demo.manager in VIC. */
  let vic: string;
  /** mia.robinson in QLD. */
  let qld: string;

  beforeAll(async () => {
    h = await demoApp('portal_image_upload');
    vic = await h.signIn('demo.manager');
    qld = await h.signIn('mia.robinson', 'qld');
  });
  afterAll(() => h?.close());

  const stored = async () =>
    Number((await h.rows<{ n: string }>('select count(*) as n from uploaded_images'))[0]!.n);

  /** The path of an answer's public_url, checked to be on the given origin (the portal's). */
  const pathOf = (res: LightMyRequestResponse, origin = h.app.config.publicUrl) => {
    const url = new URL(dataOf<TImageUploadResult>(res).public_url);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toMatch(PUBLIC_IMAGE_PATH);
    return url.pathname;
  };

  /** The row stored under a public path. */
  const rowOf = async (path: string) => {
    const token = PUBLIC_IMAGE_PATH.exec(path)![1];
    const [row] = await h.rows<{
      content_type: string;
      width: number;
      height: number;
      bytes: Buffer;
    }>('select content_type, width, height, bytes from uploaded_images where public_token = $1', [
      token,
    ]);
    return row!;
  };

  it.each(VALID_IMAGES)(
    'should store a $label re-encoded and serve the stored bytes publicly as $type',
    async ({ bytes, type, ext }) => {
      const res = await uploadFile(h.app, vic, bytes, `picture.${ext}`, type);
      const path = pathOf(res);
      expect(path.endsWith(`.${ext}`)).toBe(true);
      const row = await rowOf(path);
      expect(row.content_type).toBe(type);
      await expectBareImage(row.bytes, type);
      // No cookie: email recipients load it without a session.
      const image = await h.app.inject({ method: 'GET', url: path });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(row.bytes)).toBe(true);
      expect(image.headers).toMatchObject({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(image.headers['set-cookie']).toBeUndefined();
    },
  );

  it('should recognise the type by content when the name and declared type say otherwise', async () => {
    const res = await uploadFile(h.app, vic, VALID_IMAGES[1].bytes, 'notes.html', 'text/html');
    const path = pathOf(res);
    expect(path.endsWith('.jpg')).toBe(true);
    const image = await h.app.inject({ method: 'GET', url: path });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it("should keep the row under the uploader's agency when stored", async () => {
    const path = pathOf(await uploadFile(h.app, qld, png()));
    const token = PUBLIC_IMAGE_PATH.exec(path)![1];
    const [row] = await h.rows<{ agency_id: number; content_type: string; width: number }>(
      'select agency_id, content_type, width from uploaded_images where public_token = $1',
      [token],
    );
    expect(row).toEqual({ agency_id: h.ids.QLD, content_type: 'image/png', width: 2 });
    // Another agency's session reads nothing of it through the app role either.
    const seen = await h.database.withAgency(h.ids.VIC, async (tx) =>
      tx.execute(
        "select count(*)::int as n from uploaded_images where agency_id <> current_setting('app.agency_id')::int",
      ),
    );
    expect(seen.rows[0]).toEqual({ n: 0 });
  });

  it('should answer public_url on PUBLIC_URL when it is configured', async () => {
    const replica = await h.replica({ PUBLIC_URL: 'https://portal.example.com/' });
    const res = await uploadFile(replica, vic, png());
    const path = pathOf(res, 'https://portal.example.com');
    expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('should store a wide image at 200 pixels wide when uploaded, keeping its aspect ratio', async () => {
    const path = pathOf(await uploadFile(h.app, vic, jpeg({ width: 640, height: 480 })));
    const row = await rowOf(path);
    expect(row).toMatchObject({ content_type: 'image/jpeg', width: 200, height: 150 });
    await expect(expectBareImage(row.bytes, 'image/jpeg')).resolves.toMatchObject({
      width: 200,
      height: 150,
    });
  });

  it('should store a narrow image at its own size when uploaded', async () => {
    const path = pathOf(await uploadFile(h.app, vic, png({ width: 120, height: 90 })));
    const row = await rowOf(path);
    expect(row).toMatchObject({ content_type: 'image/png', width: 120, height: 90 });
    await expect(expectBareImage(row.bytes, 'image/png')).resolves.toMatchObject({
      width: 120,
      height: 90,
    });
  });

  it('should accept a file of exactly 2 MB', async () => {
    const bytes = pngOfSize(IMAGE_UPLOAD_LIMITS.maxBytes);
    expect(bytes.length).toBe(2 * 1024 * 1024);
    pathOf(await uploadFile(h.app, vic, bytes));
  });

  it("should refuse 2 MB and one byte with 413 and the spec's message, storing nothing", async () => {
    const before = await stored();
    const res = await uploadFile(h.app, vic, pngOfSize(IMAGE_UPLOAD_LIMITS.maxBytes + 1));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large. The maximum is 2MB.',
    });
    expect(res.headers.connection).toBe('close');
    expect(await stored()).toBe(before);
  });

  it('should refuse a file that is not an image with 400 and a clear message', async () => {
    const res = await uploadFile(h.app, vic, '<svg onload=alert(1)>', 'a.png');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });

  it('should refuse an image whose re-encoding would be over 2 MB with the size message', async () => {
    // 200 x 10,000 pixels of 128 colours at random: 1.7 MB as a palette PNG, more in RGB.
    const bytes = noisePng(200, 10_000, 128);
    expect(bytes.length).toBeLessThan(IMAGE_UPLOAD_LIMITS.maxBytes);
    const before = await stored();
    const res = await uploadFile(h.app, vic, bytes);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(await stored()).toBe(before);
  });

  it('should refuse an image over the pixel limits with its own message', async () => {
    const res = await uploadFile(
      h.app,
      vic,
      png({ width: 20_000, height: 20_000, pixels: { width: 1, height: 1 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.tooManyPixels);
  });

  it('should answer 401 without a session, storing nothing', async () => {
    const before = await stored();
    const res = await uploadFile(h.app, undefined, png());
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['no Origin', { origin: '' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('should refuse the upload with 403 when it comes with %s', async (_label, headers) => {
    const before = await stored();
    const res = await upload(
      h.app,
      vic,
      [{ filename: 'a.png', type: 'image/png', data: png() }],
      headers,
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Cross-site request refused');
    expect(await stored()).toBe(before);
  });

  it('should answer 415 when the body is not multipart', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { origin: TEST_ORIGIN },
      cookies: { acp_session: vic },
      payload: { file: png().toString('base64') },
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.notMultipart);
  });

  it('should answer 400 when the multipart body is malformed', async () => {
    const { payload, contentType } = multipartBody([{ filename: 'a.png', data: png() }]);
    const res = await h.app.inject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      cookies: { acp_session: vic },
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(res.statusCode).toBe(400);
  });

  describe('the public address', () => {
    let path: string;
    let notFound: { status: number; body: string };

    beforeAll(async () => {
      path = pathOf(await uploadFile(h.app, vic, png()));
      notFound = await image('missing.png');
    });

    const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });
    /** The image named `file`, as an email recipient's mail client asks for it. */
    const image = async (file: string) =>
      answerOf(await injectCall(h.app, imageCalls.publicImage, { params: { file } }));
    /** A raw GET, for addresses no description makes (altered, mistyped or escaping). */
    const answer = async (url: string) => answerOf(await h.app.inject({ method: 'GET', url }));

    it('should answer a plain 404 when the token is unknown', async () => {
      expect(notFound.status).toBe(404);
      const token = PUBLIC_IMAGE_PATH.exec(path)![1]!;
      const altered = `${token.slice(0, 10)}${token[10] === 'x' ? 'y' : 'x'}${token.slice(11)}`;
      for (const url of [
        `/images/${'A'.repeat(64)}.png`,
        `/images/${altered}.png`,
        path.replace('.png', '.gif'),
        path.replace('.png', ''),
        `${path}.png`,
        `/images/${token.slice(0, 63)}.png`,
        `/images/..%2f..%2fetc%2fpasswd.png`,
        `/images/${token}.png%20`,
      ]) {
        expect(await answer(url), url).toEqual(notFound);
      }
    });

    it("should answer 404 when the token seals another agency than the row's", async () => {
      const [secret] = await h.rows<{ value: string }>(
        "select value from server_secrets where name = 'image-token-key'",
      );
      const tokens = imageTokens(Buffer.from(secret!.value, 'base64url'));
      const insert = (agencyId: number, token: string) =>
        h.rows(
          `insert into uploaded_images (agency_id, public_token, content_type, width, height, bytes)
           values ($1, $2, 'image/png', 2, 2, $3)`,
          [agencyId, token, png()],
        );
      // NSW's row under a token that names VIC: the read runs as VIC and sees nothing.
      const misleading = tokens.issue(h.ids.VIC);
      await insert(h.ids.NSW, misleading);
      expect(await image(`${misleading}.png`)).toEqual(notFound);
      const honest = tokens.issue(h.ids.NSW);
      await insert(h.ids.NSW, honest);
      expect((await image(`${honest}.png`)).status).toBe(200);
    });

    it('should serve the image when the request carries another agency’s session', async () => {
      const res = await h.app.inject({ method: 'GET', url: path, cookies: { acp_session: qld } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    });

    it('should answer HEAD with the headers and no body', async () => {
      const res = await h.app.inject({ method: 'HEAD', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.body).toBe('');
    });
  });
});
