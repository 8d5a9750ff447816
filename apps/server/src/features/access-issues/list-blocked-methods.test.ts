import {
  accessIssueCalls,
  ENTRY_METHOD_CODES,
  type TAccessIssueCase,
  type TAccessIssueListItem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { accessIssuesApp, type AccessIssuesApp } from '../../../test/access-issues';

describe('access issues', () => {
  let h: DemoApp;
  let master: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let list: AccessIssuesApp['list'];

  beforeAll(async () => {
    ({ h, master, other, list } = await accessIssuesApp('access_issues_blocked_methods'));
  });
  afterAll(() => h.close());

  describe('the blocked entry methods of the list’s rows', () => {
    const caseOf = async (id: number, cookie = master) =>
      dataOf<TAccessIssueCase>(
        await h.call(accessIssueCalls.propertyCase, { params: { id } }, cookie),
      );
    /** A row's blocked entry methods as its (only open) case describes them. */
    const fromCase = (found: TAccessIssueCase) =>
      found.blocked_entry_methods
        .map((method) => ({
          entryMethod: method.blocked_entry_method,
          isBlockedByPreferences: method.is_blocked_by_preferences,
          problems: method.problem_sets.map((set) => ({
            publicName: set.public_name,
            mostEffectiveSolution: set.suggested_actions[0]?.solution_public_name ?? null,
          })),
        }))
        .sort(
          (a, b) =>
            ENTRY_METHOD_CODES.indexOf(a.entryMethod) - ENTRY_METHOD_CODES.indexOf(b.entryMethod),
        );
    const rowOf = async (propertyId: number) => {
      const { items } = await list({ propertyId });
      expect(items).toHaveLength(1);
      return items[0]!;
    };

    it('should give each row its case’s blocked methods, problems and first solutions, within each agency', async () => {
      for (const cookie of [master, other]) {
        const { items } = await list({ 'page-size': 6 }, cookie);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const found = await caseOf(item.compliancePropertyId, cookie);
          expect(item.blockedEntryMethods, `${item.compliancePropertyId}`).toEqual(fromCase(found));
        }
      }
      // The other agency's rows are its own properties only.
      const ids = (await list({ 'page-size': 100 }, other)).items.map(
        (item) => item.compliancePropertyId,
      );
      const foreign = await h.rows<{ id: number }>(
        'select id from properties where id = any($1::int[]) and agency_id <> $2',
        [ids, h.ids.QLD],
      );
      expect(foreign).toEqual([]);
    });

    it('should say a method is blocked by the property’s entry preferences when it is', async () => {
      const [row] = await h.rows<{ propertyId: number; method: string }>(
        `select c.property_id as "propertyId", m.entry_method as method
           from access_issue_blocked_methods m join access_issue_cases c on c.id = m.case_id
          where c.agency_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
            and m.resolved_at is null and m.is_blocked_by_preferences
            and exists (select 1 from access_issue_blocked_methods o where o.case_id = c.id
                        and o.resolved_at is null and not o.is_blocked_by_preferences)
            and not exists (select 1 from access_issue_cases o where o.property_id = c.property_id
                            and o.id <> c.id and o.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))
          order by c.property_id limit 1`,
        [h.ids.VIC],
      );
      expect(row, 'a method blocked by preferences beside one that is not').toBeDefined();
      const { blockedEntryMethods } = await rowOf(row!.propertyId);
      const byPreferences = blockedEntryMethods.filter((m) => m.isBlockedByPreferences);
      expect(byPreferences.map((m) => m.entryMethod)).toContain(row!.method);
      expect(byPreferences.length).toBeLessThan(blockedEntryMethods.length);
    });

    it('should drop the problems a performed solution resolved', async () => {
      // A case that stays open: a problem set with solutions does not offer this one.
      const [row] = await h.rows<{ propertyId: number; label: string }>(
        `select c.property_id as "propertyId", a.solution_label as label
           from access_issue_suggested_actions a
           join access_issue_problem_sets s on s.id = a.problem_set_id
           join access_issue_blocked_methods m on m.id = s.blocked_method_id
           join access_issue_cases c on c.id = m.case_id
          where c.agency_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
            and c.portal_suppression_level = 0 and m.resolved_at is null
            and a.solution_group = 'NOTIFY_PROVIDER'
            and not exists (select 1 from access_issue_suggested_actions x
                            where x.problem_set_id = s.id and x.performed_at is not null)
            and not exists (select 1 from access_issue_cases o where o.property_id = c.property_id
                            and o.id <> c.id and o.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))
            and exists (select 1 from access_issue_problem_sets s2
                          join access_issue_blocked_methods m2 on m2.id = s2.blocked_method_id
                         where m2.case_id = c.id and m2.resolved_at is null
                           and exists (select 1 from access_issue_suggested_actions a2
                                       where a2.problem_set_id = s2.id)
                           and not exists (select 1 from access_issue_suggested_actions a2
                                           where a2.problem_set_id = s2.id
                                             and (a2.performed_at is not null
                                                  or a2.solution_label = a.solution_label)))
          order by c.property_id desc, a.id limit 1`,
        [h.ids.VIC],
      );
      expect(row, 'an open solution of a case that stays open').toBeDefined();
      const { propertyId, label } = row!;
      const offering = (await caseOf(propertyId)).blocked_entry_methods
        .flatMap((m) => m.problem_sets)
        .filter((set) => set.suggested_actions.some((a) => a.solution_label === label)).length;
      const count = (item: TAccessIssueListItem) =>
        item.blockedEntryMethods.flatMap((m) => m.problems).length;
      const before = await rowOf(propertyId);
      expect(
        (
          await h.call(
            accessIssueCalls.action,
            { params: { id: propertyId }, body: { solutionLabel: label } },
            master,
          )
        ).statusCode,
      ).toBe(200);
      const after = await rowOf(propertyId);
      expect(count(after)).toBe(count(before) - offering);
      expect(after.blockedEntryMethods).toEqual(fromCase(await caseOf(propertyId)));
      expect(new Set(after.accessIssues.problems.map((p) => p.publicName))).toEqual(
        new Set(after.blockedEntryMethods.flatMap((m) => m.problems.map((p) => p.publicName))),
      );
    });
  });
});
