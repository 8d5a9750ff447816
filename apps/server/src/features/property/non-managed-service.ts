import {
  APPROACHING_NEXT_SERVICE_DAYS,
  NON_MANAGED_PROPERTY_MESSAGES,
  SERVICES_IN_DISPLAY_ORDER,
  integrationSourceLabels,
  type TComplianceStatus,
  type TIntegratedProperty,
  type TIntegrationSource,
  type TNonResidentialChange,
  type TNonResidentialType,
  type TServiceCode,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  nonManagedProperties,
  propertyManagers,
  type NonManagedServiceState,
} from '../../db/schema/index';
import { daysAfter } from '../../domain/agency-clock';
import { addressColumns, propertyRef } from '../../domain/property-ref';
import { notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';

/** The one answer for an id that is missing, another agency's, or a managed property's. */
const NOT_FOUND = NON_MANAGED_PROPERTY_MESSAGES.notFound;

type Services = Partial<Record<TServiceCode, NonManagedServiceState>>;

/** What the status of a property made residential again is worked out from. */
export interface MirroredState {
  providerName: string | null;
  lastServiceDate: string | null;
  nextDueDate: string | null;
  services: Services;
}

/**
 * The compliance status of a residential non-managed property, from what the mirror holds (the
 * statuses the other-providers stats count, in the order they outrank each other): nobody
 * services it, then no last service date, overdue, approaching the next service, a service
 * that is not compliant, else compliant.
 */
export function residentialComplianceStatus(
  state: MirroredState,
  today: string,
): TComplianceStatus {
  if (state.providerName === null) return 'MISSING_SUPPLIER';
  if (state.lastServiceDate === null) return 'MISSING_LAST_SERVICE_DATE';
  if (state.nextDueDate !== null && state.nextDueDate < today) return 'OVERDUE';
  if (
    state.nextDueDate !== null &&
    state.nextDueDate <= daysAfter(today, APPROACHING_NEXT_SERVICE_DAYS)
  ) {
    return 'APPROACHING_NEXT_SERVICE';
  }
  const services = Object.values(state.services);
  return services.some((service) => service?.status !== 'COMPLIANT')
    ? 'NON_COMPLIANT'
    : 'COMPLIANT';
}

/** The property with its manager, locked for an update when asked (the manager row is not). */
async function readProperty(tx: AgencyTx, agencyId: number, id: number, forUpdate = false) {
  const query = tx
    .select({
      id: nonManagedProperties.id,
      ...addressColumns(nonManagedProperties),
      isResidential: nonManagedProperties.isResidential,
      nonResidentialType: nonManagedProperties.nonResidentialType,
      managerId: propertyManagers.id,
      managerName: propertyManagers.name,
      providerName: nonManagedProperties.providerName,
      complianceStatus: nonManagedProperties.complianceStatus,
      lastServiceDate: nonManagedProperties.lastServiceDate,
      nextDueDate: nonManagedProperties.nextDueDate,
      services: nonManagedProperties.services,
      integrationSource: nonManagedProperties.integrationSource,
    })
    .from(nonManagedProperties)
    .leftJoin(
      propertyManagers,
      and(
        eq(propertyManagers.agencyId, nonManagedProperties.agencyId),
        eq(propertyManagers.id, nonManagedProperties.propertyManagerId),
      ),
    )
    .where(and(eq(nonManagedProperties.agencyId, agencyId), eq(nonManagedProperties.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: nonManagedProperties }) : await query;
  return row ?? null;
}

type StoredProperty = NonNullable<Awaited<ReturnType<typeof readProperty>>>;

function toAnswer(row: StoredProperty): TIntegratedProperty {
  const ref = propertyRef(row.id, row);
  const services = row.services;
  return {
    agencyPortfolioPropertyId: row.id,
    addressLine1: ref.addressLine1,
    addressLine2: ref.addressLine2,
    isResidentialProperty: row.isResidential,
    nonResidentialPropertyType: row.isResidential
      ? null
      : (row.nonResidentialType as TNonResidentialType | null),
    propertyManager:
      row.managerId === null ? null : { id: row.managerId, name: row.managerName ?? '' },
    providerName: row.providerName,
    complianceStatus: row.complianceStatus as TComplianceStatus,
    lastServiceDate: row.lastServiceDate,
    nextDueDate: row.nextDueDate,
    services: SERVICES_IN_DISPLAY_ORDER.flatMap(({ code }) => {
      const service = services[code];
      return service
        ? [
            {
              shortName: code,
              status: service.status,
              providerName: service.providerName,
              lastServiceDate: service.lastServiceDate,
              nextDueDate: service.nextDueDate,
            },
          ]
        : [];
    }),
    softwareName: row.integrationSource
      ? integrationSourceLabels[row.integrationSource as TIntegrationSource]
      : null,
  };
}

/** GET /v1/integrated-property/{id}: one of the agency's non-managed properties. */
export function getNonManagedProperty(
  database: Database,
  agencyId: number,
  id: number,
): Promise<TIntegratedProperty> {
  if (!isStoredId(id)) return Promise.reject(notFound(NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const row = await readProperty(tx, agencyId, id);
    if (!row) throw notFound(NOT_FOUND);
    return toAnswer(row);
  });
}

/**
 * PATCH /v1/integrated-property/{id}: whether it is a residential rental property, and of which
 * type when not. A non-residential property's status is NON_RESIDENTIAL_PROPERTY (no figure of
 * the other-providers stats counts it); one made residential again takes the status its mirrored
 * services give. The audit log records a change as 'property.residential-status', its target the
 * non-managed property (never a bare id, which would name a managed property's history).
 */
export function changeResidentialStatus(
  database: Database,
  scope: AgencyScope,
  id: number,
  body: TNonResidentialChange,
): Promise<TIntegratedProperty> {
  if (!isStoredId(id)) return Promise.reject(notFound(NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const row = await readProperty(tx, agencyId, id, true);
    if (!row) throw notFound(NOT_FOUND);
    const before = {
      isResidentialProperty: row.isResidential,
      nonResidentialPropertyType: row.isResidential ? null : row.nonResidentialType,
    };
    const after = {
      isResidentialProperty: body.isResidentialProperty,
      nonResidentialPropertyType: body.nonResidentialPropertyType,
    };
    if (
      before.isResidentialProperty === after.isResidentialProperty &&
      before.nonResidentialPropertyType === after.nonResidentialPropertyType
    ) {
      return toAnswer(row);
    }
    const complianceStatus: TComplianceStatus = after.isResidentialProperty
      ? residentialComplianceStatus(
          {
            providerName: row.providerName,
            lastServiceDate: row.lastServiceDate,
            nextDueDate: row.nextDueDate,
            services: row.services,
          },
          scope.today,
        )
      : 'NON_RESIDENTIAL_PROPERTY';
    const [updated] = await tx
      .update(nonManagedProperties)
      .set({
        isResidential: after.isResidentialProperty,
        nonResidentialType: after.nonResidentialPropertyType,
        complianceStatus,
        updatedAt: scope.now,
      })
      .where(and(eq(nonManagedProperties.agencyId, agencyId), eq(nonManagedProperties.id, id)))
      .returning({ id: nonManagedProperties.id });
    if (!updated) throw notFound(NOT_FOUND);
    await recordScopedAudit(tx, scope, {
      action: 'property.residential-status',
      target: `non-managed-property:${id}`,
      detail: {
        before,
        after,
        complianceStatus: { before: row.complianceStatus, after: complianceStatus },
      },
    });
    return toAnswer({
      ...row,
      isResidential: after.isResidentialProperty,
      nonResidentialType: after.nonResidentialPropertyType,
      complianceStatus,
    });
  });
}
