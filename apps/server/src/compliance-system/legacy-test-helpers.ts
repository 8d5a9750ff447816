import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';

/** Helpers of the legacy pages' tests (not a test file itself). */

export function getPage(app: FastifyInstance, url: string, portalCookie?: string) {
  return app.inject({
    method: 'GET',
    url,
    cookies: portalCookie ? { acp_session: portalCookie } : undefined,
  });
}

/** Ids of the properties a page links to (/cs/{state}/Properties/view/{id}). */
export function linkedPropertyIds(body: string): number[] {
  return [...body.matchAll(/\/cs\/[a-z]+\/Properties\/view\/(\d+)/g)].map((m) => Number(m[1]));
}

/** Every property the page links to belongs to the agency (and there is at least one). */
export async function expectOnlyAgencyProperties(
  owner: Database,
  body: string,
  agencyId: number,
): Promise<void> {
  const ids = [...new Set(linkedPropertyIds(body))];
  expect(ids.length).toBeGreaterThan(0);
  const { rows } = await owner.pool.query<{ id: number; agency_id: number }>(
    'select id, agency_id from properties where id = any($1::int[])',
    [ids],
  );
  expect(rows).toHaveLength(ids.length);
  expect(rows.every((row) => row.agency_id === agencyId)).toBe(true);
}

/** The address as the legacy pages write it. */
export const addressText = (row: {
  address_line1: string;
  address_line2: string | null;
  suburb: string;
  state_code: string;
  postcode: string;
}) =>
  `${row.address_line1}${row.address_line2 ? `, ${row.address_line2}` : ''}, ${row.suburb} ${row.state_code} ${row.postcode}`;

export interface TestAgency {
  agencyId: number;
  propertyId: number;
  portfolioPropertyId: number;
}

/**
 * An agency of the test's own in `state` with one serviced property at `addressLine1` and one
 * portfolio (non-managed) property, so tests that write leave the demo agencies untouched.
 */
export async function createTestAgency(
  owner: Database,
  state: string,
  addressLine1: string,
): Promise<TestAgency> {
  const { rows: agencies } = await owner.pool.query<{ id: number }>(
    `insert into agencies (name, state_code) values ($1, $2) returning id`,
    [`Legacy Test Agency ${Date.now()}`, state],
  );
  const agencyId = agencies[0]!.id;
  const { rows: props } = await owner.pool.query<{ id: number }>(
    `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
       compliance_status, is_key_available, key_number)
     values ($1, $2, 'Hobart', '7000', $3, 'COMPLIANT', true, 'K<1>') returning id`,
    [agencyId, addressLine1, state],
  );
  await owner.pool.query(
    `insert into property_services (agency_id, property_id, service_code, status, next_due_date)
     values ($1, $2, 'smoke', 'COMPLIANT', '2030-01-31')`,
    [agencyId, props[0]!.id],
  );
  const { rows: portfolio } = await owner.pool.query<{ id: number }>(
    `insert into non_managed_properties (agency_id, address_line1, suburb, postcode, state_code,
       compliance_status)
     values ($1, '7 Portfolio Lane', 'Sandy Bay', '7005', $2, 'MISSING_SUPPLIER') returning id`,
    [agencyId, state],
  );
  return { agencyId, propertyId: props[0]!.id, portfolioPropertyId: portfolio[0]!.id };
}

export async function removeTestAgency(owner: Database, agencyId: number, userId: number) {
  await owner.pool.query('delete from users where id = $1', [userId]);
  await owner.pool.query('delete from agencies where id = $1', [agencyId]);
}
