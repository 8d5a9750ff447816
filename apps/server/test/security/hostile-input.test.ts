import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  authCalls,
  invoiceCalls,
  propertyEmailCalls,
  type TEmailPreview,
  type TForwardResult,
} from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { someAddress } from '../auth';
import { dataOf, demoApp, type DemoApp } from '../demo-app';
import {
  bodyArbitrary,
  jsonSchemaOf,
  pathParamArbitrary,
  queryArbitrary,
} from './fuzz-arbitraries';
import { NUL_REFUSED } from '../../src/plugins/security';
import { SEND_EMAIL_QUEUE } from '../../src/plugins/mailer';
import { registeredRoutes, routeKey, type RegisteredRoute } from './route-catalogue';
import { inertnessProblems } from './xss/inert';
import { XSS_PAYLOADS } from './xss/payloads';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_REFUSAL = 'Cross-site request refused';
const MISSING = 2_147_483_647;
/** Runs per route with an input schema (and for one without: it still gets junk); FUZZ_RUNS digs deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const RUNS_WITHOUT_SCHEMA = 5;

/** The built-in systems' forms are urlencoded; everything else speaks JSON. */
const isFormRoute = (route: RegisteredRoute) => route.url.startsWith('/cs/');

/** A request that reaches every route: its path filled with ids of the session's agency. */
const samplePath = (url: string, id: number) =>
  url
    .replace(':state', 'vic')
    .replace(/:[A-Za-z]+/g, String(id))
    .replace('*', 'x');

