import { settingsCalls, SERVICE_REPORT_ACCESS_CODES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed/index';
import { buildTestApp } from '../app';
import { signInToPortal } from '../auth';
import { injectCall } from '../calls';
import { TEST_TODAY } from '../fixtures';
import { startDebianPostgres, type DebianPostgres } from './debian-postgres';

// PostgreSQL restarting under the portal while writes keep coming: while the database is down
// every request is answered 503 with Retry-After (never a 500) and /healthz says the database is
// down; once it is back the pool reconnects by itself within seconds; every write the portal
// acknowledged (200) is in the database afterwards. The figures go to docs/ARCHITECTURE.md.

const APP_ROLE = { name: 'portal_app', password: 'restart-test-app' };
const WRITERS = 4;

const run = process.env.TEST_FIXTURE_URL ? describe.skip : describe;

run('the database restarting underneath', () => {
  let database: DebianPostgres;
  let pool: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await startDebianPostgres();
    await migrateDatabase(database.ownerUrl, APP_ROLE);
    await seedDemoData(database.ownerUrl, { today: TEST_TODAY });
    const appUrl = new URL(database.ownerUrl);
    appUrl.username = APP_ROLE.name;
    appUrl.password = APP_ROLE.password;
    pool = createDatabase(appUrl.href, { max: 8 });
    app = await buildTestApp(pool, { now: () => TEST_TODAY, env: { JOBS_POLL_MS: '0' } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await pool?.close();
    await database?.remove();
  });

  it('should answer 503 while it is down, recover by itself and lose no acknowledged write', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master');
    const managers = await superuserRows<{ id: number }>(
      `select pm.id from property_managers pm join agencies a on a.id = pm.agency_id
       where a.state_code = 'VIC' and pm.is_active order by pm.id limit ${WRITERS}`,
    );
    expect(managers).toHaveLength(WRITERS);
    const before = await auditCount();

    const statuses = new Map<number, number>();
    let acknowledged = 0;
    let writing = true;
    let downAt = 0;
    let upAt = 0;
    let recoveredAt = 0;
    const writer = async (managerId: number) => {
      for (let i = 0; writing; i++) {
        const answer = await injectCall(
          app,
          settingsCalls.updateNotificationSettings,
          {
            body: [
              {
                propertyManagerId: managerId,
                serviceReportsAutoOwnerEmailPreference:
                  SERVICE_REPORT_ACCESS_CODES[i % SERVICE_REPORT_ACCESS_CODES.length]!,
              },
            ],
          },
          { cookie },
        );
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        if (answer.statusCode === 200) {
          acknowledged++;
          if (upAt && !recoveredAt) recoveredAt = Date.now();
        } else {
          expect(answer.statusCode, answer.body).toBe(503);
          expect(answer.headers['retry-after']).toBe('5');
          // A client told to retry waits a little; the test's writers too.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const writers = managers.map((manager) => writer(manager.id));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await database.stop();
    downAt = Date.now();
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toMatchObject({ error: { fields: { database: 'down' } } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await database.start();
    upAt = Date.now();
    const deadline = Date.now() + 15_000;
    while (!recoveredAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    writing = false;
    await Promise.all(writers);

    expect(recoveredAt, 'no write succeeded after the restart').toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    // Each acknowledged update wrote its audit row in the same transaction: none is missing.
    const written = (await auditCount()) - before;
    expect(written).toBeGreaterThanOrEqual(acknowledged);
    console.warn(
      `database restart under load: ${acknowledged + (statuses.get(503) ?? 0)} requests, ` +
        `${acknowledged} acknowledged, ${statuses.get(503) ?? 0} answered 503, ` +
        `down ${upAt - downAt} ms, first write ${recoveredAt - upAt} ms after it was back, ` +
        `${written} writes found (${Math.max(0, acknowledged - written)} lost)`,
    );
  }, 90_000);

  async function superuserRows<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
    const url = new URL(database.superuserUrl);
    url.pathname = '/portal';
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  }

  async function auditCount(): Promise<number> {
    const [row] = await superuserRows<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'notification-settings.update'`,
    );
    return row!.n;
  }
});
