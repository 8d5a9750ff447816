import type { FastifyInstance } from 'fastify';
import {
  updateCalls,
  type TCallInput,
  type TList,
  type TOverdueUpdateProperty,
  type TServiceExclusivity,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';

type Summary = TList<TUpdateSummaryItem> & { unfilteredTotal: number };
type SummaryQuery = NonNullable<TCallInput<typeof updateCalls.summary>['query']>;

const NEEDS_UPDATE = `('LEASE_AGREEMENT_UPDATE_REQUIRED' = any(p.flags) or exists (
  select 1 from property_services s where s.agency_id = p.agency_id and s.property_id = p.id
    and s.is_managed_by_provider and s.status = 'UPDATES_REQUIRED'))`;
const OVERDUE = `exists (select 1 from property_services s where s.agency_id = p.agency_id
  and s.property_id = p.id and s.is_managed_by_provider
  and s.status not in ('CANCELLED', 'NOT_ENROLLED') and s.status = 'OVERDUE')`;

describe('the required updates', () => {
  let app: FastifyInstance;
  let database: Database;
  let owner: Database;
  let vic: number;
  let master: string;

  /** A raw GET, for queries no description makes. */
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: master } });
  const summary = async (query: SummaryQuery = {}, cookie = master) => {
    const res = await injectCall(app, updateCalls.summary, { query }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Summary }>().data;
  };
  const expectedIds = async (where: string, agencyId = vic) => {
    const { rows } = await owner.pool.query<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1 and p.is_managed
         and ${NEEDS_UPDATE} and (${where}) order by p.address_sort, p.id`,
      [agencyId],
    );
    return rows.map((row) => row.id);
  };
  const confirm = (id: number, cookie = master) =>
    injectCall(app, updateCalls.confirmPropertyDetails, { params: { id } }, { cookie });
  const exportSummary = (
    query: NonNullable<TCallInput<typeof updateCalls.summaryExport>['query']>,
    cookie = master,
  ) => injectCall(app, updateCalls.summaryExport, { query }, { cookie });

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { now: () => TEST_TODAY });
    vic = await agencyIdIn(owner, 'VIC');
    master = (await signInToPortal(app, 'demo.master')).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  describe('GET /v1/update/summary', () => {
    it('should answer 401 when called without a session', async () => {
      expect((await injectCall(app, updateCalls.summary, {})).statusCode).toBe(401);
    });

    it.each(['page=0', 'page-size=101', 'facet=Nope', 'service=x', 'facet=NewManagements'])(
      'should answer 400 when the query has %s',
      async (query) => {
        const res = await get(`/v1/update/summary?${query}`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
      },
    );

    it('should list the properties waiting for details by address with their reasons', async () => {
      const ids = await expectedIds('true');
      expect(ids.length).toBeGreaterThan(0);
      const data = await summary({ 'page-size': 100 });
      expect(data.total).toBe(ids.length);
      expect(data.unfilteredTotal).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
      for (const item of data.items) {
        expect(item.updateReasons.length).toBeGreaterThan(0);
        expect(item.updateReasons.includes('SERVICE_UPDATES_REQUIRED')).toBe(
          item.servicesRequiringUpdate.length > 0,
        );
      }
      const past = await summary({ page: 100_000 });
      expect(past).toEqual({ items: [], total: ids.length, unfilteredTotal: ids.length });
    });

    it.each<[TServiceExclusivity, string]>([
      [
        'Including',
        `exists (select 1 from property_services s where s.agency_id = p.agency_id and s.property_id = p.id and s.is_managed_by_provider and s.status not in ('CANCELLED', 'NOT_ENROLLED') and s.service_code in ('smoke', 'gas'))`,
      ],
      [
        'Excluding',
        `not exists (select 1 from property_services s where s.agency_id = p.agency_id and s.property_id = p.id and s.is_managed_by_provider and s.status not in ('CANCELLED', 'NOT_ENROLLED') and s.service_code in ('smoke', 'gas'))`,
      ],
    ])('should filter by services when serviceExclusivity is %s', async (mode, where) => {
      const ids = await expectedIds(where);
      const data = await summary({
        service: ['smoke', 'gas'],
        serviceExclusivity: mode,
        'page-size': 100,
      });
      expect(data.total).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
    });

    it('should filter by facet, manager and search when they are given', async () => {
      const ids = await expectedIds(OVERDUE);
      const data = await summary({ facet: ['Overdue'], 'page-size': 100 });
      expect(data.total).toBe(ids.length);
      expect(data.unfilteredTotal).toBe((await expectedIds('true')).length);
      const { rows } = await owner.pool.query<{ manager: number }>(
        `select p.property_manager_id as manager from properties p where p.agency_id = $1
           and p.is_managed and ${NEEDS_UPDATE} and p.property_manager_id is not null limit 1`,
        [vic],
      );
      const manager = rows[0]!.manager;
      const mine = await summary({ 'property-manager': manager, 'page-size': 100 });
      expect(mine.total).toBe((await expectedIds(`p.property_manager_id = ${manager}`)).length);
      expect(mine.items.every((i) => i.propertyManager?.id === manager)).toBe(true);
      const first = (await summary()).items[0]!;
      const found = await summary({ query: first.addressLine1 });
      expect(found.items.map((i) => i.compliancePropertyId)).toContain(first.compliancePropertyId);
    });
  });

  describe('GET /v1/update/summary in an agency of its own', () => {
    it('should list a property while a service of the provider waits for details, and only then', async () => {
      const q = <T>(text: string, params: unknown[]) =>
        owner.pool.query<T & Record<string, unknown>>(text, params).then((r) => r.rows[0]!);
      const { id: agencyId } = await q<{ id: number }>(
        `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
        [`Required Updates Agency ${Date.now()}`],
      );
      const user = await createUser(owner, { agencies: [agencyId] });
      try {
        const property = (address: string, flags: string) =>
          q<{ id: number }>(
            `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
               compliance_status, flags) values ($1, $2, 'Adelaide', '5000', 'SA', 'COMPLIANT', $3)
             returning id`,
            [agencyId, address, flags],
          ).then((row) => row.id);
        const waiting = await property('1 Alpha Street', '{}');
        const leased = await property('2 Beta Street', '{LEASE_AGREEMENT_UPDATE_REQUIRED}');
        const former = await property('3 Gamma Street', '{LEASE_AGREEMENT_UPDATE_REQUIRED}');
        await owner.pool.query('update properties set is_managed = false where id = $1', [former]);
        // Another supplier's service waiting for details is not the agency's to answer.
        await owner.pool.query(
          `insert into property_services (agency_id, property_id, service_code, status,
             is_managed_by_provider, supplier_name)
           values ($1, $2, 'smoke', 'UPDATES_REQUIRED', false, 'Sparky Co')`,
          [agencyId, waiting],
        );
        const { cookie } = await signInToPortal(app, user.username, {
          state: 'sa',
          password: user.password,
        });
        const ids = async (query: SummaryQuery = {}) =>
          (await summary(query, cookie)).items.map((i) => i.compliancePropertyId);

        expect(await ids()).toEqual([leased]);
        await owner.pool.query(
          `update property_services set is_managed_by_provider = true, supplier_name = null
            where property_id = $1`,
          [waiting],
        );
        const both = await summary({ 'page-size': 1, page: 2 }, cookie);
        expect(both).toMatchObject({ total: 2, unfilteredTotal: 2 });
        expect(both.items.map((i) => i.compliancePropertyId)).toEqual([leased]);
        expect(await ids()).toEqual([waiting, leased]);
        expect((await summary({ 'page-size': 1 }, cookie)).items[0]).toMatchObject({
          updateReasons: ['SERVICE_UPDATES_REQUIRED'],
          servicesRequiringUpdate: ['smoke'],
        });
        expect(await ids({ query: 'alpha' })).toEqual([waiting]);

        await owner.pool.query(
          `update property_services set status = 'COMPLIANT' where property_id = $1`,
          [waiting],
        );
        expect(await ids()).toEqual([leased]);
      } finally {
        await owner.pool.query('delete from properties where agency_id = $1', [agencyId]);
        await owner.pool.query('delete from users where id = $1', [user.id]);
        await owner.pool.query('delete from agencies where id = $1', [agencyId]);
      }
    });
  });

  describe('GET /v1/update/get-all-overdue-properties', () => {
    it('should list every required update with an overdue service', async () => {
      const ids = await expectedIds(OVERDUE);
      const res = await injectCall(app, updateCalls.overdueProperties, {}, { cookie: master });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: TList<TOverdueUpdateProperty> }>().data;
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids);
      expect(data.total).toBe(ids.length);
      expect(data.items.every((i) => i.overdueServices.length > 0)).toBe(true);
    });
  });

  describe('GET /v1/update/summary/export', () => {
    it('should name the file as asked when the name holds quotes and characters beyond ASCII', async () => {
      const res = await exportSummary({ facet: ['Overdue'], fileName: 'Q1 "final" – Überblick' });
      expect(res.statusCode, res.body).toBe(200);
      // Quotes are not allowed in file names on Windows, so the name has dashes for them; the
      // header is ASCII, with the exact name percent-encoded as UTF-8 (RFC 6266 and 8187).
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Q1 -final- ? ?berblick.xlsx"; ` +
          `filename*=UTF-8''Q1%20-final-%20%E2%80%93%20%C3%9Cberblick.xlsx`,
      );
    });

    it('should stream the filtered rows under a readable header', async () => {
      const ids = await expectedIds(OVERDUE);
      const res = await exportSummary({ facet: ['Overdue'], fileName: 'overdue.xlsx' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename=overdue.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Address',
        'Suburb',
        'Property manager',
        'Compliance status',
        'Update required',
        'Services requiring update',
        'Next service due',
        'Details last confirmed',
      ]);
      expect(sheet.actualRowCount).toBe(ids.length + 1);
      // Next service due: a date cell shown dd/mm/yyyy (or empty), never a text.
      const dues: ExcelJS.Cell[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) dues.push(row.getCell(7));
      });
      expect(dues.some((cell) => cell.type === ExcelJS.ValueType.Date)).toBe(true);
      for (const cell of dues) {
        expect([ExcelJS.ValueType.Date, ExcelJS.ValueType.Null]).toContain(cell.type);
        expect(cell.numFmt).toBe('dd/mm/yyyy');
      }
    });

    it('should answer 400 with x-error-message when a filter is bad', async () => {
      const res = await exportSummary({ 'page-size': 0 });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-error-message']).toBeTruthy();
    });
  });

  describe('POST /v1/property/{id}/confirm-single-property-details', () => {
    it('should answer the property’s required updates when the agency confirms', async () => {
      // An agency of the test's own, so the demo agencies stay as seeded.
      const q = <T>(text: string, params: unknown[]) =>
        owner.pool.query<T & Record<string, unknown>>(text, params).then((r) => r.rows[0]!);
      const { id: agencyId } = await q<{ id: number }>(
        `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
        [`Updates Test Agency ${Date.now()}`],
      );
      const user = await createUser(owner, { agencies: [agencyId] });
      try {
        const { id: propertyId } = await q<{ id: number }>(
          `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
             compliance_status, flags, tags) values ($1, '=1+2 Test Street', 'Adelaide', '5000',
             'SA', 'MISSING_SUPPLIER', '{LEASE_AGREEMENT_UPDATE_REQUIRED}', '{UpdateRequired}')
           returning id`,
          [agencyId],
        );
        await owner.pool.query(
          `insert into property_services (agency_id, property_id, service_code, status)
           values ($1, $2, 'smoke', 'UPDATES_REQUIRED')`,
          [agencyId, propertyId],
        );
        const { cookie } = await signInToPortal(app, user.username, {
          state: 'sa',
          password: user.password,
        });
        const before = await summary({}, cookie);
        expect(before.items).toHaveLength(1);
        expect(before.items[0]).toMatchObject({
          updateReasons: ['LEASE_AGREEMENT_UPDATE_REQUIRED', 'SERVICE_UPDATES_REQUIRED'],
          servicesRequiringUpdate: ['smoke'],
        });

        const exported = await exportSummary({}, cookie);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
        expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe("'=1+2 Test Street");

        // Another agency's user cannot confirm it, and learns nothing about it.
        const foreign = await confirm(propertyId);
        const missing = await confirm(2_000_000_000);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
        expect((await confirm(99_999_999_999)).json()).toEqual(missing.json());
        const malformed = await app.inject({
          method: 'POST',
          url: '/v1/property/abc/confirm-single-property-details',
          headers: { origin: TEST_ORIGIN },
          cookies: { acp_session: master },
        });
        expect(malformed.statusCode).toBe(400);

        const res = await confirm(propertyId, cookie);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          data: { compliancePropertyId: propertyId, confirmedAt: TEST_TODAY.toISOString() },
        });
        expect((await summary({}, cookie)).total).toBe(0);
        const row = await q<{ flags: string[]; confirmed_by: number; status: string }>(
          `select p.flags, p.confirmed_by, s.status from properties p
             join property_services s on s.property_id = p.id where p.id = $1`,
          [propertyId],
        );
        expect(row).toEqual({ flags: [], confirmed_by: user.id, status: 'SERVICE_PENDING' });
        const audit = await q<{ action: string; actor_user_id: number }>(
          `select action, actor_user_id from audit_log where target = $1 and agency_id = $2`,
          [String(propertyId), agencyId],
        );
        expect(audit).toEqual({ action: 'property.confirm-details', actor_user_id: user.id });
      } finally {
        await owner.pool.query('delete from properties where agency_id = $1', [agencyId]);
        await owner.pool.query('delete from users where id = $1', [user.id]);
        await owner.pool.query('delete from agencies where id = $1', [agencyId]);
      }
    });

    it('should refuse a request from another origin', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/property/1/confirm-single-property-details',
        headers: { origin: 'https://evil.example' },
        cookies: { acp_session: master },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
