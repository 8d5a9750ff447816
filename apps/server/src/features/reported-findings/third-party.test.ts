import {
  propertyDocumentsCalls,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  type TList,
  type TTemporaryDocument,
  type TThirdPartyResolutionResult,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import {
  PDF,
  reportedFindingsApp,
  type ReportedFindingsApp,
} from '../../../test/reported-findings';

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let used: number[];
  let findingIn: ReportedFindingsApp['findingIn'];
  let stats: ReportedFindingsApp['stats'];
  let statusOf: ReportedFindingsApp['statusOf'];
  let uploadTemporary: ReportedFindingsApp['uploadTemporary'];

  beforeAll(async () => {
    ({ h, master, other, used, findingIn, stats, statusOf, uploadTemporary } =
      await reportedFindingsApp('reported_findings_third_party'));
  });
  afterAll(() => h.close());

  describe('resolving by a third party', () => {
    it('should refuse an upload whose content is not its type, and keep a good one', async () => {
      const bad = await uploadTemporary('invoice.pdf', 'not a pdf');
      expect(refusal(bad)).toMatchObject({ status: 400, message: 'Invalid file type' });
      const good = dataOf<TTemporaryDocument>(await uploadTemporary('invoice.pdf', PDF));
      expect(good).toMatchObject({ name: 'invoice.pdf', size: PDF.length });
      expect(good.fileReference.length).toBeGreaterThan(16);
    });

    it("should mark the findings compliant, take their items off the quote and file the documents under the property's third-party resolutions", async () => {
      // A finding with a quote item, the only open finding of its group: the figure drops.
      const [pick] = await h.rows<{
        id: number;
        propertyId: number;
        serviceCode: 'smoke';
        quoteId: number;
        urgent: boolean;
      }>(
        `select f.id, f.property_id as "propertyId", f.service_code as "serviceCode",
                i.quote_id as "quoteId", f.is_urgent as urgent
           from reported_findings f join quote_items i on i.reported_finding_id = f.id
          where f.agency_id = $1 and f.status = 'OPEN' and f.property_id <> all($2::int[])
            and not exists (select 1 from reported_findings o where o.property_id = f.property_id
                            and o.service_code = f.service_code and o.status = 'OPEN' and o.id <> f.id)
          order by f.id limit 1`,
        [h.ids.VIC, used],
      );
      used.push(pick!.propertyId);
      const before = await stats();
      const docs = [
        dataOf<TTemporaryDocument>(await uploadTemporary('electrician invoice.pdf', PDF)),
        dataOf<TTemporaryDocument>(await uploadTemporary('photo notes.txt', 'Alarm replaced.')),
      ];
      const body = {
        compliancePropertyId: pick!.propertyId,
        selectedProblemRegisterIds: [pick!.id],
        documentIds: docs.map((d) => d.fileReference),
        notes: 'Replaced by the owner’s electrician',
      };
      const resolve = (extra: object = {}, cookie = master) =>
        h.call(
          reportedFindingCalls.thirdParty,
          { params: { id: pick!.propertyId }, body: { ...body, ...extra } },
          cookie,
        );
      expect(refusal(await resolve({ documentIds: [] }))).toMatchObject({
        status: 400,
        fields: { 'body.documentIds': M.documentRequired },
      });
      expect(refusal(await resolve({ documentIds: ['nope'] }))).toMatchObject({
        status: 400,
        message: M.documentNotFound,
      });
      const result = dataOf<TThirdPartyResolutionResult>(await resolve());
      expect(result.problemRegisterIds).toEqual([pick!.id]);
      expect(result.updatedQuoteIds).toContain(pick!.quoteId);
      expect(await statusOf(pick!.id)).toBe('RESOLVED_BY_THIRD_PARTY');
      expect(
        await h.rows('select 1 from quote_items where reported_finding_id = $1', [pick!.id]),
      ).toEqual([]);

      const listed = dataOf<TList<{ id: number; name: string; type: string; services: string[] }>>(
        await h.call(
          propertyDocumentsCalls.list,
          {
            params: { id: pick!.propertyId },
            query: {
              filter: 'THIRD_PARTY_RESOLUTION',
              service: pick!.serviceCode.toUpperCase() as 'SMOKE',
            },
          },
          master,
        ),
      );
      expect(listed.items.map((d) => d.name)).toEqual(
        expect.arrayContaining(['electrician invoice.pdf', 'photo notes.txt']),
      );
      expect(listed.items.filter((d) => result.documentIds.includes(d.id))).toHaveLength(2);
      for (const doc of listed.items.filter((d) => result.documentIds.includes(d.id))) {
        expect(doc).toMatchObject({
          type: 'THIRD_PARTY_RESOLUTION_DOCUMENT',
          services: [pick!.serviceCode],
        });
      }
      const file = await h.call(
        propertyDocumentsCalls.download,
        { params: { id: pick!.propertyId, docId: result.documentIds[0]! } },
        master,
      );
      expect(file.statusCode).toBe(200);

      const after = await stats();
      const figure = pick!.urgent ? 'URGENT_REPORTED_FINDINGS' : 'NON_URGENT_REPORTED_FINDINGS';
      expect(after[figure]).toBe(before[figure] - 1);
      // An upload is used once.
      const again = await findingIn('true');
      expect(
        refusal(
          await h.call(
            reportedFindingCalls.thirdParty,
            {
              params: { id: again.propertyId },
              body: {
                ...body,
                compliancePropertyId: again.propertyId,
                selectedProblemRegisterIds: [again.id],
              },
            },
            master,
          ),
        ),
      ).toMatchObject({ status: 400, message: M.documentNotFound });
    });

    it("should count kept uploads towards the agency's document storage, refusing past it", async () => {
      // Uploads kept for resolutions of about 6 GB: past the 5 GB an agency may store.
      await h.rows(
        `insert into temporary_documents (agency_id, file_reference, name, size_bytes, mime_type,
           storage_key, expires_at)
         select $1::int, 'kept-' || n, 'kept.pdf', 2000000000, 'application/pdf', $1::int || '/kept-' || n,
           now() + interval '1 hour' from generate_series(1, 3) n`,
        [h.ids.VIC],
      );
      try {
        const res = await uploadTemporary('invoice.pdf', PDF);
        expect(refusal(res)).toMatchObject({ status: 409 });
        expect(refusal(res).message).toMatch(/document storage is full/);
        expect(await uploadTemporary('invoice.pdf', PDF, other).then((r) => r.statusCode)).toBe(
          200,
        );
      } finally {
        await h.rows("delete from temporary_documents where file_reference like 'kept-%'");
      }
      expect((await uploadTemporary('invoice.pdf', PDF)).statusCode).toBe(200);
    });

    it("should not take another agency's upload", async () => {
      const theirs = dataOf<TTemporaryDocument>(await uploadTemporary('invoice.pdf', PDF, other));
      const finding = await findingIn('true');
      const res = await h.call(
        reportedFindingCalls.thirdParty,
        {
          params: { id: finding.propertyId },
          body: {
            compliancePropertyId: finding.propertyId,
            selectedProblemRegisterIds: [finding.id],
            documentIds: [theirs.fileReference],
          },
        },
        master,
      );
      expect(refusal(res)).toMatchObject({ status: 400, message: M.documentNotFound });
      expect(await statusOf(finding.id)).toBe('OPEN');
    });
  });
});
