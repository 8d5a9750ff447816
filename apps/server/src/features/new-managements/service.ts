import type { TNewManagement } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { newManagements, users } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';
import { enrolmentStatusOf, hasJobOrder } from '../../domain/new-management-enrolment';

export const NEW_MANAGEMENT_MESSAGES = {
  notFound: 'New management not found',
  dismissed: 'This new management has been dismissed',
  underEnrolment: 'This property is already under enrolment',
} as const;

/** Who acts, for whom, and when. */
export interface NewManagementActor {
  agencyId: number;
  userId: number;
  now: Date;
}

/** The new management of a portfolio property ({id} is its portfolioPropertyId). */
const byPortfolioProperty = (agencyId: number, portfolioPropertyId: number) =>
  and(
    eq(newManagements.agencyId, agencyId),
    eq(newManagements.portfolioPropertyId, portfolioPropertyId),
  );

async function lockedStatus(tx: AgencyTx, agencyId: number, id: number) {
  if (!isStoredId(id)) throw notFound(NEW_MANAGEMENT_MESSAGES.notFound);
  const [row] = await tx
    .select({ status: newManagements.status })
    .from(newManagements)
    .where(byPortfolioProperty(agencyId, id))
    .for('update');
  if (!row) throw notFound(NEW_MANAGEMENT_MESSAGES.notFound);
  return row.status;
}

async function oneNewManagement(
  tx: AgencyTx,
  agencyId: number,
  id: number,
): Promise<TNewManagement> {
  const [row] = await tx
    .select({
      portfolioPropertyId: newManagements.portfolioPropertyId,
      ...addressColumns(newManagements),
      softwareName: newManagements.softwareName,
      firstActiveDate: newManagements.firstActiveDate,
      status: newManagements.status,
      underEnrolmentAt: newManagements.underEnrolmentAt,
      underEnrolmentBy: users.displayName,
      hasJobOrder,
    })
    .from(newManagements)
    .leftJoin(users, eq(users.id, newManagements.underEnrolmentBy))
    .where(byPortfolioProperty(agencyId, id));
  return {
    portfolioPropertyId: row!.portfolioPropertyId,
    address: oneLineAddress(row!),
    softwareName: row!.softwareName,
    firstActiveDate: row!.firstActiveDate,
    isUnderEnrolment: row!.status === 'UNDER_ENROLMENT',
    enrolmentStatus: enrolmentStatusOf(row!.status, row!.hasJobOrder),
    underEnrolmentAt: row!.underEnrolmentAt?.toISOString() ?? null,
    underEnrolmentBy: row!.underEnrolmentBy,
  };
}

/**
 * POST /v1/portfolio/new-management/{id}/under-enrolment ('Enrol property'): records who and
 * when. Asking again changes nothing (the first enrolment stands); a dismissed one is 409.
 */
export async function markUnderEnrolment(
  database: Database,
  actor: NewManagementActor,
  id: number,
): Promise<TNewManagement> {
  return database.withAgency(actor.agencyId, async (tx) => {
    const status = await lockedStatus(tx, actor.agencyId, id);
    if (status === 'DISMISSED') throw conflict(NEW_MANAGEMENT_MESSAGES.dismissed);
    if (status === 'NOT_ENROLLED') {
      await tx
        .update(newManagements)
        .set({
          status: 'UNDER_ENROLMENT',
          underEnrolmentAt: actor.now,
          underEnrolmentBy: actor.userId,
        })
        .where(byPortfolioProperty(actor.agencyId, id));
    }
    return oneNewManagement(tx, actor.agencyId, id);
  });
}

/**
 * POST /v1/portfolio/new-management/{id}/dismiss: the row leaves the new-managements list.
 * Dismissing again changes nothing; one under enrolment is 409 (the enrolment is under way).
 */
export async function dismissNewManagement(
  database: Database,
  actor: NewManagementActor,
  id: number,
): Promise<null> {
  return database.withAgency(actor.agencyId, async (tx) => {
    const status = await lockedStatus(tx, actor.agencyId, id);
    if (status === 'UNDER_ENROLMENT') throw conflict(NEW_MANAGEMENT_MESSAGES.underEnrolment);
    if (status === 'NOT_ENROLLED') {
      await tx
        .update(newManagements)
        .set({ status: 'DISMISSED', dismissedAt: actor.now, dismissedBy: actor.userId })
        .where(byPortfolioProperty(actor.agencyId, id));
    }
    return null;
  });
}

/**
 * POST /v1/portfolio/new-management/{id}/restore, the Undo of Dismiss: a dismissed one is not
 * enrolled again, as before; any other is left as it is. Answers the new management.
 */
export async function restoreNewManagement(
  database: Database,
  actor: NewManagementActor,
  id: number,
): Promise<TNewManagement> {
  return database.withAgency(actor.agencyId, async (tx) => {
    const status = await lockedStatus(tx, actor.agencyId, id);
    if (status === 'DISMISSED') {
      await tx
        .update(newManagements)
        .set({ status: 'NOT_ENROLLED', dismissedAt: null, dismissedBy: null })
        .where(byPortfolioProperty(actor.agencyId, id));
    }
    return oneNewManagement(tx, actor.agencyId, id);
  });
}
