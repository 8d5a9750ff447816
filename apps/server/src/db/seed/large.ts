import { Faker, base, en, en_AU } from '@faker-js/faker';
import {
  ENTRY_METHOD_CODES,
  integrationSourceLabels,
  NOTICE_TYPE_CODES,
  PROPERTY_FLAG_CODES,
  PROPERTY_HISTORY_ACTIONS,
  servicesForState,
  type TStateCode,
} from '@portal/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../schema/index';
import { COMMON_STREET_NAMES, STREET_TYPES, SUBURBS, SURNAMES } from './australia';
import { NON_MANAGED_SHARE, seedLargeNonManaged } from './large-non-managed';
import { seedLargeAvailability } from './large-availability';
import { seedLargeFindings } from './large-findings';
import { seedLargeSavedViews } from './large-saved-views';
import { ACCESS_PROBLEMS } from './catalogue';
import { actAsAgency, clockFor, insertReturningIds, personName } from './util';

export interface LargeAgencyOptions {
  properties: number;
  name?: string;
  state?: TStateCode;
  today?: Date;
  log?: (message: string) => void;
}

export interface LargeAgencyResult {
  agencyId: number;
  properties: number;
  ms: number;
}

/** What the large agencies' property histories are made of. */
const HISTORY_ACTIONS = Object.keys(PROPERTY_HISTORY_ACTIONS);

/** Statuses of properties not overdue or approaching (those follow from the due date). */
const SETTLED_STATUSES = [
  ...Array<string>(12).fill('COMPLIANT'),
  'NON_COMPLIANT',
  'NON_COMPLIANT',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
  'RECENTLY_ADDED',
  'UNDER_ENROLMENT',
  'NON_RESIDENTIAL_PROPERTY',
];

type Step = (label: string, text: string, params: unknown[]) => Promise<void>;

/**
 * The agency's access-issue cases, as the demo's (seed/actions.ts) in about its share: an open
 * case (OPEN, one in six ADDITIONAL_INFO_PROVIDED) for each property flagged ACCESS_ISSUES and one
 * in ten others (about 11%), a resolved one for one in twenty others; each case blocks one to
 * three entry methods, each by one or two problem sets of the catalogue with its suggested
 * actions (one set in twelve has none), and is linked to the property's active notice if any.
 */
