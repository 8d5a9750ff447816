import {
  EDIT_PROPERTY_MESSAGES,
  editPropertyChanges,
  editPropertySchema,
  editPropertyValues,
  toDate,
  type TEditPropertyChange,
  type TEditPropertyInput,
  type TEditPropertyResult,
  type TEditPropertyValues,
  type TKeyAvailability,
  type TPropertyKeyDetails,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { agencies, properties, propertyManagers } from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, badRequest, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import type { AgencyScope } from '../../plugins/signed-in';
import { recordScopedAudit } from '../../plugins/audit';
import { checkedBody } from '../../lib/checked-body';

/** The stored key details of one of the agency's properties, locked for an update when asked. */
async function readKeyDetails(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  forUpdate = false,
): Promise<TPropertyKeyDetails | null> {
  const query = tx
    .select({
      isIntegrated: properties.isIntegrated,
      enforceKeyAvailable: agencies.enforceKeyAvailable,
      isKeyAvailable: properties.isKeyAvailable,
      keyNumber: properties.keyNumber,
      propertyManagerId: properties.propertyManagerId,
      onsiteAvailability: properties.onsiteAvailability,
      temporaryKeyExpirationDate: properties.temporaryKeyExpirationDate,
      keyOnsiteNotes: properties.keyOnsiteNotes,
    })
    .from(properties)
    .innerJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  const [row] = forUpdate ? await query.for('update', { of: properties }) : await query;
  if (!row) return null;
  return {
    isIntegrated: row.isIntegrated,
    enforceKeyAvailable: row.enforceKeyAvailable,
    agencyKey: {
      isKeyAvailable: row.isKeyAvailable,
      keyNumber: row.keyNumber,
      propertyManagerId: row.propertyManagerId,
    },
    propertyKey: {
      onsiteAvailability: row.onsiteAvailability as TKeyAvailability | null,
      temporaryKeyExpirationDate: row.temporaryKeyExpirationDate,
      keyOnsiteNotes: row.keyOnsiteNotes,
    },
  };
}

function valuesOf(details: TPropertyKeyDetails): TEditPropertyValues {
  return { ...details.agencyKey, ...details.propertyKey };
}

/** GET /v1/property/{id}/key-details: what the edit property dialog starts from. */
export function getKeyDetails(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TPropertyKeyDetails> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const details = await readKeyDetails(tx, agencyId, propertyId);
    if (!details) throw notFound(PROPERTY_NOT_FOUND);
    return details;
  });
}

/** The names of the agency's managers among the ids, and which of them are current. */
async function managersById(tx: AgencyTx, agencyId: number, ids: number[]) {
  const wanted = ids.filter(isStoredId);
  if (wanted.length === 0) return new Map<number, { name: string; isActive: boolean }>();
  const rows = await tx
    .select({
      id: propertyManagers.id,
      name: propertyManagers.name,
      isActive: propertyManagers.isActive,
    })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.agencyId, agencyId), inArray(propertyManagers.id, wanted)));
  return new Map(rows.map((row) => [row.id, { name: row.name, isActive: row.isActive }]));
}

/** The body's rules again, with what only the server knows: enforce mode, integration, today. */
function checkBody(body: TEditPropertyInput, current: TPropertyKeyDetails, today: string) {
  const schema = editPropertySchema({
    enforceKeyAvailable: current.enforceKeyAvailable,
    agencyKeyReadOnly: current.isIntegrated,
    today: () => toDate(today)!,
  });
  return checkedBody(schema, body);
}

/** What the audit log keeps of a change: onsite notes may hold a lockbox code, so not their text. */
function auditedChange(change: TEditPropertyChange) {
  return change.field === 'keyOnsiteNotes'
    ? { field: change.field, label: change.label }
    : { field: change.field, label: change.label, before: change.before, after: change.after };
}

/**
 * PUT /v1/property/{id}: the manager (one of the agency's current managers, or the one the
 * property already has), the agency key (read-only on an integrated property: refused when it
 * changes) and the onsite key. Writes the audit log when something changed.
 */
export function updatePropertyKeys(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  body: TEditPropertyInput,
): Promise<TEditPropertyResult> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const current = await readKeyDetails(tx, agencyId, propertyId, true);
    if (!current) throw notFound(PROPERTY_NOT_FOUND);
    const next = editPropertyValues(checkBody(body, current, scope.today));
    const before = valuesOf(current);

    if (
      current.isIntegrated &&
      (next.isKeyAvailable !== before.isKeyAvailable || next.keyNumber !== before.keyNumber)
    ) {
      throw badRequest(EDIT_PROPERTY_MESSAGES.integratedAgencyKey, {
        'body.agencyKey': EDIT_PROPERTY_MESSAGES.integratedAgencyKey,
      });
    }
    const managers = await managersById(
      tx,
      agencyId,
      [before.propertyManagerId, next.propertyManagerId].filter((id) => id !== null),
    );
    const chosen =
      next.propertyManagerId === null ? undefined : managers.get(next.propertyManagerId);
    if (!chosen || (!chosen.isActive && next.propertyManagerId !== before.propertyManagerId)) {
      throw badRequest(EDIT_PROPERTY_MESSAGES.managerNotFound, {
        'body.agencyKey.propertyManagerId': EDIT_PROPERTY_MESSAGES.managerNotFound,
      });
    }

    const changes = editPropertyChanges(before, next, (id) => managers.get(id)?.name);
    if (changes.length === 0) return { keyDetails: current, changes };
    const onsiteChanged = changes.some((change) =>
      ['onsiteAvailability', 'temporaryKeyExpirationDate', 'keyOnsiteNotes'].includes(change.field),
    );
    await tx
      .update(properties)
      .set({
        propertyManagerId: next.propertyManagerId,
        isKeyAvailable: next.isKeyAvailable,
        keyNumber: next.keyNumber,
        onsiteAvailability: next.onsiteAvailability,
        temporaryKeyExpirationDate: next.temporaryKeyExpirationDate,
        keyOnsiteNotes: next.keyOnsiteNotes,
        ...(onsiteChanged ? { keyInfoValidFrom: scope.now } : {}),
        updatedAt: scope.now,
      })
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    await recordScopedAudit(tx, scope, {
      action: 'property.update',
      target: String(propertyId),
      detail: { changes: changes.map(auditedChange) },
    });
    const keyDetails = await readKeyDetails(tx, agencyId, propertyId);
    return { keyDetails: keyDetails!, changes };
  });
}
