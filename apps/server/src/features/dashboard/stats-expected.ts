import { SERVICE_CODES, type TDashboardStats, type TIntegratedStats } from '@portal/contracts';
import { managerFilter, TODAY, type DashboardHarness } from './test-support';

// The figures of GET /v1/stats and /v1/stats/integrated recomputed with plain SQL from their
// written definitions (stats-service.ts), as the owner, for the tests to compare with.
// Parameters: $1 the agency, $2 the property manager or null, $3 today.

const PM = managerFilter('p');
const PORTFOLIO = `from properties p where p.agency_id = $1 and p.is_managed and ${PM}`;
const ON_SERVICE = `not ('CANCELLED' = any(p.flags) or 'NOT_ENROLLED' = any(p.flags))
  and p.compliance_status <> 'UNDER_ENROLMENT'`;
/** Items of the agency's properties (of the manager, when given). */
const ITEMS = (table: string) =>
  `from ${table} x join properties p on p.agency_id = x.agency_id and p.id = x.property_id
   where x.agency_id = $1 and ${PM}`;
/** Items of the agency's portfolio properties: what the portfolio list's item facets count. */
const PORTFOLIO_ITEMS = (table: string) => `${ITEMS(table)} and p.is_managed`;
const AWAITING_APPROVAL = `x.status_id = 2 and (x.expires_at is null or x.expires_at >= $3::date)`;
const URGENT_SEVERITY = `x.severity in ('DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'URGENT')`;
const OPEN_FINDING = `x.status = 'OPEN' and not x.is_dismissed`;

