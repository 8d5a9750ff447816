import { expect } from 'vitest';
import type { DemoApp } from './demo-app';

export interface PropertyPickerOptions {
  /** Service statuses that do not count towards the property's services. */
  inactive: readonly string[];
  /** Leave out properties with a service on hold. */
  noneOnHold?: boolean;
  /** How many candidates to read, in id order. */
  limit: number;
  /** What the property is for, said when there is none left. */
  purpose: string;
}

/**
 * A picker of demo properties for request tests: managed and not cancelled, no hold or
 * cancellation request, at least `count` services managed by the provider with a status not in
 * `inactive`; never the same property twice, so each test has its own.
 */
export function propertyPicker({
  inactive,
  noneOnHold = false,
  limit,
  purpose,
}: PropertyPickerOptions) {
  const taken = new Set<number>();
  const statuses = inactive.map((status) => `'${status}'`).join(', ');
  const onHold = noneOnHold
    ? `
          and not exists (select 1 from property_services s where s.agency_id = p.agency_id
                and s.property_id = p.id and s.status = 'ON_HOLD')`
    : '';
  return async (h: DemoApp, agencyId: number, count: number): Promise<number> => {
    const rows = await h.rows<{ id: number }>(
      `select p.id from properties p
        where p.agency_id = $1 and p.is_managed and not 'CANCELLED' = any (p.flags)
          and p.cancelled_at is null
          and (select count(*) from property_services s where s.agency_id = p.agency_id
                and s.property_id = p.id and s.is_managed_by_provider
                and s.status not in (${statuses})) >= $2${onHold}
          and not exists (select 1 from hold_requests r where r.property_id = p.id)
          and not exists (select 1 from cancellation_requests r where r.property_id = p.id)
        order by p.id limit ${limit}`,
      [agencyId, count],
    );
    const row = rows.find((r) => !taken.has(r.id));
    expect(row, purpose).toBeDefined();
    taken.add(row!.id);
    return row!.id;
  };
}
