import {
  ANALYTICS_APPROACHING_DAYS,
  ANALYTICS_REASON_CODES,
  SERVICE_CODES,
  type TAnalytics,
  type TAnalyticsManagerRow,
  type TAnalyticsMonth,
  type TAnalyticsPeriod,
  type TAnalyticsReason,
  type TAnalyticsRegionRow,
  type TAnalyticsServiceRow,
  type TServiceCode,
  type TStateCode,
} from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { userExperiments } from '../../db/schema/index';
import { daysAfter, stateTimeZone } from '../../domain/agency-clock';
import { INT4_MAX } from '../../domain/property-list';
import { forbidden } from '../../lib/errors';
import type { AgencyScope } from '../../plugins/signed-in';
import type { AnalyticsFigures } from './figures-cache';

/** The corporate dashboard's filters, checked by the contracts. */
export interface AnalyticsFilters {
  propertyManagerId?: number | undefined;
  service?: TServiceCode | undefined;
  region?: string | undefined;
  period: TAnalyticsPeriod;
}

const ANALYTICS_EXPERIMENT = 'AgencyCompliancePortalAdvancedAnalytics';
const NOT_AVAILABLE = 'Analytics is not available for your account';

/** The page and its calls are the experiment's: anyone else is refused (403). */
async function requireExperiment(tx: AgencyTx, userId: number) {
  const [row] = await tx
    .select({ enabled: userExperiments.enabled })
    .from(userExperiments)
    .where(
      and(
        eq(userExperiments.userId, userId),
        eq(userExperiments.experimentCode, ANALYTICS_EXPERIMENT),
      ),
    );
  if (!row?.enabled) throw forbidden(NOT_AVAILABLE);
}

/** The last day of each of the `period` months up to today's (today for the current month). */
function monthDays(today: string, period: number): { month: string; day: string }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: period }, (_, i) => {
    const back = period - 1 - i;
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const key = first.toISOString().slice(0, 7);
    return { month: key, day: back === 0 ? today : last.toISOString().slice(0, 10) };
  });
}

/**
 * The services counted, one row each, with the days that say when they were on service and
 * compliant (ARCHITECTURE.md, "The corporate dashboard"): performed by the provider, enrolled,
 * and not cancelled without a date (a property off the portfolio counts until its cancellation).
 */
