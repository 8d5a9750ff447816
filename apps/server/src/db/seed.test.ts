import {
  ACCESS_ISSUE_STATUS_CODES,
  APPROACHING_NEXT_SERVICE_DAYS,
  NEW_MANAGEMENT_DAYS,
  RECENTLY_ADDED_DAYS,
  COMPLIANCE_STATUS_CODES,
  ENTRY_METHOD_CODES,
  EXPERIMENT_CODES,
  NEW_MANAGEMENT_STATUS_CODES,
  NOTICE_TYPE_CODES,
  PROPERTY_FLAG_CODES,
  QUOTATION_STATUSES,
  QUOTE_SEVERITY_CODES,
  REPORTED_FINDING_STATUS_CODES,
  SERVICE_STATUS_CODES,
  SERVICE_TAG_CODES,
  SOLUTION_GROUP_CODES,
  normalisePhone,
} from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../test/fixtures';
import { dropDatabase, freshDatabase } from '../../test/fresh-database';
import { verifyPassword } from '../lib/password';
import { createDatabase, type Database } from './client';
import { DEMO_PASSWORD, seedDemoData, seedLargeAgency } from './seed/index';
import { clockFor } from './seed/util';

// The demo data is checked in databases of its own, seeded here: other test files change the
// shared test database as they run.
const FIRST = `portal_seed_first_${process.pid}`;
const SECOND = `portal_seed_second_${process.pid}`;
let firstUrl: string;

beforeAll(async () => {
  firstUrl = await freshDatabase(FIRST);
  await seedDemoData(firstUrl, { today: TEST_TODAY });
});
afterAll(async () => {
  await dropDatabase(FIRST);
  await dropDatabase(SECOND);
});

const today = clockFor(TEST_TODAY).today;

interface Agency {
  id: number;
  name: string;
  state_code: string;
  integrated: boolean;
}

