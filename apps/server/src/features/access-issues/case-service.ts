import {
  ACCESS_ISSUE_ACTION_ERRORS,
  accessIssueActionSchema,
  stripMarkup,
  toDate,
  type TAccessIssueActionResult,
  type TAccessIssueCase,
  type TAccessIssueStatus,
  type TEntryMethod,
  type TSolutionGroup,
} from '@portal/contracts';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  notExists,
  sql,
} from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  accessIssueBlockedMethods,
  accessIssueCases,
  accessIssueProblemSets,
  accessIssueSuggestedActions,
} from '../../db/schema/index';
import { openAccessIssueCase } from '../../domain/compliance-definitions';
import { checkedBody } from '../../lib/checked-body';
import { badRequest, conflict } from '../../lib/errors';
import { withProperty } from '../../domain/with-property';
import { recordScopedAudit, type AuditActor } from '../../plugins/audit';

// A property's access-issue case (the resolution wizard's data) and performing its solutions.
// A problem set is resolved once one of its suggested actions was performed; an entry method once
// each of its problem sets is resolved or has no suggested actions; the case once every entry
// method is.

/** The problem set of the current row has a performed suggested action. */
const performedIn = (tx: AgencyTx, agencyId: number) =>
  tx
    .select({ one: sql`1` })
    .from(accessIssueSuggestedActions)
    .where(
      and(
        eq(accessIssueSuggestedActions.agencyId, agencyId),
        eq(accessIssueSuggestedActions.problemSetId, accessIssueProblemSets.id),
        isNotNull(accessIssueSuggestedActions.performedAt),
      ),
    );

/** The property's open case, else its latest; the open one locked when `lock`. */
async function latestCase(tx: AgencyTx, agencyId: number, propertyId: number, lock = false) {
  const query = tx
    .select({
      id: accessIssueCases.id,
      status: accessIssueCases.status,
      portalSuppressionLevel: accessIssueCases.portalSuppressionLevel,
      allEntryMethodsDisqualified: accessIssueCases.allEntryMethodsDisqualified,
      isOpen: sql<boolean>`${openAccessIssueCase()}`,
    })
    .from(accessIssueCases)
    .where(
      and(eq(accessIssueCases.agencyId, agencyId), eq(accessIssueCases.propertyId, propertyId)),
    )
    .orderBy(
      desc(openAccessIssueCase()),
      desc(accessIssueCases.openedAt),
      desc(accessIssueCases.id),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, status: row.status as TAccessIssueStatus };
}