async function seedLargeAccessIssues(step: Step, agencyId: number, now: Date) {
  await step(
    'access-issue cases',
    `insert into access_issue_cases (agency_id, property_id, notice_id, status, is_urgent,
       portal_suppression_level, all_entry_methods_disqualified, opened_at, resolved_at)
     select agency_id, id,
       case when open then (select min(n.id) from notices n where n.agency_id = x.agency_id
                            and n.property_id = x.id and n.resolved_at is null) end,
       case when not open then case when (id / 20) % 2 = 0 then 'RESOLVED'
                                    else 'RESOLVED_BY_THIRD_PARTY' end
            when id % 6 = 1 then 'ADDITIONAL_INFO_PROVIDED' else 'OPEN' end,
       compliance_status = 'OVERDUE',
       case when id % 13 = 0 then 1 else 0 end,
       id % 12 = 5,
       opened,
       case when not open then opened + interval '7 days' end
     from (select agency_id, id, compliance_status,
             flags @> array['ACCESS_ISSUES'] or id % 10 = 0 as open,
             $2::timestamptz - (2 + (id * 7) % 89) * interval '1 day' as opened
           from properties
           where agency_id = $1
             and (flags @> array['ACCESS_ISSUES'] or id % 10 = 0 or id % 20 = 7)) x`,
    [agencyId, now.toISOString()],
  );
  await step(
    'access-issue blocked methods',
    `insert into access_issue_blocked_methods (agency_id, case_id, entry_method,
       is_blocked_by_preferences, resolved_at)
     select c.agency_id, c.id, ($2::text[])[1 + (c.id + i) % cardinality($2::text[])],
       (c.id + i) % 5 = 0, c.resolved_at
     from access_issue_cases c cross join lateral generate_series(0, c.id % 3) i
     where c.agency_id = $1`,
    [agencyId, ENTRY_METHOD_CODES],
  );
  await step(
    'access-issue problem sets',
    `insert into access_issue_problem_sets (agency_id, blocked_method_id, type_code, public_name,
       public_descriptions, display_order, created_at)
     select agency_id, method_id, type_code, $3::jsonb -> type_code ->> 'publicName',
       array(select jsonb_array_elements_text($3::jsonb -> type_code -> 'descriptions')),
       display_order, opened_at
     from (select m.agency_id, m.id as method_id, j as display_order, c.opened_at,
             ($2::text[])[1 + (m.id * 3 + j) % cardinality($2::text[])] as type_code
           from access_issue_blocked_methods m
           join access_issue_cases c on c.agency_id = m.agency_id and c.id = m.case_id
           cross join lateral generate_series(0, m.id % 2) j
           where m.agency_id = $1) x`,
    [agencyId, Object.keys(ACCESS_PROBLEMS), JSON.stringify(ACCESS_PROBLEMS)],
  );
  await step(
    'access-issue suggested actions',
    `insert into access_issue_suggested_actions (agency_id, problem_set_id, solution_label,
       solution_public_name, solution_group, description_integrated, description_non_integrated,
       confirmation_button_text_integrated, confirmation_button_text_non_integrated, display_order)
     select s.agency_id, s.id, a ->> 'label', a ->> 'publicName', a ->> 'group',
       a ->> 'descriptionIntegrated', a ->> 'descriptionNonIntegrated',
       a ->> 'buttonIntegrated', a ->> 'buttonNonIntegrated', n - 1
     from access_issue_problem_sets s
     cross join lateral jsonb_array_elements($2::jsonb -> s.type_code -> 'solutions')
       with ordinality as t(a, n)
     where s.agency_id = $1 and s.id % 12 <> 11`,
    [agencyId, JSON.stringify(ACCESS_PROBLEMS)],
  );
}

/**
 * One agency with `properties` properties and their services, current tenancies with an
 * occupant, unpaid invoices, active notices, access-issue cases and reported findings (with quotes), for
 * benchmarks. Rows are made inside PostgreSQL
 * (`insert ... select ... from generate_series`) in one transaction: 100,000 properties take
 * well under two minutes. Deterministic for a given size, name and day.
 */