describe('demo data', () => {
  let owner: Database;
  let demoAgencies: Agency[];
  /** Distinct values of an expression per agency: `values(sql)` -> Map(agencyId -> values). */
  let values: (query: string) => Promise<Map<number, string[]>>;

  beforeAll(async () => {
    owner = createDatabase(firstUrl, { max: 3 });
    const { rows } = await owner.pool.query<Agency>(
      `select a.id, a.name, a.state_code,
              exists (select 1 from integrations i where i.agency_id = a.id and i.is_active) as integrated
       from agencies a order by a.id`,
    );
    demoAgencies = rows;
    values = async (query) => {
      const result = await owner.pool.query<{
        agency_id: number;
        value: string | number | boolean;
      }>(`select distinct agency_id, value from (${query}) q`);
      const map = new Map<number, string[]>(demoAgencies.map((a) => [a.id, []]));
      for (const row of result.rows) map.get(row.agency_id)?.push(String(row.value));
      for (const list of map.values()) list.sort();
      return map;
    };
  });
  afterAll(async () => {
    await owner.close();
  });

  const sorted = (list: readonly (string | number | boolean)[]) => list.map(String).sort();

  it('should have a VIC, a NSW and a QLD agency, with and without an integration, when seeded', () => {
    expect(demoAgencies.map((a) => a.state_code)).toEqual(['VIC', 'NSW', 'QLD']);
    expect(demoAgencies.map((a) => a.integrated)).toEqual([true, false, true]);
  });

  it('should give each agency at least 250 properties and 4 to 8 managers when seeded', async () => {
    const { rows } = await owner.pool.query<{
      agency_id: number;
      properties: number;
      managers: number;
    }>(
      `select a.id as agency_id,
              (select count(*)::int from properties p where p.agency_id = a.id) as properties,
              (select count(*)::int from property_managers m where m.agency_id = a.id) as managers
       from agencies a`,
    );
    for (const row of rows) {
      expect(row.properties).toBeGreaterThanOrEqual(250);
      expect(row.managers).toBeGreaterThanOrEqual(4);
      expect(row.managers).toBeLessThanOrEqual(8);
    }
  });

  it('should cover every compliance status in each agency when seeded (gas confirmation in VIC)', async () => {
    const found = await values('select agency_id, compliance_status as value from properties');
    for (const agency of demoAgencies) {
      const expected = COMPLIANCE_STATUS_CODES.filter(
        (code) => agency.state_code === 'VIC' || code !== 'GAS_CONFIRMATION_REQUIRED',
      );
      expect(found.get(agency.id), agency.name).toEqual(sorted(expected));
    }
  });

  it('should cover every property flag in each agency when seeded (integrated ones if integrated)', async () => {
    const found = await values('select agency_id, unnest(flags) as value from properties');
    for (const agency of demoAgencies) {
      const expected = PROPERTY_FLAG_CODES.filter(
        (flag) => agency.integrated || flag !== 'INTEGRATED',
      );
      expect(found.get(agency.id), agency.name).toEqual(sorted(expected));
    }
  });

  it('should cover every service status and tag in each agency when seeded', async () => {
    const statuses = await values('select agency_id, status as value from property_services');
    const tags = await values('select agency_id, unnest(tags) as value from property_services');
    for (const agency of demoAgencies) {
      expect(statuses.get(agency.id), agency.name).toEqual(sorted(SERVICE_STATUS_CODES));
      expect(tags.get(agency.id), agency.name).toEqual(sorted(SERVICE_TAG_CODES));
    }
  });

  it('should cover every quote status and severity in each agency when seeded', async () => {
    const statuses = await values('select agency_id, status_id as value from quotes');
    const severities = await values(
      'select agency_id, severity as value from quotes where severity is not null',
    );
    const items = await owner.pool.query(
      'select 1 from quotes q where not exists (select 1 from quote_items i where i.quote_id = q.id)',
    );
    for (const agency of demoAgencies) {
      expect(statuses.get(agency.id), agency.name).toEqual(
        sorted(QUOTATION_STATUSES.map((s) => s.id)),
      );
      expect(severities.get(agency.id), agency.name).toEqual(sorted(QUOTE_SEVERITY_CODES));
    }
    expect(items.rowCount).toBe(0);
  });

  it('should cover every notice type, urgent and not, active and resolved, when seeded', async () => {
    const types = await values('select agency_id, notice_type as value from notices');
    const kinds = await values(
      `select agency_id, is_urgent::text || '/' || (resolved_at is null)::text as value from notices`,
    );
    for (const agency of demoAgencies) {
      expect(types.get(agency.id), agency.name).toEqual(sorted(NOTICE_TYPE_CODES));
      expect(kinds.get(agency.id), agency.name).toEqual([
        'false/false',
        'false/true',
        'true/false',
        'true/true',
      ]);
    }
  });

  it('should cover access-issue statuses, entry methods and solution groups when seeded', async () => {
    const statuses = await values('select agency_id, status as value from access_issue_cases');
    const methods = await values(
      'select agency_id, entry_method as value from access_issue_blocked_methods',
    );
    const groups = await values(
      'select agency_id, solution_group as value from access_issue_suggested_actions',
    );
    for (const agency of demoAgencies) {
      expect(statuses.get(agency.id), agency.name).toEqual(sorted(ACCESS_ISSUE_STATUS_CODES));
      expect(methods.get(agency.id), agency.name).toEqual(sorted(ENTRY_METHOD_CODES));
      expect(groups.get(agency.id), agency.name).toEqual(sorted(SOLUTION_GROUP_CODES));
    }
    const withoutSolutions = await owner.pool.query(
      `select 1 from access_issue_problem_sets s
       where not exists (select 1 from access_issue_suggested_actions a where a.problem_set_id = s.id)`,
    );
    expect(withoutSolutions.rowCount).toBeGreaterThan(0);
  });

  it('should cover reported-finding statuses, urgency, dismissals and quote requests when seeded', async () => {
    const statuses = await values('select agency_id, status as value from reported_findings');
    const facts = await values(
      `select agency_id, 'urgent:' || is_urgent as value from reported_findings
       union all select agency_id, 'quote-requested' from reported_findings where quote_requested
       union all select agency_id, 'categorised' from reported_findings where servicing_category_id is not null`,
    );
    for (const agency of demoAgencies) {
      expect(statuses.get(agency.id), agency.name).toEqual(sorted(REPORTED_FINDING_STATUS_CODES));
      expect(facts.get(agency.id), agency.name).toEqual([
        'categorised',
        'quote-requested',
        'urgent:false',
        'urgent:true',
      ]);
    }
  });

  it('should have paid, outstanding, overdue and failed-upload invoices when seeded', async () => {
    const kinds = await values(
      `select agency_id, case when is_paid then 'paid'
                              when due_date < '${today}' then 'overdue' else 'outstanding' end as value
       from invoices
       union all select agency_id, 'upload-error' from invoices where last_error is not null`,
    );
    for (const agency of demoAgencies) {
      const expected = [
        'outstanding',
        'overdue',
        'paid',
        ...(agency.integrated ? ['upload-error'] : []),
      ];
      expect(kinds.get(agency.id), agency.name).toEqual(expected.sort());
    }
  });

  it('should keep the relative dates true for the seed day when seeded', async () => {
    const { rows } = await owner.pool.query<{ status: string; bad: number }>(
      `select compliance_status as status, count(*)::int as bad from properties
       where (compliance_status = 'OVERDUE' and not next_service_due < $1::date)
          or (compliance_status = 'APPROACHING_NEXT_SERVICE'
              and not next_service_due between $1::date and $1::date + $3::int)
          or (compliance_status = 'RECENTLY_ADDED'
              and created_at < $2::timestamptz - $4::int * interval '1 day')
          or (compliance_status not in ('RECENTLY_ADDED', 'UNDER_ENROLMENT')
              and created_at >= $2::timestamptz - $4::int * interval '1 day')
          or (compliance_status = 'MISSING_LAST_SERVICE_DATE' and last_service_date is not null)
          or (compliance_status = 'NON_RESIDENTIAL_PROPERTY' and is_residential)
       group by 1`,
      [today, TEST_TODAY.toISOString(), APPROACHING_NEXT_SERVICE_DAYS, RECENTLY_ADDED_DAYS],
    );
    expect(rows).toEqual([]);
    const newManagements = await owner.pool.query<{ n: number }>(
      `select count(*)::int as n from new_managements where first_active_date < $1::date - $2::int`,
      [today, NEW_MANAGEMENT_DAYS],
    );
    expect(newManagements.rows[0]!.n).toBe(0);
  });

  it("should give each service a status its due date and its property's status agree with when seeded", async () => {
    // No "Overdue, next due" in a month, no overdue service on a compliant property.
    const { rows } = await owner.pool.query<{ status: string; bad: number }>(
      `select s.status, count(*)::int as bad
       from property_services s
       join properties p on p.agency_id = s.agency_id and p.id = s.property_id
       where (s.status = 'OVERDUE'
              and (not s.next_due_date < $1::date or p.compliance_status <> 'OVERDUE'))
          or (s.status = 'APPROACHING_NEXT_SERVICE'
              and not s.next_due_date between $1::date and $1::date + $2::int)
          or (s.status = 'COMPLIANT' and not s.next_due_date > $1::date + $2::int)
       group by 1`,
      [today, APPROACHING_NEXT_SERVICE_DAYS],
    );
    expect(rows).toEqual([]);
  });

  it('should have tenancies, occupants and contacts of every kind when seeded', async () => {
    const { rows } = await owner.pool.query<Record<string, number>>(
      `select
         (select count(*)::int from tenancies where is_current) as current,
         (select count(*)::int from tenancies where not is_current and start_date > $1::date) as upcoming,
         (select count(*)::int from tenancies where not is_current and end_date < $1::date) as past,
         (select count(*)::int from properties p where p.is_vacant
            and not exists (select 1 from tenancies t where t.property_id = p.id and t.is_current)) as vacant,
         (select count(*)::int from properties p where p.is_vacant
            and exists (select 1 from tenancies t where t.property_id = p.id and t.is_current)) as vacant_with_tenant,
         (select count(*)::int from contact_numbers where do_not_contact_reason_code is not null) as do_not_contact,
         (select count(*)::int from contact_numbers where number !~ '^\\+61[2-478][0-9]{8}$') as not_australian,
         (select count(*)::int from contacts where role = 'LANDLORD') as landlords,
         (select count(*)::int from contacts where international_address is not null) as international,
         (select count(*)::int from occupants where is_all_contact_numbers_blacklisted) as blacklisted`,
      [today],
    );
    const counts = rows[0]!;
    expect(counts).toMatchObject({ vacant_with_tenant: 0, not_australian: 0 });
    for (const key of [
      'current',
      'upcoming',
      'past',
      'vacant',
      'do_not_contact',
      'landlords',
      'international',
      'blacklisted',
    ]) {
      expect(counts[key], key).toBeGreaterThan(0);
    }
  });

  it('should seed only phone numbers the portal accepts, so a seeded tenancy saves as it is', async () => {
    const { rows } = await owner.pool.query<{ number: string }>(
      `select number from contact_numbers
       union select phone from property_managers where phone is not null
       union select phone from users where phone is not null
       union select phone from agencies where phone is not null`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const refused = rows
      .map((row) => row.number)
      .filter((number) => normalisePhone(number) !== number);
    expect(refused).toEqual([]);
  });

  it('should have new managements and other-provider properties when an agency is integrated', async () => {
    const statuses = await values('select agency_id, status as value from new_managements');
    const others = await values(
      `select agency_id, compliance_status as value from non_managed_properties
       where not exists (select 1 from new_managements n where n.portfolio_property_id = non_managed_properties.id)`,
    );
    const [vic, nsw, qld] = demoAgencies;
    expect(statuses.get(vic!.id)).toEqual(sorted(NEW_MANAGEMENT_STATUS_CODES));
    expect(statuses.get(qld!.id)).toEqual(sorted(NEW_MANAGEMENT_STATUS_CODES));
    expect(statuses.get(nsw!.id)).toEqual([]);
    expect(others.get(vic!.id)!.length).toBeGreaterThanOrEqual(6);
    expect(others.get(nsw!.id)).toEqual([]);
  });

  it('should offer availability over the next three weeks when seeded', async () => {
    const { rows } = await owner.pool.query<{ agency_id: number; first: string; last: string }>(
      `select agency_id, min(date)::text as first, max(date)::text as last
       from availability_slots group by agency_id`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.first > today).toBe(true);
      expect(row.last >= clockFor(TEST_TODAY).day(18)).toBe(true);
      expect(row.last <= clockFor(TEST_TODAY).day(21)).toBe(true);
    }
  });

  it('should load the demo users with their roles and experiments when seeded', async () => {
    const { rows } = await owner.pool.query<{
      username: string;
      is_provider_staff: boolean;
      password_hash: string;
      agencies: string[] | null;
      masters: number;
      managers: number;
      experiments: Record<string, boolean> | null;
    }>(
      `select u.username, u.is_provider_staff, u.password_hash,
              (select array_agg(a.state_code order by a.id) from agency_memberships m
                 join agencies a on a.id = m.agency_id where m.user_id = u.id) as agencies,
              (select count(*)::int from agency_memberships m where m.user_id = u.id and m.is_master) as masters,
              (select count(*)::int from agency_memberships m join property_managers pm
                 on pm.id = m.property_manager_id and pm.user_id = u.id where m.user_id = u.id) as managers,
              (select jsonb_object_agg(e.experiment_code, e.enabled) from user_experiments e
                 where e.user_id = u.id) as experiments
       from users u order by u.id`,
    );
    const user = (name: string) => rows.find((r) => r.username === name)!;
    const switchedOn = [
      'ProblemRegister',
      'AgencyEntryMethod',
      'AgencyCompliancePortalAdvancedAnalytics',
    ];

    expect(user('demo.master').agencies).toEqual(['VIC', 'NSW', 'QLD']);
    expect(user('demo.master').masters).toBeGreaterThanOrEqual(1);
    for (const experiment of switchedOn)
      expect(user('demo.master').experiments?.[experiment]).toBe(true);

    expect(user('demo.manager').agencies).toEqual(['VIC']);
    expect(user('demo.manager').masters).toBe(0);
    expect(user('demo.manager').managers).toBe(1);
    for (const experiment of switchedOn)
      expect(user('demo.manager').experiments?.[experiment]).toBe(false);

    // The property details page: on for demo.master and demo.manager, off for olivia.chen.
    expect(user('demo.master').experiments?.PropertyDetailsPage).toBe(true);
    expect(user('demo.manager').experiments?.PropertyDetailsPage).toBe(true);
    expect(user('olivia.chen').experiments?.PropertyDetailsPage).toBe(false);

    expect(user('demo.staff').is_provider_staff).toBe(true);
    expect(rows.filter((r) => !r.is_provider_staff && r.agencies).length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      for (const code of Object.keys(row.experiments ?? {}))
        expect(EXPERIMENT_CODES).toContain(code);
    }
    // One hash made once: every demo user signs in with the demo password.
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(1);
    await expect(verifyPassword(DEMO_PASSWORD, user('demo.staff').password_hash)).resolves.toBe(
      true,
    );
  });
});

