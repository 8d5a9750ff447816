import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  defaultEvidenceFrom,
  EVIDENCE_PACK_MESSAGES,
  propertyEvidenceCalls as calls,
  type TErrorEnvelope,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import { demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { parsePdf } from '../../../test/pdf-text';
import { unzip } from '../../../test/zip';

const DAY_MS = 24 * 60 * 60 * 1000;
/** dd/mm/yyyy, as a user types it. */
const day = (date: Date) => date.toLocaleDateString('en-GB');
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const subDays = (date: Date, days: number) => addDays(date, -days);
const TO = day(TEST_TODAY);
const FROM = day(subDays(TEST_TODAY, 3 * 365));

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

describe('property evidence pack', () => {
  let h: DemoApp;
  let cookie: string;
  let storeDir: string;
  let property: number;
  let emptyProperty: number;
  let nswProperty: number;

  beforeAll(async () => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-evidence-test-'));
    h = await demoApp('portal_evidence', { DOCUMENTS_DIR: storeDir });
    cookie = await h.signIn('demo.manager');
    // The VIC property with the most of what a pack holds.
    [{ id: property = 0 } = { id: 0 }] = await h.rows<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1
       order by (select count(*) from invoices i where i.property_id = p.id) > 0 desc,
                (select count(*) from quotes q where q.property_id = p.id) > 0 desc,
                (select count(*) from notices n where n.property_id = p.id) > 0 desc,
                (select count(*) from reported_findings f where f.property_id = p.id) desc, p.id
       limit 1`,
      [h.ids.VIC],
    );
    [{ id: emptyProperty = 0 } = { id: 0 }] = await h.rows<{ id: number }>(
      `select id from properties p where agency_id = $1 and id <> $2
         and not exists (select 1 from documents d where d.property_id = p.id)
       order by id limit 1`,
      [h.ids.VIC, property],
    );
    [{ id: nswProperty = 0 } = { id: 0 }] = await h.rows<{ id: number }>(
      'select id from properties where agency_id = $1 order by id limit 1',
      [h.ids.NSW],
    );
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  const pack = (id: number, from = FROM, to = TO) =>
    h.call(calls.pack, { params: { id }, query: { from, to } }, cookie);

  it('should stream a zip of the property evidence with an index naming every entry when the period holds them', async () => {
    const res = await pack(property);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?evidence-pack-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    expect(names[0]).toBe('index.pdf');
    expect(names).toEqual(expect.arrayContaining(['notices.pdf', 'reported-findings.pdf']));
    const expected = await h.rows<{ invoices: number; quotes: number; documents: number }>(
      `select (select count(*)::int from invoices where property_id = $1
                 and issued_at between $2::date - 3 * 365 and $2::date) as invoices,
              (select count(*)::int from quotes where property_id = $1) as quotes,
              (select count(*)::int from documents where property_id = $1
                 and deleted_at is null) as documents`,
      [property, TEST_TODAY.toISOString().slice(0, 10)],
    );
    const counts = expected[0]!;
    expect(counts.invoices + counts.quotes).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('invoices/'))).toHaveLength(counts.invoices);
    expect(names.filter((name) => name.startsWith('documents/')).length).toBeLessThanOrEqual(
      counts.documents,
    );
    for (const [name, bytes] of entries) {
      if (name.endsWith('.pdf')) expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const index = await parsePdf(entries.get('index.pdf')!);
    expect(index.title).toBe('Evidence pack');
    // A long name wraps within its column: compared without the line breaks.
    const unwrapped = (text: string) => text.replace(/\s+/g, '');
    for (const name of names.slice(1)) expect(unwrapped(index.text)).toContain(unwrapped(name));
    const [finding] = await h.rows<{ title: string }>(
      `select original_problem_item_title as title from reported_findings
       where property_id = $1 order by created_at desc limit 1`,
      [property],
    );
    const findings = await parsePdf(entries.get('reported-findings.pdf')!);
    expect(findings.title).toBe('Reported findings');
    expect(findings.text).toContain(finding!.title.slice(0, 20));
    expect((await parsePdf(entries.get('notices.pdf')!)).title).toBe('Notices');

    const [audit] = await h.rows<{ target: string; detail: { from: string; entries: number } }>(
      `select target, detail from audit_log where action = 'property.evidence-pack'
       order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      target: String(property),
      detail: { entries: names.length - 1 },
    });
  });

  it('should carry an uploaded document byte for byte and an empty index when the period is otherwise empty', async () => {
    const text = 'Smoke alarm tested on the day, battery replaced.\n';
    const upload = await h.app.inject({
      method: 'POST',
      url: `/v1/property/${emptyProperty}/documents`,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      cookies: { acp_session: cookie },
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="alarm/../notes.txt"\r\n' +
        `Content-Type: text/plain\r\n\r\n${text}\r\n--XyZ--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    const today = new Date();
    const res = await pack(emptyProperty, day(subDays(today, 1)), day(addDays(today, 1)));
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const documents = [...entries.keys()].filter((name) => name.startsWith('documents/'));
    expect(documents).toHaveLength(1);
    expect(documents[0]).not.toContain('..');
    expect(entries.get(documents[0]!)!.toString()).toBe(text);

    const empty = await pack(emptyProperty, '01/01/2020', '31/12/2020');
    const only = await unzip(empty.rawPayload);
    expect([...only.keys()]).toEqual(['index.pdf']);
    expect((await parsePdf(only.get('index.pdf')!)).text).toContain('Nothing dated in this period');
  });

  it('should answer a foreign property exactly like a missing one', async () => {
    const foreign = await pack(nswProperty);
    const missing = await pack(999_999_999);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(errorOf(foreign).message).toBe('Property not found');
  });

  it('should pack the last 12 months up to today when no period is given', async () => {
    const res = await h.call(calls.pack, { params: { id: property }, query: {} }, cookie);
    expect(res.statusCode).toBe(200);
    const [, from, to] = /(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})\.zip/.exec(
      String(res.headers['content-disposition']),
    )!;
    expect(defaultEvidenceFrom(to!)).toBe(from);
  });

  it('should refuse a request from another site before building or recording anything', async () => {
    const count = async () =>
      (
        await h.rows<{ n: number }>(
          `select count(*)::int as n from audit_log where action = 'property.evidence-pack'`,
        )
      )[0]!.n;
    const before = await count();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/v1/property/${property}/evidence-pack?from=${FROM}&to=${TO}`,
        cookies: { acp_session: cookie },
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(EVIDENCE_PACK_MESSAGES.fromAnotherSite);
    }
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'the last day is before the first',
      '10/05/2026',
      '09/05/2026',
      EVIDENCE_PACK_MESSAGES.toBeforeFrom,
    ],
    [
      'the period is longer than 3 years',
      '01/01/2022',
      '02/01/2025',
      EVIDENCE_PACK_MESSAGES.tooLong,
    ],
    [
      'a day is not a calendar day',
      '31/02/2026',
      '01/03/2026',
      'Invalid format. Must be dd/mm/yyyy',
    ],
  ])('should refuse with words when %s', async (_, from, to, message) => {
    const res = await pack(property, from, to);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('should stream a pack of 200 documents in bounded memory when they are far larger than it', async () => {
    const FILES = 200;
    const SIZE = 512 * 1024;
    const [{ id: bulky = 0 } = { id: 0 }] = await h.rows<{ id: number }>(
      `select id from properties p where agency_id = $1 and id not in ($2, $3)
         and not exists (select 1 from documents d where d.property_id = p.id)
       order by id limit 1`,
      [h.ids.VIC, property, emptyProperty],
    );
    const agencyDir = path.join(storeDir, String(h.ids.VIC));
    fs.mkdirSync(agencyDir, { recursive: true });
    const keys: string[] = [];
    for (let n = 0; n < FILES; n += 1) {
      const uuid = randomUUID();
      fs.writeFileSync(path.join(agencyDir, uuid), randomBytes(SIZE));
      keys.push(`${h.ids.VIC}/${uuid}`);
    }
    await h.rows(
      `insert into documents (agency_id, property_id, name, size_bytes, mime_type, storage_key,
                              type_code, created_at)
       select $1, $2, 'report-' || n || '.pdf', $3, 'application/pdf', key,
              'SERVICE_REPORT_DOCUMENT', now() - interval '1 hour'
       from unnest($4::text[]) with ordinality as k(key, n)`,
      [h.ids.VIC, bulky, SIZE, keys],
    );

    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const today = new Date();
    const url =
      `http://127.0.0.1:${port}/v1/property/${bulky}/evidence-pack` +
      `?from=${encodeURIComponent(day(subDays(today, 1)))}&to=${encodeURIComponent(day(addDays(today, 1)))}`;
    // From before the request: a pack built whole before its first byte is sent would show here.
    const baseline = process.memoryUsage().rss;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url, { headers: { cookie: `acp_session=${cookie}` } }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    // Streamed: no length known in advance, and the memory of the process stays far below the
    // size of the pack while it passes through (to a file, read back afterwards).
    expect(response.headers['content-length']).toBeUndefined();
    let peak = Math.max(baseline, process.memoryUsage().rss);
    let received = 0;
    const target = path.join(storeDir, 'pack.zip');
    await pipeline(
      response,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          peak = Math.max(peak, process.memoryUsage().rss);
          done(null, chunk);
        },
      }),
      fs.createWriteStream(target),
    );
    expect(received).toBeGreaterThan(FILES * SIZE);
    expect(peak - baseline).toBeLessThan((FILES * SIZE) / 4);
    const entries = await unzip(target);
    expect([...entries.keys()].filter((name) => name.startsWith('documents/'))).toHaveLength(FILES);
    const index = await parsePdf(entries.get('index.pdf')!);
    expect(index.text).toContain('report-200.pdf');
    // 100 MB written, zipped, sent, received and unzipped: seconds alone, over 30 s beside the
    // browser journeys.
  }, 120_000);
});
