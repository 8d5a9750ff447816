import type { TAccessIssueItem, TList } from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AgencyTx, Database } from '../db/client';
import {
  accessIssueBlockedMethods,
  accessIssueCases,
  accessIssueProblemSets,
  accessIssueSuggestedActions,
  occupants,
  properties,
  propertyServices,
  tenancies,
} from '../db/schema/index';
import { accessIssueTags } from './access-issue-tags';
import { openAccessIssueCase, overdueService } from './compliance-definitions';
import { addressColumns, propertyRef } from './property-ref';

type AgencyOnly = Pick<AccessIssueListScope, 'agencyId'>;

/** The property of the current `properties` row (correlated) has a service in `status`. */
export const hasService = (tx: AgencyTx, scope: AgencyOnly, status: SQL) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.agencyId, scope.agencyId),
          eq(propertyServices.propertyId, properties.id),
          status,
        ),
      ),
  );

/** Current occupants' names by property, in their order. */
async function occupantsOf(tx: AgencyTx, scope: AgencyOnly, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, { name: string }[]>();
  const rows = await tx
    .select({ propertyId: tenancies.propertyId, name: occupants.name })
    .from(occupants)
    .innerJoin(
      tenancies,
      and(eq(tenancies.agencyId, occupants.agencyId), eq(tenancies.id, occupants.tenancyId)),
    )
    .where(
      and(
        eq(occupants.agencyId, scope.agencyId),
        eq(tenancies.agencyId, scope.agencyId),
        eq(tenancies.isCurrent, true),
        inArray(tenancies.propertyId, propertyIds),
      ),
    )
    .orderBy(asc(occupants.displayOrder), asc(occupants.id));
  return group(rows, (row) => ({ name: row.name }));
}

/**
 * The problems still blocking entry, by property: problem sets of the open cases' unresolved
 * entry methods that no performed solution has cleared, once per public name (the earliest).
 */
async function problemsOf(tx: AgencyTx, scope: AgencyOnly, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, { publicName: string; createdAt: string }[]>();
  const createdAt = sql<Date>`min(${accessIssueProblemSets.createdAt})`.mapWith(
    accessIssueProblemSets.createdAt,
  );
  const rows = await tx
    .select({
      propertyId: accessIssueCases.propertyId,
      publicName: accessIssueProblemSets.publicName,
      createdAt,
    })
    .from(accessIssueProblemSets)
    .innerJoin(
      accessIssueBlockedMethods,
      and(
        eq(accessIssueBlockedMethods.agencyId, accessIssueProblemSets.agencyId),
        eq(accessIssueBlockedMethods.id, accessIssueProblemSets.blockedMethodId),
      ),
    )
    .innerJoin(
      accessIssueCases,
      and(
        eq(accessIssueCases.agencyId, accessIssueBlockedMethods.agencyId),
        eq(accessIssueCases.id, accessIssueBlockedMethods.caseId),
      ),
    )
    .where(
      and(
        eq(accessIssueProblemSets.agencyId, scope.agencyId),
        eq(accessIssueBlockedMethods.agencyId, scope.agencyId),
        eq(accessIssueCases.agencyId, scope.agencyId),
        openAccessIssueCase(),
        inArray(accessIssueCases.propertyId, propertyIds),
        isNull(accessIssueBlockedMethods.resolvedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(accessIssueSuggestedActions)
            .where(
              and(
                eq(accessIssueSuggestedActions.agencyId, scope.agencyId),
                eq(accessIssueSuggestedActions.problemSetId, accessIssueProblemSets.id),
                sql`${accessIssueSuggestedActions.performedAt} is not null`,
              ),
            ),
        ),
      ),
    )
    .groupBy(accessIssueCases.propertyId, accessIssueProblemSets.publicName)
    .orderBy(createdAt, asc(accessIssueProblemSets.publicName));
  return group(rows, (row) => ({
    publicName: row.publicName,
    createdAt: row.createdAt.toISOString(),
  }));
}

function group<R extends { propertyId: number }, T>(rows: R[], item: (row: R) => T) {
  const byProperty = new Map<number, T[]>();
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push(item(row));
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** What an access-issue list is read for: the session's agency, as of now (the tags' clock). */
export interface AccessIssueListScope {
  agencyId: number;
  now: Date;
}

/**
 * A page of properties with an open access-issue case (OPEN, or awaiting the provider after the
 * agency added details) among the `properties` rows where `where` holds: suspended properties
 * first, then the longest unresolved. Each row carries its status tags, current occupants and
 * the problems still blocking entry (none: a complex problem, contact the provider). The
 * dashboard's urgent tab and GET /v1/agency/access-issues are this list with their filters.
 */
export async function accessIssueList(
  database: Database,
  scope: AccessIssueListScope,
  page: { limit: number; offset: number },
  where: (tx: AgencyTx) => SQL | undefined,
): Promise<TList<TAccessIssueItem>> {
  const { limit, offset } = page;
  return database.withAgency(scope.agencyId, async (tx) => {
    const openCases = tx
      .select({
        propertyId: accessIssueCases.propertyId,
        openSince: sql<Date>`min(${accessIssueCases.openedAt})`
          .mapWith(accessIssueCases.openedAt)
          .as('open_since'),
      })
      .from(accessIssueCases)
      .where(and(eq(accessIssueCases.agencyId, scope.agencyId), openAccessIssueCase()))
      .groupBy(accessIssueCases.propertyId)
      .as('open_cases');
    const matching = and(eq(properties.agencyId, scope.agencyId), where(tx));
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(properties)
      .innerJoin(openCases, eq(openCases.propertyId, properties.id))
      .where(matching);
    const rows = await tx
      .select({
        propertyId: properties.id,
        ...addressColumns(properties),
        isVacant: properties.isVacant,
        flags: properties.flags,
        tags: properties.tags,
        accessStatus: properties.accessStatus,
        openSince: openCases.openSince,
        hasOverdueService: sql<boolean>`${hasService(tx, scope, overdueService())}`,
        hasServiceOnHold: sql<boolean>`${hasService(tx, scope, eq(propertyServices.status, 'ON_HOLD'))}`,
      })
      .from(properties)
      .innerJoin(openCases, eq(openCases.propertyId, properties.id))
      .where(matching)
      .orderBy(
        desc(sql`${properties.accessStatus} = 'SUSPENDED'`),
        asc(openCases.openSince),
        asc(properties.id),
      )
      .limit(limit)
      .offset(offset);
    const ids = rows.map((row) => row.propertyId);
    const people = await occupantsOf(tx, scope, ids);
    const problems = await problemsOf(tx, scope, ids);
    return {
      total,
      items: rows.map((row) => ({
        tags: accessIssueTags(row, scope.now),
        occupants: people.get(row.propertyId) ?? [],
        accessIssues: { problems: problems.get(row.propertyId) ?? [] },
        ...propertyRef(row.propertyId, row),
      })),
    };
  });
}