/** GET /v2/property/{id}/access-issues. */
export function accessIssueCase(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TAccessIssueCase> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const found = await latestCase(tx, agencyId, propertyId);
    const details = {
      portal_suppression_level: found?.portalSuppressionLevel ?? 0,
      status: found?.status ?? null,
    };
    if (!found?.isOpen) {
      return {
        problem_case_details: details,
        blocked_entry_methods: [],
        blocked_entry_method_keys: [],
        all_entry_methods_disqualified: found?.allEntryMethodsDisqualified ?? false,
      };
    }
    const methods = await tx
      .select({
        id: accessIssueBlockedMethods.id,
        entryMethod: accessIssueBlockedMethods.entryMethod,
        isBlockedByPreferences: accessIssueBlockedMethods.isBlockedByPreferences,
      })
      .from(accessIssueBlockedMethods)
      .where(
        and(
          eq(accessIssueBlockedMethods.agencyId, agencyId),
          eq(accessIssueBlockedMethods.caseId, found.id),
          isNull(accessIssueBlockedMethods.resolvedAt),
        ),
      )
      .orderBy(asc(accessIssueBlockedMethods.id));
    const sets = methods.length
      ? await tx
          .select({
            id: accessIssueProblemSets.id,
            blockedMethodId: accessIssueProblemSets.blockedMethodId,
            publicName: accessIssueProblemSets.publicName,
            publicDescriptions: accessIssueProblemSets.publicDescriptions,
          })
          .from(accessIssueProblemSets)
          .where(
            and(
              eq(accessIssueProblemSets.agencyId, agencyId),
              inArray(
                accessIssueProblemSets.blockedMethodId,
                methods.map((m) => m.id),
              ),
              notExists(performedIn(tx, agencyId)),
            ),
          )
          .orderBy(asc(accessIssueProblemSets.displayOrder), asc(accessIssueProblemSets.id))
      : [];
    const actions = sets.length
      ? await tx
          .select()
          .from(accessIssueSuggestedActions)
          .where(
            and(
              eq(accessIssueSuggestedActions.agencyId, agencyId),
              inArray(
                accessIssueSuggestedActions.problemSetId,
                sets.map((s) => s.id),
              ),
            ),
          )
          .orderBy(
            asc(accessIssueSuggestedActions.displayOrder),
            asc(accessIssueSuggestedActions.id),
          )
      : [];
    const blocked = methods.map((method) => ({
      problem_sets: sets
        .filter((set) => set.blockedMethodId === method.id)
        .map((set) => ({
          public_name: set.publicName,
          public_descriptions: set.publicDescriptions,
          suggested_actions: actions
            .filter((a) => a.problemSetId === set.id)
            .map((a) => ({
              solution_label: a.solutionLabel,
              solution_public_name: a.solutionPublicName,
              solution_group: a.solutionGroup as TSolutionGroup,
              description_integrated: a.descriptionIntegrated,
              description_non_integrated: a.descriptionNonIntegrated,
              confirmation_button_text_integrated: a.confirmationButtonTextIntegrated,
              confirmation_button_text_non_integrated: a.confirmationButtonTextNonIntegrated,
            })),
        })),
      is_blocked_by_preferences: method.isBlockedByPreferences,
      blocked_entry_method: method.entryMethod as TEntryMethod,
    }));
    return {
      problem_case_details: details,
      blocked_entry_methods: blocked,
      blocked_entry_method_keys: blocked.map((m) => m.blocked_entry_method),
      all_entry_methods_disqualified: found.allEntryMethodsDisqualified,
    };
  });
}

/** POST /v2/property/{id}/access-issues/action. */
export function performAccessIssueAction(
  database: Database,
  scope: AuditActor & { today: string; now: Date },
  propertyId: number,
  body: unknown,
): Promise<TAccessIssueActionResult> {
  const { agencyId } = scope;
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const found = await latestCase(tx, agencyId, propertyId, true);
    // Its label first, so a solution the case never offered is told apart.
    const label = checkedBody(accessIssueActionSchema(null, null), body).solutionLabel;
    if (!found?.isOpen) throw conflict(ACCESS_ISSUE_ACTION_ERRORS.noOpenCase);
    if (found.portalSuppressionLevel > 0) throw conflict(ACCESS_ISSUE_ACTION_ERRORS.suppressed);
    const offered = await tx
      .select({
        id: accessIssueSuggestedActions.id,
        group: accessIssueSuggestedActions.solutionGroup,
        resolved: sql<boolean>`(${accessIssueBlockedMethods.resolvedAt} is not null or exists (${performedIn(tx, agencyId)}))`,
      })
      .from(accessIssueSuggestedActions)
      .innerJoin(
        accessIssueProblemSets,
        and(
          eq(accessIssueProblemSets.agencyId, accessIssueSuggestedActions.agencyId),
          eq(accessIssueProblemSets.id, accessIssueSuggestedActions.problemSetId),
        ),
      )
      .innerJoin(
        accessIssueBlockedMethods,
        and(
          eq(accessIssueBlockedMethods.agencyId, accessIssueProblemSets.agencyId),
          eq(accessIssueBlockedMethods.id, accessIssueProblemSets.blockedMethodId),
        ),
      )
      .where(
        and(
          eq(accessIssueSuggestedActions.agencyId, agencyId),
          eq(accessIssueBlockedMethods.caseId, found.id),
          eq(accessIssueSuggestedActions.solutionLabel, label),
        ),
      )
      .orderBy(asc(accessIssueSuggestedActions.id));
    if (offered.length === 0) {
      throw badRequest(ACCESS_ISSUE_ACTION_ERRORS.unknownSolution, {
        'body.solutionLabel': ACCESS_ISSUE_ACTION_ERRORS.unknownSolution,
      });
    }
    const open = offered.filter((a) => !a.resolved);
    if (open.length === 0) throw conflict(ACCESS_ISSUE_ACTION_ERRORS.alreadyResolved);
    const group = open[0]!.group as TSolutionGroup;
    const request = checkedBody(
      accessIssueActionSchema(group, () => toDate(scope.today)!),
      body,
    );
    const notes = request.notes == null ? null : stripMarkup(request.notes) || null;
    await tx
      .update(accessIssueSuggestedActions)
      .set({
        performedAt: scope.now,
        performedBy: scope.userId,
        notes,
        actionDate: request.date,
      })
      .where(
        and(
          eq(accessIssueSuggestedActions.agencyId, agencyId),
          inArray(
            accessIssueSuggestedActions.id,
            open.map((a) => a.id),
          ),
        ),
      );
    const status = await settleCase(tx, agencyId, found.id, scope.now);
    await recordScopedAudit(tx, scope, {
      action: 'access-issue.action',
      target: `access-issue:${found.id}`,
      propertyId,
      detail: { solutionLabel: label, group, notes, date: request.date, status },
    });
    return {
      solution_label: label,
      performed_at: scope.now.toISOString(),
      resolved_problem_sets: open.length,
      status,
    };
  });
}

