import {
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  type TReportedFinding,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, viewAs } from '../../../test/auth';
import { auditOf, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { reportedFindingsApp, type ReportedFindingsApp } from '../../../test/reported-findings';

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  let list: ReportedFindingsApp['list'];
  let findingIn: ReportedFindingsApp['findingIn'];
  let statusOf: ReportedFindingsApp['statusOf'];

  beforeAll(async () => {
    ({ h, master, list, findingIn, statusOf } = await reportedFindingsApp(
      'reported_findings_dismiss',
    ));
  });
  afterAll(() => h.close());

  describe('dismissing and restoring', () => {
    const dismiss = (id: number, cookie = master) =>
      h.call(reportedFindingCalls.dismiss, { params: { id } }, cookie);
    const restore = (id: number, cookie = master) =>
      h.call(reportedFindingCalls.restore, { params: { id } }, cookie);

    it('should refuse a finding that is not dismissible, in words, changing nothing', async () => {
      const finding = await findingIn('not f.is_dismissible');
      expect(refusal(await dismiss(finding.id))).toEqual({
        status: 409,
        message: M.notDismissible,
        fields: undefined,
      });
      expect(await statusOf(finding.id)).toBe('OPEN');
    });

    it('should dismiss and restore a finding, recording the staff member viewing as the user', async () => {
      const finding = await findingIn('f.is_dismissible');
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      const staff = await userIdOf(h.owner, 'demo.staff');
      const cookie = await viewAs(h.app, managerUser, h.ids.VIC);
      const dismissed = dataOf<TReportedFinding>(await dismiss(finding.id, cookie));
      expect(dismissed.problemRegister).toMatchObject({ status: 'DISMISSED', isDismissed: true });
      expect(dismissed.problemRegister.dismissedBy).not.toBeNull();
      expect(
        (await list({ propertyId: finding.propertyId })).items.flatMap((g) =>
          g.reportedFindings.map((f) => f.problemRegister.problemRegisterId),
        ),
      ).not.toContain(finding.id);
      expect(refusal(await dismiss(finding.id))).toMatchObject({ status: 409, message: M.notOpen });
      const restored = dataOf<TReportedFinding>(await restore(finding.id, cookie));
      expect(restored.problemRegister).toMatchObject({
        status: 'OPEN',
        isDismissed: false,
        dismissedBy: null,
      });
      expect(refusal(await restore(finding.id))).toMatchObject({
        status: 409,
        message: M.notDismissed,
      });
      const target = { target: `reported-finding:${finding.id}` };
      expect(await auditOf(h, 'reported-finding.dismiss', target)).toEqual([
        { actor: managerUser, staff },
      ]);
      expect(await auditOf(h, 'reported-finding.restore', target)).toEqual([
        { actor: managerUser, staff },
      ]);
    });

    it("should answer another agency's finding exactly as a missing one", async () => {
      const [foreign] = await h.rows<{ id: number }>(
        "select id from reported_findings where agency_id = $1 and status = 'OPEN' and is_dismissible limit 1",
        [h.ids.NSW],
      );
      const missing = refusal(await dismiss(2_000_000_000));
      expect(missing).toMatchObject({ status: 404, message: M.notFound });
      expect(refusal(await dismiss(foreign!.id))).toEqual(missing);
      expect(refusal(await restore(foreign!.id))).toEqual(refusal(await restore(2_000_000_000)));
      expect(await statusOf(foreign!.id)).toBe('OPEN');
    });
  });
});
