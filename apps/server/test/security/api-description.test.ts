import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  allCalls,
  analyticsCalls,
  calendarCalls,
  callOperationId,
  fileContentTypes,
  invoiceCalls,
  portfolioCalls,
  portfolioEvidenceCalls,
  propertyDocumentsCalls,
  propertyEvidenceCalls,
  propertyEmailCalls,
  quoteCalls,
  updateCalls,
  type CallDescription,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { dataOf, demoApp, type DemoApp } from '../demo-app';
import { png } from './hostile-files/images';
import { uploadFile } from './hostile-files/upload-request';
import { registeredRoutes, type RegisteredRoute } from './route-catalogue';

// The API description (/openapi.json) says what the server does: each path's methods (another
// answers 405 with Allow), the media type of each answer, every status each call answers, and no
// query parameter beyond those described. It passes Redocly's recommended rules.

const REPO = path.resolve(import.meta.dirname, '../../../..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, unknown>; headers?: object }>;
  security?: unknown[];
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, object> };
};

/** A request path for a route: each parameter 1, a wildcard x. */
const samplePath = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
const where = (call: CallDescription) => `${call.method} ${call.path}`;
const openApiPath = (call: CallDescription) => call.path.replace(/:(\w+)/g, '{$1}');

describe('the API description', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  let doc: OpenApi;
  let cookie: string;
  const operationOf = (call: CallDescription) =>
    doc.paths[openApiPath(call)]![call.method.toLowerCase()]!;
  const documented = (call: CallDescription) => Object.keys(operationOf(call).responses);

  beforeAll(async () => {
    [routes, h] = await Promise.all([registeredRoutes(), demoApp('portal_api_description')]);
    cookie = await h.signIn('demo.manager');
    doc = (await h.get('/openapi.json')).json<OpenApi>();
  });
  afterAll(() => h?.close());

  it('should answer 405 with the path’s methods in Allow when a path is asked with another method', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const { url, method } of routes)
      byPath.set(url, (byPath.get(url) ?? new Set()).add(method));
    let checked = 0;
    for (const [url, methods] of byPath) {
      for (const method of METHODS.filter((candidate) => !methods.has(candidate))) {
        // Cross-site and signed out: the method is refused before any other check.
        const res = await h.app.inject({ method, url: samplePath(url) });
        const where = `${method} ${url}`;
        expect(res.statusCode, where).toBe(405);
        const allow = String(res.headers.allow).split(', ');
        for (const expected of methods) expect(allow, where).toContain(expected);
        expect(allow, where).not.toContain(method);
        expect(res.json(), where).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('should still answer 404 when no method has the path', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/no-such-thing',
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(404);
  });

  it('should document a 405 with its Allow header on every operation', () => {
    for (const call of allCalls) {
      const response = operationOf(call).responses['405'];
      expect(response?.headers, where(call)).toHaveProperty('Allow');
    }
  });

  it('should refuse a query parameter a call does not describe, naming it, when any GET is made', async () => {
    for (const call of allCalls.filter((candidate) => candidate.method === 'GET')) {
      const url = `${samplePath(call.path)}?surprise=1`;
      const res = await h.get(url, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message, url).toBe(
        'Unknown query parameter: surprise',
      );
      expect(documented(call), url).toContain('400');
    }
  });

  it('should accept the described query parameters when a list is asked with them', async () => {
    const res = await h.call(portfolioCalls.list, { query: { page: 1, 'page-size': 5 } }, cookie);
    expect(res.statusCode).toBe(200);
  });

  it('should document every status a GET call answers to a missing id, a malformed id and a stray parameter', async () => {
    for (const call of allCalls.filter((candidate) => candidate.method === 'GET')) {
      const urls = call.params
        ? [
            call.path.replace(/:(\w+)/g, '2147483647'),
            call.path.replace(/:(\w+)/g, 'x'),
            call.path.replace(/:(\w+)/g, '-1'),
          ]
        : [call.path];
      for (const url of [...urls, `${urls[0]}?page=%00`]) {
        const res = await h.get(url, cookie);
        expect(documented(call), `${url}: ${res.statusCode}`).toContain(String(res.statusCode));
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        }
      }
    }
  });

  it('should send each file with the media type its description gives', async () => {
    const [invoice] = await h.rows<{ id: number }>(
      'select id from invoices where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    );
    const [quote] = await h.rows<{ id: number }>(
      'select id from quotes where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    );
    const image = dataOf<{ public_url: string }>(await uploadFile(h.app, cookie, png()));
    const [document] = await h.rows<{ id: number; property_id: number }>(
      `select id, property_id from documents
        where agency_id = $1 and property_id is not null and deleted_at is null order by id limit 1`,
      [h.ids.VIC],
    );
    const [other] = await h.rows<{ id: number; non_managed_property_id: number }>(
      `select id, non_managed_property_id from documents
        where agency_id = $1 and non_managed_property_id is not null and deleted_at is null
        order by id limit 1`,
      [h.ids.VIC],
    );
    const feed = dataOf<{ url: string }>(
      await h.call(calendarCalls.createFeed, { body: { scope: 'ALL' } }, cookie),
    );
    const samples: Record<string, () => Promise<LightMyRequestResponse>> = {
      calendarFeed: () => h.get(new URL(feed.url).pathname),
      invoicesPdf: () => h.call(invoiceCalls.pdf, { params: { id: invoice!.id } }, cookie),
      quotesPdf: () => h.call(quoteCalls.pdf, { params: { id: quote!.id } }, cookie),
      portfolioIntegratedExport: () => h.call(portfolioCalls.integratedExport, {}, cookie),
      updatesSummaryExport: () => h.call(updateCalls.summaryExport, {}, cookie),
      // The analytics experiment's: demo.master has it.
      analyticsExportTable: async () =>
        h.call(analyticsCalls.exportTable, { query: {} }, await h.signIn('demo.master')),
      imagesPublicImage: () => h.get(new URL(image.public_url).pathname),
      propertyDocumentsDownload: () =>
        h.call(
          propertyDocumentsCalls.download,
          { params: { id: document!.property_id, docId: document!.id } },
          cookie,
        ),
      propertyEvidencePack: () =>
        h.call(
          propertyEvidenceCalls.pack,
          { params: { id: document!.property_id }, query: {} },
          cookie,
        ),
      propertyEmailDownload: () =>
        h.call(
          propertyEmailCalls.download,
          {
            params: { emailType: 'OCCUPANT_NOTICE' },
            body: {
              propertyId: document!.property_id,
              fromEmail: 'jordan.lee@yarrabendpm.com.au',
              toAddresses: ['tenant@example.com'],
            },
          },
          cookie,
        ),
      portfolioEvidenceDownload: async () => {
        const [{ suburb = '' } = {}] = await h.rows<{ suburb: string }>(
          'select suburb from properties where id = $1',
          [document!.property_id],
        );
        const pack = dataOf<{ id: number }>(
          await h.call(portfolioEvidenceCalls.start, { query: { query: suburb } }, cookie),
        );
        await h.app.jobs.runDue();
        return h.call(portfolioEvidenceCalls.download, { params: { id: pack.id } }, cookie);
      },
      propertyDocumentsIntegratedDownload: () =>
        h.call(
          propertyDocumentsCalls.integratedDownload,
          { params: { id: other!.non_managed_property_id, docId: other!.id } },
          cookie,
        ),
    };
    for (const call of allCalls.filter((candidate) => candidate.file)) {
      const id = callOperationId(call);
      const sample = samples[id];
      expect(sample, `a sample request for ${id}`).toBeDefined();
      const res = await sample!();
      expect(res.statusCode, id).toBe(200);
      const sent = String(res.headers['content-type']).split(';')[0]!;
      expect(fileContentTypes(call), id).toContain(sent);
      const content = operationOf(call).responses['200']!.content!;
      expect(Object.keys(content), id).toContain(sent);
      expect(content[sent], id).toEqual({ schema: { type: 'string', format: 'binary' } });
    }
  });

  it('should name every operation uniquely and mark the signed-in ones with the session cookie', () => {
    const ids = allCalls.map((call) => operationOf(call).operationId);
    expect(new Set(ids).size).toBe(allCalls.length);
    for (const call of allCalls) {
      const byKey = call.method === 'GET' && !/^\/v1\/(me|auth)\//.test(call.path);
      expect(operationOf(call).security, where(call)).toEqual(
        call.access !== 'session'
          ? []
          : byKey
            ? [{ session: [] }, { apiKey: [] }]
            : [{ session: [] }],
      );
    }
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('should pass Redocly’s recommended rules with no error or warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
    const lint = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--config', path.join(REPO, 'redocly.yaml'), '--format', 'json'],
      // No telemetry or update check: the lint must not reach the network.
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
