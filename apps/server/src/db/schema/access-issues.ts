import {
  ACCESS_ISSUE_STATUS_CODES,
  ACCESS_ISSUE_TYPE_CODES,
  ENTRY_METHOD_CODES,
  NOTES_MAX,
  SOLUTION_GROUP_CODES,
} from '@portal/contracts';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import {
  checkMaxLength,
  checkOneOf,
  createdAt,
  day,
  globalRef,
  id,
  instant,
  textList,
} from './columns';
import { notices } from './notices';
import { properties } from './properties';
import { users } from './users';

/**
 * An access-issue case of a property: the entry methods that are blocked, each by problem sets,
 * each with suggested actions the agency can perform (GET /v2/property/{id}/access-issues).
 */
export const accessIssueCases = pgTable(
  'access_issue_cases',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    /** The notice that opened the case, if any. */
    noticeId: integer(),
    status: text().notNull().default('OPEN'),
    isUrgent: boolean().notNull().default(false),
    /** Above 0 the portal does not offer the resolution wizard. */
    portalSuppressionLevel: smallint().notNull().default(0),
    allEntryMethodsDisqualified: boolean().notNull().default(false),
    openedAt: instant().notNull().defaultNow(),
    resolvedAt: instant(),
  },
  (t) => [
    agencyFk('access_issue_cases_agency_fk', t.agencyId),
    foreignKey({
      name: 'access_issue_cases_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'access_issue_cases_notice_fk',
      columns: [t.agencyId, t.noticeId],
      foreignColumns: [notices.agencyId, notices.id],
    }),
    unique('access_issue_cases_agency_id_key').on(t.agencyId, t.id),
    index('access_issue_cases_agency_property_idx').on(t.agencyId, t.propertyId),
    index('access_issue_cases_agency_status_idx').on(t.agencyId, t.status, t.openedAt),
    checkOneOf('access_issue_cases_status_check', t.status, ACCESS_ISSUE_STATUS_CODES),
  ],
);

/** An entry method the case blocks (appointment, entry notification ...). */
export const accessIssueBlockedMethods = pgTable(
  'access_issue_blocked_methods',
  {
    id: id(),
    agencyId: integer().notNull(),
    caseId: integer().notNull(),
    entryMethod: text().notNull(),
    /** Blocked by the property's entry preferences rather than by a problem. */
    isBlockedByPreferences: boolean().notNull().default(false),
    resolvedAt: instant(),
  },
  (t) => [
    agencyFk('access_issue_blocked_methods_agency_fk', t.agencyId),
    foreignKey({
      name: 'access_issue_blocked_methods_case_fk',
      columns: [t.agencyId, t.caseId],
      foreignColumns: [accessIssueCases.agencyId, accessIssueCases.id],
    }).onDelete('cascade'),
    unique('access_issue_blocked_methods_agency_id_key').on(t.agencyId, t.id),
    unique('access_issue_blocked_methods_case_method_key').on(t.agencyId, t.caseId, t.entryMethod),
    checkOneOf('access_issue_blocked_methods_method_check', t.entryMethod, ENTRY_METHOD_CODES),
  ],
);

/** A problem that blocks an entry method, as the agency sees it. */
export const accessIssueProblemSets = pgTable(
  'access_issue_problem_sets',
  {
    id: id(),
    agencyId: integer().notNull(),
    blockedMethodId: integer().notNull(),
    typeCode: text().notNull(),
    publicName: text().notNull(),
    publicDescriptions: textList(),
    displayOrder: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('access_issue_problem_sets_agency_fk', t.agencyId),
    foreignKey({
      name: 'access_issue_problem_sets_blocked_method_fk',
      columns: [t.agencyId, t.blockedMethodId],
      foreignColumns: [accessIssueBlockedMethods.agencyId, accessIssueBlockedMethods.id],
    }).onDelete('cascade'),
    unique('access_issue_problem_sets_agency_id_key').on(t.agencyId, t.id),
    index('access_issue_problem_sets_agency_method_idx').on(t.agencyId, t.blockedMethodId),
    checkOneOf('access_issue_problem_sets_type_check', t.typeCode, ACCESS_ISSUE_TYPE_CODES),
  ],
);

/**
 * A solution the agency can perform for a problem set. The same solution label may appear in
 * several problem sets of a case: performing it clears all of them. Non-integrated texts hold
 * the placeholder {softwareName}.
 */
export const accessIssueSuggestedActions = pgTable(
  'access_issue_suggested_actions',
  {
    id: id(),
    agencyId: integer().notNull(),
    problemSetId: integer().notNull(),
    solutionLabel: text().notNull(),
    solutionPublicName: text().notNull(),
    solutionGroup: text().notNull(),
    descriptionIntegrated: text().notNull(),
    descriptionNonIntegrated: text().notNull(),
    confirmationButtonTextIntegrated: text().notNull(),
    confirmationButtonTextNonIntegrated: text().notNull(),
    displayOrder: smallint().notNull().default(0),
    performedAt: instant(),
    performedBy: integer(),
    notes: text(),
    /** The date given with a NOTIFY_WITH_DATE solution. */
    actionDate: day(),
  },
  (t) => [
    agencyFk('access_issue_suggested_actions_agency_fk', t.agencyId),
    foreignKey({
      name: 'access_issue_suggested_actions_problem_set_fk',
      columns: [t.agencyId, t.problemSetId],
      foreignColumns: [accessIssueProblemSets.agencyId, accessIssueProblemSets.id],
    }).onDelete('cascade'),
    globalRef('access_issue_suggested_actions_performed_by_fk', t.performedBy, users.id),
    index('access_issue_suggested_actions_agency_set_idx').on(t.agencyId, t.problemSetId),
    checkOneOf('access_issue_suggested_actions_group_check', t.solutionGroup, SOLUTION_GROUP_CODES),
    checkMaxLength('access_issue_suggested_actions_notes_length_check', t.notes, NOTES_MAX),
  ],
);
