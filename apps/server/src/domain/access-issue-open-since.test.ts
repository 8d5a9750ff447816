import { and, eq, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { accessIssueCases, properties } from '../db/schema/index';
import { openAccessIssueCase } from './compliance-definitions';

// properties.access_issue_open_since is kept by triggers (migration 0029); this is its rule as
// the rest of the server writes it (the oldest open case's opening), so the two cannot drift
// apart unnoticed.
describe('properties.access_issue_open_since', () => {
  let database: Database;
  let owner: Database;

  /** The agency's properties where the kept column and the rule disagree. */
  const disagreements = (agencyId: number) =>
    database.withAgency(agencyId, async (tx) => {
      const oldest = tx
        .select({ at: min(accessIssueCases.openedAt) })
        .from(accessIssueCases)
        .where(
          and(
            eq(accessIssueCases.agencyId, properties.agencyId),
            eq(accessIssueCases.propertyId, properties.id),
            openAccessIssueCase(),
          ),
        );
      const rows = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(
          and(
            eq(properties.agencyId, agencyId),
            sql`${properties.accessIssueOpenSince} is distinct from (${oldest})`,
          ),
        );
      return rows.map((row) => row.id);
    });

  beforeAll(() => {
    database = testDatabase();
    owner = ownerDatabase();
  });
  afterAll(async () => {
    await database.close();
    await owner.close();
  });

  it('should agree with the open cases for every property of the demo data', async () => {
    const { rows } = await owner.pool.query<{ id: number; open: number }>(
      `select a.id, (select count(*) from properties p where p.agency_id = a.id
          and p.access_issue_open_since is not null)::int as open
         from agencies a order by a.id`,
    );
    // The demo data has open cases, so the comparison is not of empty sets.
    expect(rows.some((row) => row.open > 0)).toBe(true);
    for (const { id } of rows) expect(await disagreements(id)).toEqual([]);
  });

  it('should follow a case opened, resolved, moved and deleted', async () => {
    const q = <T>(text: string, values: unknown[]) =>
      owner.pool.query<T & Record<string, unknown>>(text, values).then((r) => r.rows);
    const [{ id: agencyId }] = (await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
      [`Open Since Agency ${Date.now()}`],
    )) as [{ id: number }];
    try {
      const [first, second] = (
        await q<{ id: number }>(
          `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
             compliance_status)
           values ($1, '1 Open Street', 'Adelaide', '5000', 'SA', 'COMPLIANT'),
                  ($1, '2 Open Street', 'Adelaide', '5000', 'SA', 'COMPLIANT')
           returning id`,
          [agencyId],
        )
      ).map((row) => row.id) as [number, number];
      const openSince = async () =>
        Object.fromEntries(
          (
            await q<{ id: number; at: Date | null }>(
              `select id, access_issue_open_since as at from properties
                where agency_id = $1 order by id`,
              [agencyId],
            )
          ).map((row) => [row.id === first ? 'first' : 'second', row.at?.toISOString() ?? null]),
        );
      const day = (d: number) => `2026-0${d}-01T00:00:00.000Z`;

      // Two cases opened in one statement on the first property, as the app opens them.
      const [older, newer] = await database.withAgency(agencyId, (tx) =>
        tx
          .insert(accessIssueCases)
          .values([
            { agencyId, propertyId: first, openedAt: new Date(day(3)) },
            {
              agencyId,
              propertyId: first,
              openedAt: new Date(day(5)),
              status: 'ADDITIONAL_INFO_PROVIDED',
            },
          ])
          .returning({ id: accessIssueCases.id }),
      );
      expect(await openSince()).toEqual({ first: day(3), second: null });

      // The older one resolved: the newer one is the oldest open.
      await database.withAgency(agencyId, (tx) =>
        tx
          .update(accessIssueCases)
          .set({ status: 'RESOLVED', resolvedAt: new Date() })
          .where(and(eq(accessIssueCases.agencyId, agencyId), eq(accessIssueCases.id, older!.id))),
      );
      expect(await openSince()).toEqual({ first: day(5), second: null });

      // Moved to the other property; then reopened earlier.
      await q(`update access_issue_cases set property_id = $2 where id = $1`, [newer!.id, second]);
      expect(await openSince()).toEqual({ first: null, second: day(5) });
      await q(`update access_issue_cases set opened_at = $2, status = 'OPEN' where id = $1`, [
        older!.id,
        day(4),
      ]);
      await q(`update access_issue_cases set opened_at = $2 where id = $1`, [newer!.id, day(2)]);
      expect(await openSince()).toEqual({ first: day(4), second: day(2) });
      expect(await disagreements(agencyId)).toEqual([]);

      await database.withAgency(agencyId, (tx) =>
        tx
          .delete(accessIssueCases)
          .where(and(eq(accessIssueCases.agencyId, agencyId), eq(accessIssueCases.id, newer!.id))),
      );
      expect(await openSince()).toEqual({ first: day(4), second: null });
      await q('delete from access_issue_cases where agency_id = $1', [agencyId]);
      expect(await openSince()).toEqual({ first: null, second: null });
    } finally {
      await owner.pool.query('delete from agencies where id = $1', [agencyId]);
    }
  });
});