/**
 * MD5 of every row of every public table, in the order of their text (some tables have no id;
 * password hashes are salted: left out).
 */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ hash: string | null; n: number }>(
        `select md5(string_agg(r, E'\\n' order by r)) as hash,
                count(*)::int as n
         from (select (to_jsonb(t) - 'password_hash')::text as r from "${name}" t) rows`,
      );
      result[name] = `${rows[0]!.n}:${rows[0]!.hash ?? ''}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('seeding', () => {
  let secondUrl: string;

  beforeAll(async () => {
    secondUrl = await freshDatabase(SECOND);
  });

  it('should produce identical rows when two fresh databases are seeded for the same day', async () => {
    await expect(seedDemoData(secondUrl, { today: TEST_TODAY })).resolves.toBe(true);
    const [first, second] = await Promise.all([fingerprint(firstUrl), fingerprint(secondUrl)]);
    expect(second.properties).toMatch(/^[0-9]{3,}:[0-9a-f]{32}$/);
    expect(second).toEqual(first);
    // Seeding a whole demo database takes seconds alone and much longer on a busy 2-core machine.
  }, 180_000);

  it('should do nothing when the database already has agencies', async () => {
    const before = await fingerprint(secondUrl);
    await expect(seedDemoData(secondUrl, { today: TEST_TODAY })).resolves.toBe(false);
    expect(await fingerprint(secondUrl)).toEqual(before);
  });

  it('should add a large agency with services, tenancies and a membership when asked', async () => {
    const result = await seedLargeAgency(secondUrl, {
      properties: 3000,
      name: 'Big Test Realty',
      today: TEST_TODAY,
    });
    const client = new pg.Client({ connectionString: secondUrl });
    await client.connect();
    try {
      const { rows } = await client.query<Record<string, number>>(
        `select
           (select count(*)::int from properties where agency_id = $1) as properties,
           (select count(*)::int from property_services where agency_id = $1) as services,
           (select count(*)::int from tenancies where agency_id = $1) as tenancies,
           (select count(distinct compliance_status)::int from properties where agency_id = $1) as statuses,
           (select count(*)::int from properties where agency_id = $1 and is_integrated
              and integration_source = 'PROPERTYME' and 'INTEGRATED' = any(flags)) as integrated,
           (select count(*)::int from agency_memberships m join users u on u.id = m.user_id
              where m.agency_id = $1 and u.username = 'demo.master') as memberships`,
        [result.agencyId],
      );
      // Every property comes through its software, so its other-providers export lists them all.
      expect(rows[0]).toMatchObject({ properties: 3000, memberships: 1, integrated: 3000 });
      expect(rows[0]!.services).toBeGreaterThan(3000);
      expect(rows[0]!.tenancies).toBeGreaterThan(2000);
      expect(rows[0]!.statuses).toBeGreaterThanOrEqual(8);
      // Open access-issue cases in about the demo's share, each blocking entry methods by
      // problem sets with suggested actions, so the access-issue lists read real rows.
      const cases = await client.query<Record<string, number>>(
        `select
           (select count(*)::int from access_issue_cases
              where agency_id = $1 and status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')) as open,
           (select count(*)::int from access_issue_cases
              where agency_id = $1 and resolved_at is not null) as resolved,
           (select count(*)::int from access_issue_cases c where agency_id = $1
              and not exists (select 1 from access_issue_blocked_methods m
                              where m.agency_id = c.agency_id and m.case_id = c.id)) as bare,
           (select count(*)::int from access_issue_blocked_methods m where agency_id = $1
              and not exists (select 1 from access_issue_problem_sets s
                              where s.agency_id = m.agency_id and s.blocked_method_id = m.id))
             as methods_without_sets,
           (select count(distinct problem_set_id)::int from access_issue_suggested_actions
              where agency_id = $1) as sets_with_actions,
           (select count(*)::int from access_issue_problem_sets where agency_id = $1) as sets`,
        [result.agencyId],
      );
      const counted = cases.rows[0]!;
      expect(counted.open).toBeGreaterThanOrEqual(300);
      expect(counted.open).toBeLessThan(360);
      expect(counted.resolved).toBeGreaterThan(100);
      expect(counted).toMatchObject({ bare: 0, methods_without_sets: 0 });
      expect(counted.sets_with_actions).toBeGreaterThan(counted.sets! * 0.85);
      expect(counted.sets_with_actions).toBeLessThan(counted.sets!);
      // Reported findings on about one property in five, so the reported-findings list, its
      // facets and its status tags read real pages: urgent and not, every status, quotes
      // awaiting approval and rejected with an item per finding.
      const findings = await client.query<Record<string, number>>(
        `select
           (select count(distinct (property_id, service_code))::int from reported_findings
              where agency_id = $1 and status = 'OPEN' and not is_dismissed) as open_groups,
           (select count(distinct status)::int from reported_findings where agency_id = $1)
             as statuses,
           (select count(distinct is_urgent)::int from reported_findings
              where agency_id = $1 and status = 'OPEN') as urgencies,
           (select count(distinct status_id)::int from quotes where agency_id = $1) as quote_statuses,
           (select count(*)::int from reported_findings f where agency_id = $1
              and (servicing_category_id is null or not exists (
                select 1 from appliances a where a.agency_id = f.agency_id
                  and a.id = f.appliance_id and a.property_id = f.property_id))) as unplaced,
           (select count(*)::int from reported_findings f where agency_id = $1
              and quotation_id is not null and not exists (
                select 1 from quote_items i where i.agency_id = f.agency_id
                  and i.quote_id = f.quotation_id and i.reported_finding_id = f.id)) as unquoted`,
        [result.agencyId],
      );
      const found = findings.rows[0]!;
      expect(found.open_groups).toBeGreaterThan(400);
      expect(found.open_groups).toBeLessThan(800);
      expect(found).toMatchObject({
        statuses: 4,
        urgencies: 2,
        quote_statuses: 2,
        unplaced: 0,
        unquoted: 0,
      });
    } finally {
      await client.end();
    }
  }, 180_000);
});
