import type { TEnrolmentStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { jobOrders, newManagements } from '../db/schema/index';

/** Whether the compliance system holds a job order for the new management's property. */
export const hasJobOrder = sql<boolean>`exists (
  select 1 from ${jobOrders}
  where ${jobOrders.agencyId} = ${newManagements.agencyId}
    and ${jobOrders.nonManagedPropertyId} = ${newManagements.portfolioPropertyId})`;

/**
 * Where an enrolment stands, from the data: under enrolment is only requested ('Enrol property'
 * opened the job order page) until a job order exists for the property.
 */
export function enrolmentStatusOf(status: string, withJobOrder: boolean): TEnrolmentStatus {
  if (status !== 'UNDER_ENROLMENT') return 'NOT_ENROLLED';
  return withJobOrder ? 'IN_PROGRESS' : 'REQUESTED';
}
