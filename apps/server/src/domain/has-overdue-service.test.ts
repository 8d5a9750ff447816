import { and, eq, exists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { properties, propertyServices } from '../db/schema/index';
import { overdueService } from './compliance-definitions';

// properties.has_overdue_service is kept by triggers (migration 0032); this is its rule as the
// rest of the server writes it (a service of the property is overdue), so the two cannot drift
// apart unnoticed.
describe('properties.has_overdue_service', () => {
  let database: Database;
  let owner: Database;

  /** The agency's properties where the kept flag and the rule disagree. */
  const disagreements = (agencyId: number) =>
    database.withAgency(agencyId, async (tx) => {
      const overdue = exists(
        tx
          .select({ one: sql`1` })
          .from(propertyServices)
          .where(
            and(
              eq(propertyServices.agencyId, properties.agencyId),
              eq(propertyServices.propertyId, properties.id),
              overdueService(),
            ),
          ),
      );
      const rows = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(
          and(
            eq(properties.agencyId, agencyId),
            sql`${properties.hasOverdueService} is distinct from (${overdue})`,
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

  it('should agree with the services for every property of the demo data', async () => {
    const { rows } = await owner.pool.query<{ id: number; overdue: number }>(
      `select a.id, (select count(*) from properties p where p.agency_id = a.id
          and p.has_overdue_service)::int as overdue
         from agencies a order by a.id`,
    );
    // The demo data has overdue services, so the comparison is not of empty sets.
    expect(rows.some((row) => row.overdue > 0)).toBe(true);
    for (const { id } of rows) expect(await disagreements(id)).toEqual([]);
  });

  it('should follow a service added, falling overdue, brought up to date, moved and deleted', async () => {
    const q = <T>(text: string, values: unknown[]) =>
      owner.pool.query<T & Record<string, unknown>>(text, values).then((r) => r.rows);
    const [{ id: agencyId }] = (await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
      [`Overdue Service Agency ${Date.now()}`],
    )) as [{ id: number }];
    try {
      const [first, second] = (
        await q<{ id: number }>(
          `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
             compliance_status)
           values ($1, '1 Overdue Street', 'Adelaide', '5000', 'SA', 'COMPLIANT'),
                  ($1, '2 Overdue Street', 'Adelaide', '5000', 'SA', 'COMPLIANT')
           returning id`,
          [agencyId],
        )
      ).map((row) => row.id) as [number, number];
      const overdue = async () =>
        Object.fromEntries(
          (
            await q<{ id: number; overdue: boolean }>(
              `select id, has_overdue_service as overdue from properties
                where agency_id = $1 order by id`,
              [agencyId],
            )
          ).map((row) => [row.id === first ? 'first' : 'second', row.overdue]),
        );

      // Two services added in one statement, as the app adds them; one of them overdue.
      const [smoke, gas] = await database.withAgency(agencyId, (tx) =>
        tx
          .insert(propertyServices)
          .values([
            { agencyId, propertyId: first, serviceCode: 'smoke', status: 'OVERDUE' },
            { agencyId, propertyId: first, serviceCode: 'gas', status: 'COMPLIANT' },
          ])
          .returning({ id: propertyServices.id }),
      );
      expect(await overdue()).toEqual({ first: true, second: false });

      // The overdue one serviced: none overdue; then the other falls overdue.
      const setStatus = (id: number, status: string) =>
        database.withAgency(agencyId, (tx) =>
          tx
            .update(propertyServices)
            .set({ status })
            .where(and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.id, id))),
        );
      await setStatus(smoke!.id, 'COMPLIANT');
      expect(await overdue()).toEqual({ first: false, second: false });
      await setStatus(gas!.id, 'OVERDUE');
      expect(await overdue()).toEqual({ first: true, second: false });

      // Moved to the other property; another column changed leaves the flag as it is.
      await q('update property_services set property_id = $2 where id = $1', [gas!.id, second]);
      expect(await overdue()).toEqual({ first: false, second: true });
      await q(`update property_services set supplier_name = 'Someone' where id = $1`, [gas!.id]);
      expect(await overdue()).toEqual({ first: false, second: true });
      expect(await disagreements(agencyId)).toEqual([]);

      await database.withAgency(agencyId, (tx) =>
        tx
          .delete(propertyServices)
          .where(and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.id, gas!.id))),
      );
      expect(await overdue()).toEqual({ first: false, second: false });
    } finally {
      await owner.pool.query('delete from agencies where id = $1', [agencyId]);
    }
  });
});
