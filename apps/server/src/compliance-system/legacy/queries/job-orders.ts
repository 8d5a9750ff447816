import { and, asc, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { jobOrders, nonManagedProperties, properties } from '../../../db/schema/index';
import { recordAudit } from '../../../plugins/audit';
import { addressMatches, addressOf, type AddressParts } from './shared';

/** A property a job order can be for: one the provider services, or one of the portfolio. */
export interface PropertyChoice {
  kind: 'managed' | 'portfolio';
  id: number;
  address: AddressParts;
}

/** How many properties a search offers to choose from. */
export const CHOICE_LIMIT = 20;

export async function findManagedChoice(
  tx: AgencyTx,
  agencyId: number,
  id: number,
): Promise<PropertyChoice | null> {
  const [row] = await tx
    .select({ id: properties.id, address: addressOf(properties) })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, id)));
  return row ? { kind: 'managed', ...row } : null;
}

export async function findPortfolioChoice(
  tx: AgencyTx,
  agencyId: number,
  id: number,
): Promise<PropertyChoice | null> {
  const [row] = await tx
    .select({ id: nonManagedProperties.id, address: addressOf(nonManagedProperties) })
    .from(nonManagedProperties)
    .where(and(eq(nonManagedProperties.agencyId, agencyId), eq(nonManagedProperties.id, id)));
  return row ? { kind: 'portfolio', ...row } : null;
}

/** The agency's serviced properties whose address matches, up to CHOICE_LIMIT + 1. */
export async function searchManagedChoices(
  tx: AgencyTx,
  agencyId: number,
  search: string,
): Promise<PropertyChoice[]> {
  const rows = await tx
    .select({ id: properties.id, address: addressOf(properties) })
    .from(properties)
    .where(
      and(
        eq(properties.agencyId, agencyId),
        eq(properties.isManaged, true),
        addressMatches(properties.searchText, search),
      ),
    )
    .orderBy(asc(properties.addressLine1), asc(properties.id))
    .limit(CHOICE_LIMIT + 1);
  return rows.map((row) => ({ kind: 'managed', ...row }));
}

/** A new job order (status REQUESTED), recorded in the audit log with who asked for it. */
export async function createJobOrder(
  tx: AgencyTx,
  order: {
    agencyId: number;
    property: PropertyChoice;
    serviceCodes: string[];
    notes: string | null;
    userId: number;
    impersonatorUserId: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(jobOrders)
    .values({
      agencyId: order.agencyId,
      propertyId: order.property.kind === 'managed' ? order.property.id : null,
      nonManagedPropertyId: order.property.kind === 'portfolio' ? order.property.id : null,
      serviceCodes: order.serviceCodes,
      notes: order.notes,
      createdBy: order.userId,
    })
    .returning({ id: jobOrders.id });
  const id = row!.id;
  await recordAudit(tx, {
    agencyId: order.agencyId,
    actorUserId: order.userId,
    impersonatorUserId: order.impersonatorUserId,
    action: 'job-order.create',
    target: `job-order:${id}`,
    propertyId: order.property.kind === 'managed' ? order.property.id : null,
    detail: { via: 'compliance-system', services: order.serviceCodes },
  });
  return id;
}
