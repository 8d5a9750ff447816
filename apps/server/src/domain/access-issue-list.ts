import {
  ENTRY_METHOD_CODES,
  type TAccessIssueItem,
  type TAccessIssueListItem,
  type TBlockedEntryMethodSummary,
  type TEntryMethod,
  type TList,
} from '@portal/contracts';
import {
  and,
  asc,
  count,
  eq,
  exists,
  isNotNull,
  isNull,
  notExists,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AgencyTx, Database } from '../db/client';
import { CompiledShapes, runCompiled } from '../db/compiled-query';
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
import { openAccessIssueCase } from './compliance-definitions';
import { addressColumns, propertyRef } from './property-ref';

/** The agency of a query: its id, or the placeholder of a compiled one. */
interface AgencyOnly {
  agencyId: number | Placeholder;
}

/** The compiled queries' values: the agency, the page and the page's properties. */
const value = sql.placeholder;
const compiledAgency: AgencyOnly = { agencyId: value('agencyId') };

/** The property ids of the page, as one array value (one statement text for any page). */
const inPage = (column: AnyColumn) => sql`${column} = any(${value('propertyIds')}::int[])`;

/**
 * The property of the current `properties` row (correlated), or of `propertyId`, has a service in
 * `status`.
 */
const hasService = (
  tx: AgencyTx,
  scope: AgencyOnly,
  status: SQL,
  propertyId: AnyColumn = properties.id,
) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.agencyId, scope.agencyId),
          eq(propertyServices.propertyId, propertyId),
          status,
        ),
      ),
  );

/** Current occupants' names of the page's properties, in their order. */
const occupantsQuery = (tx: AgencyTx) =>
  tx
    .select({ propertyId: tenancies.propertyId, name: occupants.name })
    .from(occupants)
    .innerJoin(
      tenancies,
      and(eq(tenancies.agencyId, occupants.agencyId), eq(tenancies.id, occupants.tenancyId)),
    )
    .where(
      and(
        eq(occupants.agencyId, compiledAgency.agencyId),
        eq(tenancies.agencyId, compiledAgency.agencyId),
        eq(tenancies.isCurrent, true),
        inPage(tenancies.propertyId),
      ),
    )
    .orderBy(asc(occupants.displayOrder), asc(occupants.id));

/** Current occupants' names by property, in their order. */
async function occupantsOf(tx: AgencyTx, scope: AccessIssueListScope, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, { name: string }[]>();
  const rows = await runCompiled(
    tx,
    compiled.occupants.get(null, () => occupantsQuery(tx)),
    { agencyId: scope.agencyId, propertyIds },
  );
  return group(rows, (row) => ({ name: row.name }));
}

type Problem = TAccessIssueItem['accessIssues']['problems'][number];

/** Entry methods in their display order (the contracts' order). */
const methodOrder = (method: string) => ENTRY_METHOD_CODES.indexOf(method as TEntryMethod);

/**
 * What still blocks entry, by property, in one statement: the open cases' unresolved entry
 * methods (in the entry methods' order, merged across cases), each with its problem sets that
 * no performed solution has cleared and the public name of the first suggested solution; and
 * those problems once per public name (the earliest raised), oldest first.
 */
