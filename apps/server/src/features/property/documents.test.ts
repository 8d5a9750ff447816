import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  DOCUMENT_MESSAGES,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  propertyDocumentsCalls as calls,
  propertyCalls,
  documentStorageFullMessage,
  type TErrorEnvelope,
  type TPropertyDocument,
  type TPropertyDocuments,
  type TPropertyHistoryEntry,
  type TList,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { startTestS3 } from '../../../test/s3-server';
import { png } from '../../../test/security/hostile-files/images';
import { multipartBody, type Part } from '../../../test/security/hostile-files/upload-request';
import { fileStoreFromConfig } from '../../files/file-store-from-config';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>' +
    'endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The start of a Windows executable: the MZ header and its PE signature. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.alloc(44),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\x00\x00\x4c\x01\x03\x00', 'latin1'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(56)]);

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Readings').addRow(['Alarm', 'Tested']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

describe('property documents', () => {
  let h: DemoApp;
  let cookie: string;
  let nswCookie: string;
  let storeDir: string;
  let property: number;
  let otherProperty: number;
  let nswProperty: number;
  let nonManaged: number;

  const env = () => ({ DOCUMENTS_DIR: storeDir });

  beforeAll(async () => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-documents-test-'));
    h = await demoApp('portal_documents', env());
    cookie = await h.signIn('demo.manager');
    nswCookie = await h.signIn('mia.robinson', 'qld');
    const ids = async (sql: string, params: unknown[]) =>
      (await h.rows<{ id: number }>(sql, params)).map((row) => row.id);
    [property = 0, otherProperty = 0] = await ids(
      `select id from properties p where agency_id = $1
         and not exists (select 1 from documents d where d.property_id = p.id)
       order by id limit 2`,
      [h.ids.VIC],
    );
    [nswProperty = 0] = await ids('select id from properties where agency_id = $1 limit 1', [
      h.ids.NSW,
    ]);
    [nonManaged = 0] = await ids(
      'select id from non_managed_properties where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    );
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  function post(
    url: string,
    parts: Part[],
    who = cookie,
    app: FastifyInstance = h.app,
  ): Promise<LightMyRequestResponse> {
    const { payload, contentType } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      cookies: { acp_session: who },
      payload,
    });
  }
  const uploadTo = (id: number, filename: string, data: Uint8Array | string, who = cookie) =>
    post(`/v1/property/${id}/documents`, [{ name: 'file', filename, data }], who);

  /** Every file in the store, temporary ones included. */
  const storedFiles = () =>
    fs.existsSync(storeDir)
      ? fs
          .readdirSync(storeDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [];
  const rowCount = async () =>
    Number((await h.rows<{ n: string }>('select count(*) as n from documents'))[0]!.n);

  it.each([
    ['a PNG image', 'smoke-alarm.png', () => png()],
    ['a PDF', 'report.pdf', () => PDF],
    ['a text file', 'notes.txt', () => 'Alarm tested, battery replaced.\n'],
    ['a CSV file', 'readings.csv', () => 'alarm,tested\nhall,yes\n'],
    ['an xlsx workbook', 'readings.xlsx', xlsx],
  ])(
    'should store %s whole and download the same bytes when it is valid',
    async (_, name, make) => {
      const bytes = Buffer.from(await make());
      const res = await uploadTo(property, name, bytes);
      const document = dataOf<TPropertyDocument>(res);
      expect(document).toMatchObject({ name, size: bytes.length, type: 'OTHER_DOCUMENT' });
      const [row] = await h.rows<{ storage_key: string; agency_id: number }>(
        'select storage_key, agency_id from documents where id = $1',
        [document.id],
      );
      expect(row!.agency_id).toBe(h.ids.VIC);
      expect(fs.readFileSync(path.join(storeDir, row!.storage_key)).equals(bytes)).toBe(true);
      const file = await h.get(document.downloadUrl, cookie);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-disposition']).toContain(name);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(storedFiles().some((file) => file.includes('.tmp'))).toBe(false);
    },
  );

  it("should answer 404 with words, not fail, when a document's file is gone from the store", async () => {
    const document = dataOf<TPropertyDocument>(await uploadTo(property, 'gone.pdf', PDF));
    const [row] = await h.rows<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [document.id],
    );
    fs.rmSync(path.join(storeDir, row!.storage_key));
    const res = await h.get(document.downloadUrl, cookie);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(DOCUMENT_MESSAGES.fileMissing);
    // The list still names it: the agency sees what is missing and can upload it again.
    const list = dataOf<TPropertyDocuments>(
      await h.call(calls.list, { params: { id: property } }, cookie),
    );
    expect(list.items.map((item) => item.id)).toContain(document.id);
  });

  it.each([
    ['a Windows executable renamed .pdf', 'invoice.pdf', EXE],
    ['a Windows executable renamed .txt', 'readme.txt', EXE],
    ['an ELF executable renamed .csv', 'data.csv', ELF],
    ['a PNG named .pdf (extension not its content)', 'report.pdf', png()],
    ['a PDF named .docx', 'letter.docx', PDF],
    ['an executable with its own extension', 'setup.exe', EXE],
    ['a file without an extension', 'README', 'plain words'],
    ['an HTML page named .png', 'photo.png', '<html><script>alert(1)</script></html>'],
  ])("should refuse %s with 'Invalid file type', keeping nothing", async (_, name, bytes) => {
    const before = await rowCount();
    const res = await uploadTo(property, name, bytes);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(INVALID_FILE_TYPE);
    expect(await rowCount()).toBe(before);
    expect(storedFiles().filter((file) => file.includes('.tmp'))).toEqual([]);
  });

  it("should refuse a file over 20 MB with 413 'File size is too large', keeping nothing", async () => {
    const before = await rowCount();
    const filesBefore = storedFiles().length;
    const res = await uploadTo(property, 'big.txt', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(FILE_TOO_LARGE);
    expect(await rowCount()).toBe(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('should accept a file of exactly 20 MB', async () => {
    const res = await uploadTo(property, 'exact.txt', Buffer.alloc(MAX_UPLOAD_BYTES, 0x61));
    expect(dataOf<TPropertyDocument>(res).size).toBe(MAX_UPLOAD_BYTES);
  });

  it('should refuse a body that is no multipart, no file, or two files with 4xx', async () => {
    const json = await h.post(`/v1/property/${property}/documents`, cookie, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const none = await post(`/v1/property/${property}/documents`, [{ name: 'note', data: 'x' }]);
    expect(errorOf(none).message).toBe(DOCUMENT_MESSAGES.noFile);
    const before = await rowCount();
    const two = await post(`/v1/property/${property}/documents`, [
      { name: 'file', filename: 'a.txt', data: 'a' },
      { name: 'file', filename: 'b.txt', data: 'b' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).message).toBe(DOCUMENT_MESSAGES.oneFile);
    expect(await rowCount()).toBe(before);
    expect(storedFiles().filter((file) => file.includes('.tmp'))).toEqual([]);
  });

  it("should answer a foreign or missing property's documents exactly like a missing one", async () => {
    for (const id of [nswProperty, 2_000_000_000]) {
      const list = await h.call(calls.list, { params: { id } }, cookie);
      expect(list.statusCode).toBe(404);
      expect(errorOf(list).message).toBe('Property not found');
      const up = await uploadTo(id, 'notes.txt', 'hello');
      expect(up.statusCode).toBe(404);
      expect(errorOf(up).message).toBe('Property not found');
    }
    const integrated = await h.call(
      calls.integratedList,
      { params: { id: 2_000_000_000 } },
      cookie,
    );
    expect(errorOf(integrated).message).toBe(DOCUMENT_MESSAGES.integratedNotFound);
  });

  it("should keep one agency's document from another agency's and from another property", async () => {
    const document = dataOf<TPropertyDocument>(await uploadTo(property, 'private.txt', 'secret'));
    const attributes = { documentType: 'CERTIFICATE_DOCUMENT' as const, services: [] };
    const attempts = [
      h.get(document.downloadUrl, nswCookie),
      h.get(`/v1/property/${otherProperty}/documents/${document.id}/file`, cookie),
      h.call(
        calls.update,
        { params: { id: otherProperty, docId: document.id }, body: attributes },
        cookie,
      ),
      h.call(calls.remove, { params: { id: otherProperty, docId: document.id } }, cookie),
      h.call(calls.remove, { params: { id: property, docId: document.id } }, nswCookie),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toMatch(/not found/);
    }
    const nswList = await h.call(calls.list, { params: { id: property } }, nswCookie);
    expect(nswList.statusCode).toBe(404);
    expect((await h.get(document.downloadUrl, cookie)).statusCode).toBe(200);
  });

  it('should set attributes, filter and count facets, record history and delete with its file', async () => {
    const id = otherProperty;
    const a = dataOf<TPropertyDocument>(await uploadTo(id, 'smoke.pdf', PDF));
    const b = dataOf<TPropertyDocument>(await uploadTo(id, 'gas.pdf', PDF));
    const bad = await h.call(
      calls.update,
      { params: { id, docId: a.id }, body: { documentType: '' as never, services: [] } },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('Document type is required');
    const long = await h.call(
      calls.update,
      {
        params: { id, docId: a.id },
        body: { documentType: 'OTHER_DOCUMENT', services: [], otherServiceName: 'x'.repeat(201) },
      },
      cookie,
    );
    expect(long.statusCode).toBe(400);
    const updated = dataOf<TPropertyDocument>(
      await h.call(
        calls.update,
        {
          params: { id, docId: a.id },
          body: { documentType: 'SERVICE_REPORT_DOCUMENT', services: ['smoke', 'rcd'] },
        },
        cookie,
      ),
    );
    expect(updated).toMatchObject({ type: 'SERVICE_REPORT_DOCUMENT', services: ['smoke', 'rcd'] });
    await h.call(
      calls.update,
      {
        params: { id, docId: b.id },
        body: {
          documentType: 'CERTIFICATE_DOCUMENT',
          services: ['gas'],
          otherServiceName: 'Pool fence',
        },
      },
      cookie,
    );

    const list = async (query: Record<string, string>) =>
      dataOf<TPropertyDocuments>(await h.call(calls.list, { params: { id }, query }, cookie));
    const all = await list({});
    expect(all.items.map((each) => each.id)).toEqual([b.id, a.id]);
    expect(all.facets.types).toEqual([
      { code: 'SERVICE_REPORT_DOCUMENT', count: 1 },
      { code: 'CERTIFICATE_DOCUMENT', count: 1 },
    ]);
    expect(all.facets.services).toEqual([
      { code: 'smoke', count: 1 },
      { code: 'gas', count: 1 },
      { code: 'rcd', count: 1 },
    ]);
    expect((await list({ filter: 'SERVICE_REPORT' })).items.map((each) => each.id)).toEqual([a.id]);
    expect((await list({ service: 'GAS' })).items.map((each) => each.id)).toEqual([b.id]);
    const none = await list({ filter: 'THIRD_PARTY_RESOLUTION' });
    expect(none).toMatchObject({ items: [], total: 0, unfilteredTotal: 2 });

    const [row] = await h.rows<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [a.id],
    );
    const removed = await h.call(calls.remove, { params: { id, docId: a.id } }, cookie);
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(path.join(storeDir, row!.storage_key))).toBe(false);
    expect((await h.get(a.downloadUrl, cookie)).statusCode).toBe(404);
    const again = await h.call(calls.remove, { params: { id, docId: a.id } }, cookie);
    expect(errorOf(again).message).toBe(DOCUMENT_MESSAGES.notFound);
    expect((await list({})).items.map((each) => each.id)).toEqual([b.id]);

    const history = dataOf<TList<TPropertyHistoryEntry>>(
      await h.call(
        propertyCalls.history,
        { params: { id }, query: { kind: ['documents'] } },
        cookie,
      ),
    );
    expect(history.items.map((each) => each.label)).toEqual(
      expect.arrayContaining(['Document uploaded', 'Document details updated', 'Document deleted']),
    );
  });

  it("should keep a non-managed property's documents under its own paths", async () => {
    const res = await post(`/v1/integrated-property/${nonManaged}/documents`, [
      { name: 'file', filename: 'strata.pdf', data: PDF },
    ]);
    const document = dataOf<TPropertyDocument>(res);
    expect(document.downloadUrl).toBe(
      `/v1/integrated-property/${nonManaged}/documents/${document.id}/file`,
    );
    const list = dataOf<TPropertyDocuments>(
      await h.call(calls.integratedList, { params: { id: nonManaged } }, cookie),
    );
    expect(list.items.map((each) => each.id)).toEqual([document.id]);
    expect((await h.get(document.downloadUrl, cookie)).rawPayload.equals(PDF)).toBe(true);
  });

  it("should refuse an upload past the agency's document storage with 409, keeping nothing", async () => {
    const app = await h.replica({ ...env(), QUOTA_AGENCY_DOCUMENT_STORAGE_BYTES: '1' });
    const before = await rowCount();
    const res = await post(
      `/v1/property/${property}/documents`,
      [{ name: 'file', filename: 'n.txt', data: 'two' }],
      cookie,
      app,
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(documentStorageFullMessage(1));
    expect(await rowCount()).toBe(before);
    expect(storedFiles().filter((file) => file.includes('.tmp'))).toEqual([]);
  });

  it('should answer the document types and services of the dialog', async () => {
    const types = dataOf<{ code: string; name: string }[]>(await h.call(calls.types, {}, cookie));
    expect(types).toContainEqual({ code: 'SERVICE_REPORT_DOCUMENT', name: 'Service report' });
    const services = dataOf<{ code: string }[]>(await h.call(calls.services, {}, cookie));
    expect(services.map((each) => each.code)).toEqual([
      'smoke',
      'electrical',
      'gas',
      'blinds',
      'water',
      'rcd',
    ]);
  });

  it('should remove abandoned temporary and unrecorded files at start, keeping recorded ones', async () => {
    const kept = dataOf<TPropertyDocument>(await uploadTo(property, 'keep.txt', 'keep me'));
    const [row] = await h.rows<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [kept.id],
    );
    fs.mkdirSync(path.join(storeDir, '.tmp'), { recursive: true });
    const partial = path.join(storeDir, '.tmp', 'abandoned.part');
    fs.writeFileSync(partial, 'half a doc');
    const orphan = path.join(storeDir, String(h.ids.VIC), '00000000-0000-4000-8000-000000000000');
    fs.writeFileSync(orphan, 'renamed, never committed');
    await h.replica(env()).then((app) => app.ready());
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.readFileSync(path.join(storeDir, row!.storage_key), 'utf8')).toBe('keep me');
  });

  it('should keep an upload in the bucket and download the same bytes when DOCUMENTS_STORE is s3', async () => {
    const s3 = await startTestS3();
    try {
      const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-documents-s3-'));
      const app = await h.replica({ ...s3.env, DOCUMENTS_DIR: staging });
      const bytes = Buffer.from('Alarm tested, battery replaced.\n');
      const url = `/v1/property/${property}/documents`;
      const res = await post(
        url,
        [{ name: 'file', filename: 'notes.txt', data: bytes }],
        cookie,
        app,
      );
      const document = dataOf<TPropertyDocument>(res);
      const [row] = await h.rows<{ storage_key: string }>(
        'select storage_key from documents where id = $1',
        [document.id],
      );
      const bucket = fileStoreFromConfig({ dir: staging, s3: s3.settings }, 'documents');
      expect((await buffer(bucket.read(row!.storage_key))).equals(bytes)).toBe(true);
      // Uploaded, the staged copy is gone: nothing of it stays on this server's disk.
      const local = fs.readdirSync(staging, { recursive: true, withFileTypes: true });
      expect(local.filter((entry) => entry.isFile())).toEqual([]);
      const file = await h.get(document.downloadUrl, cookie, app);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      // An object gone from the bucket is a 404 with words, as a file gone from the disk is.
      await bucket.remove(row!.storage_key);
      const gone = await h.get(document.downloadUrl, cookie, app);
      expect(gone.statusCode).toBe(404);
      expect(errorOf(gone).message).toBe(DOCUMENT_MESSAGES.fileMissing);
    } finally {
      await s3.close();
    }
  });
});
