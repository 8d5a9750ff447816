import { APPROACHING_NEXT_SERVICE_DAYS, NON_RESIDENTIAL_TYPE_CODES } from '@portal/contracts';
import type pg from 'pg';
import { OTHER_PROVIDERS } from './catalogue';

/** One property of the agency's software in this many is serviced by another provider. */
export const NON_MANAGED_SHARE = 20;

export interface LargeNonManagedOptions {
  agencyId: number;
  count: number;
  managerIds: readonly number[];
  streets: readonly string[];
  suburbs: readonly { name: string; postcode: string }[];
  state: string;
  /** The agency's calendar day, 'yyyy-MM-dd'. */
  today: string;
}

/**
 * The large agency's properties serviced by other providers (or nobody), as its software lists
 * them: the other-providers portfolio and /non-managed-property/{id}. Made inside PostgreSQL from
 * generate_series, each status true to its data as the demo's are: a missing supplier has no
 * provider, a missing last service date no dates, overdue and approaching follow the due date, a
 * non-residential property has its type. Returns the rows written.
 */
export async function seedLargeNonManaged(
  client: pg.Client | pg.PoolClient,
  options: LargeNonManagedOptions,
): Promise<number> {
  const result = await client.query(
    `insert into non_managed_properties (agency_id, integration_source, external_id,
       address_line1, suburb, postcode, state_code, property_manager_id, provider_name, services,
       compliance_status, last_service_date, next_due_date, is_residential, non_residential_type,
       first_active_date, created_at, updated_at)
     select $1, 'PROPERTYME', 'PM-OTHER-' || g, address, suburb, postcode, $6, manager, provider,
       jsonb_build_object('smoke', service)
         || case when g % 3 = 0 then jsonb_build_object('electrical', service) else '{}'::jsonb end,
       status, last, due, status <> 'NON_RESIDENTIAL_PROPERTY',
       case when status = 'NON_RESIDENTIAL_PROPERTY'
            then ($10::text[])[1 + g % cardinality($10::text[])] end,
       $8::date - 60 - (g % 1500), now(), now()
     from (
       select g, address, suburb, postcode, manager, provider, status, last, due,
         jsonb_build_object(
           'status', case status when 'COMPLIANT' then 'COMPLIANT' when 'OVERDUE' then 'OVERDUE'
                                 else 'UPDATES_REQUIRED' end,
           'providerName', provider, 'lastServiceDate', last, 'nextDueDate', due) as service
       from (
         select g, address, suburb, postcode, manager, provider, status,
           case when status in ('MISSING_SUPPLIER', 'MISSING_LAST_SERVICE_DATE') then null
                else due - 365 end as last,
           case when status = 'MISSING_LAST_SERVICE_DATE' then null else due end as due
         from (
           select g,
             (1 + (g * 7919) % 240)::text || ' ' || ($3::text[])[1 + (g * 29) % cardinality($3::text[])]
               as address,
             ($4::text[])[1 + (g * 19) % cardinality($4::text[])] as suburb,
             ($5::text[])[1 + (g * 19) % cardinality($5::text[])] as postcode,
             ($7::int[])[1 + g % cardinality($7::int[])] as manager,
             case when g % 9 = 0 then null
                  else ($9::text[])[1 + g % cardinality($9::text[])] end as provider,
             case when g % 9 = 0 then 'MISSING_SUPPLIER'
                  when g % 11 = 0 then 'MISSING_LAST_SERVICE_DATE'
                  when g % 13 = 0 then 'NON_RESIDENTIAL_PROPERTY'
                  when d < 0 then 'OVERDUE'
                  when d <= $11::int then 'APPROACHING_NEXT_SERVICE'
                  when g % 7 = 0 then 'NON_COMPLIANT'
                  else 'COMPLIANT' end as status,
             $8::date + d as due
           from (select g, (g * 41) % 500 - 120 as d from generate_series(1, $2::int) g) x
         ) y
       ) z
     ) rows`,
    [
      options.agencyId,
      options.count,
      options.streets,
      options.suburbs.map((suburb) => suburb.name),
      options.suburbs.map((suburb) => suburb.postcode),
      options.state,
      options.managerIds,
      options.today,
      OTHER_PROVIDERS,
      NON_RESIDENTIAL_TYPE_CODES,
      APPROACHING_NEXT_SERVICE_DAYS,
    ],
  );
  return result.rowCount ?? 0;
}
