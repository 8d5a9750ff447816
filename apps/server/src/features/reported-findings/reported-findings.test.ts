import {
  dashboardCalls,
  propertyDocumentsCalls,
  quoteCalls,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  type TCallInput,
  type TDashboardStats,
  type TList,
  type TReportedFinding,
  type TReportedFindingGroup,
  type TTemporaryDocument,
  type TThirdPartyResolutionResult,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import { userIdOf, viewAs } from '../../../test/auth';
import { actionRequiredApp, auditOf, missingId, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { multipartBody } from '../../../test/security/hostile-files/upload-request';

type ListQuery = NonNullable<TCallInput<typeof reportedFindingCalls.list>['query']>;
type Page = TList<TReportedFindingGroup> & { unfilteredTotal: number };

/** Groups (property and service) with open findings, in the list's order. */
const OPEN_GROUPS = `select f.property_id || '|' || f.service_code as key from reported_findings f
  join properties p on p.agency_id = f.agency_id and p.id = f.property_id
  where f.agency_id = $1 and f.status = 'OPEN' and not f.is_dismissed
    and ($2::int is null or p.property_manager_id = $2)
  group by f.property_id, f.service_code
  order by bool_or(f.is_urgent) desc, min(f.original_booking_date), f.property_id, f.service_code`;

/** An open finding of a property with only that service's open findings, where `where` holds. */
const OPEN_FINDING = (where: string) => `select f.id, f.property_id as "propertyId",
    f.service_code as "serviceCode" from reported_findings f
  where f.agency_id = $1 and f.status = 'OPEN' and ${where}
    and f.property_id <> all($2::int[])
  order by f.id limit 1`;

const rowKey = (group: TReportedFindingGroup) =>
  `${group.property.compliancePropertyId}|${group.service.shortName}`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>' +
    'endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let ownManager: number;
  /** Properties a test has changed: the next picks another. */
  const used: number[] = [];

  const list = async (query: ListQuery = {}, cookie = master) =>
    dataOf<Page>(await h.call(reportedFindingCalls.list, { query }, cookie));
  const expectedKeys = async (managerId: number | null = null) =>
    (await h.rows<{ key: string }>(OPEN_GROUPS, [h.ids.VIC, managerId])).map((r) => r.key);
  const findingIn = async (where: string) => {
    const [row] = await h.rows<{ id: number; propertyId: number; serviceCode: string }>(
      OPEN_FINDING(where),
      [h.ids.VIC, used],
    );
    expect(row, where).toBeDefined();
    used.push(row!.propertyId);
    return row!;
  };
  const stats = async (managerId: number | null = null) =>
    dataOf<TDashboardStats>(
      await h.call(
        dashboardCalls.stats,
        { query: { propertyManagerId: managerId, 'new-problem-register': true } },
        master,
      ),
    ).actionRequired.REPORTED_FINDINGS_STATS;
  const statusOf = async (id: number) =>
    (
      await h.rows<{ status: string }>('select status from reported_findings where id = $1', [id])
    )[0]!.status;
  const uploadTemporary = (filename: string, data: Buffer | string, cookie = master) => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename, data }]);
    return h.app.inject({
      method: 'POST',
      url: '/v1/reported-findings/temporary-document',
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      cookies: { acp_session: cookie },
      payload,
    });
  };

  beforeAll(async () => {
    ({ h, master, manager, other, ownManager } = await actionRequiredApp('reported_findings'));
  });
  afterAll(() => h.close());

  describe('GET /v1/reported-findings', () => {
    it('should list one row per property and service with open findings, those impacting compliance first, a page at a time', async () => {
      const expected = await expectedKeys();
      expect(expected.length).toBeGreaterThan(20);
      const first = await list({ 'page-size': 10 });
      expect(first.total).toBe(expected.length);
      expect(first.unfilteredTotal).toBe(expected.length);
      expect(first.items.map(rowKey)).toEqual(expected.slice(0, 10));
      const second = await list({ page: 2, 'page-size': 10 });
      expect(second.items.map(rowKey)).toEqual(expected.slice(10, 20));
      for (const row of first.items) {
        expect(row.reportedFindings.length).toBeGreaterThan(0);
        for (const finding of row.reportedFindings) {
          expect(finding.problemRegister.status).toBe('OPEN');
          expect(finding.problemRegister.serviceCode).toBe(row.service.shortName);
        }
      }
    });

    it("should count as the dashboard's figures for the same facet and property manager", async () => {
      for (const managerId of [null, ownManager]) {
        const figures = await stats(managerId);
        const manager = managerId ?? undefined;
        const urgent = await list({ facet: ['ComplianceIssues'], 'property-manager': manager });
        const others = await list({ facet: ['NoComplianceIssues'], 'property-manager': manager });
        expect(urgent.total, `urgent of ${managerId}`).toBe(figures.URGENT_REPORTED_FINDINGS);
        expect(others.total, `non-urgent of ${managerId}`).toBe(
          figures.NON_URGENT_REPORTED_FINDINGS,
        );
        expect(urgent.total).toBeGreaterThan(0);
        expect(urgent.unfilteredTotal).toBe(urgent.total + others.total);
        expect(
          urgent.items.every((row) => row.reportedFindings.some((f) => f.problemRegister.isUrgent)),
        ).toBe(true);
      }
    });

    it('should narrow by service, category, address words and property when asked', async () => {
      const all = await expectedKeys();
      const smoke = await list({ service: ['smoke'], 'page-size': 100 });
      expect(smoke.total).toBe(all.filter((key) => key.endsWith('|smoke')).length);
      expect(smoke.items.every((row) => row.service.shortName === 'smoke')).toBe(true);
      const notSmoke = await list({ service: ['smoke'], serviceExclusivity: 'Excluding' });
      expect(notSmoke.total).toBe(all.length - smoke.total);
      const both = await list({
        service: ['smoke', 'gas'],
        serviceExclusivity: 'Only',
        'page-size': 100,
      });
      const propertiesOf = (code: string) =>
        new Set(all.filter((key) => key.endsWith(`|${code}`)).map((key) => key.split('|')[0]));
      const [smokeProperties, gasProperties] = [propertiesOf('smoke'), propertiesOf('gas')];
      expect(both.items.map(rowKey).sort()).toEqual(
        all
          .filter((key) => {
            const [property, code] = key.split('|');
            return (
              ['smoke', 'gas'].includes(code!) &&
              smokeProperties.has(property) &&
              gasProperties.has(property)
            );
          })
          .sort(),
      );

      const [category] = await h.rows<{ name: string }>(
        `select c.name from servicing_categories c join reported_findings f
           on f.servicing_category_id = c.id and f.agency_id = $1 and f.status = 'OPEN'
         group by c.name order by count(*) desc limit 1`,
        [h.ids.VIC],
      );
      const byCategory = await list({ category: [category!.name], 'page-size': 100 });
      expect(byCategory.total).toBeGreaterThan(0);
      expect(byCategory.total).toBeLessThan(all.length);
      for (const row of byCategory.items) {
        expect(row.reportedFindings.map((f) => f.servicingCategory?.name)).toContain(
          category!.name,
        );
      }

      const [propertyId] = all[0]!.split('|').map(Number);
      const [address] = await h.rows<{ street: string }>(
        `select split_part(address_line1, ' ', 2) as street from properties where id = $1`,
        [propertyId],
      );
      const byWords = await list({ query: address!.street, 'page-size': 100 });
      expect(byWords.items.map(rowKey)).toContain(all[0]);
      const byProperty = await list({ propertyId });
      expect(byProperty.items.map(rowKey)).toEqual(
        all.filter((key) => key.startsWith(`${propertyId}|`)),
      );
      expect(byProperty.unfilteredTotal).toBe(all.length);
    });

    it("should tag a row whose finding's quote awaits approval, urgent by its severity", async () => {
      const [row] = await h.rows<{ key: string; severity: string | null }>(
        `select f.property_id || '|' || f.service_code as key, q.severity from reported_findings f
           join quotes q on q.id = f.quotation_id and q.status_id = 2
         where f.agency_id = $1 and f.status = 'OPEN' order by f.id limit 1`,
        [h.ids.VIC],
      );
      const [propertyId] = row!.key.split('|').map(Number);
      const found = (await list({ propertyId })).items.find((item) => rowKey(item) === row!.key)!;
      const urgent = ['DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'URGENT'].includes(
        row!.severity ?? '',
      );
      expect(found.tags).toContain(
        urgent ? 'AwaitingUrgentQuotationApproval' : 'AwaitingQuotationApproval',
      );
    });

    it("should match nothing for another agency's property or manager, and refuse an unknown facet", async () => {
      const [foreign] = await h.rows<{ id: number }>(
        'select property_id as id from reported_findings where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      const page = await list({ propertyId: foreign!.id });
      expect(page.total).toBe(0);
      expect(page.unfilteredTotal).toBe((await expectedKeys()).length);
      const [foreignManager] = await h.rows<{ id: number }>(
        'select id from property_managers where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      expect((await list({ 'property-manager': foreignManager!.id })).total).toBe(0);
      const res = await h.get('/v1/reported-findings?facet=Everything', master);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
        'querystring.facet.0',
      );
    });

    it('should answer the servicing categories in display order', async () => {
      const categories = dataOf<{ name: string; color: string }[]>(
        await h.call(reportedFindingCalls.servicingCategories, {}, manager),
      );
      const expected = await h.rows<{ name: string }>(
        'select name from servicing_categories order by display_order, name',
      );
      expect(categories.map((c) => c.name)).toEqual(expected.map((row) => row.name));
      expect(categories[0]!.color).toMatch(/^#[0-9a-f]{6}$/i);
    });
  });

  describe('a property’s findings', () => {
    it('should answer its open findings one group per service, and 404 alike for a foreign or missing property', async () => {
      const all = await expectedKeys();
      const [propertyId] = all[0]!.split('|').map(Number);
      const groups = dataOf<TReportedFindingGroup[]>(
        await h.call(reportedFindingCalls.property, { params: { id: propertyId! } }, master),
      );
      expect(groups.map(rowKey).sort()).toEqual(
        all.filter((key) => key.startsWith(`${propertyId}|`)).sort(),
      );
      const [foreign] = await h.rows<{ id: number }>(
        'select property_id as id from reported_findings where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      const missing = await missingId(h, 'properties');
      for (const call of [reportedFindingCalls.property] as const) {
        const a = refusal(await h.call(call, { params: { id: foreign!.id } }, master));
        const b = refusal(await h.call(call, { params: { id: missing } }, master));
        expect(a).toEqual(b);
        expect(a.status).toBe(404);
      }
      const params = (id: number) => ({ params: { id, serviceShortName: 'smoke' as const } });
      expect(
        refusal(await h.call(reportedFindingCalls.service, params(foreign!.id), master)),
      ).toEqual(refusal(await h.call(reportedFindingCalls.service, params(missing), master)));
      expect(
        (await h.get(`/v2/property/${propertyId}/reported-findings/pool`, master)).statusCode,
      ).toBe(400);
    });

    it('should give the wizard open and dismissed findings of the service with the resolutions each offers', async () => {
      const [row] = await h.rows<{ propertyId: number; serviceCode: 'smoke' }>(
        `select property_id as "propertyId", service_code as "serviceCode" from reported_findings
          where agency_id = $1 and status = 'DISMISSED' order by id limit 1`,
        [h.ids.VIC],
      );
      const group = dataOf<TReportedFindingGroup>(
        await h.call(
          reportedFindingCalls.service,
          { params: { id: row!.propertyId, serviceShortName: row!.serviceCode } },
          manager,
        ),
      );
      const expected = await h.rows<{ id: number; status: string; can_request_quote: boolean }>(
        `select id, status, can_request_quote from reported_findings
          where property_id = $1 and service_code = $2 and status in ('OPEN', 'DISMISSED')
          order by is_urgent desc, original_booking_date, id`,
        [row!.propertyId, row!.serviceCode],
      );
      expect(group.reportedFindings.map((f) => f.problemRegister.problemRegisterId)).toEqual(
        expected.map((e) => e.id),
      );
      expect(group.reportedFindings.map((f) => f.problemRegister.canRequestQuote)).toEqual(
        expected.map((e) => e.can_request_quote),
      );
      expect(group.reportedFindings.some((f) => f.problemRegister.isDismissed)).toBe(true);
      expect(Object.keys(group.reportedFindings[0]!.problemRegister)).toEqual(
        expect.arrayContaining([
          'canRequestQuote',
          'canForwardToLandlord',
          'canInformDI',
          'canEnterBuiltYear',
          'isDismissible',
        ]),
      );
    });
  });

  describe('POST /v2/property/{id}/reported-findings/quote', () => {
    it('should create a quote request the quotes list shows and mark the findings, recording who', async () => {
      const finding = await findingIn('f.can_request_quote');
      const res = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        manager,
      );
      const result = dataOf<{ complianceQuoteId: number; quoteNumber: string }>(res);
      const quotes = dataOf<TList<{ complianceQuoteId: number; quoteNumber: string }>>(
        await h.call(quoteCalls.list, { query: { propertyId: finding.propertyId } }, manager),
      );
      expect(quotes.items.map((q) => q.quoteNumber)).toContain(result.quoteNumber);
      const [marked] = await h.rows<{ quote_requested: boolean; quotation_id: number }>(
        'select quote_requested, quotation_id, can_request_quote from reported_findings where id = $1',
        [finding.id],
      );
      expect(marked).toMatchObject({
        quote_requested: true,
        quotation_id: result.complianceQuoteId,
      });
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      expect(
        await auditOf(h, 'reported-finding.request-quote', { propertyId: finding.propertyId }),
      ).toEqual([{ actor: managerUser, staff: null }]);
      // Requested once: not again.
      const again = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        manager,
      );
      expect(refusal(again)).toMatchObject({ status: 409, message: M.cannotRequestQuote });
    });

    it("should refuse another agency's or another property's finding as a missing one, changing nothing", async () => {
      const finding = await findingIn('f.can_request_quote');
      const [foreign] = await h.rows<{ id: number }>(
        "select id from reported_findings where agency_id = $1 and status = 'OPEN' and can_request_quote limit 1",
        [h.ids.NSW],
      );
      const ask = (id: number) =>
        h.call(
          reportedFindingCalls.requestQuote,
          {
            params: { id: finding.propertyId },
            body: {
              compliancePropertyId: finding.propertyId,
              problemRegisterIds: [finding.id, id],
            },
          },
          master,
        );
      const quotesOf = (propertyId: number) =>
        h.rows('select id from quotes where property_id = $1 order by id', [propertyId]);
      const quotesBefore = await quotesOf(finding.propertyId);
      const foreignAnswer = refusal(await ask(foreign!.id));
      expect(foreignAnswer).toEqual(refusal(await ask(2_000_000_000)));
      expect(foreignAnswer).toMatchObject({ status: 400, message: M.otherService });
      expect(await statusOf(foreign!.id)).toBe('OPEN');
      expect(await quotesOf(finding.propertyId)).toEqual(quotesBefore);
      // Another agency's property: as a missing one.
      const otherCall = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        other,
      );
      expect(refusal(otherCall)).toMatchObject({ status: 404 });
    });
  });

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
