import fs from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type DemoApp } from '../../../test/demo-app';

// reported_finding_groups (migration 0037) is kept by the database's own triggers on
// reported_findings: whatever writes findings, and however, it must equal the open findings
// counted afresh.

/** The groups as the open findings give them, beside the kept ones: the rows that differ. */
const DRIFT = `
  with counted as (
    select agency_id, property_id, service_code, count(*)::int as findings,
      bool_or(is_urgent) as is_urgent, min(original_booking_date) as oldest,
      min(original_booking_date) filter (where is_urgent) as oldest_urgent,
      coalesce(array_agg(distinct servicing_category_id order by servicing_category_id)
        filter (where servicing_category_id is not null), '{}') as category_ids
    from reported_findings where status = 'OPEN' and not is_dismissed
    group by 1, 2, 3
  ),
  kept as (
    select agency_id, property_id, service_code, findings, is_urgent, oldest, oldest_urgent,
      array(select unnest(category_ids) order by 1) as category_ids
    from reported_finding_groups
  )
  (select 'missing or different' as drift, * from counted except select 'missing or different', * from kept)
  union all
  (select 'stale', * from kept except select 'stale', * from counted)`;

describe('reported_finding_groups', () => {
  let h: DemoApp;
  let agencyId: number;

  const owner = <R extends object = Record<string, unknown>>(
    text: string,
    values: unknown[] = [],
  ) => h.owner.pool.query<R>(text, values);
  const drift = async () => (await owner(DRIFT)).rows;
  /** A single count, in plain SQL as the owner. */
  const countOf = async (text: string) => (await owner<{ n: number }>(text)).rows[0]!.n;
  /** Runs `text` as the app role in the agency's setting, as the server writes. */
  const write = async (text: string, values: unknown[] = []) => {
    const client = await h.database.pool.connect();
    try {
      await begin(client);
      const res = await client.query(text, values);
      await client.query('commit');
      return res;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const groupOf = async (propertyId: number, serviceCode: string) =>
    (
      await owner(
        `select findings, is_urgent as "isUrgent", oldest::text, oldest_urgent::text as "oldestUrgent",
           category_ids as "categoryIds"
         from reported_finding_groups where property_id = $1 and service_code = $2`,
        [propertyId, serviceCode],
      )
    ).rows[0] as
      | {
          findings: number;
          isUrgent: boolean;
          oldest: string;
          oldestUrgent: string | null;
          categoryIds: number[];
        }
      | undefined;
  /** A property of the agency without open findings of `serviceCode`. */
  const propertyWithout = async (serviceCode: string) =>
    (
      await owner<{ id: number }>(
        `select p.id from properties p where p.agency_id = $1 and not exists (
           select 1 from reported_findings f where f.property_id = p.id and f.service_code = $2)
         order by p.id limit 1`,
        [agencyId, serviceCode],
      )
    ).rows[0]!.id;
  const addFinding = (propertyId: number, serviceCode: string, day: string, urgent = false) =>
    write(
      `insert into reported_findings (agency_id, property_id, service_code, original_booking_date,
         original_problem_item_title, is_urgent)
       values ($1, $2, $3, $4, 'Test finding', $5) returning id`,
      [agencyId, propertyId, serviceCode, day, urgent],
    ).then((res) => (res.rows[0] as { id: number }).id);

  /** A transaction in the agency's setting, as withAgency begins one. */
  const begin = async (client: PoolClient) => {
    await client.query('begin');
    await client.query(`select set_config('app.agency_id', $1, true)`, [String(agencyId)]);
  };

  beforeAll(async () => {
    h = await demoApp('reported_finding_groups');
    agencyId = h.ids.VIC;
  });
  afterAll(() => h.close());

  it('should hold every group of the demo data as its open findings give it', async () => {
    expect(await countOf('select count(*)::int as n from reported_finding_groups')).toBe(
      await countOf(
        `select count(distinct (property_id, service_code))::int as n from reported_findings
         where status = 'OPEN' and not is_dismissed`,
      ),
    );
    expect(await drift()).toEqual([]);
  });

  it("should count the findings already written when its migration runs, agency by agency in each one's setting", async () => {
    // The migration's last statement, run again over an emptied table: as the owner, whom
    // row-level security binds on a PostgreSQL where it is no superuser.
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0037_reported_finding_groups.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.lastIndexOf('DO $$'));
    await owner('truncate reported_finding_groups');
    await owner(backfill);
    expect(await countOf('select count(*)::int as n from reported_finding_groups')).toBeGreaterThan(
      0,
    );
    expect(await drift()).toEqual([]);
  });

  it('should make, recount and drop a group as its findings are written, changed and deleted', async () => {
    const propertyId = await propertyWithout('gas');
    const first = await addFinding(propertyId, 'gas', '2026-03-01');
    expect(await groupOf(propertyId, 'gas')).toEqual({
      findings: 1,
      isUrgent: false,
      oldest: '2026-03-01',
      oldestUrgent: null,
      categoryIds: [],
    });

    const second = await addFinding(propertyId, 'gas', '2026-04-01', true);
    const [category] = (await owner('select id from servicing_categories order by id limit 1'))
      .rows as { id: number }[];
    await write('update reported_findings set servicing_category_id = $2 where id = $1', [
      second,
      category!.id,
    ]);
    expect(await groupOf(propertyId, 'gas')).toEqual({
      findings: 2,
      isUrgent: true,
      oldest: '2026-03-01',
      oldestUrgent: '2026-04-01',
      categoryIds: [category!.id],
    });

    // Dismissed: no longer open; moved to another service: counted there.
    await write(
      `update reported_findings set status = 'DISMISSED', is_dismissed = true where id = $1`,
      [first],
    );
    await write(`update reported_findings set service_code = 'smoke' where id = $1`, [second]);
    expect(await groupOf(propertyId, 'gas')).toBeUndefined();
    expect((await groupOf(propertyId, 'smoke'))?.isUrgent).toBe(true);

    await write(
      `update reported_findings set status = 'OPEN', is_dismissed = false where id = $1`,
      [first],
    );
    await write('delete from reported_findings where id = $1', [second]);
    expect((await groupOf(propertyId, 'gas'))?.findings).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it('should recount a group once per statement that writes many findings', async () => {
    await write(
      `update reported_findings set is_urgent = not is_urgent
       where agency_id = $1 and status = 'OPEN' and id % 3 = 0`,
      [agencyId],
    );
    expect(await drift()).toEqual([]);
    await write(
      `update reported_findings set is_urgent = not is_urgent
       where agency_id = $1 and status = 'OPEN' and id % 3 = 0`,
      [agencyId],
    );
    expect(await drift()).toEqual([]);
  });

  it('should count both of two transactions that add to one group at the same time', async () => {
    const propertyId = await propertyWithout('electrical');
    const [a, b] = [await h.database.pool.connect(), await h.database.pool.connect()];
    try {
      for (const client of [a, b]) await begin(client);
      const insert = `insert into reported_findings (agency_id, property_id, service_code,
          original_booking_date, original_problem_item_title)
        values ($1, $2, 'electrical', '2026-05-01', 'Test finding')`;
      await a.query(insert, [agencyId, propertyId]);
      // b's recount waits for a's transaction, then counts what a committed.
      const waiting = b.query(insert, [agencyId, propertyId]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await a.query('commit');
      await waiting;
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
    expect((await groupOf(propertyId, 'electrical'))?.findings).toBe(2);
    expect(await drift()).toEqual([]);
  });
});
