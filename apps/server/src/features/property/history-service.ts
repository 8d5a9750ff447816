import {
  pageOffset,
  PROPERTY_HISTORY_ACTIONS,
  PROPERTY_HISTORY_AREA_KINDS,
  PROPERTY_HISTORY_FORMER_USER,
  propertyHistoryKind,
  propertyHistoryLabel,
  type TList,
  type TPropertyHistoryEntry,
  type TPropertyHistoryQuery,
} from '@portal/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, properties, users } from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';

const actors = alias(users, 'actors');
const impersonators = alias(users, 'impersonators');

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * An entry's kind in SQL, from the same tables as `propertyHistoryKind` (the listed actions,
 * then the action's first part): constant text, so the statement is prepared once.
 */
const KIND_OF_ACTION: SQL = sql.raw(
  `case ${Object.entries(PROPERTY_HISTORY_ACTIONS)
    .map(
      ([action]) =>
        `when "audit_log"."action" = ${literal(action)} then ${literal(propertyHistoryKind(action))}`,
    )
    .join(' ')} else case split_part("audit_log"."action", '.', 1) ${Object.entries(
    PROPERTY_HISTORY_AREA_KINDS,
  )
    .map(([area, kind]) => `when ${literal(area)} then ${literal(kind)}`)
    .join(' ')} else 'other' end end`,
);

/**
 * GET /v1/property/{id}/history: the audit log's entries about the property (its `property_id`),
 * newest first, paged, of the chosen kinds; each in words with the names of who did it and of
 * the staff member viewing the portal as them. A property of another agency is not found.
 */
export function getPropertyHistory(
  database: Database,
  agencyId: number,
  propertyId: number,
  query: TPropertyHistoryQuery,
): Promise<TList<TPropertyHistoryEntry>> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    // The log is global (outside row-level security): the agency's filter is this one.
    const where = and(
      eq(auditLog.agencyId, agencyId),
      eq(auditLog.propertyId, propertyId),
      query.kind.length ? sql`(${KIND_OF_ACTION}) in ${query.kind}` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(auditLog).where(where);
    const n = total?.n ?? 0;
    if (n === 0) return { items: [], total: 0 };
    const rows = await tx
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorId: auditLog.actorUserId,
        actor: actors.displayName,
        impersonatorId: auditLog.impersonatorUserId,
        impersonator: impersonators.displayName,
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(impersonators, eq(impersonators.id, auditLog.impersonatorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query['page-size'])
      .offset(pageOffset(query.page, query['page-size']));
    const name = (id: number | null, displayName: string | null) =>
      id === null ? null : (displayName ?? PROPERTY_HISTORY_FORMER_USER);
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        kind: propertyHistoryKind(row.action),
        label: propertyHistoryLabel(row.action),
        by: name(row.actorId, row.actor),
        impersonatedBy: name(row.impersonatorId, row.impersonator),
      })),
      total: n,
    };
  });
}
