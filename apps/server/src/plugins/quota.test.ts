import {
  invoiceCalls,
  quoteCalls,
  quotaExceededMessage,
  type TErrorEnvelope,
  type TQuotaKind,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEMO_PASSWORD, signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { demoApp, type DemoApp } from '../../test/demo-app';
import { png } from '../../test/security/hostile-files/images';
import { spendQuota } from './quota';
import { uploadFile } from '../../test/security/hostile-files/upload-request';

const HOUR = 3600;
const DAY = 86_400;

/** Limits far above what a test spends, so each test names only the one it is about. */
const HIGH = {
  QUOTA_USER_UPLOADS_PER_HOUR: '1000',
  QUOTA_AGENCY_UPLOADS_PER_HOUR: '1000',
  QUOTA_USER_UPLOAD_BYTES_PER_DAY: String(10 ** 9),
  QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY: String(10 ** 9),
  QUOTA_USER_EMAILS_PER_HOUR: '1000',
  QUOTA_AGENCY_EMAILS_PER_HOUR: '1000',
  QUOTA_USER_RECIPIENTS_PER_DAY: '100000',
  QUOTA_AGENCY_RECIPIENTS_PER_DAY: '100000',
};

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

/** The 429 of a quota, with Retry-After within `[min, max]` seconds and its minutes in words. */
function expectOverQuota(res: LightMyRequestResponse, min: number, max: number) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(errorOf(res)).toEqual({
    code: 'RATE_LIMITED',
    message: quotaExceededMessage(retryAfter / 60),
  });
}

