import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_AGENCY,
  apiKeyCalls,
  webhookCalls,
  ZWebhookMessage,
  type TCreatedApiKey,
  type TCreatedWebhook,
  type TList,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhooks,
} from '@portal/contracts';
import { TEST_ORIGIN, buildTestApp } from '../../../test/app';
import { createUser, signInToPortal } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { LOOPBACK_WEBHOOKS_IN_PRODUCTION, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { WEBHOOK_QUEUE } from '../../plugins/webhooks';
import { requests } from './test-support';

type Refusal = { error: { message: string; fields?: Record<string, string> } };

/** What a test receiver got: each request's headers and body, and whether its signature held. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

/**
 * A receiver on loopback (plain http: the app runs with the test-only allowance) that checks
 * each request's signature with the Standard Webhooks library a receiver would use, answering
 * the statuses it is told to, one per request, then 200.
 */
async function receiver() {
  const received: Received[] = [];
  let secret = '';
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ headers: request.headers, body, verified });
      const status = answers.shift() ?? 200;
      if (status === 302) response.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'thanks' : `no: ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    useSecret: (value: string) => {
      secret = value;
    },
    answer: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let strictApp: FastifyInstance;
  let http_: ReturnType<typeof requests>;
  let hook: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    const env = { JOBS_POLL_MS: '0' };
    app = await buildTestApp(database, { env: { ...env, WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' } });
    strictApp = await buildTestApp(database, { env });
    http_ = requests(app);
    hook = await receiver();
  });
  afterAll(async () => {
    await hook.close();
    await app.close();
    await strictApp.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await owner.pool.query(text, values)).rows as T[];

  async function agencyOfOwn() {
    const [agency] = await rows<{ id: number }>(
      "insert into agencies (name, state_code) values ($1, 'VIC') returning id",
      [`Webhook agency ${randomBytes(4).toString('hex')}`],
    );
    const member = async (isMaster: boolean) => {
      const user = await createUser(owner, { agencies: [agency!.id] });
      await owner.pool.query(
        'update agency_memberships set is_master = $1 where user_id = $2 and agency_id = $3',
        [isMaster, user.id, agency!.id],
      );
      const { cookie } = await signInToPortal(app, user.username, { password: user.password });
      return { ...user, cookie };
    };
    return { agencyId: agency!.id, master: await member(true), standard: await member(false) };
  }

  const PUBLIC_URL = 'https://93.184.215.14/hooks';

  async function create(
    cookie: string,
    body: { url?: string; events?: string[]; description?: string } = {},
    on: FastifyInstance = app,
  ) {
    return requests(on).call(
      webhookCalls.create,
      {
        body: {
          url: body.url ?? hook.url,
          events: (body.events ?? ['notice.issued']) as never,
          description: body.description ?? 'Our CRM',
        },
      },
      cookie,
    );
  }
  const created = async (cookie: string, body: Parameters<typeof create>[1] = {}) => {
    const response = await create(cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TCreatedWebhook }>().data;
  };
  const deliveries = async (cookie: string, webhookId: number) => {
    const response = await http_.call(
      webhookCalls.deliveries,
      { params: { webhookId }, query: {} },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TList<TWebhookDelivery> }>().data;
  };
  const runDeliveries = () => app.jobs.runDue(undefined, [WEBHOOK_QUEUE]);
  /** Makes every waiting retry due now, as if its back-off had passed. */
  const backOffPassed = () =>
    owner.pool.query(
      "update pgboss.job set start_after = now() where name = $1 and state = 'retry'",
      [WEBHOOK_QUEUE],
    );
  const sendTest = (cookie: string, webhookId: number) =>
    http_.call(webhookCalls.test, { params: { webhookId } }, cookie);

  it('should show the secret once and keep it only encrypted when a master user creates one', async () => {
    const { agencyId, master } = await agencyOfOwn();
    const webhook = await created(master.cookie, {
      events: ['invoice.issued', 'notice.issued', 'notice.issued'],
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook.events).toEqual(['notice.issued', 'invoice.issued']);
    expect(webhook).toMatchObject({ enabled: true, description: 'Our CRM', url: hook.url });
    const [stored] = await rows<{ secret_ciphertext: string }>(
      'select secret_ciphertext from webhooks where id = $1',
      [webhook.id],
    );
    expect(stored!.secret_ciphertext).toMatch(/^v1\./);
    expect(stored!.secret_ciphertext).not.toContain(webhook.secret.slice(6, 20));
    const listed = await http_.call(webhookCalls.list, {}, master.cookie);
    expect(listed.json<{ data: TWebhooks }>().data.webhooks).toHaveLength(1);
    expect(listed.body).not.toContain(webhook.secret);
    const [audit] = await rows<{ action: string; detail: unknown }>(
      "select action, detail from audit_log where agency_id = $1 and action like 'webhook.%'",
      [agencyId],
    );
    expect(audit?.action).toBe('webhook.create');
    expect(JSON.stringify(audit?.detail)).not.toContain(webhook.secret);
  });

  it('should refuse a standard user and an API key every webhook call', async () => {
    const { master, standard } = await agencyOfOwn();
    const { id } = await created(master.cookie);
    const params = { webhookId: id };
    const refusals = [
      await http_.call(webhookCalls.list, {}, standard.cookie),
      await create(standard.cookie),
      await http_.call(webhookCalls.update, { params, body: { enabled: false } }, standard.cookie),
      await http_.call(webhookCalls.remove, { params }, standard.cookie),
      await sendTest(standard.cookie, id),
      await http_.call(webhookCalls.deliveries, { params, query: {} }, standard.cookie),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json<Refusal>().error.message).toBe(WEBHOOK_MESSAGES.cannotManage);
    }

    const key = (
      await http_.call(apiKeyCalls.create, { body: { name: 'Reader' } }, master.cookie)
    ).json<{ data: TCreatedApiKey }>().data.key;
    const withKey = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, origin: TEST_ORIGIN },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    const byKey = [
      await withKey('GET', '/v1/agency/webhooks'),
      await withKey('GET', `/v1/agency/webhooks/${id}/deliveries`),
      await withKey('POST', '/v1/agency/webhooks'),
      await withKey('POST', `/v1/agency/webhooks/${id}/test`),
      await withKey('DELETE', `/v1/agency/webhooks/${id}`),
    ];
    expect(byKey.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(byKey[0]!.json<Refusal>().error.message).toBe(WEBHOOK_MESSAGES.cannotManage);
    expect(
      (await rows('select 1 from webhook_deliveries where webhook_id = $1', [id])).length,
    ).toBe(0);
  });

  it('should answer another agency’s webhook id as a missing one', async () => {
    const first = await agencyOfOwn();
    const second = await agencyOfOwn();
    const { id } = await created(first.master.cookie);
    const params = { webhookId: id };
    const cookie = second.master.cookie;
    for (const response of [
      await http_.call(webhookCalls.update, { params, body: { enabled: false } }, cookie),
      await http_.call(webhookCalls.remove, { params }, cookie),
      await sendTest(cookie, id),
      await http_.call(webhookCalls.deliveries, { params, query: {} }, cookie),
      await http_.call(webhookCalls.remove, { params: { webhookId: 2 ** 31 } }, cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<Refusal>().error.message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    const [still] = await rows<{ enabled: boolean }>('select enabled from webhooks where id = $1', [
      id,
    ]);
    expect(still?.enabled).toBe(true);
  });

  it('should refuse an address that is not https or not on the internet, saying why', async () => {
    const { master } = await agencyOfOwn();
    const cases: [string, string][] = [
      ['http://93.184.215.14/hooks', WEBHOOK_MESSAGES.httpsOnly],
      ['https://127.0.0.1/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://10.1.2.3/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://192.168.0.10/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
      ['https://100.64.0.1/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[fd00::1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::ffff:10.0.0.1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://0x7f.1/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://printer.local/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://localhost/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://user:secret@93.184.215.14/hooks', WEBHOOK_MESSAGES.credentials],
      ['ftp://93.184.215.14/hooks', WEBHOOK_MESSAGES.urlInvalid],
      ['not an address', WEBHOOK_MESSAGES.urlInvalid],
      ['https://no-such-host.invalid/hooks', WEBHOOK_MESSAGES.unknownHost('no-such-host.invalid')],
      [`https://93.184.215.14/${'a'.repeat(2000)}`, WEBHOOK_MESSAGES.urlTooLong],
    ];
    // The server without the test-only allowance, as production runs.
    for (const [url, message] of cases) {
      const response = await create(master.cookie, { url }, strictApp);
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json<Refusal>();
      expect(error.fields?.['body.url'] ?? error.message, url).toBe(message);
    }
    // Plain http to loopback is the test-only allowance: a server without it refuses it.
    const strict = await create(master.cookie, { url: hook.url }, strictApp);
    expect(strict.statusCode).toBe(400);
    expect(strict.json<Refusal>().error.fields?.['body.url']).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect((await create(master.cookie, { url: PUBLIC_URL }, strictApp)).statusCode).toBe(200);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example.com',
        WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
      }),
    ).toThrow(LOOPBACK_WEBHOOKS_IN_PRODUCTION);
  });

  it('should refuse no events, an unknown one and a long description', async () => {
    const { master } = await agencyOfOwn();
    const none = await create(master.cookie, { events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(WEBHOOK_MESSAGES.eventsRequired);
    expect((await create(master.cookie, { events: ['property.sold'] })).statusCode).toBe(400);
    const long = await create(master.cookie, { description: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(WEBHOOK_MESSAGES.descriptionTooLong);
  });

  it('should refuse a new webhook when the agency holds the most it may', async () => {
    const { master } = await agencyOfOwn();
    for (let n = 0; n < WEBHOOKS_PER_AGENCY; n += 1)
      await created(master.cookie, { url: PUBLIC_URL });
    const response = await create(master.cookie, { url: PUBLIC_URL });
    expect(response.statusCode).toBe(409);
    expect(response.json<Refusal>().error.message).toBe(WEBHOOK_MESSAGES.tooMany);
  });

  it('should deliver a signed test event that the receiver verifies, and log it', async () => {
    const { agencyId, master } = await agencyOfOwn();
    const webhook = await created(master.cookie);
    hook.useSecret(webhook.secret);
    const before = hook.received.length;
    const queued = await sendTest(master.cookie, webhook.id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json<{ data: TWebhookDelivery }>().data).toMatchObject({
      status: 'PENDING',
      event: 'webhook.test',
      eventLabel: 'Test event',
      attempts: 0,
    });
    await runDeliveries();
    const got = hook.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.verified).toBe(true);
    expect(got[0]!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const message = ZWebhookMessage.parse(JSON.parse(got[0]!.body));
    expect(message).toMatchObject({
      type: 'webhook.test',
      agencyId,
      data: { webhookId: webhook.id, message: WEBHOOK_MESSAGES.testMessage },
    });
    // A receiver holding another secret cannot verify it.
    expect(() =>
      new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(
        got[0]!.body,
        got[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const log = await deliveries(master.cookie, webhook.id);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      maxAttempts: WEBHOOK_ATTEMPTS,
      responseCode: 200,
      responseExcerpt: 'thanks',
      error: null,
      nextRetryAt: null,
      messageId: got[0]!.headers['webhook-id'],
    });
  });

  it('should retry with back-off after a failure and deliver the same message', async () => {
    const { master } = await agencyOfOwn();
    const webhook = await created(master.cookie);
    hook.useSecret(webhook.secret);
    const before = hook.received.length;
    hook.answer(500);
    await sendTest(master.cookie, webhook.id);
    await runDeliveries();
    const [failed] = (await deliveries(master.cookie, webhook.id)).items;
    expect(failed).toMatchObject({
      status: 'RETRYING',
      attempts: 1,
      responseCode: 500,
      error: WEBHOOK_DELIVERY_ERRORS.status(500),
    });
    expect(failed!.responseExcerpt).toHaveLength(500);
    // Back-off: the next try is pg-boss's, about 10 to 20 seconds on; nothing is due before it.
    const wait = new Date(failed!.nextRetryAt!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(5_000);
    expect(wait).toBeLessThan(25_000);
    expect(await runDeliveries()).toBe(0);

    await backOffPassed();
    await runDeliveries();
    const [delivered] = (await deliveries(master.cookie, webhook.id)).items;
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 2, responseCode: 200 });
    const got = hook.received.slice(before);
    expect(got).toHaveLength(2);
    expect(got.every((request) => request.verified)).toBe(true);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    expect(got[1]!.body).toBe(got[0]!.body);
  });

  it('should fail a delivery after its last attempt and switch the webhook off after too many', async () => {
    const { master } = await agencyOfOwn();
    const webhook = await created(master.cookie);
    hook.useSecret(webhook.secret);
    await owner.pool.query('update webhooks set consecutive_failures = 4 where id = $1', [
      webhook.id,
    ]);
    hook.answer(...Array.from({ length: WEBHOOK_ATTEMPTS }, () => 302));
    await sendTest(master.cookie, webhook.id);
    for (let attempt = 0; attempt < WEBHOOK_ATTEMPTS; attempt += 1) {
      await runDeliveries();
      await backOffPassed();
    }
    const [failed] = (await deliveries(master.cookie, webhook.id)).items;
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: WEBHOOK_ATTEMPTS,
      responseCode: 302,
      error: WEBHOOK_DELIVERY_ERRORS.redirect(302),
      nextRetryAt: null,
    });
    const [listed] = (await http_.call(webhookCalls.list, {}, master.cookie)).json<{
      data: TWebhooks;
    }>().data.webhooks;
    expect(listed).toMatchObject({
      enabled: false,
      disabledReason: WEBHOOK_MESSAGES.autoDisabled,
      consecutiveFailures: 5,
    });
    const refused = await sendTest(master.cookie, webhook.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().error.message).toBe(WEBHOOK_MESSAGES.disabledCannotTest);

    const on = await http_.call(
      webhookCalls.update,
      { params: { webhookId: webhook.id }, body: { enabled: true } },
      master.cookie,
    );
    expect(on.json<{ data: TWebhook }>().data).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
  });

  it('should refuse to send to an address that now resolves to a private network', async () => {
    const { master } = await agencyOfOwn();
    const webhook = await created(master.cookie, { url: PUBLIC_URL });
    // As if its name now pointed inside the network: checked again at delivery, never sent.
    await owner.pool.query("update webhooks set url = 'https://10.0.0.7/hooks' where id = $1", [
      webhook.id,
    ]);
    await sendTest(master.cookie, webhook.id);
    await runDeliveries();
    const [refused] = (await deliveries(master.cookie, webhook.id)).items;
    expect(refused).toMatchObject({
      status: 'RETRYING',
      responseCode: null,
      error: WEBHOOK_DELIVERY_ERRORS.privateAddress,
    });
  });

  it('should queue an event for each enabled webhook subscribed to it, in the caller’s transaction', async () => {
    const { agencyId, master } = await agencyOfOwn();
    const notices = await created(master.cookie, { events: ['notice.issued'] });
    const invoices = await created(master.cookie, { events: ['invoice.issued'] });
    const off = await created(master.cookie, { events: ['notice.issued'] });
    await http_.call(
      webhookCalls.update,
      { params: { webhookId: off.id }, body: { enabled: false } },
      master.cookie,
    );
    const data = {
      noticeId: 1,
      noticeType: 'REFUSING_SERVICE',
      issuedAt: new Date().toISOString(),
      property: { propertyId: 2, address: '1 Example St, Richmond VIC 3121' },
    };
    const queued = await database.withAgency(agencyId, (tx) =>
      app.webhooks.emit(tx, agencyId, 'notice.issued', data),
    );
    expect(queued).toBe(1);
    // Rolled back with the change that asked for it: no delivery and no job.
    await database
      .withAgency(agencyId, async (tx) => {
        await app.webhooks.emit(tx, agencyId, 'notice.issued', data);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const counts = await rows<{ webhook_id: number; n: number }>(
      `select webhook_id, count(*)::int as n from webhook_deliveries where agency_id = $1
       group by webhook_id`,
      [agencyId],
    );
    expect(counts).toEqual([{ webhook_id: notices.id, n: 1 }]);
    const jobs = await rows<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = $1 and data->>'agencyId' = $2",
      [WEBHOOK_QUEUE, String(agencyId)],
    );
    expect(jobs[0]!.n).toBe(1);
    expect(invoices.events).toEqual(['invoice.issued']);
    hook.useSecret(notices.secret);
    const before = hook.received.length;
    await runDeliveries();
    const got = hook.received.slice(before);
    expect(got.map((request) => request.verified)).toEqual([true]);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'notice.issued', agencyId, data });
  });

  it('should delete a webhook with its log, so a queued delivery sends nothing', async () => {
    const { master } = await agencyOfOwn();
    const webhook = await created(master.cookie);
    const before = hook.received.length;
    await sendTest(master.cookie, webhook.id);
    const removed = await http_.call(
      webhookCalls.remove,
      { params: { webhookId: webhook.id } },
      master.cookie,
    );
    expect(removed.statusCode).toBe(200);
    await runDeliveries();
    expect(hook.received.length).toBe(before);
    expect(
      await rows('select 1 from webhook_deliveries where webhook_id = $1', [webhook.id]),
    ).toEqual([]);
  });
});
