import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bookingStatusLabels,
  formatDate,
  formatPriceIncGst,
  formatTime,
  noticeTypeLabels,
  quotationStatusId,
  quotationStatusLabels,
  serviceLabels,
  type TBookingStatus,
  type TNoticeType,
  type TServiceCode,
} from '@portal/contracts';
import { buildTestApp } from '../../test/app';
import { agencyIdIn, signInToPortal } from '../../test/auth';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { escapeHtml } from './html';
import {
  addressText,
  expectOnlyAgencyProperties,
  getPage,
  linkedPropertyIds,
} from './legacy-test-helpers';

/** The legacy lists of the VIC demo agency, seen by demo.master; NSW is the other agency. */
describe('legacy list pages of a built-in compliance system', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vicId: number;
  let nswId: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    vicId = await agencyIdIn(owner, 'VIC');
    nswId = await agencyIdIn(owner, 'NSW');
    ({ cookie } = await signInToPortal(app, 'demo.master'));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const get = (path: string) => getPage(app, `/cs/vic${path}`, cookie);

  async function one<T extends Record<string, unknown>>(text: string, params: unknown[]) {
    const { rows } = await owner.pool.query<T>(text, params);
    return rows[0]!;
  }
  const count = async (text: string, params: unknown[]) =>
    (await one<{ n: number }>(text, params)).n;

  describe('/Quotations/index', () => {
    const newestQuote = (agencyId: number, extra = '') =>
      one<{
        quote_number: string;
        service_code: TServiceCode;
        expires_at: string;
        status_id: number;
      }>(
        `select quote_number, service_code, to_char(expires_at, 'YYYY-MM-DD') as expires_at,
           status_id
         from quotes where agency_id = $1 ${extra} order by created_at desc, id desc limit 1`,
        [agencyId],
      );

    it("should list the agency's quotes newest first when signed in", async () => {
      const res = await get('/Quotations/index');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Quotes · Victoria compliance system</title>');
      expect(res.body).toContain('Yarra Bend Property Management');
      expect(res.body).toContain('<a href="/">Back to the portal</a>');
      expect(res.body).not.toContain('<script');

      const newest = await newestQuote(vicId);
      const total = await count('select count(*) as n from quotes where agency_id = $1', [vicId]);
      expect(res.body).toContain(`Showing 50 of ${total} quotes`);
      const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
      expect(firstRow).toContain(newest.quote_number);
      expect(firstRow).toContain(serviceLabels[newest.service_code]);
      expect(firstRow).toContain(formatDate(newest.expires_at));

      const { total: itemsTotal } = await one<{ total: string }>(
        `select sum(qi.amount) as total from quote_items qi join quotes q on q.id = qi.quote_id
         where q.quote_number = $1 and q.agency_id = $2`,
        [newest.quote_number, vicId],
      );
      expect(firstRow).toContain(formatPriceIncGst(itemsTotal));

      const foreign = await newestQuote(nswId);
      expect(res.body).not.toContain(foreign.quote_number);
      await expectOnlyAgencyProperties(owner, res.body, vicId);
    });

    it('should show only expired quotes when status=Expired', async () => {
      const expiredId = quotationStatusId('EXPIRED');
      const res = await get('/Quotations/index?status=Expired');
      expect(res.statusCode).toBe(200);
      const expired = await count(
        'select count(*) as n from quotes where agency_id = $1 and status_id = $2',
        [vicId, expiredId],
      );
      expect(expired).toBeGreaterThan(0);
      expect(res.body).toMatch(
        new RegExp(`Showing (${expired}|\\d+ of ${expired}) expired quotes`),
      );
      const newestExpired = await newestQuote(vicId, `and status_id = ${expiredId}`);
      const newestOther = await newestQuote(vicId, `and status_id <> ${expiredId}`);
      expect(res.body).toContain(newestExpired.quote_number);
      expect(res.body).not.toContain(newestOther.quote_number);
      expect(res.body).toMatch(/<option\s+value="Expired"\s+selected\s*>/);
      const rows = res.body.slice(res.body.indexOf('<tbody>'));
      expect(rows).toContain('>Expired</span>');
      for (const [code, label] of Object.entries(quotationStatusLabels)) {
        if (code !== 'EXPIRED') expect(rows).not.toContain(`>${label}</span>`);
      }
    });

    it('should show the next 50 quotes when page=2', async () => {
      const res = await get('/Quotations/index?page=2');
      const { quote_number } = await one<{ quote_number: string }>(
        `select quote_number from quotes where agency_id = $1
         order by created_at desc, id desc offset 50 limit 1`,
        [vicId],
      );
      const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
      expect(firstRow).toContain(quote_number);
      expect(res.body).toContain('Page 2 of');
      expect(res.body).toContain('href="/cs/vic/Quotations/index?page=1" rel="prev"');
    });

    it('should refuse an unknown status with a 400 page when one is asked for', async () => {
      const res = await get('/Quotations/index?status=%3Cb%3ENope');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('There is no quote status “&lt;b&gt;Nope”.');
    });
  });

  it("should list the agency's bookings with their time windows when signed in", async () => {
    const res = await get('/Bookings/view');
    expect(res.statusCode).toBe(200);
    const latest = await one<{
      date: string;
      start_time: string;
      end_time: string;
      status: TBookingStatus;
      booking_types: TServiceCode[];
      property_id: number;
    }>(
      `select to_char(date, 'YYYY-MM-DD') as date, start_time::text, end_time::text, status,
         booking_types, property_id
       from bookings where agency_id = $1 order by date desc, start_time desc, id desc limit 1`,
      [vicId],
    );
    const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
    expect(firstRow).toContain(formatDate(latest.date));
    expect(firstRow).toContain(
      `${formatTime(`${latest.date}T${latest.start_time}`)} – ${formatTime(`${latest.date}T${latest.end_time}`)}`,
    );
    expect(firstRow).toContain(bookingStatusLabels[latest.status]);
    expect(firstRow).toContain(serviceLabels[latest.booking_types[0]!]);
    expect(linkedPropertyIds(firstRow)).toEqual([latest.property_id]);
    await expectOnlyAgencyProperties(owner, res.body, vicId);
  });

  it("should list the agency's invoices with totals and paid or overdue status when signed in", async () => {
    const res = await get('/Invoices/index');
    expect(res.statusCode).toBe(200);
    const latest = await one<{ invoice_number: string; total_inc_gst: string; due: string }>(
      `select invoice_number, total_inc_gst, to_char(due_date, 'YYYY-MM-DD') as due
       from invoices where agency_id = $1 order by issued_at desc, id desc limit 1`,
      [vicId],
    );
    const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
    expect(firstRow).toContain(latest.invoice_number);
    expect(firstRow).toContain(formatPriceIncGst(latest.total_inc_gst));
    expect(firstRow).toContain(formatDate(latest.due));
    expect(res.body).toMatch(/>(Paid|Overdue|Outstanding)</);
    const foreign = await one<{ invoice_number: string }>(
      'select invoice_number from invoices where agency_id = $1 order by issued_at desc limit 1',
      [nswId],
    );
    expect(res.body).not.toContain(foreign.invoice_number);
    await expectOnlyAgencyProperties(owner, res.body, vicId);
  });

  it('should list key details by address and narrow them when searched', async () => {
    const res = await get('/Keys/keyManagement');
    expect(res.statusCode).toBe(200);
    const first = await one<{
      id: number;
      key_number: string | null;
      address_line1: string;
      address_line2: string | null;
      suburb: string;
      state_code: string;
      postcode: string;
    }>(
      `select id, key_number, address_line1, address_line2, suburb, state_code, postcode
       from properties where agency_id = $1 and is_managed order by address_line1, id limit 1`,
      [vicId],
    );
    const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
    expect(linkedPropertyIds(firstRow)).toEqual([first.id]);
    expect(firstRow).toContain(escapeHtml(addressText(first)));
    if (first.key_number) expect(firstRow).toContain(first.key_number);
    await expectOnlyAgencyProperties(owner, res.body, vicId);

    const search = await get(
      `/Keys/keyManagement?search=${encodeURIComponent(addressText(first))}`,
    );
    expect(linkedPropertyIds(search.body)).toContain(first.id);
    expect(search.body).not.toContain('Page 2 of');
  });

  it("should say 'No key collections found' on the key collection history", async () => {
    const res = await get('/Keys/keyCollectionHistory');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No key collections found');
    expect(res.body).toContain('href="/cs/vic/Keys/keyManagement"');
  });

  it("should list the agency's service reports newest first when signed in", async () => {
    const res = await get('/ComplianceReports/listView');
    expect(res.statusCode).toBe(200);
    const newest = await one<{ name: string; property_id: number }>(
      `select name, property_id from documents
       where agency_id = $1 and type_code = 'SERVICE_REPORT_DOCUMENT' and deleted_at is null
       order by created_at desc, id desc limit 1`,
      [vicId],
    );
    const firstRow = res.body.slice(res.body.indexOf('<tbody>')).split('</tr>')[0]!;
    expect(firstRow).toContain(escapeHtml(newest.name));
    expect(linkedPropertyIds(firstRow)).toEqual([newest.property_id]);
    expect(res.body).not.toContain('Compliance certificate');
    await expectOnlyAgencyProperties(owner, res.body, vicId);
  });

  describe('/Notices/view', () => {
    const noticedProperty = (agencyId: number) =>
      one<{
        id: number;
        notice_type: TNoticeType;
        address_line1: string;
        address_line2: string | null;
        suburb: string;
        state_code: string;
        postcode: string;
      }>(
        `select p.id, n.notice_type, p.address_line1, p.address_line2, p.suburb, p.state_code,
           p.postcode
         from notices n join properties p on p.id = n.property_id
         where n.agency_id = $1 order by n.created_at desc, n.id desc limit 1`,
        [agencyId],
      );

    it("should list the notices of the searched address when the portal's address is given", async () => {
      const property = await noticedProperty(vicId);
      const address = addressText(property);
      const res = await get(`/Notices/view?search=${encodeURIComponent(address)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`value="${escapeHtml(address)}"`);
      expect(new Set(linkedPropertyIds(res.body))).toEqual(new Set([property.id]));
      expect(res.body).toContain(escapeHtml(noticeTypeLabels[property.notice_type]));
    });

    it("should find none of another agency's notices when its address is searched", async () => {
      const foreign = await noticedProperty(nswId);
      const res = await get(`/Notices/view?search=${encodeURIComponent(addressText(foreign))}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('No notices found');
      expect(linkedPropertyIds(res.body)).not.toContain(foreign.id);
    });
  });

  describe('/Properties/view/{id}', () => {
    it("should show the property's details, services and tenancy when it is the agency's", async () => {
      const property = await one<{
        id: number;
        address_line1: string;
        address_line2: string | null;
        suburb: string;
        state_code: string;
        postcode: string;
        manager: string;
      }>(
        `select p.id, p.address_line1, p.address_line2, p.suburb, p.state_code, p.postcode,
           m.name as manager
         from properties p join property_managers m on m.id = p.property_manager_id
         where p.agency_id = $1 and exists (
           select 1 from tenancies t where t.property_id = p.id and t.is_current)
         order by p.id limit 1`,
        [vicId],
      );
      const services = await owner.pool.query<{ service_code: TServiceCode }>(
        'select service_code from property_services where property_id = $1',
        [property.id],
      );
      const res = await get(`/Properties/view/${property.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${escapeHtml(addressText(property))}</h1>`);
      expect(res.body).toContain(escapeHtml(property.manager));
      for (const { service_code } of services.rows) {
        expect(res.body).toContain(serviceLabels[service_code]);
      }
      expect(res.body).toContain('Current tenancy');
      expect(res.body).toContain(`/cs/vic/JobOrders/add?property_id=${property.id}`);
    });

    it('should answer the same 404 page when the id is foreign or missing', async () => {
      const foreign = await one<{ id: number }>(
        'select id from properties where agency_id = $1 order by id limit 1',
        [nswId],
      );
      const foreignRes = await get(`/Properties/view/${foreign.id}`);
      const missingRes = await get('/Properties/view/2147483647');
      const junkRes = await get('/Properties/view/abc');
      expect(foreignRes.statusCode).toBe(404);
      expect(missingRes.statusCode).toBe(404);
      expect(junkRes.statusCode).toBe(404);
      expect(foreignRes.body).toBe(missingRes.body);
      expect(junkRes.body).toBe(missingRes.body);
      expect(foreignRes.body).toContain('Property not found');
    });
  });

  describe('/BetweenTenancyBatches/manageTenancyChange', () => {
    it('should answer a 404 page when the agency is not in QLD', async () => {
      const res = await get('/BetweenTenancyBatches/manageTenancyChange');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Page not found');
      // The menu offers it only to QLD agencies, like the portal's Lease Checks.
      const quotes = await get('/Quotations/index');
      expect(quotes.body).not.toContain('manageTenancyChange');
    });

    it("should list the QLD agency's vacating and upcoming tenancies when it is in QLD", async () => {
      const qld = await signInToPortal(app, 'demo.master', { state: 'qld' });
      const qldId = await agencyIdIn(owner, 'QLD');
      const res = await getPage(
        app,
        '/cs/qld/BetweenTenancyBatches/manageTenancyChange',
        qld.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Riverside Property Partners');
      expect(res.body).toContain('Manage tenancy changes');
      const { rows } = await owner.pool.query<{ property_id: number }>(
        `select property_id from tenancies
         where agency_id = $1 and is_current and vacate_date is not null`,
        [qldId],
      );
      expect(rows.length).toBeGreaterThan(0);
      const listed = new Set(linkedPropertyIds(res.body));
      const total = Number(/Showing (?:\d+ of )?(\d+) tenancy changes/.exec(res.body)?.[1]);
      expect(total).toBeGreaterThanOrEqual(rows.length);
      if (total <= 50) {
        for (const row of rows) expect(listed.has(row.property_id)).toBe(true);
      }
      await expectOnlyAgencyProperties(owner, res.body, qldId);
    });
  });
});
