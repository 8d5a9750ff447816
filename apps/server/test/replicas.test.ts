import fs from 'node:fs';
import { authCalls, invoiceCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { buildTestApp } from './app';
import {
  createUser,
  DEMO_PASSWORD,
  getSession,
  signInToPortal,
  someAddress,
  submitSignIn,
} from './auth';
import { injectCall } from './calls';
import { demoApp, type DemoApp } from './demo-app';
import { TEST_TODAY } from './fixtures';
import { png } from './security/hostile-files/images';
import { uploadFile } from './security/hostile-files/upload-request';

// Two replicas of the server on one PostgreSQL, each with its own connection pool, session cache,
// figures cache and job worker, as two processes behind a load balancer have: what one does, the
// other sees. Sessions, throttles, quotas, background jobs and the outbox live in the database.

/** The session cache's lifetime here: a sign-out reaches the other replica within it. */
const SESSION_CACHE_MS = 300;

describe('two replicas on one database', () => {
  let h: DemoApp;
  let poolB: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const env = {
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      QUOTA_USER_UPLOADS_PER_HOUR: '1',
    };
    h = await demoApp('portal_replicas', env);
    a = await h.replica(env);
    // Replica B has a pool of its own, as another process would.
    const appUrl = new URL(inject('appUrl'));
    appUrl.pathname = `/portal_replicas_${process.pid}`;
    poolB = createDatabase(appUrl.href, { max: 5 });
    b = await buildTestApp(poolB, {
      now: () => TEST_TODAY,
      env: { ...env, JOBS_POLL_MS: '0', OUTBOX_DIR: h.outboxDir },
    });
  });

  afterAll(async () => {
    await b?.close();
    await poolB?.close();
    await h?.close();
  });

  const newUser = async () => {
    const user = await createUser(h.owner, { agencies: [h.ids.VIC], password: DEMO_PASSWORD });
    return { ...user, cookie: (await signInToPortal(a, user.username)).cookie };
  };

  it('should honour on one replica a session made on the other, and end it on both at sign-out', async () => {
    const { cookie } = await newUser();
    expect((await getSession(b, cookie)).statusCode).toBe(200);
    // B has the session in its cache now; A signs out.
    expect((await injectCall(a, authCalls.logout, {}, { cookie })).statusCode).toBe(200);
    expect((await getSession(a, cookie)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await getSession(b, cookie)).statusCode).toBe(401);
  });

  it('should count failed sign-ins from one address on both replicas', async () => {
    const user = await createUser(h.owner, { agencies: [h.ids.VIC], password: DEMO_PASSWORD });
    const address = someAddress();
    const attempt = (app: FastifyInstance, password: string) =>
      submitSignIn(app, { username: user.username, password, remoteAddress: address });
    // The address's free tries at this username are spent on A and B alike (counted apart, each
    // replica would still allow its third): the next one is throttled on either.
    const answers = [
      await attempt(a, 'wrong-1'),
      await attempt(b, 'wrong-2'),
      await attempt(a, 'wrong-3'),
      await attempt(b, 'wrong-4'),
      await attempt(a, 'wrong-5'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 429]);
    expect(Number(answers[4]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('should spend one quota on both replicas', async () => {
    const { cookie } = await newUser();
    const image = png({ width: 8, height: 8 });
    expect((await uploadFile(a, cookie, image)).statusCode).toBe(200);
    const second = await uploadFile(b, cookie, image);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should send a queued email once when both replicas work the queue at the same moment', async () => {
    const { cookie } = await newUser();
    const [invoice] = await h.rows<{ id: number }>(
      'select id from invoices where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    );
    const before = fs.readdirSync(h.outboxDir).length;
    const forwarded = await injectCall(
      a,
      invoiceCalls.forward,
      {
        params: { id: invoice!.id },
        body: { toAddresses: ['owner@example.com'], ccAddresses: [] },
      },
      { cookie },
    );
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    // Both workers claim due jobs together: the job, and so the email, runs exactly once.
    const ran = await Promise.all([a.jobs.runDue(), b.jobs.runDue(), h.app.jobs.runDue()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(fs.readdirSync(h.outboxDir).length - before).toBe(1);
    const sent = await h.rows<{ sent: number }>(
      'select count(*)::int as sent from email_outbox where sent_at is not null',
    );
    expect(sent[0]!.sent).toBeGreaterThanOrEqual(1);
  });
});
