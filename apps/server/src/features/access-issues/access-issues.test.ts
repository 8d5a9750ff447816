import {
  ACCESS_ISSUE_ACTION_ERRORS,
  accessIssueCalls,
  dashboardCalls,
  ENTRY_METHOD_CODES,
  type TAccessIssueActionResult,
  type TAccessIssueCase,
  type TSolutionGroup,
  type TAccessIssueListItem,
  type TCallInput,
  type TDashboardStats,
  type TList,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, viewAs } from '../../../test/auth';
import { actionRequiredApp, auditOf, missingId, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';

/** The demo data's day (TEST_TODAY in the agency's time zone). */
const TEST_TODAY_ISO = '2026-06-15';

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

describe('access issues', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let ownManager: number;

  const list = async (query: ListQuery = {}, cookie = master) =>
    dataOf<Page>(await h.call(accessIssueCalls.list, { query }, cookie));
  const expectedIds = async (managerId: number | null = null) =>
    (await h.rows<{ id: number }>(OPEN_CASE_PROPERTIES, [h.ids.VIC, managerId])).map((r) => r.id);

  beforeAll(async () => {
    ({ h, master, manager, other, ownManager } = await actionRequiredApp('access_issues'));
  });
  afterAll(() => h.close());

  describe('GET /v1/agency/access-issues', () => {
    it('should list the portfolio properties with an open case, suspended first, when unfiltered', async () => {
      const expected = await expectedIds();
      expect(expected.length).toBeGreaterThan(10);
      const first = await list({ 'page-size': 10 });
      expect(first.total).toBe(expected.length);
      expect(first.unfilteredTotal).toBe(expected.length);
      expect(first.items.map((item) => item.compliancePropertyId)).toEqual(expected.slice(0, 10));
      const second = await list({ page: 2, 'page-size': 10 });
      expect(second.items.map((item) => item.compliancePropertyId)).toEqual(expected.slice(10, 20));
    });

    it('should still count every match when the page is past the last one', async () => {
      const expected = await expectedIds();
      const beyond = await list({ page: 1000, 'page-size': 10 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(expected.length);
      expect(beyond.unfilteredTotal).toBe(expected.length);
    });

    it('should describe each row with its address, tags and open problems', async () => {
      const { items } = await list({ 'page-size': 100 });
      const withProblems = items.find((item) => item.accessIssues.problems.length > 0)!;
      expect(withProblems.addressLine1.length).toBeGreaterThan(0);
      expect(withProblems.addressLine2.length).toBeGreaterThan(0);
      expect(withProblems.tags.length).toBeGreaterThan(0);
      for (const problem of withProblems.accessIssues.problems) {
        expect(Object.keys(problem).sort()).toEqual(['createdAt', 'publicName']);
        expect(problem.publicName.length).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(problem.createdAt))).toBe(false);
      }
    });

    it("should list only the manager's properties when property-manager is given", async () => {
      const expected = await expectedIds(ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await list({ 'property-manager': ownManager, 'page-size': 100 }, manager);
      expect(page.items.map((item) => item.compliancePropertyId)).toEqual(expected);
    });

    it("should count as the dashboard's figure of the same facet and manager", async () => {
      for (const managerId of [null, ownManager]) {
        const stats = dataOf<TDashboardStats>(
          await h.call(
            dashboardCalls.stats,
            { query: { propertyManagerId: managerId, 'new-access-issues': true } },
            master,
          ),
        );
        for (const facet of ['UrgentAccessIssues', 'NonUrgentAccessIssues'] as const) {
          const page = await list({ facet: [facet], 'property-manager': managerId ?? undefined });
          expect(stats.portfolioProperties.facets[facet]).toBeGreaterThan(0);
          expect(page.total, `${facet} of ${managerId}`).toBe(
            stats.portfolioProperties.facets[facet],
          );
        }
      }
    });

    it('should narrow to one property by propertyId and by words of its address', async () => {
      const [id] = await expectedIds();
      const [row] = await h.rows<{ line1: string }>(
        'select address_line1 as line1 from properties where id = $1',
        [id],
      );
      const byId = await list({ propertyId: id });
      expect(byId.items.map((item) => item.compliancePropertyId)).toEqual([id]);
      expect(byId.unfilteredTotal).toBeGreaterThan(1);
      const byWords = await list({ query: row!.line1, 'page-size': 100 });
      expect(byWords.items.map((item) => item.compliancePropertyId)).toContain(id);
    });

    it("should list nothing for another agency's property or manager", async () => {
      const [id] = await expectedIds();
      expect((await list({ propertyId: id }, other)).items).toEqual([]);
      expect((await list({ 'property-manager': ownManager }, other)).total).toBe(0);
    });

    it('should answer 400 when a facet is unknown or not a property filter', async () => {
      for (const facet of ['Nonsense', 'NewManagements']) {
        const res = await h.get(`/v1/agency/access-issues?facet=${facet}`, master);
        expect(res.statusCode, res.body).toBe(400);
      }
    });
  });

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

  describe('a property’s case and performing its solutions', () => {
    const used: number[] = [];
    const caseOf = async (id: number, cookie = master) =>
      dataOf<TAccessIssueCase>(
        await h.call(accessIssueCalls.propertyCase, { params: { id } }, cookie),
      );
    const perform = (id: number, body: Record<string, unknown>, cookie = master) =>
      h.call(
        accessIssueCalls.action,
        { params: { id }, body: body as { solutionLabel: string } },
        cookie,
      );
    const openAction = async (group: TSolutionGroup, suppression = 0) => {
      const [row] = await h.rows<{ propertyId: number; label: string }>(OPEN_ACTION, [
        h.ids.VIC,
        group,
        used,
        suppression,
      ]);
      expect(row, `an open ${group} solution`).toBeDefined();
      used.push(row!.propertyId);
      return row!;
    };
    const labelsOf = (found: TAccessIssueCase) =>
      found.blocked_entry_methods.flatMap((method) =>
        method.problem_sets.flatMap((set) => set.suggested_actions.map((a) => a.solution_label)),
      );

    it('should describe the open case in the spec’s fields, as stored', async () => {
      const { propertyId } = await openAction('NOTIFY_PROVIDER');
      const found = await caseOf(propertyId);
      const methods = await h.rows<{ method: string; sets: number }>(
        `select m.entry_method as method, count(s.id)::int as sets
           from access_issue_blocked_methods m
           join access_issue_cases c on c.id = m.case_id
           left join access_issue_problem_sets s on s.blocked_method_id = m.id
          where c.property_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
            and m.resolved_at is null
          group by m.id order by m.id`,
        [propertyId],
      );
      expect(found.blocked_entry_method_keys).toEqual(methods.map((m) => m.method));
      expect(found.blocked_entry_methods.map((m) => m.problem_sets.length)).toEqual(
        methods.map((m) => m.sets),
      );
      expect(Object.keys(found).sort()).toEqual([
        'all_entry_methods_disqualified',
        'blocked_entry_method_keys',
        'blocked_entry_methods',
        'problem_case_details',
      ]);
      expect(found.problem_case_details.status).toMatch(/^(OPEN|ADDITIONAL_INFO_PROVIDED)$/);
      const action = found.blocked_entry_methods
        .flatMap((m) => m.problem_sets)
        .flatMap((set) => set.suggested_actions)[0]!;
      expect(Object.keys(action).sort()).toEqual([
        'confirmation_button_text_integrated',
        'confirmation_button_text_non_integrated',
        'description_integrated',
        'description_non_integrated',
        'solution_group',
        'solution_label',
        'solution_public_name',
      ]);
    });

    it('should block nothing when the property has no open case', async () => {
      const [never] = await h.rows<{ id: number }>(
        `select p.id from properties p where p.agency_id = $1
           and not exists (select 1 from access_issue_cases c where c.property_id = p.id)
         order by p.id limit 1`,
        [h.ids.VIC],
      );
      expect(await caseOf(never!.id)).toEqual({
        problem_case_details: { portal_suppression_level: 0, status: null },
        blocked_entry_methods: [],
        blocked_entry_method_keys: [],
        all_entry_methods_disqualified: false,
      });
      const [resolved] = await h.rows<{ id: number }>(
        `select c.property_id as id from access_issue_cases c where c.agency_id = $1
           and c.status = 'RESOLVED' and not exists (select 1 from access_issue_cases o
             where o.property_id = c.property_id and o.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))
         order by c.id limit 1`,
        [h.ids.VIC],
      );
      const found = await caseOf(resolved!.id);
      expect(found.problem_case_details.status).toBe('RESOLVED');
      expect(found.blocked_entry_methods).toEqual([]);
    });

    it('should answer a foreign property exactly like a missing one', async () => {
      const { propertyId } = await openAction('NOTIFY_PROVIDER');
      const missing = await missingId(h, 'properties');
      for (const res of [
        [
          await h.call(accessIssueCalls.propertyCase, { params: { id: propertyId } }, other),
          await h.call(accessIssueCalls.propertyCase, { params: { id: missing } }, other),
        ],
        [
          await perform(propertyId, { solutionLabel: 'SPEAK_TO_TENANT' }, other),
          await perform(missing, { solutionLabel: 'SPEAK_TO_TENANT' }, other),
        ],
      ]) {
        expect(res[0]!.statusCode).toBe(404);
        expect(res[0]!.json()).toEqual(res[1]!.json());
      }
      expect(labelsOf(await caseOf(propertyId)).length).toBeGreaterThan(0);
    });

    const performed = (propertyId: number, label: string) =>
      h.rows<{ by: number; at: Date; notes: string | null; date: string | null }>(
        `select a.performed_by as by, a.performed_at as at, a.notes, a.action_date::text as date
           from access_issue_suggested_actions a
           join access_issue_problem_sets s on s.id = a.problem_set_id
           join access_issue_blocked_methods m on m.id = s.blocked_method_id
           join access_issue_cases c on c.id = m.case_id
          where c.property_id = $1 and a.solution_label = $2 and a.performed_at is not null`,
        [propertyId, label],
      );

    it.each([
      ['NOTIFY_PROVIDER', {}, null, null],
      [
        'NOTIFY_WITH_NOTES',
        { notes: '<p>Spoke to the <strong>tenant</strong></p>\n<p>All arranged</p>' },
        'Spoke to the tenant All arranged',
        null,
      ],
      ['NOTIFY_WITH_DATE', { date: TEST_TODAY_ISO }, null, TEST_TODAY_ISO],
    ] as const)(
      'should resolve every problem set offering a %s solution, as the user, when performed',
      async (group, extra, notes, date) => {
        const { propertyId, label } = await openAction(group);
        const before = await caseOf(propertyId);
        const offering = before.blocked_entry_methods
          .flatMap((m) => m.problem_sets)
          .filter((set) => set.suggested_actions.some((a) => a.solution_label === label)).length;
        const result = dataOf<TAccessIssueActionResult>(
          await perform(propertyId, { solutionLabel: label, ...extra }, manager),
        );
        expect(result).toMatchObject({ solution_label: label, resolved_problem_sets: offering });
        expect(labelsOf(await caseOf(propertyId))).not.toContain(label);
        const managerUser = await userIdOf(h.owner, 'demo.manager');
        const rows = await performed(propertyId, label);
        expect(rows).toHaveLength(offering);
        for (const row of rows) {
          expect(row).toEqual({ by: managerUser, at: new Date(result.performed_at), notes, date });
        }
        expect(await auditOf(h, 'access-issue.action', { propertyId })).toEqual([
          { actor: managerUser, staff: null },
        ]);
      },
    );

    it('should refuse to perform a solution twice, in words', async () => {
      // A case that stays open: another problem set does not offer the solution.
      const staysOpen = async () => {
        for (;;) {
          const candidate = await openAction('NOTIFY_PROVIDER');
          const sets = (await caseOf(candidate.propertyId)).blocked_entry_methods.flatMap(
            (m) => m.problem_sets,
          );
          const offers = (set: (typeof sets)[number]) =>
            set.suggested_actions.some((a) => a.solution_label === candidate.label);
          if (sets.some((set) => set.suggested_actions.length > 0 && !offers(set))) {
            return candidate;
          }
        }
      };
      const { propertyId, label } = await staysOpen();
      expect((await perform(propertyId, { solutionLabel: label })).statusCode).toBe(200);
      const again = refusal(await perform(propertyId, { solutionLabel: label }));
      const stillOffered = labelsOf(await caseOf(propertyId)).includes(label);
      expect(stillOffered).toBe(false);
      expect(again).toMatchObject({
        status: 409,
        message: ACCESS_ISSUE_ACTION_ERRORS.alreadyResolved,
      });
    });

    it('should refuse, in words, to perform a solution when the case is suppressed', async () => {
      const { propertyId, label } = await openAction('NOTIFY_PROVIDER', 1);
      expect(refusal(await perform(propertyId, { solutionLabel: label }))).toMatchObject({
        status: 409,
        message: ACCESS_ISSUE_ACTION_ERRORS.suppressed,
      });
      expect(labelsOf(await caseOf(propertyId))).toContain(label);
    });

    it('should refuse a solution the case does not offer, naming the field', async () => {
      const { propertyId } = await openAction('NOTIFY_PROVIDER');
      expect(refusal(await perform(propertyId, { solutionLabel: 'NO_SUCH_SOLUTION' }))).toEqual({
        status: 400,
        message: ACCESS_ISSUE_ACTION_ERRORS.unknownSolution,
        fields: { 'body.solutionLabel': ACCESS_ISSUE_ACTION_ERRORS.unknownSolution },
      });
    });

    it('should need visible notes under 500 characters when the group takes notes', async () => {
      const { propertyId, label } = await openAction('NOTIFY_WITH_NOTES');
      for (const notes of [undefined, '<p><br></p>', '\n\n']) {
        expect(refusal(await perform(propertyId, { solutionLabel: label, notes }))).toMatchObject({
          status: 400,
          message: 'Notes are required',
          fields: { 'body.notes': 'Notes are required' },
        });
      }
      const long = `<p>${'x'.repeat(501)}</p>`;
      expect(
        refusal(await perform(propertyId, { solutionLabel: label, notes: long })),
      ).toMatchObject({
        status: 400,
        fields: { 'body.notes': 'Message should be 500 characters or less' },
      });
      expect(labelsOf(await caseOf(propertyId))).toContain(label);
      const fits = `<p><em>${'x'.repeat(500)}</em></p>`;
      expect((await perform(propertyId, { solutionLabel: label, notes: fits })).statusCode).toBe(
        200,
      );
    });

    it('should refuse a date before the agency’s today', async () => {
      const { propertyId, label } = await openAction('NOTIFY_WITH_DATE');
      const yesterday = new Date(Date.parse(`${TEST_TODAY_ISO}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(
        refusal(await perform(propertyId, { solutionLabel: label, date: yesterday })),
      ).toMatchObject({ status: 400, fields: { 'body.date': 'Date cannot be in the past' } });
    });

    it('should resolve the case once every problem set is resolved', async () => {
      const [row] = await h.rows<{ id: number }>(
        `select c.property_id as id from access_issue_cases c where c.agency_id = $1
           and c.status = 'OPEN' and c.portal_suppression_level = 0
           and c.property_id <> all($2::int[])
           and not exists (select 1 from access_issue_cases o where o.property_id = c.property_id
                           and o.id <> c.id and o.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))
           and not exists (select 1 from access_issue_blocked_methods m
                           join access_issue_problem_sets s on s.blocked_method_id = m.id
                           where m.case_id = c.id and not exists (
                             select 1 from access_issue_suggested_actions a where a.problem_set_id = s.id))
         order by c.id limit 1`,
        [h.ids.VIC, used],
      );
      const propertyId = row!.id;
      used.push(propertyId);
      let status = 'OPEN';
      for (let step = 0; step < 20 && status !== 'RESOLVED'; step++) {
        const found = await caseOf(propertyId);
        const action = found.blocked_entry_methods[0]!.problem_sets[0]!.suggested_actions[0]!;
        const res = await perform(propertyId, {
          solutionLabel: action.solution_label,
          notes: 'Done',
        });
        status = dataOf<TAccessIssueActionResult>(res).status;
      }
      expect(status).toBe('RESOLVED');
      expect(await caseOf(propertyId)).toMatchObject({
        problem_case_details: { status: 'RESOLVED' },
        blocked_entry_methods: [],
      });
      const again = refusal(await perform(propertyId, { solutionLabel: 'SPEAK_TO_TENANT' }));
      expect(again).toMatchObject({ status: 409, message: ACCESS_ISSUE_ACTION_ERRORS.noOpenCase });
    });

    it('should record the staff member too when they view the portal as the user', async () => {
      const { propertyId, label } = await openAction('NOTIFY_PROVIDER');
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      const staff = await userIdOf(h.owner, 'demo.staff');
      const cookie = await viewAs(h.app, managerUser, h.ids.VIC);
      expect((await perform(propertyId, { solutionLabel: label }, cookie)).statusCode).toBe(200);
      expect((await performed(propertyId, label))[0]!.by).toBe(managerUser);
      expect(await auditOf(h, 'access-issue.action', { propertyId })).toEqual([
        { actor: managerUser, staff },
      ]);
    });
  });
});