function blocksQuery(tx: AgencyTx) {
  const scope = compiledAgency;
  const firstSolution = tx
    .select({ name: accessIssueSuggestedActions.solutionPublicName })
    .from(accessIssueSuggestedActions)
    .where(
      and(
        eq(accessIssueSuggestedActions.agencyId, scope.agencyId),
        eq(accessIssueSuggestedActions.problemSetId, accessIssueProblemSets.id),
      ),
    )
    .orderBy(asc(accessIssueSuggestedActions.displayOrder), asc(accessIssueSuggestedActions.id))
    .limit(1);
  return tx
    .select({
      propertyId: accessIssueCases.propertyId,
      entryMethod: accessIssueBlockedMethods.entryMethod,
      isBlockedByPreferences: accessIssueBlockedMethods.isBlockedByPreferences,
      publicName: accessIssueProblemSets.publicName,
      createdAt: accessIssueProblemSets.createdAt,
      mostEffectiveSolution: sql<string | null>`(${firstSolution})`,
    })
    .from(accessIssueBlockedMethods)
    .innerJoin(
      accessIssueCases,
      and(
        eq(accessIssueCases.agencyId, accessIssueBlockedMethods.agencyId),
        eq(accessIssueCases.id, accessIssueBlockedMethods.caseId),
      ),
    )
    .leftJoin(
      accessIssueProblemSets,
      and(
        eq(accessIssueProblemSets.agencyId, scope.agencyId),
        eq(accessIssueProblemSets.blockedMethodId, accessIssueBlockedMethods.id),
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
    .where(
      and(
        eq(accessIssueBlockedMethods.agencyId, scope.agencyId),
        eq(accessIssueCases.agencyId, scope.agencyId),
        openAccessIssueCase(),
        inPage(accessIssueCases.propertyId),
        isNull(accessIssueBlockedMethods.resolvedAt),
      ),
    )
    .orderBy(
      asc(accessIssueBlockedMethods.id),
      asc(accessIssueProblemSets.displayOrder),
      asc(accessIssueProblemSets.id),
    );
}

async function blocksOf(tx: AgencyTx, scope: AccessIssueListScope, propertyIds: number[]) {
  const methods = new Map<number, TBlockedEntryMethodSummary[]>();
  const problems = new Map<number, Problem[]>();
  if (!propertyIds.length) return { methods, problems };
  const rows = await runCompiled(
    tx,
    compiled.blocks.get(null, () => blocksQuery(tx)),
    { agencyId: scope.agencyId, propertyIds },
  );
  const earliest = new Map<number, Map<string, Date>>();
  for (const row of rows) {
    const own = methods.get(row.propertyId) ?? [];
    methods.set(row.propertyId, own);
    let method = own.find((m) => m.entryMethod === row.entryMethod);
    if (!method) {
      method = {
        entryMethod: row.entryMethod as TEntryMethod,
        isBlockedByPreferences: false,
        problems: [],
      };
      own.push(method);
    }
    method.isBlockedByPreferences ||= row.isBlockedByPreferences;
    if (row.publicName === null || row.createdAt === null) continue;
    method.problems.push({
      publicName: row.publicName,
      mostEffectiveSolution: row.mostEffectiveSolution,
    });
    const raised = earliest.get(row.propertyId) ?? new Map<string, Date>();
    earliest.set(row.propertyId, raised);
    const before = raised.get(row.publicName);
    if (!before || row.createdAt < before) raised.set(row.publicName, row.createdAt);
  }
  for (const own of methods.values()) {
    own.sort((a, b) => methodOrder(a.entryMethod) - methodOrder(b.entryMethod));
  }
  for (const [propertyId, raised] of earliest) {
    problems.set(
      propertyId,
      [...raised]
        // As PostgreSQL's C collation orders names.
        .sort(([a, at], [b, bt]) => at.getTime() - bt.getTime() || (a < b ? -1 : a > b ? 1 : 0))
        .map(([publicName, at]) => ({ publicName, createdAt: at.toISOString() })),
    );
  }
  return { methods, problems };
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
 * A list's condition on `properties`, beside the agency: its text depends only on `shape` (which
 * must also tell the lists apart), its values are placeholders filled from `values`. The list's
 * own placeholders are agencyId, limit, offset and propertyIds.
 */
export interface AccessIssueListCondition {
  shape: unknown;
  where: (tx: AgencyTx) => SQL | undefined;
  values: Record<string, unknown>;
}

/**
 * The properties with an open case: properties.access_issue_open_since (the oldest open case's
 * opening) is kept by triggers on access_issue_cases (migration 0031), and the list's partial
 * index holds them in the list's order.
 */
const matching = (tx: AgencyTx, condition: AccessIssueListCondition) =>
  and(
    eq(properties.agencyId, compiledAgency.agencyId),
    isNotNull(properties.accessIssueOpenSince),
    condition.where(tx),
  );

const countQuery = (tx: AgencyTx, condition: AccessIssueListCondition) =>
  tx.select({ total: count() }).from(properties).where(matching(tx, condition));

/** The list's order, suspended first (false sorts first), then the longest unresolved. */
const pageOrder = (accessStatus: AnyColumn, openSince: AnyColumn | SQL.Aliased, id: AnyColumn) => [
  asc(sql`(${accessStatus} <> 'SUSPENDED')`),
  asc(sql`${openSince}`),
  asc(id),
];

/**
 * The page walks the list's index in its order (properties_agency_access_issue_open_idx) and
 * stops at the limit; each row's services are looked up above the limit, for the page's rows
 * only (in the same select they were planned for every match: a hash of all the agency's overdue
 * services).
 */
const pageQuery = (tx: AgencyTx, condition: AccessIssueListCondition) => {
  const page = tx
    .select({
      propertyId: properties.id,
      ...addressColumns(properties),
      isVacant: properties.isVacant,
      flags: properties.flags,
      tags: properties.tags,
      accessStatus: properties.accessStatus,
      // Kept by triggers on property_services (migration 0032): overdueService().
      hasOverdueService: properties.hasOverdueService,
      // Not null where the list reads it (matching).
      openSince: sql<Date>`${properties.accessIssueOpenSince}`
        .mapWith(properties.accessIssueOpenSince)
        .as('open_since'),
    })
    .from(properties)
    .where(matching(tx, condition))
    .orderBy(...pageOrder(properties.accessStatus, properties.accessIssueOpenSince, properties.id))
    .limit(value('limit'))
    .offset(value('offset'))
    .as('page');
  return tx
    .select({
      propertyId: page.propertyId,
      addressLine1: page.addressLine1,
      addressLine2: page.addressLine2,
      suburb: page.suburb,
      stateCode: page.stateCode,
      postcode: page.postcode,
      isVacant: page.isVacant,
      flags: page.flags,
      tags: page.tags,
      accessStatus: page.accessStatus,
      openSince: page.openSince,
      hasOverdueService: page.hasOverdueService,
      hasServiceOnHold: sql<boolean>`${hasService(tx, compiledAgency, eq(propertyServices.status, 'ON_HOLD'), page.propertyId)}`,
    })
    .from(page)
    .orderBy(...pageOrder(page.accessStatus, page.openSince, page.propertyId));
};

type Compiled<Q extends (tx: AgencyTx, ...rest: never[]) => { execute(): Promise<unknown[]> }> =
  Awaited<ReturnType<ReturnType<Q>['execute']>>[number];

/**
 * The list's statements, built once per shape of its callers' conditions (and the page's
 * occupants and blocks once) and only filled in with each request's values: building and
 * rendering them was most of the server's own work per request.
 */
const compiled = {
  counts: new CompiledShapes<{ total: number }>(),
  pages: new CompiledShapes<Compiled<typeof pageQuery>>(),
  occupants: new CompiledShapes<Compiled<typeof occupantsQuery>>(),
  blocks: new CompiledShapes<Compiled<typeof blocksQuery>>(),
};

/**
 * A page of properties with an open access-issue case (OPEN, or awaiting the provider after the
 * agency added details) among the `properties` rows where the condition holds: suspended
 * properties first, then the longest unresolved. Each row carries its status tags, current
 * occupants, the problems still blocking entry (none: a complex problem, contact the provider)
 * and its blocked entry methods with what unblocks them (the dashboard's tab leaves those out).
 * The dashboard's urgent tab and GET /v1/agency/access-issues are this list with their filters.
 */
export async function accessIssueList(
  database: Database,
  scope: AccessIssueListScope,
  page: { limit: number; offset: number },
  condition: AccessIssueListCondition,
): Promise<TList<TAccessIssueListItem>> {
  const values = { ...condition.values, agencyId: scope.agencyId, ...page };
  return database.withAgency(scope.agencyId, async (tx) => {
    const rows = await runCompiled(
      tx,
      compiled.pages.get(condition.shape, () => pageQuery(tx, condition)),
      values,
    );
    // A page short of the limit ends the matches (an empty one only if it is the first);
    // otherwise count them: the index's entries, index-only where the condition reads only its
    // columns.
    const total =
      (rows.length > 0 || page.offset === 0) && rows.length < page.limit
        ? page.offset + rows.length
        : ((
            await runCompiled(
              tx,
              compiled.counts.get(condition.shape, () => countQuery(tx, condition)),
              values,
            )
          )[0]?.total ?? 0);
    const ids = rows.map((row) => row.propertyId);
    const people = await occupantsOf(tx, scope, ids);
    const blocks = await blocksOf(tx, scope, ids);
    return {
      total,
      items: rows.map((row) => ({
        tags: accessIssueTags(row, scope.now),
        occupants: people.get(row.propertyId) ?? [],
        accessIssues: { problems: blocks.problems.get(row.propertyId) ?? [] },
        blockedEntryMethods: blocks.methods.get(row.propertyId) ?? [],
        ...propertyRef(row.propertyId, row),
      })),
    };
  });
}
