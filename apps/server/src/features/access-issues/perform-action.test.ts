import { ACCESS_ISSUE_ACTION_ERRORS, type TAccessIssueActionResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, viewAs } from '../../../test/auth';
import { auditOf, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import {
  accessIssuesApp,
  TEST_TODAY_ISO,
  labelsOf,
  type AccessIssuesApp,
} from '../../../test/access-issues';

describe('access issues', () => {
  let h: DemoApp;
  let manager: string;
  let used: number[];
  let caseOf: AccessIssuesApp['caseOf'];
  let perform: AccessIssuesApp['perform'];
  let openAction: AccessIssuesApp['openAction'];

  beforeAll(async () => {
    ({ h, manager, used, caseOf, perform, openAction } =
      await accessIssuesApp('access_issues_action'));
  });
  afterAll(() => h.close());

  describe('POST /v2/property/{id}/access-issues/action: performing a solution', () => {
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
