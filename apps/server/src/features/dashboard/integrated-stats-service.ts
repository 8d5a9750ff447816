import type { TComplianceStatus, TIntegratedStats, TNonManagedStat } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nonManagedProperties } from '../../db/schema/index';
import { countAll, countWhere, managedBy, type DashboardScope } from './scope';

/**
 * GET /v1/stats/integrated: the properties of the agency's software serviced by other providers
 * or by nobody (non_managed_properties, new managements' properties included), counted by the
 * compliance status the mirror holds, so the figures add up like a chart's slices:
 * COMPLIANCE_ISSUES is NON_COMPLIANT (overdue ones are OVERDUE); TOTAL counts every property,
 * those in no figure too (non-residential ones). With propertyManagerId, that manager's only.
 */
const STATUS_OF: Record<TNonManagedStat, TComplianceStatus> = {
  COMPLIANCE_ISSUES: 'NON_COMPLIANT',
  COMPLIANT: 'COMPLIANT',
  OVERDUE: 'OVERDUE',
  APPROACHING_NEXT_SERVICE: 'APPROACHING_NEXT_SERVICE',
  MISSING_SUPPLIER: 'MISSING_SUPPLIER',
  MISSING_LAST_SERVICE_DATE: 'MISSING_LAST_SERVICE_DATE',
};

const withStatus = (stat: TNonManagedStat) =>
  countWhere(eq(nonManagedProperties.complianceStatus, STATUS_OF[stat]));

export async function integratedStats(
  database: Database,
  scope: DashboardScope,
): Promise<TIntegratedStats> {
  const [row] = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .select({
        COMPLIANCE_ISSUES: withStatus('COMPLIANCE_ISSUES'),
        COMPLIANT: withStatus('COMPLIANT'),
        OVERDUE: withStatus('OVERDUE'),
        APPROACHING_NEXT_SERVICE: withStatus('APPROACHING_NEXT_SERVICE'),
        MISSING_SUPPLIER: withStatus('MISSING_SUPPLIER'),
        MISSING_LAST_SERVICE_DATE: withStatus('MISSING_LAST_SERVICE_DATE'),
        TOTAL: countAll(),
      })
      .from(nonManagedProperties)
      .where(
        and(
          eq(nonManagedProperties.agencyId, scope.agencyId),
          managedBy(nonManagedProperties.propertyManagerId, scope),
        ),
      ),
  );
  return row!;
}
