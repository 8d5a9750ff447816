import {
  MESSAGE_TOO_LONG,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { reportedFindingsApp, type ReportedFindingsApp } from '../../../test/reported-findings';

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  let findingIn: ReportedFindingsApp['findingIn'];
  let stats: ReportedFindingsApp['stats'];
  let statusOf: ReportedFindingsApp['statusOf'];

  beforeAll(async () => {
    ({ h, master, findingIn, stats, statusOf } = await reportedFindingsApp(
      'reported_findings_inform',
    ));
  });
  afterAll(() => h.close());

  describe('POST /v2/property/{id}/reported-findings/inform-di', () => {
    it('should ask the built year when a finding needs it, then resolve the findings and keep the built date', async () => {
      const finding = await findingIn('f.can_enter_built_year');
      const body = {
        compliancePropertyId: finding.propertyId,
        problemRegisterIds: [finding.id],
        notes: ' Built in 1998 ',
      };
      const inform = (extra: object) =>
        h.call(
          reportedFindingCalls.informDi,
          { params: { id: finding.propertyId }, body: { ...body, ...extra } },
          master,
        );
      expect(refusal(await inform({}))).toMatchObject({
        status: 400,
        fields: { 'body.propertyBuilt': 'Required' },
      });
      expect(refusal(await inform({ notes: '  ', propertyBuilt: '1998-03-01' }))).toMatchObject({
        status: 400,
        fields: { 'body.notes': 'Required' },
      });
      expect(refusal(await inform({ propertyBuilt: '2999-01-01' })).status).toBe(400);
      const before = await stats();
      const res = await inform({ propertyBuilt: '1998-03-01' });
      expect(dataOf<{ propertyBuilt: string }>(res).propertyBuilt).toBe('1998-03-01');
      const [row] = await h.rows<{ status: string; resolution_notes: string; informed: boolean }>(
        `select status, resolution_notes, informed_di_at is not null as informed
           from reported_findings where id = $1`,
        [finding.id],
      );
      expect(row).toEqual({
        status: 'RESOLVED',
        resolution_notes: 'Built in 1998',
        informed: true,
      });
      const [property] = await h.rows<{ built_year: number; built_month: number }>(
        'select built_year, built_month from properties where id = $1',
        [finding.propertyId],
      );
      expect(property).toEqual({ built_year: 1998, built_month: 3 });
      const after = await stats();
      const left = await h.rows(
        "select 1 from reported_findings where property_id = $1 and service_code = $2 and status = 'OPEN'",
        [finding.propertyId, finding.serviceCode],
      );
      if (left.length === 0) {
        expect(after.URGENT_REPORTED_FINDINGS + after.NON_URGENT_REPORTED_FINDINGS).toBe(
          before.URGENT_REPORTED_FINDINGS + before.NON_URGENT_REPORTED_FINDINGS - 1,
        );
      }
    });

    it('should judge rich-text notes on their visible text and keep that text', async () => {
      const finding = await findingIn('f.can_inform_di and not f.can_enter_built_year');
      const inform = (notes: string) =>
        h.call(
          reportedFindingCalls.informDi,
          {
            params: { id: finding.propertyId },
            body: {
              compliancePropertyId: finding.propertyId,
              problemRegisterIds: [finding.id],
              notes,
            },
          },
          master,
        );
      // Markup alone is no notes; 501 characters of text are too many, whatever the markup.
      expect(refusal(await inform('<p></p><p><br></p>'))).toMatchObject({
        status: 400,
        fields: { 'body.notes': 'Required' },
      });
      expect(refusal(await inform(`<p>${'x'.repeat(501)}</p>`))).toMatchObject({
        status: 400,
        fields: { 'body.notes': MESSAGE_TOO_LONG },
      });
      expect(await statusOf(finding.id)).toBe('OPEN');
      // 480 characters of text in more than 500 of markup are within the limit.
      const long = `<p><strong>${'y'.repeat(240)}</strong></p><ul><li><em>${'z'.repeat(240)}</em></li></ul>`;
      expect(long.length).toBeGreaterThan(500);
      expect((await inform(long)).statusCode).toBe(200);
      const [row] = await h.rows<{ notes: string }>(
        'select resolution_notes as notes from reported_findings where id = $1',
        [finding.id],
      );
      expect(row!.notes).toBe(`${'y'.repeat(240)}${'z'.repeat(240)}`);
    });

    it('should refuse a finding that does not offer informing the provider, in words', async () => {
      const finding = await findingIn('not f.can_inform_di and not f.can_enter_built_year');
      const res = await h.call(
        reportedFindingCalls.informDi,
        {
          params: { id: finding.propertyId },
          body: {
            compliancePropertyId: finding.propertyId,
            problemRegisterIds: [finding.id],
            notes: 'Told',
          },
        },
        master,
      );
      expect(refusal(res)).toMatchObject({ status: 409, message: M.cannotInformDi });
      expect(await statusOf(finding.id)).toBe('OPEN');
    });
  });
});
