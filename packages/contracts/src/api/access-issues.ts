import { z } from 'zod/mini';
import { ZAccessIssueStatus, ZSolutionGroup } from '../enums/access-issues';
import { ZEntryMethod } from '../enums/entry-methods';
import { ZAccessIssueItem } from './dashboard';

// A property's access-issue case as the resolution wizard reads it (GET /v2/property/{id}/
// access-issues), in the spec's field names (3-action-required §3).

/** A solution the agency can perform; non-integrated texts hold the placeholder {softwareName}. */
export const ZSuggestedAction = z.object({
  solution_label: z.string(),
  solution_public_name: z.string(),
  solution_group: ZSolutionGroup,
  description_integrated: z.string(),
  description_non_integrated: z.string(),
  confirmation_button_text_integrated: z.string(),
  confirmation_button_text_non_integrated: z.string(),
});
export type TSuggestedAction = z.infer<typeof ZSuggestedAction>;

/** A problem still blocking an entry method; no suggested actions: the provider must help. */
export const ZProblemSet = z.object({
  public_name: z.string(),
  public_descriptions: z.array(z.string()),
  suggested_actions: z.array(ZSuggestedAction),
});
export type TProblemSet = z.infer<typeof ZProblemSet>;

export const ZBlockedEntryMethod = z.object({
  problem_sets: z.array(ZProblemSet),
  is_blocked_by_preferences: z.boolean(),
  blocked_entry_method: ZEntryMethod,
});
export type TBlockedEntryMethod = z.infer<typeof ZBlockedEntryMethod>;

export const ZAccessIssueCase = z.object({
  problem_case_details: z.object({
    /** Above 0 the portal does not offer the wizard (contact the provider). */
    portal_suppression_level: z.int(),
    /** The case's status; null: the property never had one. */
    status: z.nullable(ZAccessIssueStatus),
  }),
  /** The entry methods still blocked, each with its unresolved problem sets. */
  blocked_entry_methods: z.array(ZBlockedEntryMethod),
  blocked_entry_method_keys: z.array(ZEntryMethod),
  all_entry_methods_disqualified: z.boolean(),
});
export type TAccessIssueCase = z.infer<typeof ZAccessIssueCase>;

/**
 * An entry method still blocked at a property of the access-issue list (the AgencyEntryMethod
 * page), in the entry methods' order, and what unblocks it.
 */
export const ZBlockedEntryMethodSummary = z.object({
  entryMethod: ZEntryMethod,
  /** Also blocked by the property's entry preferences: changing them unblocks it too. */
  isBlockedByPreferences: z.boolean(),
  /**
   * Its unresolved problem sets in order: the public name and the public name of the most
   * effective solution (the first suggested); null: only the provider can resolve it.
   */
  problems: z.array(
    z.object({ publicName: z.string(), mostEffectiveSolution: z.nullable(z.string()) }),
  ),
});
export type TBlockedEntryMethodSummary = z.infer<typeof ZBlockedEntryMethodSummary>;

/** A row of GET /v1/agency/access-issues: the dashboard tab's row and its blocked entry methods. */
export const ZAccessIssueListItem = z.extend(ZAccessIssueItem, {
  blockedEntryMethods: z.array(ZBlockedEntryMethodSummary),
});
export type TAccessIssueListItem = z.infer<typeof ZAccessIssueListItem>;

/** POST /v2/property/{id}/access-issues/action: what was done and where the case now stands. */
export const ZAccessIssueActionResult = z.object({
  solution_label: z.string(),
  performed_at: z.string(),
  /** How many problem sets the solution resolved (every one of the case offering it). */
  resolved_problem_sets: z.int(),
  status: ZAccessIssueStatus,
});
export type TAccessIssueActionResult = z.infer<typeof ZAccessIssueActionResult>;

/** Why POST /v2/property/{id}/access-issues/action refused, in words. */
export const ACCESS_ISSUE_ACTION_ERRORS = {
  noOpenCase: 'There are no open access issues for this property',
  /** portal_suppression_level above 0: the wizard is not offered. */
  suppressed:
    'Only the provider can resolve the access issues of this property: please contact them',
  alreadyResolved: 'The access issues this solution resolves have already been resolved',
  unknownSolution: 'This solution is not offered for the access issues of this property',
} as const;

/** The spec's words of the access-issue resolution wizard (3-action-required §2, §8). */
export const ACCESS_ISSUE_MESSAGES = {
  /** The button that opens the wizard. */
  resolveIssue: 'Resolve issue',
  /** The header's badges of the services due. */
  servicesDue: 'Services due',
  noAccessIssues: 'No access issues',
  fatal: 'An unexpected error occurred while resolving access issues.',
  closeQuestion: 'Are you sure you want finish resolving access issues?',
  /** A list row's reason when no problem the agency can act on is left. */
  complexProblem: 'Complex problem',
  /** The heading of a problem only the provider can resolve. */
  contactProvider: (provider: string) => `Please contact ${provider}`,
  contactProviderToResolve: (provider: string) =>
    `Please contact ${provider} to help resolve the issue`,
} as const;