function servicesCounted(scope: AgencyScope, filters: AnalyticsFilters): SQL {
  const tz = stateTimeZone(scope.agencyState);
  const conditions: SQL[] = [
    sql`s.agency_id = ${scope.agencyId}`,
    sql`s.is_managed_by_provider`,
    sql`s.enrolled_at is not null`,
    sql`s.status <> 'NOT_ENROLLED'`,
    sql`(s.status <> 'CANCELLED' or s.cancelled_at is not null)`,
    sql`(p.is_managed or p.cancelled_at is not null)`,
  ];
  if (filters.propertyManagerId !== undefined) {
    // An id beyond the column's range names no manager (and would not bind as an int4).
    conditions.push(
      filters.propertyManagerId > INT4_MAX
        ? sql`false`
        : sql`p.property_manager_id = ${filters.propertyManagerId}`,
    );
  }
  if (filters.service !== undefined) conditions.push(sql`s.service_code = ${filters.service}`);
  if (filters.region) conditions.push(sql`lower(p.suburb) = lower(${filters.region})`);
  return sql`
    select s.service_code, s.status, s.property_id, p.property_manager_id, p.suburb, p.state_code,
      s.last_service_date, s.next_due_date,
      (s.enrolled_at at time zone ${tz})::date as from_day,
      least((s.cancelled_at at time zone ${tz})::date, (p.cancelled_at at time zone ${tz})::date)
        as until_day
    from property_services s
    join properties p on p.agency_id = s.agency_id and p.id = s.property_id
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The compliance rate over time in one pass: each service is on service over one run of the
 * months counted (from its enrolment to its cancellation), on record over its end (from its last
 * service on; all of it when never serviced, or when its last service date is later than today:
 * not compliant) and compliant over one run (from its
 * last service to its due date), so the services are grouped by the first and last month of
 * their runs and the months summed from the groups. Before its last service date the portal
 * holds no record of a service's state (earlier visits are not kept), so those months count it
 * as on service but not on record, rather than guess.
 */
async function trend(
  tx: AgencyTx,
  scope: AgencyScope,
  filters: AnalyticsFilters,
): Promise<TAnalyticsMonth[]> {
  const months = monthDays(scope.today, filters.period);
  const n = months.length;
  // How many of the days counted fall before `day` (n when it is later than today or missing):
  // a binary search of the sorted days, not date arithmetic on every row.
  const days = sql`${`{${months.map(({ day }) => day).join(',')}}`}::date[]`;
  const before = (day: SQL) => sql`coalesce(width_bucket(${day} - 1, ${days}), ${n})`;
  const result = await tx.execute<{
    k: number;
    services: number;
    recorded: number;
    compliant: number;
  }>(sql`
    with counted as (${servicesCounted(scope, filters)}),
    runs as (
      select ${before(sql`from_day`)} as a, ${before(sql`until_day`)} as b,
        ${before(sql`case when last_service_date > ${scope.today}::date then from_day
          else greatest(from_day, last_service_date) end`)} as ra,
        ${before(sql`case when last_service_date is null or next_due_date is null then null
          else greatest(from_day, last_service_date) end`)} as ca,
        ${before(sql`least(until_day, next_due_date + 1)`)} as cb
      from counted
    ),
    grouped as (
      select a, b, ra, ca, cb, count(*)::int as n from runs group by a, b, ra, ca, cb
    )
    select k,
      coalesce(sum(n) filter (where a <= k and k < b), 0)::int as services,
      coalesce(sum(n) filter (where ra <= k and k < b), 0)::int as recorded,
      coalesce(sum(n) filter (where ca <= k and k < cb and a <= k and k < b), 0)::int as compliant
    from generate_series(0, ${n - 1}) as k left join grouped on true
    group by k order by k`);
  return months.map((month, k) => {
    const row = result.rows.find((r) => Number(r.k) === k);
    return {
      ...month,
      services: row?.services ?? 0,
      recorded: row?.recorded ?? 0,
      compliant: row?.compliant ?? 0,
    };
  });
}

type NowRow = {
  kind: 'service' | 'manager' | 'region' | 'reason';
  service_code: TServiceCode | null;
  property_manager_id: number | null;
  manager_name: string | null;
  suburb: string | null;
  state_code: TStateCode | null;
  reason: TAnalyticsReason | null;
  services: number;
  compliant: number;
  overdue: number;
  approaching: number;
};

/** Today's figures by service, manager, region and reason: one pass with grouping sets. */
async function today(tx: AgencyTx, scope: AgencyScope, filters: AnalyticsFilters) {
  const day = sql`${scope.today}::date`;
  const approachingUntil = daysAfter(scope.today, ANALYTICS_APPROACHING_DAYS);
  const waiting = ANALYTICS_REASON_CODES.filter(
    (code) => !['ACCESS_ISSUES', 'MISSING_LAST_SERVICE_DATE', 'OVERDUE'].includes(code),
  );
  const result = await tx.execute<NowRow>(sql`
    with counted as (${servicesCounted(scope, filters)}),
    on_service as (
      select c.*,
        (c.last_service_date <= ${day} and c.next_due_date >= ${day}) is true as is_compliant
      from counted c
      where c.from_day <= ${day} and (c.until_day is null or c.until_day > ${day})
    ),
    judged as (
      select o.*,
        case when o.is_compliant then null
          when exists (
            select 1 from access_issue_cases a
            where a.agency_id = ${scope.agencyId} and a.property_id = o.property_id
              and a.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
          ) then 'ACCESS_ISSUES'
          when o.last_service_date is null then 'MISSING_LAST_SERVICE_DATE'
          when o.status in (${sql.join(
            waiting.map((code) => sql`${code}`),
            sql`, `,
          )}) then o.status
          else 'OVERDUE' end as reason
      from on_service o
    ),
    figures as (
      select
        case when grouping(service_code) = 0 then 'service'
          when grouping(property_manager_id) = 0 then 'manager'
          when grouping(suburb) = 0 then 'region' else 'reason' end as kind,
        service_code, property_manager_id, suburb, state_code, reason,
        count(*)::int as services,
        (count(*) filter (where is_compliant))::int as compliant,
        (count(*) filter (where next_due_date < ${day}))::int as overdue,
        (count(*) filter (where next_due_date between ${day} and ${approachingUntil}::date))::int
          as approaching
      from judged
      group by grouping sets ((service_code), (property_manager_id), (suburb, state_code), (reason))
    )
    -- The managers' names once per manager, not once per service.
    select f.*, m.name as manager_name
    from figures f
    left join property_managers m
      on f.kind = 'manager' and m.agency_id = ${scope.agencyId} and m.id = f.property_manager_id`);

  const byService: TAnalyticsServiceRow[] = [];
  const byManager: TAnalyticsManagerRow[] = [];
  const byRegion: TAnalyticsRegionRow[] = [];
  const reasons = new Map<TAnalyticsReason, number>();
  for (const row of result.rows) {
    const figures = { services: row.services, compliant: row.compliant };
    if (row.kind === 'service') {
      byService.push({
        service: row.service_code!,
        ...figures,
        overdue: row.overdue,
        approaching: row.approaching,
      });
    } else if (row.kind === 'manager') {
      byManager.push({
        propertyManagerId: row.property_manager_id,
        name: row.manager_name ?? 'No property manager',
        ...figures,
      });
    } else if (row.kind === 'region') {
      byRegion.push({ suburb: row.suburb!, stateCode: row.state_code!, ...figures });
    } else if (row.reason !== null) {
      reasons.set(row.reason, row.services);
    }
  }
  byService.sort((a, b) => SERVICE_CODES.indexOf(a.service) - SERVICE_CODES.indexOf(b.service));
  byManager.sort((a, b) => b.services - a.services || a.name.localeCompare(b.name));
  byRegion.sort((a, b) => b.services - a.services || a.suburb.localeCompare(b.suburb));
  return {
    byService,
    byManager,
    byRegion,
    reasons: ANALYTICS_REASON_CODES.filter((code) => reasons.has(code)).map((reason) => ({
      reason,
      services: reasons.get(reason)!,
    })),
  };
}

/**
 * GET /v1/analytics: the corporate dashboard's figures, for users with the experiment. The
 * experiment is checked on every call; the figures of an agency, day and filter set are counted
 * once and kept a while in this replica (`figures`).
 */
export async function analytics(
  database: Database,
  scope: AgencyScope,
  filters: AnalyticsFilters,
  figures: AnalyticsFigures,
): Promise<TAnalytics> {
  await database.withAgency(scope.agencyId, (tx) => requireExperiment(tx, scope.userId));
  const key = [
    scope.agencyId,
    scope.today,
    filters.period,
    filters.service ?? '',
    filters.propertyManagerId ?? '',
    // Suburbs match in any case (servicesCounted).
    filters.region?.toLowerCase() ?? '',
  ].join('|');
  return figures(key, () =>
    database.withAgency(scope.agencyId, async (tx) => {
      const months = await trend(tx, scope, filters);
      const now = await today(tx, scope, filters);
      return {
        asOf: scope.today,
        computedAt: scope.now.toISOString(),
        trend: months,
        ...now,
      };
    }),
  );
}
