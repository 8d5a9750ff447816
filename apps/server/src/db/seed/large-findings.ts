import { QUOTE_SEVERITY_CODES, quotationStatusId } from '@portal/contracts';
import { FINDINGS } from './catalogue';

type Step = (label: string, text: string, params: unknown[]) => Promise<void>;

/** The catalogue's findings of each service, as the seed's SQL reads them. */
const TEMPLATES = JSON.stringify(
  Object.fromEntries(
    Object.entries(FINDINGS).map(([code, templates]) => [
      code,
      templates.map((t) => ({
        title: t.title,
        category: t.category,
        appliance: t.appliance,
        item: t.itemDescription,
      })),
    ]),
  ),
);

/**
 * The agency's reported findings, in about the demo's share (seed/findings.ts): the properties
 * not compliant and one in nine others (about 18%) have findings on one of their services (one in
 * five of them on two), one to three of the catalogue's findings each, each with its appliance;
 * 13 in 20 open, 2 resolved, 2 resolved by a third party, 3 dismissed; urgent for 7 in 10 of a
 * non-compliant property's and 7 in 20 of the others'. One group (property and service) in five
 * has a quote for its findings, two in three of them awaiting approval and one rejected, with an
 * item for each finding: the list's status tags.
 */
export async function seedLargeFindings(step: Step, agencyId: number, today: string, now: Date) {
  // The planner's figures for the rows this transaction added (a fresh database has none, and
  // without them it joins 100,000 properties to their services by nested loops: minutes).
  await step('analyze properties and services', 'analyze properties, property_services', []);
  // The groups: a service chosen per property by its id, and their quotes' ids, reserved.
  await step(
    'reported-finding groups',
    `create temp table large_finding_groups on commit drop as
     select x.agency_id, x.property_id, x.service_code, x.service_id, x.last_service_date, x.nc,
       case when x.service_id % 5 = 0 then nextval(pg_get_serial_sequence('quotes', 'id')) end
         as quote_id
     from (select ps.agency_id, ps.property_id, ps.service_code, ps.id as service_id,
             ps.last_service_date, p.compliance_status = 'NON_COMPLIANT' as nc,
             row_number() over w - 1 as k,
             count(*) over (partition by ps.property_id) as n, p.id as pid
           from property_services ps
           join properties p on p.agency_id = ps.agency_id and p.id = ps.property_id
           where ps.agency_id = $1 and (p.compliance_status = 'NON_COMPLIANT' or p.id % 9 = 4)
           window w as (partition by ps.property_id order by ps.id)) x
     where x.k = (x.pid / 9) % x.n or (x.pid % 5 = 0 and x.n > 1 and x.k = (x.pid / 9 + 1) % x.n)`,
    [agencyId],
  );
  // Its findings, each with its appliance's id reserved; h draws the status.
  await step(
    'reported-finding plans',
    `create temp table large_finding_plans on commit drop as
     select g.*, j, t ->> 'title' as title, t ->> 'category' as category,
       t ->> 'appliance' as appliance, t ->> 'item' as item,
       case when (g.service_id * 7 + j * 3) % 20 < 13 then 'OPEN'
            when (g.service_id * 7 + j * 3) % 20 < 15 then 'RESOLVED'
            when (g.service_id * 7 + j * 3) % 20 < 17 then 'RESOLVED_BY_THIRD_PARTY'
            else 'DISMISSED' end as status,
       nextval(pg_get_serial_sequence('appliances', 'id')) as appliance_id
     from large_finding_groups g
     cross join lateral (select jsonb_array_length($1::jsonb -> g.service_code) as templates) c
     cross join lateral generate_series(0, least(g.service_id % 3, c.templates - 1)::int) j
     cross join lateral (select $1::jsonb -> g.service_code -> ((g.service_id + j) % c.templates)::int as t) e`,
    [TEMPLATES],
  );
  // Temporary tables are never analyzed by autovacuum.
  await step('analyze the plans', 'analyze large_finding_groups, large_finding_plans', []);
  await step(
    'reported-finding appliances',
    `insert into appliances (id, agency_id, property_id, service_code, name, location, created_at)
     overriding system value
     select appliance_id, agency_id, property_id, service_code, appliance,
       ($1::text[])[1 + appliance_id % cardinality($1::text[])], $2::timestamptz - interval '400 days'
     from large_finding_plans`,
    [
      ['Hallway', 'Main bedroom', 'Bedroom 2', 'Kitchen', 'Living room', 'Laundry'],
      now.toISOString(),
    ],
  );
  await step(
    'reported-finding quotes',
    `insert into quotes (id, agency_id, property_id, service_code, quote_number, status_id,
       severity, expires_at, approval_token, created_at, sent_at, responded_at)
     overriding system value
     select quote_id, agency_id, property_id, service_code, 'QF' || agency_id || '-' || service_id,
       case when (service_id / 5) % 3 = 2 then $2::smallint else $1::smallint end,
       ($3::text[])[1 + (service_id / 5) % cardinality($3::text[])],
       case when (service_id / 5) % 3 = 2 then $4::date - (service_id % 120)::int
            else $4::date + (5 + service_id % 55)::int end,
       md5('finding-quote-' || agency_id || '-' || service_id),
       $5::timestamptz - (2 + service_id % 60) * interval '1 day',
       $5::timestamptz - (2 + service_id % 60) * interval '1 day',
       case when (service_id / 5) % 3 = 2 then $5::timestamptz - interval '1 day' end
     from large_finding_groups where quote_id is not null`,
    [
      quotationStatusId('AWAITING_APPROVAL'),
      quotationStatusId('REJECTED'),
      QUOTE_SEVERITY_CODES,
      today,
      now.toISOString(),
    ],
  );
  await step(
    'reported findings',
    `insert into reported_findings (agency_id, property_id, service_code, servicing_category_id,
       original_booking_date, original_problem_item_title, appliance_id, quotation_id, status,
       is_urgent, is_dismissed, is_dismissible, dismissed_by, date_dismissed, quote_requested,
       quote_requested_by, date_quote_requested, can_request_quote, can_forward_to_landlord,
       can_inform_di, can_enter_built_year, third_party_invalid_status, resolution_notes,
       resolved_at, resolved_by, created_at)
     select f.agency_id, f.property_id, f.service_code, c.id, f.booking_date, f.title,
       f.appliance_id, f.quote_id, f.status,
       (f.service_id + f.j) % 20 < case when f.nc then 14 else 7 end,
       f.status = 'DISMISSED',
       f.status = 'DISMISSED' or f.appliance_id % 10 < 7,
       case when f.status = 'DISMISSED' then u.user_id end,
       case when f.status = 'DISMISSED' then $2::timestamptz - (1 + f.appliance_id % 30) * interval '1 day' end,
       f.quote_requested,
       case when f.quote_requested then u.user_id end,
       case when f.quote_requested then $2::timestamptz - (1 + f.appliance_id % 14) * interval '1 day' end,
       f.open and f.quote_id is null and not f.quote_requested,
       f.open and f.quote_id is not null,
       f.open and f.appliance_id % 2 = 0,
       f.open and f.appliance_id % 5 = 1,
       case when f.open and f.appliance_id % 25 = 3
            then 'The document provided does not show the work was completed' end,
       case when f.resolved then 'Repaired by the owner''s electrician, invoice attached.' end,
       case when f.resolved then $2::timestamptz - (1 + f.appliance_id % 30) * interval '1 day' end,
       case when f.resolved then u.user_id end,
       f.booking_date + time '15:00'
     from (select p.*, p.status = 'OPEN' as open,
             p.status in ('RESOLVED', 'RESOLVED_BY_THIRD_PARTY') as resolved,
             p.status = 'OPEN' and p.quote_id is null and p.appliance_id % 4 = 0 as quote_requested,
             coalesce(p.last_service_date, $1::date - (10 + p.service_id % 190)::int) as booking_date
           from large_finding_plans p) f
     left join servicing_categories c on c.name = f.category
     left join lateral (select user_id from agency_memberships where agency_id = f.agency_id
                        order by user_id limit 1) u on true`,
    [today, now.toISOString()],
  );
  await step('analyze reported findings', 'analyze reported_findings', []);
  await step(
    'reported-finding quote items',
    `insert into quote_items (agency_id, quote_id, description, amount, display_order,
       reported_finding_id)
     select f.agency_id, f.quotation_id, p.item, 60 + (f.id * 37) % 420, p.j, f.id
     from reported_findings f
     join large_finding_plans p on p.appliance_id = f.appliance_id
     where f.agency_id = $1 and f.quotation_id is not null`,
    [agencyId],
  );
}