describe('quotas of uploads and forwarded emails', () => {
  let h: DemoApp;
  let invoiceId: number;
  let quoteId: number;

  beforeAll(async () => {
    h = await demoApp('portal_quotas');
    [{ id: invoiceId }] = (await h.rows<{ id: number }>(
      'select id from invoices where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    )) as [{ id: number }];
    [{ id: quoteId }] = (await h.rows<{ id: number }>(
      'select id from quotes where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    )) as [{ id: number }];
  });
  afterAll(() => h?.close());
  // Each test counts from nothing.
  beforeEach(async () => {
    await h.rows('delete from quota_usage');
  });

  /** A server with these limits (and the rest high), as another replica on the same database. */
  const serverWith = (limits: Partial<typeof HIGH>) => h.replica({ ...HIGH, ...limits });

  /** A new user of the agency, signed in on `app`: the cookie and the user's id. */
  async function newUser(app: FastifyInstance, state: 'VIC' | 'QLD' = 'VIC') {
    const user = await createUser(h.owner, { agencies: [h.ids[state]], password: DEMO_PASSWORD });
    const { cookie } = await signInToPortal(app, user.username, { state: state.toLowerCase() });
    return { cookie, id: user.id };
  }

  const image = png({ width: 8, height: 8 });
  const uploadImage = (app: FastifyInstance, cookie: string) => uploadFile(app, cookie, image);
  const forwardInvoice = (
    app: FastifyInstance,
    cookie: string,
    to: string[] = ['owner@example.com'],
    cc: string[] = [],
  ) =>
    injectCall(
      app,
      invoiceCalls.forward,
      { params: { id: invoiceId }, body: { toAddresses: to, ccAddresses: cc } },
      { cookie },
    );
  const forwardQuote = (app: FastifyInstance, cookie: string, to = ['owner@example.com']) =>
    injectCall(
      app,
      quoteCalls.forward,
      { params: { id: quoteId }, body: { toAddresses: to, ccAddresses: [] } },
      { cookie },
    );

  /** Usage recorded earlier, `ago` seconds before now (as the owner: the app role cannot). */
  async function usedBefore(
    who: { agencyId: number; userId: number },
    kind: TQuotaKind,
    entries: { ago: number; amount: number }[],
  ) {
    for (const { ago, amount } of entries) {
      await h.rows(
        `insert into quota_usage (agency_id, user_id, kind, amount, at)
         values ($1, $2, $3, $4, now() - make_interval(secs => $5))`,
        [who.agencyId, who.userId, kind, amount, ago],
      );
    }
  }

  describe('uploads', () => {
    it('should refuse a user past their uploads per hour when colleagues may still upload', async () => {
      const app = await serverWith({ QUOTA_USER_UPLOADS_PER_HOUR: '2' });
      const ann = await newUser(app);
      const bob = await newUser(app);

      expect((await uploadImage(app, ann.cookie)).statusCode).toBe(200);
      expect((await uploadImage(app, ann.cookie)).statusCode).toBe(200);
      const refused = await uploadImage(app, ann.cookie);

      expectOverQuota(refused, HOUR - 60, HOUR);
      expect((await uploadImage(app, bob.cookie)).statusCode).toBe(200);
    });

    it('should refuse every user of an agency past its uploads per hour when another agency may still upload', async () => {
      const app = await serverWith({ QUOTA_AGENCY_UPLOADS_PER_HOUR: '3' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const qld = await newUser(app, 'QLD');

      for (const cookie of [ann.cookie, ann.cookie, bob.cookie]) {
        expect((await uploadImage(app, cookie)).statusCode).toBe(200);
      }

      expectOverQuota(await uploadImage(app, bob.cookie), HOUR - 60, HOUR);
      expectOverQuota(await uploadImage(app, ann.cookie), HOUR - 60, HOUR);
      expect((await uploadImage(app, qld.cookie)).statusCode).toBe(200);
      const stored = await h.rows<{ n: number }>(
        'select count(*)::int as n from uploaded_images where uploaded_by = any($1)',
        [[ann.id, bob.id]],
      );
      expect(stored).toEqual([{ n: 3 }]);
    });

    it('should refuse a user past their bytes per day until their oldest upload is a day old', async () => {
      const app = await serverWith({ QUOTA_USER_UPLOAD_BYTES_PER_DAY: '10000' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const ann2h = { agencyId: h.ids.VIC, userId: ann.id };
      // 9,000 bytes two hours ago and 800 an hour ago: one more upload (a few hundred bytes)
      // is too much, and it fits again when the first (the oldest) leaves the day.
      await usedBefore(ann2h, 'upload', [
        { ago: 2 * HOUR, amount: 9000 },
        { ago: HOUR, amount: 800 },
      ]);

      expectOverQuota(await uploadImage(app, ann.cookie), DAY - 2 * HOUR - 60, DAY - 2 * HOUR);
      expect((await uploadImage(app, bob.cookie)).statusCode).toBe(200);
    });

    it('should refuse an agency past its bytes per day when the bytes are its users’ together', async () => {
      const app = await serverWith({ QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY: '10000' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const qld = await newUser(app, 'QLD');
      await usedBefore({ agencyId: h.ids.VIC, userId: ann.id }, 'upload', [
        { ago: 3 * HOUR, amount: 9800 },
      ]);

      expectOverQuota(await uploadImage(app, bob.cookie), DAY - 3 * HOUR - 60, DAY - 3 * HOUR);
      expect((await uploadImage(app, qld.cookie)).statusCode).toBe(200);
    });

    it('should let exactly one of many simultaneous requests take the last slot', async () => {
      const ann = await createUser(h.owner, { agencies: [h.ids.VIC] });
      const limits = {
        user: { perHour: 1, perDay: 10 ** 9 },
        agency: { perHour: 100, perDay: 10 ** 9 },
      };
      const spender = { agencyId: h.ids.VIC, userId: ann.id };

      // As many at once as the pool has connections, each open already (a connection still being
      // made would let the others finish first): without the lock each would count nothing.
      await Promise.all(
        Array.from({ length: 5 }, () => h.database.pool.query('select pg_sleep(0.05)')),
      );
      const waits = await Promise.all(
        Array.from({ length: 5 }, () => spendQuota(h.database, spender, 'upload', 100, limits)),
      );

      expect(waits.filter((wait) => wait === null)).toHaveLength(1);
      const usage = await h.rows<{ n: number }>(
        'select count(*)::int as n from quota_usage where user_id = $1',
        [ann.id],
      );
      expect(usage).toEqual([{ n: 1 }]);
    });
  });

  describe('forwarded emails', () => {
    it('should refuse a user past their emails per hour, invoices and quotes together', async () => {
      const app = await serverWith({ QUOTA_USER_EMAILS_PER_HOUR: '2' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const outbox = async () =>
        (await h.rows<{ n: number }>('select count(*)::int as n from email_outbox'))[0]!.n;
      const before = await outbox();

      expect((await forwardInvoice(app, ann.cookie)).statusCode).toBe(200);
      expect((await forwardQuote(app, ann.cookie)).statusCode).toBe(200);
      expectOverQuota(await forwardInvoice(app, ann.cookie), HOUR - 60, HOUR);
      expectOverQuota(await forwardQuote(app, ann.cookie), HOUR - 60, HOUR);

      expect(await outbox()).toBe(before + 2);
      expect((await forwardQuote(app, bob.cookie)).statusCode).toBe(200);
    });

    it('should refuse an agency past its emails per hour when another agency may still send', async () => {
      const app = await serverWith({ QUOTA_AGENCY_EMAILS_PER_HOUR: '2' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const qld = await newUser(app, 'QLD');
      const [qldInvoice] = await h.rows<{ id: number }>(
        'select id from invoices where agency_id = $1 order by id limit 1',
        [h.ids.QLD],
      );

      expect((await forwardInvoice(app, ann.cookie)).statusCode).toBe(200);
      expect((await forwardInvoice(app, bob.cookie)).statusCode).toBe(200);
      expectOverQuota(await forwardInvoice(app, bob.cookie), HOUR - 60, HOUR);

      const other = await injectCall(
        app,
        invoiceCalls.forward,
        { params: { id: qldInvoice!.id }, body: { toAddresses: ['owner@example.com'] } },
        { cookie: qld.cookie },
      );
      expect(other.statusCode, other.body).toBe(200);
    });

    it('should count To and CC recipients per day per user', async () => {
      const app = await serverWith({ QUOTA_USER_RECIPIENTS_PER_DAY: '5' });
      const ann = await newUser(app);

      const three = await forwardInvoice(
        app,
        ann.cookie,
        ['a@example.com', 'b@example.com'],
        ['c@example.com'],
      );
      expect(three.statusCode).toBe(200);
      // 3 + 3 is past 5, but 3 + 2 is exactly the limit.
      expectOverQuota(
        await forwardInvoice(
          app,
          ann.cookie,
          ['a@example.com'],
          ['b@example.com', 'c@example.com'],
        ),
        DAY - 60,
        DAY,
      );
      const two = await forwardInvoice(app, ann.cookie, ['a@example.com'], ['b@example.com']);
      expect(two.statusCode).toBe(200);
      expectOverQuota(await forwardInvoice(app, ann.cookie), DAY - 60, DAY);
    });

    it('should count the recipients of all an agency’s users per day', async () => {
      const app = await serverWith({ QUOTA_AGENCY_RECIPIENTS_PER_DAY: '4' });
      const ann = await newUser(app);
      const bob = await newUser(app);
      const qld = await newUser(app, 'QLD');
      await usedBefore({ agencyId: h.ids.VIC, userId: ann.id }, 'email', [
        { ago: 5 * HOUR, amount: 1 },
        { ago: 4 * HOUR, amount: 2 },
      ]);

      // 3 + 3 is 2 past 4: both earlier emails must leave the day (the second, 4 h ago).
      expectOverQuota(
        await forwardInvoice(
          app,
          bob.cookie,
          ['a@example.com', 'b@example.com'],
          ['c@example.com'],
        ),
        DAY - 4 * HOUR - 60,
        DAY - 4 * HOUR,
      );
      expect((await forwardInvoice(app, bob.cookie)).statusCode).toBe(200);
      expect((await forwardQuote(app, qld.cookie)).statusCode).not.toBe(429);
    });

    it('should name the minutes until the oldest counted email leaves the hour', async () => {
      const app = await serverWith({ QUOTA_USER_EMAILS_PER_HOUR: '3' });
      const ann = await newUser(app);
      await usedBefore({ agencyId: h.ids.VIC, userId: ann.id }, 'email', [
        { ago: 50 * 60, amount: 1 },
        { ago: 20 * 60, amount: 1 },
        { ago: 10 * 60, amount: 1 },
      ]);

      const refused = await forwardInvoice(app, ann.cookie);

      // The email of 50 minutes ago leaves the hour in 10 minutes (600 s, a little less now).
      expectOverQuota(refused, 595, 600);
      expect(errorOf(refused).message).toBe('Too many requests. Please try again in 10 minutes.');
      const usage = await h.rows<{ n: number }>(
        'select count(*)::int as n from quota_usage where user_id = $1',
        [ann.id],
      );
      // A refused request is not counted, so it does not push the wait further.
      expect(usage).toEqual([{ n: 3 }]);
    });
  });
});
