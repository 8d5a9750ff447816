import { accessIssueCalls } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingId } from '../../../test/action-required';
import { type DemoApp } from '../../../test/demo-app';
import { accessIssuesApp, labelsOf, type AccessIssuesApp } from '../../../test/access-issues';

describe('access issues', () => {
  let h: DemoApp;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let caseOf: AccessIssuesApp['caseOf'];
  let perform: AccessIssuesApp['perform'];
  let openAction: AccessIssuesApp['openAction'];

  beforeAll(async () => {
    ({ h, other, caseOf, perform, openAction } = await accessIssuesApp('access_issues_case'));
  });
  afterAll(() => h.close());

  describe('GET /v2/property/{id}/access-issues: a property’s case', () => {
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
  });
});
