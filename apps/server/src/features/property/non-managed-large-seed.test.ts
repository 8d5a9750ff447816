import type { TComplianceStatus, TServiceCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyIdIn } from '../../../test/auth';
import { ownerDatabase } from '../../../test/db';
import { residentialComplianceStatus } from './non-managed-service';
import type { Database } from '../../db/client';
import type { NonManagedServiceState } from '../../db/schema/index';
import { seedLargeNonManaged } from '../../db/seed/large-non-managed';

describe("the large agency's other providers' properties", () => {
  let owner: Database;

  beforeAll(() => {
    owner = ownerDatabase({ max: 1 });
  });
  afterAll(async () => {
    await owner.close();
  });

  it('should hold every status true to its data when seeded', async () => {
    const agencyId = await agencyIdIn(owner, 'VIC');
    const client = await owner.pool.connect();
    try {
      // Seeded into the shared database inside a transaction that is rolled back.
      await client.query('begin');
      const { rows: managers } = await client.query<{ id: number }>(
        'select id from property_managers where agency_id = $1',
        [agencyId],
      );
      const today = '2026-06-15';
      const written = await seedLargeNonManaged(client, {
        agencyId,
        count: 600,
        managerIds: managers.map((manager) => manager.id),
        streets: ['Station Street', 'Wattle Grove'],
        suburbs: [{ name: 'Hawthorn', postcode: '3122' }],
        state: 'VIC',
        today,
      });
      expect(written).toBe(600);
      const { rows } = await client.query<{
        providerName: string | null;
        lastServiceDate: string | null;
        nextDueDate: string | null;
        services: Partial<Record<TServiceCode, NonManagedServiceState>>;
        status: TComplianceStatus;
        isResidential: boolean;
        type: string | null;
      }>(
        `select provider_name as "providerName", last_service_date::text as "lastServiceDate",
                next_due_date::text as "nextDueDate", services, compliance_status as status,
                is_residential as "isResidential", non_residential_type as type
           from non_managed_properties where agency_id = $1 and external_id like 'PM-OTHER-%'`,
        [agencyId],
      );
      await client.query('rollback');

      expect(rows).toHaveLength(600);
      const statuses = new Set(rows.map((row) => row.status));
      expect([...statuses].sort()).toEqual(
        [
          'APPROACHING_NEXT_SERVICE',
          'COMPLIANT',
          'MISSING_LAST_SERVICE_DATE',
          'MISSING_SUPPLIER',
          'NON_COMPLIANT',
          'NON_RESIDENTIAL_PROPERTY',
          'OVERDUE',
        ].sort(),
      );
      for (const row of rows) {
        if (row.isResidential) {
          // What a property made residential again would take is what it was seeded with.
          expect(residentialComplianceStatus(row, today), JSON.stringify(row)).toBe(row.status);
        } else {
          expect(row.status).toBe('NON_RESIDENTIAL_PROPERTY');
          expect(row.type).not.toBeNull();
        }
      }
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  });
});
