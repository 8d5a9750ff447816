import {
  accessIssueCalls,
  type TAccessIssueCase,
  type TAccessIssueListItem,
  type TCallInput,
  type TList,
  type TSolutionGroup,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { actionRequiredApp, type ActionRequiredApp } from './action-required';
import { dataOf } from './demo-app';

// What the access issues' API tests share (one file a call, each on a demo database of its own):
// the app with its viewers signed in, the list and a property's case read back, solutions
// performed, and the open solutions a test may perform.

/** The demo data's day (TEST_TODAY in the agency's time zone). */
export const TEST_TODAY_ISO = '2026-06-15';

type ListQuery = NonNullable<TCallInput<typeof accessIssueCalls.list>['query']>;
type Page = TList<TAccessIssueListItem> & { unfilteredTotal: number };

/** Portfolio properties with an open case, in the list's order. */
const OPEN_CASE_PROPERTIES = `select p.id from properties p
  join (select property_id, min(opened_at) as opened from access_issue_cases
        where agency_id = $1 and status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
        group by property_id) c on c.property_id = p.id
  where p.agency_id = $1 and p.is_managed and ($2::int is null or p.property_manager_id = $2)
  order by p.access_status = 'SUSPENDED' desc, c.opened, p.id`;

/**
 * An unresolved suggested action of `group` in a property's only open case, on a property not in
 * `skip`: the property and the solution's label.
 */
const OPEN_ACTION = `select c.property_id as "propertyId", a.solution_label as label
  from access_issue_suggested_actions a
  join access_issue_problem_sets s on s.id = a.problem_set_id
  join access_issue_blocked_methods m on m.id = s.blocked_method_id
  join access_issue_cases c on c.id = m.case_id
  where c.agency_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
    and c.portal_suppression_level = $4 and m.resolved_at is null and a.solution_group = $2 and c.property_id <> all($3::int[])
    and not exists (select 1 from access_issue_suggested_actions x
                    where x.problem_set_id = s.id and x.performed_at is not null)
    and not exists (select 1 from access_issue_cases o where o.property_id = c.property_id
                    and o.id <> c.id and o.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))
  order by c.property_id, a.id limit 1`;

/** The solution labels a case still offers. */
export const labelsOf = (found: TAccessIssueCase) =>
  found.blocked_entry_methods.flatMap((method) =>
    method.problem_sets.flatMap((set) => set.suggested_actions.map((a) => a.solution_label)),
  );

export interface AccessIssuesApp extends ActionRequiredApp {
  /** Properties a test has performed a solution on: the next picks another. */
  used: number[];
  list: (query?: ListQuery, cookie?: string) => Promise<Page>;
  /** The list's properties as the database has them, for everyone or a manager. */
  expectedIds: (managerId?: number | null) => Promise<number[]>;
  /** GET /v2/property/{id}/access-issues. */
  caseOf: (id: number, cookie?: string) => Promise<TAccessIssueCase>;
  /** POST /v2/property/{id}/access-issues/action. */
  perform: (
    id: number,
    body: Record<string, unknown>,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
  /** An open solution of `group` in a property's only open case no test has performed on. */
  openAction: (
    group: TSolutionGroup,
    suppression?: number,
  ) => Promise<{ propertyId: number; label: string }>;
}

/** A demo database of its own (`name`), its viewers signed in, and the tests' shared calls. */
export async function accessIssuesApp(name: string): Promise<AccessIssuesApp> {
  const base = await actionRequiredApp(name);
  const { h, master } = base;
  const used: number[] = [];
  return {
    ...base,
    used,
    list: async (query = {}, cookie = master) =>
      dataOf<Page>(await h.call(accessIssueCalls.list, { query }, cookie)),
    expectedIds: async (managerId = null) =>
      (await h.rows<{ id: number }>(OPEN_CASE_PROPERTIES, [h.ids.VIC, managerId])).map((r) => r.id),
    caseOf: async (id, cookie = master) =>
      dataOf<TAccessIssueCase>(
        await h.call(accessIssueCalls.propertyCase, { params: { id } }, cookie),
      ),
    perform: (id, body, cookie = master) =>
      h.call(
        accessIssueCalls.action,
        { params: { id }, body: body as { solutionLabel: string } },
        cookie,
      ),
    openAction: async (group, suppression = 0) => {
      const [row] = await h.rows<{ propertyId: number; label: string }>(OPEN_ACTION, [
        h.ids.VIC,
        group,
        used,
        suppression,
      ]);
      expect(row, `an open ${group} solution`).toBeDefined();
      used.push(row!.propertyId);
      return row!;
    },
  };
}