describe('hostile input', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  /** demo.manager, signed in to VIC. */
  let cookie: string;
  let ownIds: number[];

  beforeAll(async () => {
    [routes, h] = await Promise.all([registeredRoutes(), demoApp('portal_hostile')]);
    cookie = await h.signIn('demo.manager');
    const rows = await h.rows<{ id: number }>(
      `(select id from properties where agency_id = $1 order by id limit 3)
       union all (select id from invoices where agency_id = $1 order by id limit 3)
       union all (select id from quotes where agency_id = $1 order by id limit 3)
       union all (select portfolio_property_id from new_managements where agency_id = $1 limit 3)
       union all (select id from properties where agency_id <> $1 order by id limit 2)`,
      [h.ids.VIC],
    );
    ownIds = rows.map((row) => row.id);
  });
  afterAll(() => h?.close());

  /** Signs demo.manager in again when a call (logout, a portfolio switch) ended the session. */
  const ensureSession = async () => {
    const res = await h.call(authCalls.session, {}, cookie);
    const relogin = res.statusCode === 200 && res.json<{ data: { requiresRelogin: boolean } }>();
    if (res.statusCode !== 200 || (relogin && relogin.data.requiresRelogin)) {
      cookie = await h.signIn('demo.manager');
    }
  };

  const outboxCount = async () =>
    Number((await h.rows<{ n: string }>('select count(*) as n from email_outbox'))[0]!.n);

  describe('cross-site requests', () => {
    const variants: [string, Record<string, string>][] = [
      ['no Origin or Referer', {}],
      ["Origin 'null' and no Referer", { origin: 'null' }],
      ['a cross-site Origin', { origin: 'https://evil.example' }],
      ['a look-alike Origin', { origin: 'http://localhost.evil.example' }],
      ['our host on another port', { origin: 'http://localhost:8080' }],
      ['our host over another scheme', { origin: 'https://localhost' }],
      ['a malformed Origin', { origin: 'not a url' }],
      ['a cross-site Referer', { referer: 'https://evil.example/form' }],
      [
        'a cross-site Origin with our Referer',
        { origin: 'https://evil.example', referer: `${TEST_ORIGIN}/` },
      ],
      ['Sec-Fetch-Site: cross-site', { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ];

    it(
      'should refuse every mutation with 403 when it is not from our own origin',
      { timeout: 180_000 },
      async () => {
        const mutations = routes.filter((route) => MUTATING.has(route.method));
        expect(mutations.length).toBeGreaterThan(10);
        // The compliance systems' form posts are among them (a quote's decision, a key pickup's).
        expect(mutations.map((route) => route.url)).toEqual(
          expect.arrayContaining([
            '/cs/:state/Quotations/approve/:id',
            '/cs/:state/Keys/keyPickups/:id',
          ]),
        );
        const [invoice] = await h.rows<{ id: number }>(
          'select id from invoices where agency_id = $1 order by id limit 1',
          [h.ids.VIC],
        );
        const accepted: string[] = [];
        for (const route of mutations) {
          const url = samplePath(route.url, invoice!.id);
          const send = (headers: Record<string, string>) =>
            h.app.inject({
              method: route.method as 'POST',
              url,
              headers: {
                ...headers,
                'content-type': isFormRoute(route)
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json',
              },
              cookies: { acp_session: cookie },
              payload: isFormRoute(route) ? 'username=demo.manager' : '{}',
              remoteAddress: someAddress(),
            });
          for (const [label, headers] of variants) {
            const res = await send(headers);
            const refused =
              res.statusCode === 403 &&
              res.json<{ error: { message: string } }>().error.message === CSRF_REFUSAL;
            if (!refused) accepted.push(`${routeKey(route)} with ${label}: ${res.statusCode}`);
          }
          // The control: from our own origin the same request reaches the route.
          const ours = await send({ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' });
          expect(ours.body, routeKey(route)).not.toContain(CSRF_REFUSAL);
          await ensureSession();
        }
        expect(accepted).toEqual([]);
      },
    );
  });

  describe('email header injection', () => {
    const injections = [
      'owner@example.com\r\nBcc: evil@example.com',
      'owner@example.com\nBcc: evil@example.com',
      'owner@example.com\rBcc: evil@example.com',
      'owner@example.com\r\n\r\n<p>a body of our own</p>',
      '"owner\r\nBcc: evil@example.com"@example.com',
      'owner@example.com\u2028Bcc: evil@example.com',
      'owner@example.com\u0000Bcc: evil@example.com',
      'owner@example.com, evil@example.com',
      'owner@example.com;evil@example.com',
      'Owner <owner@example.com>',
      '=?utf-8?Q?a=0D=0ABcc:evil@example.com?=@example.com',
    ];
    const cases = ['invoice', 'quote'].flatMap((kind) =>
      ['toAddresses', 'ccAddresses'].flatMap((field) =>
        injections.map((address) => ({ kind, field, address })),
      ),
    );

    const ownDocument = async (kind: string) =>
      (
        await h.rows<{ id: number }>(
          `select id from ${kind === 'invoice' ? 'invoices' : 'quotes'}
           where agency_id = $1 order by id limit 1`,
          [h.ids.VIC],
        )
      )[0]!.id;

    it.each(cases)(
      'should refuse $field $address when a $kind is forwarded, queueing nothing',
      async ({ kind, field, address }) => {
        const body =
          field === 'toAddresses'
            ? { toAddresses: [address] }
            : { toAddresses: ['owner@example.com'], ccAddresses: [address] };
        const before = await outboxCount();
        const res = await h.post(`/v1/${kind}/${await ownDocument(kind)}/forward`, cookie, body);
        expect(res.statusCode, res.body).toBe(400);
        const { error } = res.json<{ error: { message: string; fields?: object } }>();
        // A NUL is refused before validation; anything else by the address rule.
        if (address.includes('\u0000')) expect(error.message).toBe(NUL_REFUSED);
        else expect(Object.keys(error.fields ?? {})).toContain(`body.${field}`);
        expect(await outboxCount()).toBe(before);
      },
    );

    it('should keep line breaks of the message and trimmed addresses out of the headers when the email is written', async () => {
      const res = await h.call(
        invoiceCalls.forward,
        {
          params: { id: await ownDocument('invoice') },
          body: {
            toAddresses: ['owner@example.com\r\n'],
            message: 'Hello\r\nBcc: evil@example.com\r\nSubject: changed\r\n\r\nbye',
          },
        },
        cookie,
      );
      const { emailId } = dataOf<TForwardResult>(res);
      const [queued] = await h.rows<{ to: string[] }>(
        'select to_addresses as to from email_outbox where id = $1',
        [emailId],
      );
      expect(queued!.to).toEqual(['owner@example.com']);
      // Only the mail: the other suites' requests here queued jobs of their own (a portfolio's
      // evidence pack takes seconds to build).
      await h.app.jobs.runDue(Number.POSITIVE_INFINITY, [SEND_EMAIL_QUEUE]);
      const [sent] = await h.rows<{ eml: string }>(
        'select eml_storage_key as eml from email_outbox where id = $1',
        [emailId],
      );
      const eml = fs.readFileSync(path.join(h.outboxDir, sent!.eml), 'latin1');
      const headers = eml.slice(0, eml.search(/\r?\n\r?\n/));
      expect(headers).not.toMatch(/^bcc:/im);
      expect(headers.match(/^subject:/gim)).toHaveLength(1);
      expect(headers).toMatch(/^To: owner@example\.com$/m);
    });
  });

  describe('fuzzing every route from its schema', () => {
    it('should refuse a NUL character with 400 when a query or a body carries one', async () => {
      const list = await h.get('/v1/portfolio?query=a%00b', cookie);
      expect(list.statusCode).toBe(400);
      expect(list.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: NUL_REFUSED } });
      const [invoice] = await h.rows<{ id: number }>(
        'select id from invoices where agency_id = $1 limit 1',
        [h.ids.VIC],
      );
      const before = await outboxCount();
      const forward = await h.post(`/v1/invoice/${invoice!.id}/forward`, cookie, {
        toAddresses: ['owner@example.com'],
        message: 'hello\u0000',
      });
      expect(forward.statusCode).toBe(400);
      expect(await outboxCount()).toBe(before);
      const page = await h.app.inject({
        method: 'GET',
        url: '/cs/vic/Notices/view?search=%00',
        cookies: { acp_session: cookie },
      });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
    });

    /** Values that once reached PostgreSQL or the parsers unrefused, sent in every field. */
    const NASTY = ['\u0000', 'a\u0000b', '\ud800', '9'.repeat(400), '-1e400'];

    // Every field of every route: 3 s alone, 23 s beside the browser journeys.
    it(
      'should never answer 5xx to a NUL byte, a lone surrogate or a huge number in any field',
      { timeout: 180_000 },
      async () => {
        const failures: string[] = [];
        const [invoice] = await h.rows<{ id: number }>(
          'select id from invoices where agency_id = $1 order by id limit 1',
          [h.ids.VIC],
        );
        for (const route of routes) {
          const schema = (route.schema ?? {}) as Record<string, unknown>;
          const queryKeys = Object.keys(jsonSchemaOf(schema.querystring)?.properties ?? {});
          const body = jsonSchemaOf(schema.body);
          const bodyKeys = Object.keys((body?.items ?? body)?.properties ?? {});
          if (!queryKeys.length && !bodyKeys.length) continue;
          await ensureSession();
          const url = samplePath(route.url, invoice!.id);
          for (const value of NASTY) {
            const probes = [
              ...queryKeys.map((key) => ({
                query: new URLSearchParams({ [key]: value }).toString(),
                body: {},
              })),
              ...bodyKeys.map((key) => ({ query: null, body: { [key]: value } })),
            ];
            for (const probe of probes) {
              const json = body?.type === 'array' ? [probe.body] : probe.body;
              const res = await h.app
                .inject({
                  method: route.method as 'POST',
                  url: probe.query ? `${url}?${probe.query}` : url,
                  headers: {
                    origin: TEST_ORIGIN,
                    'content-type': isFormRoute(route)
                      ? 'application/x-www-form-urlencoded'
                      : 'application/json',
                  },
                  cookies: { acp_session: cookie },
                  remoteAddress: someAddress(),
                  ...(route.method === 'GET' ? {} : { payload: payloadOf(route, { json }) }),
                })
                // A streamed answer that fails after its first byte is cut short.
                .catch((error: Error) => ({ statusCode: 599, body: error.message }));
              if (res.statusCode >= 500) {
                failures.push(
                  `${routeKey(route)} ${probe.query ?? JSON.stringify(probe.body)}: ` +
                    `${res.statusCode}`,
                );
              }
            }
          }
        }
        expect(failures).toEqual([]);
      },
    );

    it(
      'should never answer 5xx to arbitrary paths, queries and bodies',
      { timeout: 240_000 },
      async () => {
        const failures: string[] = [];
        const fuzzed = routes.filter((route) => !/^\/(docs|assets|index\.html)/.test(route.url));
        for (const route of fuzzed) {
          await ensureSession();
          const schema = (route.schema ?? {}) as Record<string, unknown>;
          const hasInput = Boolean(schema.params ?? schema.querystring ?? schema.body);
          const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name!);
          const pathArb = fc.tuple(
            ...params.map((name) => pathParamArbitrary(name, [...ownIds, MISSING])),
          );
          const bodyArb = fc.oneof(
            {
              weight: 9,
              arbitrary: bodyArbitrary(jsonSchemaOf(schema.body)).map((json): Body => ({ json })),
            },
            fc
              .constantFrom('{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}', 'null')
              .map((raw): Body => ({ raw })),
          );
          const property = fc.asyncProperty(
            pathArb,
            queryArbitrary(jsonSchemaOf(schema.querystring)),
            bodyArb,
            fc.constantFrom(true, true, true, false),
            async (values, query, body, signedIn) => {
              let url = route.url.replace('*', 'x');
              params.forEach((name, i) => (url = url.replace(`:${name}`, values[i]!)));
              if (query) url += `?${query}`;
              const payload = route.method === 'GET' ? undefined : payloadOf(route, body);
              const res = await h.app.inject({
                method: route.method as 'POST',
                url,
                headers: {
                  origin: TEST_ORIGIN,
                  'content-type': isFormRoute(route)
                    ? 'application/x-www-form-urlencoded'
                    : 'application/json',
                },
                cookies: signedIn ? { acp_session: cookie } : {},
                remoteAddress: someAddress(),
                ...(payload === undefined ? {} : { payload }),
              });
              if (res.statusCode >= 500) {
                throw new Error(
                  `${res.statusCode} ${route.method} ${url} ${String(payload).slice(0, 300)} → ` +
                    res.body.slice(0, 300),
                );
              }
            },
          );
          try {
            await fc.assert(property, { numRuns: hasInput ? RUNS : RUNS_WITHOUT_SCHEMA });
          } catch (error) {
            failures.push(`${routeKey(route)}: ${(error as Error).message.slice(0, 1_500)}`);
          }
        }
        expect(failures).toEqual([]);
      },
    );
  });

  describe('rich-text email bodies', () => {
    // The image upload has its corpus of hostile files (hostile-files.test.ts) and the rich-text
    // sanitiser its own cross-site scripting suite (rich-text-xss.test.ts); here every payload
    // goes through the routes that show or write an email body, and what they answer must be
    // inert for a browser (the preview) and a mail client (the .eml's HTML part).
    const emailType = { emailType: 'OCCUPANT_NOTICE' } as const;
    const wrap = (payload: string) =>
      `<p>Dear tenant, <strong>${payload}</strong></p><ul><li>${payload}</li></ul>`;

    // Some 200 previews and downloads: seconds alone, more beside the browser journeys.
    it(
      'should answer inert HTML in the preview and the .eml for every payload',
      { timeout: 120_000 },
      async () => {
        const [property] = await h.rows<{ id: number }>(
          'select id from properties where agency_id = $1 order by id limit 1',
          [h.ids.VIC],
        );
        const origin = h.app.config.publicUrl;
        const body = (message: string) => ({
          propertyId: property!.id,
          fromEmail: 'jordan.lee@yarrabendpm.com.au',
          toAddresses: ['tenant@example.com'],
          message,
        });
        // The portal's own framing (the sender line, the provider's footer with its styles) ends
        // every body: what comes before it is the user's message as the sanitiser left it.
        const framing = dataOf<TEmailPreview>(
          await h.call(propertyEmailCalls.preview, { params: emailType, body: body('') }, cookie),
        ).preview_html;
        const messagePart = (html: string) => {
          expect(html.endsWith(framing), html).toBe(true);
          return html.slice(0, html.length - framing.length);
        };
        const problems: string[] = [];
        let checked = 0;
        for (const [index, payload] of XSS_PAYLOADS.entries()) {
          for (const message of [payload, wrap(payload)]) {
            const res = await h.call(
              propertyEmailCalls.preview,
              { params: emailType, body: body(message) },
              cookie,
            );
            // A payload of more than 500 characters of text is refused by the message rule.
            if (res.statusCode === 400) continue;
            expect(res.statusCode, res.body).toBe(200);
            const html = dataOf<TEmailPreview>(res).preview_html;
            checked += 1;
            for (const problem of inertnessProblems(messagePart(html), origin)) {
              problems.push(`preview of payload ${index}: ${problem}`);
            }
          }
          const eml = await h.call(
            propertyEmailCalls.download,
            { params: emailType, body: body(wrap(payload)) },
            cookie,
          );
          if (eml.statusCode === 400) continue;
          expect(eml.statusCode, eml.body).toBe(200);
          const parsed = await simpleParser(eml.rawPayload);
          for (const problem of inertnessProblems(messagePart(String(parsed.html)), origin)) {
            problems.push(`.eml of payload ${index}: ${problem}`);
          }
        }
        expect(checked).toBeGreaterThan(XSS_PAYLOADS.length);
        expect(problems).toEqual([]);
      },
    );
  });
});

/** A generated body, or raw text sent as it is (malformed JSON). */
type Body = { json: unknown } | { raw: string };

/** The request body: JSON, or for the systems' forms the fields urlencoded. */
function payloadOf(route: RegisteredRoute, generated: Body): string | undefined {
  if ('raw' in generated) return generated.raw;
  const body = generated.json;
  if (!isFormRoute(route)) return body === undefined ? undefined : JSON.stringify(body);
  // An array is sent as its JSON: String() would call its items' own toString, which a generated
  // item may have replaced ({ toString: '' } throws before any request is sent).
  if (Array.isArray(body)) return JSON.stringify(body);
  if (!body || typeof body !== 'object') return String(body);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form.toString();
}
