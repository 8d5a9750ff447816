import {
  dashboardCalls,
  reportedFindingCalls,
  type TCallInput,
  type TDashboardStats,
  type TList,
  type TReportedFindingGroup,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN } from './app';
import { actionRequiredApp, type ActionRequiredApp } from './action-required';
import { dataOf } from './demo-app';
import { multipartBody } from './security/hostile-files/upload-request';

// What the reported findings' API tests share (one file a call, each on a demo database of its
// own): the app with its viewers signed in, the list read back, the findings a test may change.

type ListQuery = NonNullable<TCallInput<typeof reportedFindingCalls.list>['query']>;
type Page = TList<TReportedFindingGroup> & { unfilteredTotal: number };

/** Groups (property and service) with open findings, in the list's order. */
const OPEN_GROUPS = `select f.property_id || '|' || f.service_code as key from reported_findings f
  join properties p on p.agency_id = f.agency_id and p.id = f.property_id
  where f.agency_id = $1 and f.status = 'OPEN' and not f.is_dismissed
    and ($2::int is null or p.property_manager_id = $2)
  group by f.property_id, f.service_code
  order by bool_or(f.is_urgent) desc, min(f.original_booking_date), f.property_id, f.service_code`;

/** An open finding of a property with only that service's open findings, where `where` holds. */
const OPEN_FINDING = (where: string) => `select f.id, f.property_id as "propertyId",
    f.service_code as "serviceCode" from reported_findings f
  where f.agency_id = $1 and f.status = 'OPEN' and ${where}
    and f.property_id <> all($2::int[])
  order by f.id limit 1`;

export const rowKey = (group: TReportedFindingGroup) =>
  `${group.property.compliancePropertyId}|${group.service.shortName}`;

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>' +
    'endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export interface ReportedFindingsApp extends ActionRequiredApp {
  /** Properties a test has changed: the next picks another. */
  used: number[];
  list: (query?: ListQuery, cookie?: string) => Promise<Page>;
  /** The list's rows as the database has them (property|service), for everyone or a manager. */
  expectedKeys: (managerId?: number | null) => Promise<string[]>;
  /** An open finding where `where` holds (SQL on `f`), of a property no test has changed. */
  findingIn: (where: string) => Promise<{ id: number; propertyId: number; serviceCode: string }>;
  /** The dashboard's reported-finding figures, for everyone or a manager. */
  stats: (
    managerId?: number | null,
  ) => Promise<TDashboardStats['actionRequired']['REPORTED_FINDINGS_STATS']>;
  statusOf: (id: number) => Promise<string>;
  uploadTemporary: (
    filename: string,
    data: Buffer | string,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
}

/** A demo database of its own (`name`), its viewers signed in, and the tests' shared reads. */
export async function reportedFindingsApp(name: string): Promise<ReportedFindingsApp> {
  const base = await actionRequiredApp(name);
  const { h, master } = base;
  const used: number[] = [];
  return {
    ...base,
    used,
    list: async (query = {}, cookie = master) =>
      dataOf<Page>(await h.call(reportedFindingCalls.list, { query }, cookie)),
    expectedKeys: async (managerId = null) =>
      (await h.rows<{ key: string }>(OPEN_GROUPS, [h.ids.VIC, managerId])).map((r) => r.key),
    findingIn: async (where) => {
      const [row] = await h.rows<{ id: number; propertyId: number; serviceCode: string }>(
        OPEN_FINDING(where),
        [h.ids.VIC, used],
      );
      expect(row, where).toBeDefined();
      used.push(row!.propertyId);
      return row!;
    },
    stats: async (managerId = null) =>
      dataOf<TDashboardStats>(
        await h.call(
          dashboardCalls.stats,
          { query: { propertyManagerId: managerId, 'new-problem-register': true } },
          master,
        ),
      ).actionRequired.REPORTED_FINDINGS_STATS,
    statusOf: async (id) =>
      (
        await h.rows<{ status: string }>('select status from reported_findings where id = $1', [id])
      )[0]!.status,
    uploadTemporary: (filename, data, cookie = master) => {
      const { payload, contentType } = multipartBody([{ name: 'file', filename, data }]);
      return h.app.inject({
        method: 'POST',
        url: '/v1/reported-findings/temporary-document',
        headers: { origin: TEST_ORIGIN, 'content-type': contentType },
        cookies: { acp_session: cookie },
        payload,
      });
    },
  };
}