/**
 * Resolves the case's entry methods whose problem sets are each resolved or without suggested
 * actions, and the case once none is left blocked: its status now.
 */
async function settleCase(
  tx: AgencyTx,
  agencyId: number,
  caseId: number,
  now: Date,
): Promise<TAccessIssueStatus> {
  const stillBlocking = tx
    .select({ one: sql`1` })
    .from(accessIssueProblemSets)
    .where(
      and(
        eq(accessIssueProblemSets.agencyId, agencyId),
        eq(accessIssueProblemSets.blockedMethodId, accessIssueBlockedMethods.id),
        notExists(performedIn(tx, agencyId)),
        exists(
          tx
            .select({ one: sql`1` })
            .from(accessIssueSuggestedActions)
            .where(
              and(
                eq(accessIssueSuggestedActions.agencyId, agencyId),
                eq(accessIssueSuggestedActions.problemSetId, accessIssueProblemSets.id),
              ),
            ),
        ),
      ),
    );
  await tx
    .update(accessIssueBlockedMethods)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(accessIssueBlockedMethods.agencyId, agencyId),
        eq(accessIssueBlockedMethods.caseId, caseId),
        isNull(accessIssueBlockedMethods.resolvedAt),
        notExists(stillBlocking),
      ),
    );
  const [left] = await tx
    .select({ id: accessIssueBlockedMethods.id })
    .from(accessIssueBlockedMethods)
    .where(
      and(
        eq(accessIssueBlockedMethods.agencyId, agencyId),
        eq(accessIssueBlockedMethods.caseId, caseId),
        isNull(accessIssueBlockedMethods.resolvedAt),
      ),
    )
    .limit(1);
  if (left) {
    const [row] = await tx
      .select({ status: accessIssueCases.status })
      .from(accessIssueCases)
      .where(and(eq(accessIssueCases.agencyId, agencyId), eq(accessIssueCases.id, caseId)));
    return row!.status as TAccessIssueStatus;
  }
  await tx
    .update(accessIssueCases)
    .set({ status: 'RESOLVED', resolvedAt: now })
    .where(and(eq(accessIssueCases.agencyId, agencyId), eq(accessIssueCases.id, caseId)));
  return 'RESOLVED';
}
