import type { FastifyInstance } from 'fastify';
import {
  portfolioCalls,
  ZIntegratedPortfolioListQuery,
  type TCallInput,
  type TIntegratedPortfolioItem,
  type TIntegratedPortfolioManager,
  type TList,
  type TServiceProvider,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';
import { eachIntegratedBatch } from './integrated-service';

type Integrated = TList<TIntegratedPortfolioItem> & { unfilteredTotal: number };
type IntegratedQuery = NonNullable<TCallInput<typeof portfolioCalls.integrated>['query']>;

/** Both sides of the integrated portfolio as plain SQL, in the list's order. */
const UNION = `
  select 'PROVIDER' as kind, p.id, p.address_sort, p.next_service_due as next_due,
         p.property_manager_id as manager,
         p.compliance_status as status, p.search_text,
         exists (select 1 from property_services s where s.agency_id = p.agency_id
           and s.property_id = p.id and s.is_managed_by_provider
           and s.status not in ('CANCELLED', 'NOT_ENROLLED') and s.service_code = any($2)) as has
    from properties p where p.agency_id = $1 and p.is_managed and p.is_integrated
  union all
  select 'OTHER', n.id, n.address_sort, n.next_due_date, n.property_manager_id, n.compliance_status,
         n.search_text, n.services ?| $2::text[]
    from non_managed_properties n where n.agency_id = $1`;

describe('the integrated portfolio', () => {
  let app: FastifyInstance;
  let database: Database;
  let owner: Database;
  let vic: number;
  let master: string;

  /** A raw GET, for queries no description makes. */
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: master } });
  const list = async (query: IntegratedQuery) => {
    const res = await injectCall(app, portfolioCalls.integrated, { query }, { cookie: master });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Integrated }>().data;
  };
  const keys = (items: TIntegratedPortfolioItem[]) =>
    items.map((i) => `${i.providedBy}:${i.compliancePropertyId ?? i.agencyPortfolioPropertyId}`);
  /** The expected rows' keys, in the list's order. */
  const expected = async (
    where: string,
    services: string[] = [],
    order = 'address_sort, kind, id',
  ) => {
    const { rows } = await owner.pool.query<{ kind: string; id: number }>(
      `select kind, id from (${UNION}) u where ${where} order by ${order}`,
      [vic, services],
    );
    return rows.map((row) => `${row.kind}:${row.id}`);
  };

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

  describe('GET /v1/portfolio/integrated', () => {
    it('should answer 401 when called without a session', async () => {
      expect((await injectCall(app, portfolioCalls.integrated, {})).statusCode).toBe(401);
    });

    it.each([
      'page=0',
      'page-size=101',
      'facet=RecentlyAdded',
      'facet=Nope',
      'provided-by=SOMEONE',
      'services=plumbing',
      'property-manager=-3',
    ])('should answer 400 when the query has %s', async (query) => {
      const res = await get(`/v1/portfolio/integrated?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
    });

    it('should list both sides by address with both totals when unfiltered', async () => {
      const all = await expected('true');
      expect(all.some((key) => key.startsWith('OTHER'))).toBe(true);
      expect(all.some((key) => key.startsWith('PROVIDER'))).toBe(true);
      const first = await list({ 'page-size': 100 });
      expect(first.total).toBe(all.length);
      expect(first.unfilteredTotal).toBe(all.length);
      expect(keys(first.items)).toEqual(all.slice(0, 100));
      const third = await list({ page: 3, 'page-size': 5 });
      expect(keys(third.items)).toEqual(all.slice(10, 15));
      expect(await list({ page: 100_000 })).toEqual({
        items: [],
        total: all.length,
        unfilteredTotal: all.length,
      });
    });

    it.each([
      ['-address', 'address_sort desc, kind desc, id desc'],
      ['due-date', 'next_due, address_sort, kind, id'],
      ['-due-date', 'next_due desc, address_sort desc, kind desc, id desc'],
    ] as const)('should list both sides in the order of sort=%s', async (sort, order) => {
      const all = await expected('true', [], order);
      const first = await list({ sort, 'page-size': 50 });
      expect(keys(first.items)).toEqual(all.slice(0, 50));
      const third = await list({ sort, page: 3, 'page-size': 7 });
      expect(keys(third.items)).toEqual(all.slice(14, 21));
    });

    it('should answer 400 in words when sort is not one of its columns', async () => {
      const res = await get('/v1/portfolio/integrated?sort=provider');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toContain(
        'sort must be one of address, due-date, status',
      );
    });

    it.each([
      ['PROVIDER', `kind = 'PROVIDER'`],
      ['OTHER', `kind = 'OTHER'`],
    ] as const)('should list one side when provided-by is %s', async (providedBy, where) => {
      const ids = await expected(where);
      const data = await list({ 'provided-by': providedBy, 'page-size': 100 });
      expect(data.total).toBe(ids.length);
      expect(keys(data.items)).toEqual(ids.slice(0, 100));
      expect(data.unfilteredTotal).toBe((await expected('true')).length);
    });

    it.each([
      ['ComplianceIssues', 'NON_COMPLIANT'],
      ['Compliant', 'COMPLIANT'],
      ['Overdue', 'OVERDUE'],
      ['ApproachingNextService', 'APPROACHING_NEXT_SERVICE'],
      ['MissingSupplier', 'MISSING_SUPPLIER'],
      ['MissingLastServiceDate', 'MISSING_LAST_SERVICE_DATE'],
    ] as const)('should list the properties of status %s when faceted', async (facet, status) => {
      const ids = await expected(`status = '${status}'`);
      expect(ids.length).toBeGreaterThan(0);
      const data = await list({ facet: [facet], 'page-size': 100 });
      expect(data.total).toBe(ids.length);
      expect(keys(data.items)).toEqual(ids.slice(0, 100));
    });

    it('should combine facets, services, manager and provider when all are given', async () => {
      const manager = (
        await owner.pool.query<{ id: number }>(
          `select property_manager_id as id from non_managed_properties where agency_id = $1
             group by 1 order by count(*) desc limit 1`,
          [vic],
        )
      ).rows[0]!.id;
      const ids = await expected(
        `status in ('COMPLIANT', 'OVERDUE') and has and manager = ${manager} and kind = 'OTHER'`,
        ['smoke', 'rcd'],
      );
      const data = await list({
        facet: ['Compliant', 'Overdue'],
        services: ['smoke', 'rcd'],
        'property-manager': manager,
        'provided-by': 'OTHER',
        'page-size': 100,
      });
      expect(ids.length).toBeGreaterThan(0);
      expect(data.total).toBe(ids.length);
      expect(keys(data.items)).toEqual(ids.slice(0, 100));
      expect(data.items.every((i) => i.propertyManager?.id === manager)).toBe(true);
    });

    it('should find a known address when searched by its words', async () => {
      const { rows } = await owner.pool.query<{ line: string; suburb: string; id: number }>(
        `select address_line1 as line, suburb, id from non_managed_properties
          where agency_id = $1 order by id limit 1`,
        [vic],
      );
      const known = rows[0]!;
      // Sent as it is: the portal's client would trim the spaces around the words.
      const res = await get(
        `/v1/portfolio/integrated?query=${encodeURIComponent(` ${known.line} ${known.suburb} `)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: Integrated }>().data;
      expect(data.items.map((i) => i.agencyPortfolioPropertyId)).toContain(known.id);
      expect((await list({ query: 'zzqx%_nowhere' })).total).toBe(0);
    });

    it('should never list another agency’s property when signed in elsewhere', async () => {
      const nsw = (await signInToPortal(app, 'priya.sharma', { state: 'nsw' })).cookie;
      const res = await injectCall(
        app,
        portfolioCalls.integrated,
        { query: { 'page-size': 100 } },
        { cookie: nsw },
      );
      const data = res.json<{ data: Integrated }>().data;
      const { rows } = await owner.pool.query<{ id: number }>(
        `select id from non_managed_properties where agency_id = $1
         union all select id from properties where agency_id = $1`,
        [vic],
      );
      const vicIds = new Set(rows.map((row) => row.id));
      expect(
        data.items.some((i) => vicIds.has(i.compliancePropertyId ?? i.agencyPortfolioPropertyId!)),
      ).toBe(false);
    });
  });

  describe('the filter options', () => {
    it('should list the managers of the integrated portfolio by name', async () => {
      const res = await injectCall(
        app,
        portfolioCalls.integratedPropertyManagers,
        {},
        { cookie: master },
      );
      expect(res.statusCode).toBe(200);
      const managers = res.json<{ data: TIntegratedPortfolioManager[] }>().data;
      const { rows } = await owner.pool.query<{ id: number }>(
        `select distinct manager as id from (${UNION}) u where manager is not null`,
        [vic, []],
      );
      expect(managers.map((m) => m.id).sort((a, b) => a - b)).toEqual(
        rows.map((row) => row.id).sort((a, b) => a - b),
      );
      const names = managers.map((m) => m.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('should list the provider first and then the other providers', async () => {
      const res = await injectCall(
        app,
        portfolioCalls.integratedServiceProviders,
        {},
        { cookie: master },
      );
      expect(res.statusCode).toBe(200);
      const providers = res.json<{ data: TServiceProvider[] }>().data;
      expect(providers[0]).toEqual({ providedBy: 'PROVIDER', name: 'Detector Inspector' });
      const { rows } = await owner.pool.query<{ name: string }>(
        `select distinct provider_name as name from non_managed_properties
          where agency_id = $1 and provider_name is not null order by 1`,
        [vic],
      );
      expect(providers.slice(1)).toEqual(
        rows.map((row) => ({ providedBy: 'OTHER', name: row.name })),
      );
    });
  });

  describe('GET /v1/portfolio/integrated/export', () => {
    const exportList = (
      query: NonNullable<TCallInput<typeof portfolioCalls.integratedExport>['query']>,
    ) => injectCall(app, portfolioCalls.integratedExport, { query }, { cookie: master });
    const readSheet = async (body: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };

    it('should stream the filtered rows under a readable header as the given file name', async () => {
      const ids = await expected(`status = 'OVERDUE'`);
      const res = await exportList({ facet: ['Overdue'], fileName: 'Overdue – other providers' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Overdue ? other providers.xlsx"; ` +
          `filename*=UTF-8''Overdue%20%E2%80%93%20other%20providers.xlsx`,
      );
      const rows = await readSheet(res.rawPayload);
      expect(rows[0]).toEqual([
        'Address',
        'Suburb',
        'Property manager',
        'Provided by',
        'Compliance status',
        'Services',
        'Last service date',
        'Next service due',
      ]);
      expect(rows).toHaveLength(ids.length + 1);
      expect(rows.slice(1).every((row) => row[4] === 'Overdue')).toBe(true);
    });

    it('should store the service dates as dates in dd/mm/yyyy when exported', async () => {
      const listed = await list({ facet: ['Overdue'], 'page-size': 100 });
      const res = await exportList({ facet: ['Overdue'] });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      const dated = listed.items.findIndex((item) => item.nextDueDate !== null);
      expect(dated).toBeGreaterThanOrEqual(0);
      const cell = sheet.getRow(dated + 2).getCell(8);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('dd/mm/yyyy');
      expect((cell.value as Date).toISOString().slice(0, 10)).toBe(
        listed.items[dated]!.nextDueDate,
      );
    });

    it('should read every row once, in the list order with its services, whatever the batch size', async () => {
      const listed: TIntegratedPortfolioItem[] = [];
      for (let page = 1; ; page++) {
        const data = await list({ 'page-size': 100, page });
        listed.push(...data.items);
        if (listed.length >= data.total) break;
      }
      expect(listed.some((item) => item.services.length > 1)).toBe(true);
      for (const batchSize of [7, 1_000]) {
        const read: TIntegratedPortfolioItem[] = [];
        await eachIntegratedBatch(
          database,
          { agencyId: vic, providerName: app.config.provider.name },
          ZIntegratedPortfolioListQuery.parse({}),
          async (items) => {
            read.push(...items);
          },
          batchSize,
        );
        expect(read).toEqual(listed);
      }
    });

    it('should answer 400 with x-error-message when a filter is bad', async () => {
      const res = await get('/v1/portfolio/integrated/export?facet=Nope');
      expect(res.statusCode).toBe(400);
      expect(decodeURIComponent(String(res.headers['x-error-message']))).toBe(
        res.json<{ error: { message: string } }>().error.message,
      );
    });

    it('should escape a cell that would start a formula', async () => {
      // The agency's last property: other files read its first ones at the same time, and a
      // property of its own would change the figures they count.
      const { rows } = await owner.pool.query<{ id: number; line: string }>(
        `select id, address_line1 as line from non_managed_properties
          where agency_id = $1 order by id desc limit 1`,
        [vic],
      );
      const target = rows[0]!;
      await owner.pool.query(
        `update non_managed_properties set address_line1 = '=HYPERLINK("http://x")' where id = $1`,
        [target.id],
      );
      try {
        const res = await exportList({ 'provided-by': 'OTHER', query: '=hyperlink' });
        expect(res.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
        const cell = workbook.worksheets[0]!.getRow(2).getCell(1);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(`'=HYPERLINK("http://x")`);
      } finally {
        await owner.pool.query(
          'update non_managed_properties set address_line1 = $2 where id = $1',
          [target.id, target.line],
        );
      }
    });
  });
});
