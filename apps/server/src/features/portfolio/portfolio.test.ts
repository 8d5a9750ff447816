import type { FastifyInstance } from 'fastify';
import {
  portfolioCalls,
  quotationStatusId,
  URGENT_QUOTE_SEVERITIES,
  type TCallInput,
  type TList,
  type TPortfolioFacet,
  type TPortfolioItem,
  type TServiceExclusivity,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal, userIdOf } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';

/** The demo data's day (TEST_TODAY in the agencies' time zone), for the independent SQL. */
const TODAY = '2026-06-15';

type Portfolio = TList<TPortfolioItem> & { unfilteredTotal: number };
type PortfolioQuery = NonNullable<TCallInput<typeof portfolioCalls.list>['query']>;

const service = (condition: string) =>
  `exists (select 1 from property_services s where s.agency_id = p.agency_id
     and s.property_id = p.id and ${condition})`;
const item = (table: string, condition: string) =>
  `exists (select 1 from ${table} x where x.agency_id = p.agency_id
     and x.property_id = p.id and ${condition})`;
const ACTIVE = `s.is_managed_by_provider and s.status not in ('CANCELLED', 'NOT_ENROLLED')`;
const AWAITING = `x.status_id = $3 and (x.expires_at is null or x.expires_at >= $2::date)`;
const URGENT = `x.severity = any($4::text[])`;

/** Each facet as plain SQL on `properties p` ($1 agency, $2 today, $3 awaiting id, $4 severities). */
const FACET_SQL: Partial<Record<TPortfolioFacet, string>> = {
  Compliant: `p.compliance_status = 'COMPLIANT'`,
  NonCompliant: `p.compliance_status = 'NON_COMPLIANT'`,
  UnderEnrolment: `p.compliance_status = 'UNDER_ENROLMENT'`,
  GasConfirmationRequired: `p.compliance_status = 'GAS_CONFIRMATION_REQUIRED'`,
  ComplianceIssues: `'COMPLIANCE_ISSUES' = any(p.flags)`,
  PendingItems: `'PENDING_ITEMS' = any(p.flags)`,
  NonResidentialProperty: `not p.is_residential`,
  MissingLastServiceDate: `p.last_service_date is null`,
  RecentlyAdded: `p.created_at >= $5::timestamptz - interval '30 days'`,
  ApproachingNextService: `p.next_service_due between $2::date and $2::date + 30`,
  Overdue: service(`${ACTIVE} and s.status = 'OVERDUE'`),
  MissingSupplier: service(`not s.is_managed_by_provider and s.supplier_name is null`),
  BookingInProgress: service(`s.status in ('BOOKED_IN', 'REBOOKING_IN_PROGRESS')`),
  CancelledServices: service(`s.status = 'CANCELLED'`),
  OverdueInvoices: item('invoices', `not x.is_paid and x.due_date < $2::date`),
  OutstandingInvoices: item('invoices', `not x.is_paid`),
  UrgentQuotes: item('quotes', `${AWAITING} and ${URGENT}`),
  NonUrgentQuotes: item('quotes', `${AWAITING} and not coalesce(${URGENT}, false)`),
  AccessIssues: item('access_issue_cases', `x.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')`),
  UrgentAccessIssues: item(
    'access_issue_cases',
    `x.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED') and x.is_urgent`,
  ),
  NonUrgentAccessIssues: item(
    'access_issue_cases',
    `x.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED') and not x.is_urgent`,
  ),
  ReportedFindings: item('reported_findings', `x.status = 'OPEN' and not x.is_dismissed`),
  UrgentReportedFindings: item(
    'reported_findings',
    `x.status = 'OPEN' and not x.is_dismissed and x.is_urgent`,
  ),
  NonUrgentReportedFindings: item(
    'reported_findings',
    `x.status = 'OPEN' and not x.is_dismissed and not x.is_urgent`,
  ),
};

