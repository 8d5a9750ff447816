import net from 'node:net';
import {
  IMAGE_UPLOAD_MESSAGES,
  PUBLIC_IMAGE_PATH,
  type TErrorEnvelope,
  type TImageUploadResult,
  type TImageUploadType,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { demoApp, type DemoApp } from '../demo-app';
import { HOSTILE_FILES } from './hostile-files/corpus';
import { jpeg, png } from './hostile-files/images';
import { expectBareImage } from './hostile-files/stored-image';
import { multipartBody, upload, uploadFile, UPLOAD_URL } from './hostile-files/upload-request';

/** File names that try to reach outside any folder, or to break a header or a log line. */
const HOSTILE_NAMES: { label: string; filename: string; bytes: Buffer; fragments: string[] }[] = [
  {
    label: 'a Unix path traversal',
    filename: '../../etc/passwd.png',
    bytes: png(),
    fragments: ['..', 'etc', 'passwd'],
  },
  {
    label: 'a Windows path traversal',
    filename: '..\\..\\win.ini.jpg',
    bytes: jpeg(),
    fragments: ['..', 'win', 'ini'],
  },
  {
    label: 'an absolute path',
    filename: '/var/www/html/shell.png',
    bytes: png(),
    fragments: ['var', 'www', 'shell'],
  },
  {
    label: 'an encoded traversal',
    filename: '%2e%2e%2f%2e%2e%2fshell.png',
    bytes: png(),
    fragments: ['%2e', 'shell'],
  },
  {
    label: 'a NUL byte',
    filename: 'shell.php\u0000.png',
    bytes: png(),
    fragments: ['shell', 'php'],
  },
  {
    label: 'CR/LF (header injection)',
    filename: 'a.png\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>',
    bytes: png(),
    fragments: ['script', 'html'],
  },
  {
    label: 'a lone LF (log injection)',
    filename: 'a\nINFO forged log line.png',
    bytes: png(),
    fragments: ['forged', 'INFO'],
  },
  {
    label: 'a very long name',
    filename: `${'x'.repeat(4_000)}.png`,
    bytes: png(),
    fragments: ['xxxxxxxx'],
  },
  {
    label: 'a right-to-left override',
    filename: 'photo\u202egnp.exe',
    bytes: png(),
    fragments: ['photo', 'exe'],
  },
  {
    label: 'a double extension',
    filename: 'shell.php.png',
    bytes: png(),
    fragments: ['shell', 'php'],
  },
  { label: 'an HTML extension', filename: 'page.html', bytes: png(), fragments: ['page', 'html'] },
  {
    label: 'quotes and markup',
    filename: '"><img src=x onerror=alert(1)>.png',
    bytes: png(),
    fragments: ['onerror', 'img'],
  },
];

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

describe('hostile files at the image upload', () => {
  let h: DemoApp;
  /** demo.manager, signed in to VIC. */
  let cookie: string;

  beforeAll(async () => {
    h = await demoApp('portal_hostile_files');
    cookie = await h.signIn('demo.manager');
  });
  afterAll(() => h?.close());

  const stored = async () =>
    Number((await h.rows<{ n: string }>('select count(*) as n from uploaded_images'))[0]!.n);

  it('should hold a corpus of at least 30 hostile files', () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_FILES.map((file) => file.label)).size).toBe(HOSTILE_FILES.length);
  });

  it.each(HOSTILE_FILES.filter((file) => !file.storedWithout))(
    'should refuse $label with a 4xx and store nothing',
    async ({ filename, type, bytes, message }) => {
      const before = await stored();
      const res = await uploadFile(h.app, cookie, bytes, filename, type);
      expect(res.statusCode, res.body).toBe(message === 'tooLarge' ? 413 : 400);
      expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES[message ?? 'notAnImage']);
      expect(await stored()).toBe(before);
    },
  );

  it.each(HOSTILE_FILES.filter((file) => file.storedWithout))(
    'should store $label only as a bare re-encoding without what it hides',
    async ({ filename, type, bytes, storedWithout }) => {
      const before = await stored();
      const res = await uploadFile(h.app, cookie, bytes, filename, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored()).toBe(before + 1);
      const [row] = await h.rows<{
        content_type: string;
        width: number;
        height: number;
        bytes: Buffer;
      }>('select content_type, width, height, bytes from uploaded_images order by id desc limit 1');
      expect(row!.content_type).toBe(type);
      expect(row!.bytes.equals(bytes)).toBe(false);
      const image = await expectBareImage(
        row!.bytes,
        row!.content_type as TImageUploadType,
        storedWithout,
      );
      expect(image).toMatchObject({ width: row!.width, height: row!.height });
      // What recipients load is the stored re-encoding, nothing of the upload.
      const publicUrl = res.json<{ data: TImageUploadResult }>().data.public_url;
      const served = await h.app.inject({ method: 'GET', url: new URL(publicUrl).pathname });
      expect(served.rawPayload.equals(row!.bytes)).toBe(true);
    },
  );

  it.each(HOSTILE_FILES.filter((file) => file.storedWithout))(
    'should find what $label hides when its upload is held to the same proof',
    async ({ type, bytes, storedWithout }) => {
      // The proof above is not vacuous: the file as uploaded fails it.
      await expect(
        expectBareImage(bytes, type as TImageUploadType, storedWithout),
      ).rejects.toThrow();
    },
  );

  it.each(HOSTILE_NAMES)(
    'should refuse $label in the file name or store the image under a name of its own',
    async ({ filename, bytes, fragments }) => {
      const before = await stored();
      const res = await upload(h.app, cookie, [{ filename, type: 'image/png', data: bytes }]);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(await stored()).toBe(before);
        return;
      }
      const publicUrl = res.json<{ data: TImageUploadResult }>().data.public_url;
      // The table keeps no name at all: only the token the server made.
      const [row] = await h.rows<Record<string, unknown>>(
        'select * from uploaded_images order by id desc limit 1',
      );
      const token = row!.public_token as string;
      const extension = bytes[0] === 0xff ? 'jpg' : 'png';
      // PUBLIC_URL, fixed path, the server's token, the recognised type's extension: nothing else.
      expect(publicUrl).toBe(`${h.app.config.publicUrl}/images/${token}.${extension}`);
      expect(new URL(publicUrl).pathname).toMatch(PUBLIC_IMAGE_PATH);
      for (const fragment of fragments) {
        expect(publicUrl.replace(token, '')).not.toContain(fragment);
      }
      expect(Object.keys(row!).sort()).toEqual(
        [
          'agency_id',
          'bytes',
          'content_type',
          'created_at',
          'height',
          'id',
          'public_token',
          'uploaded_by',
          'width',
        ].sort(),
      );
      expect(await stored()).toBe(before + 1);
    },
  );

  it('should refuse two files in one request with 400, storing neither', async () => {
    const before = await stored();
    const res = await upload(h.app, cookie, [
      { filename: 'a.png', type: 'image/png', data: png() },
      { name: 'other', filename: 'b.png', type: 'image/png', data: png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.oneFile);
    expect(await stored()).toBe(before);
  });

  it('should refuse a request with a field and no file', async () => {
    const before = await stored();
    // Without a file name a part is a field, whatever it holds.
    const res = await upload(h.app, cookie, [{ data: png().toString('latin1') }]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.noFile);
    expect(await stored()).toBe(before);
  });

  it('should refuse many or huge fields beside the file', async () => {
    const before = await stored();
    const fields = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    const many = await upload(h.app, cookie, [...fields, { filename: 'a.png', data: png() }]);
    expect(many.statusCode).toBe(400);
    const huge = await upload(h.app, cookie, [
      { name: 'note', data: 'x'.repeat(1_000_000) },
      { filename: 'a.png', data: png() },
    ]);
    // A field is cut at 1 KB and ignored; the file alone counts.
    expect(huge.statusCode).toBeLessThan(500);
    expect(await stored()).toBeLessThanOrEqual(before + 1);
  });

  it("should refuse a huge declared Content-Length with the spec's message before reading the body", async () => {
    const before = await stored();
    const { payload, contentType } = multipartBody([{ filename: 'a.png', data: png() }]);
    const res = await h.app.inject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': contentType,
        'content-length': String(10 * 1024 ** 3),
      },
      cookies: { acp_session: cookie },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(res.headers.connection).toBe('close');
    expect(await stored()).toBe(before);
  });

  it('should answer and close the connection when a client on the wire declares 10 GB', async () => {
    // A replica of its own, listening (closed with the others at the end).
    const server = await h.replica();
    await server.listen({ port: 0, host: '127.0.0.1' });
    {
      const { port } = server.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = net.connect(port, '127.0.0.1', () => {
          // Headers only: the server must answer without waiting for 10 GB.
          socket.write(
            `PUT ${UPLOAD_URL} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
              `Origin: http://127.0.0.1:${port}\r\nCookie: acp_session=${cookie}\r\n` +
              'Content-Type: multipart/form-data; boundary=x\r\n' +
              `Content-Length: ${10 * 1024 ** 3}\r\n\r\n--x\r\n`,
          );
        });
        socket.setTimeout(10_000, () => reject(new Error('no answer within 10 s')));
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/^connection: close\r$/im);
      expect(answer).toContain(IMAGE_UPLOAD_MESSAGES.tooLarge);
    }
  });
});
