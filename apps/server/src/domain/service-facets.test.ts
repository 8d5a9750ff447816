import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { AgencyTx, Database } from '../db/client';
import { properties, propertyServices } from '../db/schema/index';
import {
  activeService,
  bookingInProgress,
  overdueService,
  serviceAwaitingDetails,
} from './compliance-definitions';
import { SERVICE_FACETS, UPDATES_REQUIRED_FACET } from './property-facets';

// properties.service_facets is kept by triggers (migrations 0006 and 0013); these are its rules
// as the rest of the server writes them, so the two cannot drift apart unnoticed.
const KEPT = [...SERVICE_FACETS, UPDATES_REQUIRED_FACET] as const;
const RULES: Record<(typeof KEPT)[number], () => SQL | undefined> = {
  Overdue: () => and(activeService(), overdueService()),
  MissingSupplier: () =>
    and(eq(propertyServices.isManagedByProvider, false), isNull(propertyServices.supplierName)),
  BookingInProgress: () => bookingInProgress(),
  CancelledServices: () => eq(propertyServices.status, 'CANCELLED'),
  UpdatesRequired: () => serviceAwaitingDetails(),
};

const hasService = (tx: AgencyTx, rule: SQL | undefined) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.agencyId, properties.agencyId),
          eq(propertyServices.propertyId, properties.id),
          rule,
        ),
      ),
  );

describe('properties.service_facets', () => {
  let database: Database;
  let owner: Database;

  /** The agency's properties where the kept facet and the rule disagree. */
  const disagreements = (agencyId: number) =>
    database.withAgency(agencyId, async (tx) => {
      const out: string[] = [];
      for (const facet of KEPT) {
        const kept = sql`${properties.serviceFacets} @> array[${facet}]::text[]`;
        const rows = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(
            and(
              eq(properties.agencyId, agencyId),
              sql`(${kept}) is distinct from (${hasService(tx, RULES[facet]())})`,
            ),
          );
        out.push(...rows.map((row) => `${facet} #${row.id}`));
      }
      return out;
    });

  beforeAll(() => {
    database = testDatabase();
    owner = ownerDatabase();
  });
  afterAll(async () => {
    await database.close();
    await owner.close();
  });

  it('should agree with the service rules for every property of the demo data', async () => {
    const { rows } = await owner.pool.query<{ id: number; facets: number }>(
      `select a.id, (select count(*) from properties p
          where p.agency_id = a.id and p.service_facets <> '{}') as facets
         from agencies a order by a.id`,
    );
    // The demo data has properties in every facet, so the comparison is not of empty sets.
    expect(rows.some((row) => row.facets > 0)).toBe(true);
    for (const { id } of rows) expect(await disagreements(id)).toEqual([]);
  });

  it('should follow inserted, changed and deleted services', async () => {
    const q = <T>(text: string, values: unknown[]) =>
      owner.pool.query<T & Record<string, unknown>>(text, values).then((r) => r.rows[0]!);
    const { id: agencyId } = await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
      [`Service Facets Agency ${Date.now()}`],
    );
    try {
      const { id: propertyId } = await q<{ id: number }>(
        `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
           compliance_status) values ($1, '1 Facet Street', 'Adelaide', '5000', 'SA', 'COMPLIANT')
         returning id`,
        [agencyId],
      );
      const facets = async () =>
        (
          await q<{ service_facets: string[] }>(
            'select service_facets from properties where id = $1',
            [propertyId],
          )
        ).service_facets;
      expect(await facets()).toEqual([]);

      // Two services in one statement: one overdue with the provider, one of another supplier.
      await owner.pool.query(
        `insert into property_services (agency_id, property_id, service_code, status,
           is_managed_by_provider, supplier_name)
         values ($1, $2, 'smoke', 'OVERDUE', true, null), ($1, $2, 'electrical', 'COMPLIANT', false, null)`,
        [agencyId, propertyId],
      );
      expect(await facets()).toEqual(['Overdue', 'MissingSupplier']);
      expect(await disagreements(agencyId)).toEqual([]);

      // As the app changes it, under row-level security.
      await database.withAgency(agencyId, (tx) =>
        tx
          .update(propertyServices)
          .set({ status: 'BOOKED_IN' })
          .where(
            and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.serviceCode, 'smoke')),
          ),
      );
      expect(await facets()).toEqual(['MissingSupplier', 'BookingInProgress']);

      await owner.pool.query(
        `update property_services set status = 'CANCELLED', supplier_name = 'Sparky Co'
          where property_id = $1`,
        [propertyId],
      );
      expect(await facets()).toEqual(['CancelledServices']);

      // Waiting for details: the provider's service counts, the other supplier's does not.
      await owner.pool.query(
        `update property_services set status = 'UPDATES_REQUIRED' where property_id = $1`,
        [propertyId],
      );
      expect(await facets()).toEqual(['UpdatesRequired']);
      expect(await disagreements(agencyId)).toEqual([]);

      await owner.pool.query('delete from property_services where property_id = $1', [propertyId]);
      expect(await facets()).toEqual([]);
    } finally {
      await owner.pool.query('delete from agencies where id = $1', [agencyId]);
    }
  });
});