describe('GET /v1/portfolio', () => {
  let app: FastifyInstance;
  let database: Database;
  let owner: Database;
  let vic: number;
  let master: string;
  let params: unknown[];

  /** A raw GET, for queries no description makes. */
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: master } });
  const list = async (query: PortfolioQuery = {}, cookie = master) => {
    const res = await injectCall(app, portfolioCalls.list, { query }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Portfolio }>().data;
  };
  /** Matching portfolio properties of the VIC agency, by the list's order. */
  const expectedIds = async (where: string) => {
    const { rows } = await owner.pool.query<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1 and p.is_managed and (${where})
         and $2::date is not null and $3::int is not null and $4::text[] is not null
         and $5::timestamptz is not null
       order by p.address_sort, p.id`,
      params,
    );
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { now: () => TEST_TODAY });
    vic = await agencyIdIn(owner, 'VIC');
    master = (await signInToPortal(app, 'demo.master')).cookie;
    const awaiting = quotationStatusId('AWAITING_APPROVAL');
    params = [vic, TODAY, awaiting, [...URGENT_QUOTE_SEVERITIES], TEST_TODAY.toISOString()];
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  it('should answer 401 when called without a session', async () => {
    const res = await injectCall(app, portfolioCalls.list, {});
    expect(res.statusCode).toBe(401);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page-size=0',
    'page-size=1000',
    'facet=Nope',
    'serviceExclusivity=Maybe',
    'service=plumbing',
    'property-manager=abc',
    'property-manager=0',
    'page-size=101',
    'page-size=2.5',
    'new-access-issues=2',
    'facet=NewManagements',
  ])('should answer 400 when the query has %s', async (query) => {
    const res = await get(`/v1/portfolio?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
  });

  it('should list the whole portfolio by address with both totals when unfiltered', async () => {
    const ids = await expectedIds('true');
    const first = await list();
    expect(first.total).toBe(ids.length);
    expect(first.unfilteredTotal).toBe(ids.length);
    expect(first.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 20));
    const second = await list({ page: 2, 'page-size': 3 });
    expect(second.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(3, 6));
    const past = await list({ page: 100_000 });
    expect(past).toEqual({ items: [], total: ids.length, unfilteredTotal: ids.length });
    const item = first.items[0]!;
    expect(item.services.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(FACET_SQL) as TPortfolioFacet[])(
    'should count the properties of the independent SQL when filtered by facet %s',
    async (facet) => {
      const ids = await expectedIds(FACET_SQL[facet]!);
      const data = await list({
        facet: [facet],
        'page-size': 100,
        'new-access-issues': true,
        'new-problem-register': true,
      });
      expect(ids.length, 'the demo data should hold some').toBeGreaterThan(0);
      expect(data.total).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
      expect(data.unfilteredTotal).toBe((await expectedIds('true')).length);
    },
  );

  it.each([
    ['AccessIssues', `x.resolved_at is null`],
    ['UrgentAccessIssues', `x.resolved_at is null and x.is_urgent`],
    ['NonUrgentAccessIssues', `x.resolved_at is null and not x.is_urgent`],
  ] as const)(
    'should read unresolved notices for %s when new-access-issues is not set',
    async (facet, condition) => {
      const ids = await expectedIds(item('notices', condition));
      const data = await list({ facet: [facet], 'page-size': 100, 'new-access-issues': false });
      expect(ids.length).toBeGreaterThan(0);
      expect(data.total).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
    },
  );

  it.each([
    ['ReportedFindings', AWAITING],
    ['UrgentReportedFindings', `${AWAITING} and ${URGENT}`],
    ['NonUrgentReportedFindings', `${AWAITING} and not coalesce(${URGENT}, false)`],
  ] as const)(
    'should read quotes awaiting approval for %s when new-problem-register is not set',
    async (facet, condition) => {
      const ids = await expectedIds(item('quotes', condition));
      const data = await list({ facet: [facet], 'page-size': 100 });
      expect(data.total).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
    },
  );

  it('should answer the last partial page and the largest page size when paging to the edge', async () => {
    const ids = await expectedIds('true');
    const size = 7;
    const lastPage = Math.ceil(ids.length / size);
    const last = await list({ page: lastPage, 'page-size': size });
    expect(last.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice((lastPage - 1) * size));
    expect((await list({ page: lastPage + 1, 'page-size': size })).items).toEqual([]);
    expect((await list({ 'page-size': 100 })).items).toHaveLength(Math.min(100, ids.length));
  });

  it('should keep the filtered total on a page past the end and answer 0 when nothing matches', async () => {
    const ids = await expectedIds(FACET_SQL.Compliant!);
    expect(ids.length).toBeGreaterThan(0);
    const whole = (await list()).total;
    expect(await list({ facet: ['Compliant'], page: 100_000 })).toEqual({
      items: [],
      total: ids.length,
      unfilteredTotal: whole,
    });
    expect(await list({ query: 'nowhere-at-all-street' })).toEqual({
      items: [],
      total: 0,
      unfilteredTotal: whole,
    });
  });

  it('should name the field and never answer 500 when page-size is out of range', async () => {
    const res = await injectCall(
      app,
      portfolioCalls.list,
      { query: { 'page-size': 101 } },
      { cookie: master },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'querystring.page-size',
    );
  });

  it('should OR facets of a group and AND the groups when facets are combined', async () => {
    const { Compliant, NonCompliant, OutstandingInvoices } = FACET_SQL;
    const ids = await expectedIds(`(${Compliant} or ${NonCompliant}) and ${OutstandingInvoices}`);
    const data = await list({
      facet: ['Compliant', 'NonCompliant', 'OutstandingInvoices'],
      'page-size': 100,
    });
    expect(data.total).toBe(ids.length);
    expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
  });

  it('should reject GasConfirmationRequired when the agency is not in VIC', async () => {
    const nsw = (await signInToPortal(app, 'priya.sharma', { state: 'nsw' })).cookie;
    const res = await injectCall(
      app,
      portfolioCalls.list,
      { query: { facet: ['GasConfirmationRequired'] } },
      { cookie: nsw },
    );
    expect(res.statusCode).toBe(400);
  });

  it('should find a known demo address when searched by its words', async () => {
    const { rows } = await owner.pool.query<{ id: number; line: string; suburb: string }>(
      `select id, address_line1 as line, suburb from properties
        where agency_id = $1 and is_managed order by id limit 1`,
      [vic],
    );
    const known = rows[0]!;
    // Sent as it is: the portal's client would trim the spaces around the words.
    const query = encodeURIComponent(`  ${known.line.toUpperCase()} ${known.suburb}  `);
    const res = await get(`/v1/portfolio?query=${query}&page-size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Portfolio }>().data;
    expect(data.items.map((i) => i.compliancePropertyId)).toContain(known.id);
    for (const found of data.items) {
      expect(`${found.addressLine1} ${found.addressLine2}`.toLowerCase()).toContain(
        known.suburb.toLowerCase(),
      );
    }
    const none = await list({ query: 'zzqx%_ nowhere' });
    expect(none.total).toBe(0);
    expect(none.unfilteredTotal).toBeGreaterThan(0);
  });

  it.each([
    ['a word of one letter', 'e', `p.search_text like '%e%'`],
    ['a word of two letters', 'ST', `p.search_text like '%st%'`],
    [
      'short and long words',
      'st  road',
      `p.search_text like '%st%' and p.search_text like '%road%'`,
    ],
  ])('should search by %s as by any other word', async (_, words, where) => {
    const ids = await expectedIds(where);
    expect(ids.length).toBeGreaterThan(0);
    const data = await list({ query: words, 'page-size': 100 });
    expect(data.total).toBe(ids.length);
    expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
  });

  it.each<[string, string, TPortfolioFacet[], (f: typeof FACET_SQL) => string]>([
    ['one facet', 'street', ['Overdue'], (f: typeof FACET_SQL) => f.Overdue!],
    ['a flag', 'road', ['ComplianceIssues'], (f: typeof FACET_SQL) => f.ComplianceIssues!],
    [
      'a facet of each group',
      'st vic',
      ['Overdue', 'BookingInProgress'],
      (f: typeof FACET_SQL) => `${f.Overdue} and ${f.BookingInProgress}`,
    ],
    [
      'a flag of each group',
      'vic',
      ['ComplianceIssues', 'PendingItems'],
      (f: typeof FACET_SQL) => `${f.ComplianceIssues} and ${f.PendingItems}`,
    ],
    [
      'either of two facets',
      'street',
      ['Overdue', 'ComplianceIssues'],
      (f: typeof FACET_SQL) => `(${f.Overdue} or ${f.ComplianceIssues})`,
    ],
  ])('should search with %s as without the search keys', async (_, query, facets, where) => {
    const words = query.split(' ').map((w) => `p.search_text like '%${w}%'`);
    const ids = await expectedIds(`${words.join(' and ')} and ${where(FACET_SQL)}`);
    expect(ids.length).toBeGreaterThan(0);
    const data = await list({ query, facet: facets, 'page-size': 100 });
    expect(data.total).toBe(ids.length);
    expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
  });

  it('should answer each request by its own values when requests share a query text', async () => {
    // The same filters with other words, pages and order: one compiled query, other values.
    for (const [query, page] of [
      ['road', 1],
      ['street', 1],
      ['street', 2],
      ['st e', 1],
      ['rd a', 1],
    ] as const) {
      const words = query.split(' ').map((w) => `p.search_text like '%${w}%'`);
      const { Compliant, NonCompliant } = FACET_SQL;
      const ids = await expectedIds(`${words.join(' and ')} and (${Compliant} or ${NonCompliant})`);
      expect(ids.length, query).toBeGreaterThan((page - 1) * 5);
      const data = await list({
        query,
        facet: ['Compliant', 'NonCompliant'],
        page,
        'page-size': 5,
      });
      expect(data.total, query).toBe(ids.length);
      expect(data.items.map((i) => i.compliancePropertyId)).toEqual(
        ids.slice((page - 1) * 5, page * 5),
      );
    }
    // The facets in another order are the same filter.
    const a = await list({ facet: ['NonCompliant', 'Compliant'], query: 'street' });
    const b = await list({ facet: ['Compliant', 'NonCompliant'], query: 'street' });
    expect(a).toEqual(b);
  });

  it.each<[TServiceExclusivity, string]>([
    ['Including', `${service(`${ACTIVE} and s.service_code in ('smoke', 'gas')`)}`],
    [
      'Only',
      `${service(`${ACTIVE} and s.service_code = 'smoke'`)} and ${service(
        `${ACTIVE} and s.service_code = 'gas'`,
      )}`,
    ],
    ['Excluding', `not ${service(`${ACTIVE} and s.service_code in ('smoke', 'gas')`)}`],
  ])('should filter by services when serviceExclusivity is %s', async (mode, where) => {
    const ids = await expectedIds(where);
    const data = await list({
      service: ['smoke', 'gas'],
      serviceExclusivity: mode,
      'page-size': 100,
    });
    expect(data.total).toBe(ids.length);
    expect(data.items.map((i) => i.compliancePropertyId)).toEqual(ids.slice(0, 100));
  });

  it('should limit both totals to the manager when property-manager is given', async () => {
    const manager = (
      await owner.pool.query<{ id: number }>(
        `select property_manager_id as id from properties where agency_id = $1
           and property_manager_id is not null order by id limit 1`,
        [vic],
      )
    ).rows[0]!.id;
    const ids = await expectedIds(`p.property_manager_id = ${manager}`);
    const data = await list({
      'property-manager': manager,
      facet: ['Compliant'],
      'page-size': 100,
    });
    expect(data.unfilteredTotal).toBe(ids.length);
    expect(data.items.every((i) => i.propertyManager?.id === manager)).toBe(true);
  });

  it('should list nothing when property-manager is one of another agency', async () => {
    const userId = await userIdOf(owner, 'priya.sharma');
    const { rows } = await owner.pool.query<{ id: number }>(
      'select id from property_managers where user_id = $1 order by id limit 1',
      [userId],
    );
    for (const id of [rows[0]!.id, 2_147_483_648]) {
      expect(await list({ 'property-manager': id })).toEqual({
        items: [],
        total: 0,
        unfilteredTotal: 0,
      });
    }
  });

  it('should never list a property of another agency when signed in as demo.manager', async () => {
    const cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    const data = await list({ 'page-size': 100 }, cookie);
    const { rows } = await owner.pool.query<{ id: number }>(
      'select id from properties where agency_id <> $1',
      [vic],
    );
    const foreign = new Set(rows.map((r) => r.id));
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.some((i) => foreign.has(i.compliancePropertyId))).toBe(false);
  });
  it('should reuse the unfiltered count a short while but count every filter afresh', async () => {
    // An agency of the test's own, so the demo agencies stay as seeded.
    const q = <T>(text: string, values: unknown[]) =>
      owner.pool.query<T & Record<string, unknown>>(text, values).then((r) => r.rows[0]!);
    const { id: agencyId } = await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
      [`Portfolio Count Agency ${Date.now()}`],
    );
    const addProperty = (status: string) =>
      q(
        `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
           compliance_status) values ($1, '1 Count Street', 'Adelaide', '5000', 'SA', $2)`,
        [agencyId, status],
      );
    const user = await createUser(owner, { agencies: [agencyId] });
    try {
      await addProperty('COMPLIANT');
      const { cookie } = await signInToPortal(app, user.username, {
        state: 'sa',
        password: user.password,
      });
      expect((await list({}, cookie)).total).toBe(1);

      await addProperty('NON_COMPLIANT');
      await addProperty('NON_COMPLIANT');
      const filtered = await list({ facet: ['NonCompliant'] }, cookie);
      expect(filtered.total).toBe(2);
      expect(filtered.items).toHaveLength(2);
      // The kept whole (1) never reads below the filtered count.
      expect(filtered.unfilteredTotal).toBe(2);
      // Unfiltered, the kept count stands for both totals until it expires.
      expect(await list({}, cookie)).toMatchObject({ total: 1, unfilteredTotal: 1 });
    } finally {
      await owner.pool.query('delete from users where id = $1', [user.id]);
      await owner.pool.query('delete from agencies where id = $1', [agencyId]);
    }
  });
});