export async function seedLargeAgency(
  ownerUrl: string,
  options: LargeAgencyOptions,
): Promise<LargeAgencyResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const state = options.state ?? 'VIC';
  const clock = clockFor(options.today ?? new Date());
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(options.properties);

  const client = new pg.Client({
    connectionString: ownerUrl,
    application_name: 'portal-seed-large',
  });
  await client.connect();
  try {
    const db = drizzle(client, { schema, casing: 'snake_case' });
    const agencyId = await db.transaction(async (tx) => {
      const [agency] = await tx
        .insert(schema.agencies)
        .values({
          name: options.name ?? `Benchmark Realty ${options.properties.toLocaleString('en-AU')}`,
          stateCode: state,
          featureFlags: ['PORTAL_ACCESS', 'PROPERTY_DETAILS', 'PROBLEM_REGISTER'],
          allowAgencyPortalBooking: true,
        })
        .returning({ id: schema.agencies.id });
      const id = agency!.id;
      await actAsAgency(tx, id);
      const managerIds = await insertReturningIds(
        tx,
        schema.propertyManagers,
        Array.from({ length: 8 }, () => ({ agencyId: id, name: personName(faker) })),
      );
      // Its properties come through its property-management software, as most agencies' do,
      // so the other-providers portfolio and its export list every one of them.
      await tx.insert(schema.integrations).values({
        agencyId: id,
        source: 'PROPERTYME',
        softwareName: integrationSourceLabels.PROPERTYME,
        connectedAt: clock.at(-400),
        lastSyncedAt: clock.at(0),
      });
      // The demo master user (when the demo is loaded) can open the large agency.
      await client.query(
        `insert into agency_memberships (user_id, agency_id, is_master)
         select id, $1, true from users where lower(username) = 'demo.master'`,
        [id],
      );
      await seedLargeSavedViews(client, id);

      const suburbs = SUBURBS[state];
      const streets = Array.from(
        { length: 400 },
        (_, i) =>
          `${i % 3 === 0 ? COMMON_STREET_NAMES[i % COMMON_STREET_NAMES.length] : SURNAMES[i % SURNAMES.length]} ${STREET_TYPES[(i * 7) % STREET_TYPES.length]}`,
      );
      const flagPool = PROPERTY_FLAG_CODES.filter(
        (flag) => !['PAYG_BILLING', 'SUBSCRIPTION_BILLING', 'INTEGRATED'].includes(flag),
      );
      const step: Step = async (label, text, params) => {
        const at = Date.now();
        const result = await client.query(text, params);
        log(`  ${label}: ${result.rowCount ?? 0} rows in ${Date.now() - at} ms`);
      };

      // d: days from today to the next service due; the status follows from it.
      await step(
        'properties',
        `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
           property_manager_id, compliance_status, flags, created_at, enrolled_at, is_vacant,
           last_service_date, next_service_due, is_key_available, key_number,
           is_integrated, integration_source, external_id)
         select $1,
           (1 + (g * 7919) % 240)::text || ' ' || ($3::text[])[1 + (g * 31) % cardinality($3::text[])],
           ($4::text[])[1 + (g * 17) % cardinality($4::text[])],
           ($5::text[])[1 + (g * 17) % cardinality($5::text[])],
           $6,
           ($7::int[])[1 + g % cardinality($7::int[])],
           case when d < 0 then 'OVERDUE' when d < 30 then 'APPROACHING_NEXT_SERVICE'
                else ($8::text[])[1 + (g * 13) % cardinality($8::text[])] end,
           array['INTEGRATED', case when g % 3 = 0 then 'SUBSCRIPTION_BILLING' else 'PAYG_BILLING' end]
             || case when g % 4 = 0 then array[($9::text[])[1 + (g / 4) % cardinality($9::text[])]]
                     else '{}'::text[] end,
           $10::timestamptz - ((g * 13) % 2000) * interval '1 day',
           $10::timestamptz - ((g * 13) % 2000) * interval '1 day',
           g % 4 = 0 and ($9::text[])[1 + (g / 4) % cardinality($9::text[])] = 'VACANT',
           $11::date + d - 365,
           $11::date + d,
           g % 3 <> 0,
           case when g % 3 <> 0 then 'K' || (100 + g % 900)::text end,
           true, 'PROPERTYME', 'PM-' || g::text
         from (select g, (g * 37) % 500 - 120 as d from generate_series(1, $2::int) g) x`,
        [
          id,
          options.properties,
          streets,
          suburbs.map((s) => s.name),
          suburbs.map((s) => s.postcode),
          state,
          managerIds,
          SETTLED_STATUSES,
          flagPool,
          clock.at(0).toISOString(),
          clock.today,
        ],
      );
      await step(
        'property services',
        `insert into property_services (agency_id, property_id, service_code, status, tags,
           last_service_date, next_due_date, last_standard_booking_date, enrolled_at)
         select p.agency_id, p.id, s.code,
           case when p.next_service_due < $2::date then 'OVERDUE'
                when p.next_service_due < $2::date + 30 then 'APPROACHING_NEXT_SERVICE'
                when (p.id + s.n) % 25 = 0 then 'BOOKED_IN'
                else 'COMPLIANT' end,
           case when p.next_service_due < $2::date then array['Overdue']
                when (p.id + s.n) % 25 = 0 then array['BookedIn'] else '{}'::text[] end,
           p.last_service_date, p.next_service_due, p.last_service_date, p.enrolled_at
         from properties p cross join unnest($3::text[]) with ordinality as s(code, n)
         where p.agency_id = $1 and (s.n = 1 or (p.id + s.n) % 3 = 0)`,
        [id, clock.today, servicesForState(state).map((service) => service.code)],
      );
      await step(
        'tenancies',
        `insert into tenancies (agency_id, property_id, start_date, end_date, source, lease_type, is_current)
         select agency_id, id, $2::date - (id % 900), $2::date - (id % 900) + 365, 'PORTAL', 'New', true
         from properties where agency_id = $1 and not is_vacant`,
        [id, clock.today],
      );
      const firstNames = Array.from({ length: 150 }, () => faker.person.firstName());
      const lastNames = Array.from({ length: 150 }, (_, i) => SURNAMES[i % SURNAMES.length]!);
      await step(
        'occupants',
        `insert into occupants (agency_id, tenancy_id, name, email)
         select agency_id, id,
           ($2::text[])[1 + id % 150] || ' ' || ($3::text[])[1 + (id * 7) % 150],
           lower(($2::text[])[1 + id % 150]) || '.' || id || '@example.com'
         from tenancies where agency_id = $1`,
        [id, firstNames, lastNames],
      );
      await step(
        'invoices',
        `insert into invoices (agency_id, property_id, invoice_number, issued_at, due_date,
           subtotal, gst, total_inc_gst)
         select agency_id, id, 'INV' || agency_id || '-' || id,
           $2::date - (id % 60) - 14, $2::date - (id % 60) + 15, 117.27, 11.73, 129.00
         from properties
         where agency_id = $1 and flags && array['OVERDUE_INVOICES', 'OUTSTANDING_INVOICES']`,
        [id, clock.today],
      );
      await step(
        'notices',
        `insert into notices (agency_id, property_id, notice_type, is_urgent, created_at)
         select agency_id, id, ($2::text[])[1 + id % cardinality($2::text[])], id % 2 = 0,
           $3::timestamptz - (id % 40) * interval '1 day'
         from properties
         where agency_id = $1 and flags && array['EXTERNAL_ACTIVE_NOTICES', 'ACCESS_ISSUES']`,
        [id, NOTICE_TYPE_CODES, clock.at(0).toISOString()],
      );
      await seedLargeAccessIssues(step, id, clock.at(0));
      await seedLargeFindings(step, id, clock.today, clock.at(0));
      // Each property's history (audit-log entries naming it), in proportion to the agency's
      // size: 0 to 5 entries each, and 40 for one property in 50, by the agency's users, one
      // entry in 7 by a provider's staff member viewing the portal as one of them.
      await step(
        'audit log',
        `insert into audit_log (agency_id, actor_user_id, impersonator_user_id, action, target,
           property_id, detail, at)
         select p.agency_id, m.user_id,
           case when (p.id + n) % 7 = 0 then s.id end,
           ($2::text[])[1 + (p.id * 3 + n) % cardinality($2::text[])],
           'property:' || p.id, p.id, '{"via":"bench"}'::jsonb,
           $3::timestamptz - ((p.id * 7 + n * 13) % 730) * interval '1 day' - n * interval '1 minute'
         from properties p
         cross join lateral generate_series(1, case when p.id % 50 = 0 then 40 else p.id % 6 end) n
         left join lateral (select user_id from agency_memberships where agency_id = p.agency_id
                            order by user_id limit 1) m on true
         left join lateral (select id from users where is_provider_staff order by id limit 1) s on true
         where p.agency_id = $1`,
        [id, HISTORY_ACTIONS, clock.at(0).toISOString()],
      );
      log(
        `  availability slots: ${await seedLargeAvailability(client, {
          agencyId: id,
          today: clock.today,
          codes: servicesForState(state).map((service) => service.code),
        })} rows`,
      );
      const otherProviders = await seedLargeNonManaged(client, {
        agencyId: id,
        count: Math.ceil(options.properties / NON_MANAGED_SHARE),
        managerIds,
        streets,
        suburbs,
        state,
        today: clock.today,
      });
      log(`  other providers' properties: ${otherProviders} rows`);
      return id;
    });
    await client.query('analyze');
    const ms = Date.now() - started;
    log(`Seeded ${options.properties} properties into agency ${agencyId} in ${ms} ms.`);
    return { agencyId, properties: options.properties, ms };
  } finally {
    await client.end();
  }
}