export async function expectedStats(
  h: DashboardHarness,
  agencyId: number,
  managerId: number | null,
): Promise<TDashboardStats> {
  const n = (text: string) => h.count(text, [agencyId, managerId, TODAY]);
  const breakdown = {} as TDashboardStats['portfolioStats']['SERVICES_BREAKDOWN'];
  for (const code of SERVICE_CODES) {
    breakdown[code] = await n(
      `select count(*) as n ${PORTFOLIO} and exists (
         select 1 from property_services s where s.property_id = p.id and s.service_code = '${code}'
           and s.is_managed_by_provider and s.status not in ('CANCELLED', 'NOT_ENROLLED'))`,
    );
  }
  const newManagements = await n(
    `select count(*) as n from new_managements m
       join non_managed_properties p on p.agency_id = m.agency_id and p.id = m.portfolio_property_id
     where m.agency_id = $1 and ${PM} and m.status <> 'DISMISSED'
       and m.first_active_date >= $3::date - 30`,
  );
  const findingRows = (urgent: boolean) =>
    n(
      `select count(*) as n from (
         select x.property_id, x.service_code, bool_or(x.is_urgent) as urgent
         ${ITEMS('reported_findings')} and ${OPEN_FINDING}
         group by x.property_id, x.service_code) g
       where g.urgent = ${urgent}`,
    );
  /** Portfolio properties with an item of `table` matching `where` (the list's item facets). */
  const properties = (table: string, where: string) =>
    n(`select count(distinct x.property_id) as n ${PORTFOLIO_ITEMS(table)} and ${where}`);
  const URGENT_QUOTE = `${AWAITING_APPROVAL} and ${URGENT_SEVERITY}`;
  const NON_URGENT_QUOTE = `${AWAITING_APPROVAL} and (x.severity is null or not ${URGENT_SEVERITY})`;
  const OVERDUE_INVOICE = 'not x.is_paid and x.due_date < $3::date';
  return {
    portfolioStats: {
      TOTAL_PORTFOLIO:
        (await n(`select count(*) as n ${PORTFOLIO}`)) +
        (await n(
          `select count(*) as n from non_managed_properties p where p.agency_id = $1 and ${PM}`,
        )),
      MANAGED_BY_DI: await n(`select count(*) as n ${PORTFOLIO} and ${ON_SERVICE}`),
      NEW_MANAGEMENT: newManagements,
      SERVICES_BREAKDOWN: breakdown,
      BOOKING_IN_PROGRESS: await n(
        `select count(*) as n ${PORTFOLIO} and exists (select 1 from property_services s
           where s.property_id = p.id and s.status in ('BOOKED_IN', 'REBOOKING_IN_PROGRESS'))`,
      ),
      COMPLIANT: await n(`select count(*) as n ${PORTFOLIO} and p.compliance_status = 'COMPLIANT'`),
      PENDING_ITEMS: await n(
        `select count(*) as n ${PORTFOLIO} and 'PENDING_ITEMS' = any(p.flags)`,
      ),
      COMPLIANCE_ISSUES: await n(
        `select count(*) as n ${PORTFOLIO} and 'COMPLIANCE_ISSUES' = any(p.flags)`,
      ),
      UNRESOLVED_ACTIVE_NOTICES: await properties('notices', 'x.resolved_at is null'),
      UNPAID_OVERDUE_INVOICES: await properties('invoices', OVERDUE_INVOICE),
      NON_COMPLIANT_QUOTATIONS: await properties('quotes', URGENT_QUOTE),
    },
    actionRequired: {
      ACTIVE_NOTICES_STATS: {
        URGENT_NOTICES: await n(
          `select count(*) as n ${ITEMS('notices')} and x.resolved_at is null and x.is_urgent`,
        ),
        NON_URGENT_NOTICES: await n(
          `select count(*) as n ${ITEMS('notices')} and x.resolved_at is null and not x.is_urgent`,
        ),
      },
      COMPLIANCE_QUOTES_STATS: {
        URGENT_QUOTATIONS: await n(
          `select count(*) as n ${ITEMS('quotes')} and ${AWAITING_APPROVAL} and ${URGENT_SEVERITY}`,
        ),
        NON_URGENT_QUOTATIONS: await n(
          `select count(*) as n ${ITEMS('quotes')} and ${AWAITING_APPROVAL}
             and (x.severity is null or not ${URGENT_SEVERITY})`,
        ),
      },
      INVOICES_STATS: {
        OUTSTANDING_INVOICES: await n(
          `select count(*) as n ${ITEMS('invoices')} and not x.is_paid`,
        ),
        OVERDUE_INVOICES: await n(
          `select count(*) as n ${ITEMS('invoices')} and not x.is_paid and x.due_date < $3::date`,
        ),
      },
      NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: newManagements },
      REPORTED_FINDINGS_STATS: {
        URGENT_REPORTED_FINDINGS: await findingRows(true),
        NON_URGENT_REPORTED_FINDINGS: await findingRows(false),
      },
    },
    // The stats call without the lists' new-* flags: notices and quotes.
    portfolioProperties: {
      PORTFOLIO: await n(`select count(*) as n ${PORTFOLIO}`),
      facets: {
        UrgentAccessIssues: await properties('notices', 'x.resolved_at is null and x.is_urgent'),
        NonUrgentAccessIssues: await properties(
          'notices',
          'x.resolved_at is null and not x.is_urgent',
        ),
        UrgentQuotes: await properties('quotes', URGENT_QUOTE),
        NonUrgentQuotes: await properties('quotes', NON_URGENT_QUOTE),
        UrgentReportedFindings: await properties('quotes', URGENT_QUOTE),
        NonUrgentReportedFindings: await properties('quotes', NON_URGENT_QUOTE),
        OverdueInvoices: await properties('invoices', OVERDUE_INVOICE),
        OutstandingInvoices: await properties('invoices', 'not x.is_paid'),
      },
    },
  };
}

export async function expectedIntegratedStats(
  h: DashboardHarness,
  agencyId: number,
  managerId: number | null,
): Promise<TIntegratedStats> {
  const n = (status: string | null) =>
    h.count(
      `select count(*) as n from non_managed_properties p where p.agency_id = $1 and ${PM}
         and ($3::text is null or p.compliance_status = $3::text)`,
      [agencyId, managerId, status],
    );
  return {
    COMPLIANCE_ISSUES: await n('NON_COMPLIANT'),
    COMPLIANT: await n('COMPLIANT'),
    OVERDUE: await n('OVERDUE'),
    APPROACHING_NEXT_SERVICE: await n('APPROACHING_NEXT_SERVICE'),
    MISSING_SUPPLIER: await n('MISSING_SUPPLIER'),
    MISSING_LAST_SERVICE_DATE: await n('MISSING_LAST_SERVICE_DATE'),
    TOTAL: await n(null),
  };
}
