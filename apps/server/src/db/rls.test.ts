import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { AgencyTx, Database } from './client';
import { agencies, notices, properties, tenancies } from './schema/index';

/** Runs `fn` as agency `agencyId` and rolls everything back, whatever happens. */
async function attempt<T>(database: Database, agencyId: number, fn: (tx: AgencyTx) => Promise<T>) {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await database
    .withAgency(agencyId, async (tx) => {
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** The database's own message of a refused query (drizzle wraps it as the error's cause). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('The query was not refused');
}

describe('row-level security as the app role', () => {
  let app: Database;
  let owner: Database;
  let agencyA: number;
  let agencyB: number;
  let propertyOfB: number;
  let noticeOfA: number;

  beforeAll(async () => {
    app = testDatabase();
    owner = ownerDatabase();
    const rows = await owner.db.select({ id: agencies.id }).from(agencies).orderBy(agencies.id);
    [agencyA, agencyB] = rows.map((r) => r.id) as [number, number];
    const [a] = await owner.db
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.agencyId, agencyA))
      .limit(1);
    const [b] = await owner.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.agencyId, agencyB))
      .limit(1);
    noticeOfA = a!.id;
    propertyOfB = b!.id;
  });
  afterAll(async () => {
    await app.close();
    await owner.close();
  });

  it('should connect as an ordinary role when the server uses the app URL', async () => {
    const { rows } = await app.pool.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('should see no row of any agency-owned table when app.agency_id is not set', async () => {
    const { rows: tables } = await owner.pool.query<{ relname: string }>(
      `select relname from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' and relforcerowsecurity`,
    );
    expect(tables.length).toBeGreaterThan(30);
    for (const { relname } of tables) {
      const seen = await app.pool.query<{ n: number }>(
        `select count(*)::int as n from "${relname}"`,
      );
      expect(seen.rows[0]!.n, relname).toBe(0);
    }
    // ... while the data is there.
    const all = await owner.pool.query<{ n: number }>('select count(*)::int as n from properties');
    expect(all.rows[0]!.n).toBeGreaterThan(700);
  });

  it('should see only its own agency when app.agency_id is set', async () => {
    const [mine, theirs] = await app.withAgency(agencyA, (tx) =>
      Promise.all([
        tx.select({ n: count() }).from(properties),
        tx.select({ n: count() }).from(properties).where(eq(properties.agencyId, agencyB)),
      ]),
    );
    const [expected] = await owner.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.agencyId, agencyA));
    expect(mine[0]!.n).toBe(expected!.n);
    expect(theirs[0]!.n).toBe(0);
    const byId = await app.withAgency(agencyA, (tx) =>
      tx.select().from(properties).where(eq(properties.id, propertyOfB)),
    );
    expect(byId).toEqual([]);
  });

  it('should update and delete nothing when the rows belong to another agency', async () => {
    const outcome = await attempt(app, agencyA, async (tx) => {
      const updated = await tx
        .update(properties)
        .set({ keyNumber: 'HACKED' })
        .where(eq(properties.agencyId, agencyB));
      const deletedNotices = await tx.delete(notices).where(eq(notices.agencyId, agencyB));
      const deleted = await tx.delete(properties).where(eq(properties.id, propertyOfB));
      return [updated.rowCount, deletedNotices.rowCount, deleted.rowCount];
    });
    expect(outcome).toEqual([0, 0, 0]);
    const [still] = await owner.db
      .select({ keyNumber: properties.keyNumber })
      .from(properties)
      .where(eq(properties.id, propertyOfB));
    expect(still?.keyNumber).not.toBe('HACKED');
  });

  it('should refuse an insert when the row names another agency', async () => {
    const message = await refusal(
      attempt(app, agencyA, (tx) =>
        tx.insert(properties).values({
          agencyId: agencyB,
          addressLine1: '1 Intruder Street',
          suburb: 'Richmond',
          postcode: '3121',
          stateCode: 'VIC',
          complianceStatus: 'COMPLIANT',
        }),
      ),
    );
    expect(message).toMatch(/new row violates row-level security policy for table "properties"/);
  });

  it('should refuse an update when it would move a row to another agency', async () => {
    const message = await refusal(
      attempt(app, agencyA, (tx) =>
        tx.update(notices).set({ agencyId: agencyB }).where(eq(notices.id, noticeOfA)),
      ),
    );
    expect(message).toMatch(/new row violates row-level security policy for table "notices"/);
  });

  it('should refuse a reference to another agency when the row itself is its own', async () => {
    // The row passes the policy (agency A) but points at B's property: the same-agency foreign
    // key stops it, since foreign-key checks do not see row-level security.
    const message = await refusal(
      attempt(app, agencyA, (tx) =>
        tx
          .insert(tenancies)
          .values({ agencyId: agencyA, propertyId: propertyOfB, startDate: '2026-01-01' }),
      ),
    );
    expect(message).toMatch(/violates foreign key constraint "tenancies_property_fk"/);
  });

  it('should see nothing when app.agency_id is empty or set in an earlier transaction', async () => {
    const empty = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.agency_id', '', true)`);
      return tx.select({ n: count() }).from(properties);
    });
    expect(empty[0]!.n).toBe(0);
    // withAgency sets the agency for its own transaction only: the pooled connection forgets it.
    await app.withAgency(agencyA, (tx) => tx.select({ n: count() }).from(properties));
    const after = await app.db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyA)));
    expect(after[0]!.n).toBe(0);
  });

  it('should plan statements generically only in a transaction that asks to', async () => {
    const one = testDatabase({ max: 1 });
    try {
      const mode = async (genericPlans?: boolean) => {
        const rows = await one.withAgency(
          agencyA,
          (tx) =>
            tx.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`),
          { genericPlans },
        );
        return rows.rows[0]!.mode;
      };
      expect(await mode()).toBe('auto');
      expect(await mode(true)).toBe('force_generic_plan');
      // The setting is the transaction's: the pooled connection's next one plans as usual.
      expect(await mode()).toBe('auto');
    } finally {
      await one.close();
    }
  });
});
