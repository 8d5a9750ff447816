import {
  APPROACHING_NEXT_SERVICE_DAYS,
  NON_MANAGED_PROPERTY_MESSAGES,
  nonManagedPropertyCalls,
  portfolioCalls,
  SERVICES_IN_DISPLAY_ORDER,
  type TIntegratedPortfolioItem,
  type TIntegratedProperty,
  type TNonResidentialChange,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { agencyToday, daysAfter } from '../../domain/agency-clock';
import { residentialComplianceStatus, type MirroredState } from './non-managed-service';

const STATUS_COLUMNS = 'is_residential, non_residential_type, compliance_status, updated_at';
const NOT_FOUND = NON_MANAGED_PROPERTY_MESSAGES.notFound;

describe('residentialComplianceStatus', () => {
  const today = '2026-06-15';
  const state = (extra: Partial<MirroredState>): MirroredState => ({
    providerName: 'Smoke Alarms Direct',
    lastServiceDate: '2025-09-01',
    nextDueDate: '2026-09-01',
    services: {
      smoke: { status: 'COMPLIANT', providerName: 'x', lastServiceDate: null, nextDueDate: null },
    },
    ...extra,
  });

  it('should rank missing supplier, missing date, overdue and approaching first when they hold', () => {
    expect(residentialComplianceStatus(state({ providerName: null }), today)).toBe(
      'MISSING_SUPPLIER',
    );
    expect(residentialComplianceStatus(state({ lastServiceDate: null }), today)).toBe(
      'MISSING_LAST_SERVICE_DATE',
    );
    expect(residentialComplianceStatus(state({ nextDueDate: '2026-06-14' }), today)).toBe(
      'OVERDUE',
    );
    expect(
      residentialComplianceStatus(
        state({ nextDueDate: daysAfter(today, APPROACHING_NEXT_SERVICE_DAYS) }),
        today,
      ),
    ).toBe('APPROACHING_NEXT_SERVICE');
  });

  it('should read the services when the dates are settled', () => {
    expect(residentialComplianceStatus(state({}), today)).toBe('COMPLIANT');
    expect(
      residentialComplianceStatus(
        state({
          services: {
            smoke: {
              status: 'UPDATES_REQUIRED',
              providerName: 'x',
              lastServiceDate: null,
              nextDueDate: null,
            },
          },
        }),
        today,
      ),
    ).toBe('NON_COMPLIANT');
  });
});

describe('non-managed properties: GET and PATCH /v1/integrated-property/{id}', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vic: number;
  /** The other agency with non-managed properties (its new managements'). */
  let qld: number;
  /** Rows this file changes, with their status columns as they were. */
  const saved = new Map<number, Record<string, unknown>>();

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    vic = await agencyIdIn(owner, 'VIC');
    qld = await agencyIdIn(owner, 'QLD');
  });
  afterAll(async () => {
    for (const [id, row] of saved) {
      await owner.pool.query(
        `update non_managed_properties set is_residential = $2, non_residential_type = $3,
           compliance_status = $4, updated_at = $5 where id = $1`,
        [id, row.is_residential, row.non_residential_type, row.compliance_status, row.updated_at],
      );
    }
    await app.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[]) =>
    (await owner.pool.query(text, values)).rows as T[];

  /** A non-managed property of the agency this file may change; restored afterwards. */
  async function propertyOf(agencyId: number, where = 'true', skip = 0): Promise<number> {
    const [row] = await rows<{ id: number } & Record<string, unknown>>(
      `select id, ${STATUS_COLUMNS} from non_managed_properties
        where agency_id = $1 and ${where} order by id offset $2 limit 1`,
      [agencyId, skip],
    );
    expect(row, 'a non-managed property').toBeDefined();
    const { id, ...columns } = row!;
    if (!saved.has(id)) saved.set(id, columns);
    return id;
  }

  const statusOf = async (id: number) =>
    (
      await rows<{
        is_residential: boolean;
        non_residential_type: string | null;
        compliance_status: string;
      }>(
        'select is_residential, non_residential_type, compliance_status from non_managed_properties where id = $1',
        [id],
      )
    )[0]!;
  /** The audit log's last entry so far: entries after it are this test's (the log is append-only). */
  const auditMark = async () =>
    (await rows<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log', []))[0]!
      .id;
  const auditOf = (id: number, after: number) =>
    rows<{ actor_user_id: number; property_id: number | null; detail: Record<string, unknown> }>(
      `select actor_user_id, property_id, detail from audit_log
        where action = 'property.residential-status' and target = $1 and id > $2 order by id`,
      [`non-managed-property:${id}`, after],
    );

  const get = (id: number, as = cookie) =>
    injectCall(app, nonManagedPropertyCalls.detail, { params: { id } }, { cookie: as });
  const patch = (id: number, body: TNonResidentialChange, as = cookie) =>
    injectCall(
      app,
      nonManagedPropertyCalls.changeResidentialStatus,
      { params: { id }, body },
      { cookie: as },
    );
  const dataOf = (res: { json: <T>() => T }) => res.json<{ data: TIntegratedProperty }>().data;
  const errorOf = (res: { json: <T>() => T }) =>
    res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

  it("should answer the property as the agency's software holds it when it is the agency's", async () => {
    const id = await propertyOf(
      vic,
      `provider_name is not null and property_manager_id is not null`,
    );
    const res = await get(id);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rows<
      Record<string, unknown> & {
        address_line1: string;
        address_line2: string | null;
        suburb: string;
        state_code: string;
        postcode: string;
      }
    >(
      `select n.*, n.last_service_date::text as last, n.next_due_date::text as next,
              m.name as manager_name
         from non_managed_properties n
         join property_managers m on m.agency_id = n.agency_id and m.id = n.property_manager_id
        where n.id = $1`,
      [id],
    );
    const data = dataOf(res);
    expect(data).toMatchObject({
      agencyPortfolioPropertyId: id,
      addressLine1: row!.address_line2
        ? `${row!.address_line1}, ${row!.address_line2}`
        : row!.address_line1,
      addressLine2: `${row!.suburb} ${row!.state_code} ${row!.postcode}`,
      isResidentialProperty: row!.is_residential,
      nonResidentialPropertyType: row!.non_residential_type,
      propertyManager: { id: row!.property_manager_id, name: row!.manager_name },
      providerName: row!.provider_name,
      complianceStatus: row!.compliance_status,
      lastServiceDate: row!.last,
      nextDueDate: row!.next,
    });
    const stored = row!.services as Record<string, object>;
    expect(data.services.map((service) => service.shortName)).toEqual(
      SERVICES_IN_DISPLAY_ORDER.map((service) => service.code).filter((code) => code in stored),
    );
    for (const service of data.services) {
      expect(service).toMatchObject(stored[service.shortName]!);
    }
    expect(data.softwareName).toEqual(expect.any(String));
  });

  it('should store a non-residential type, write the audit log and show it in the other-providers list when converted', async () => {
    const id = await propertyOf(vic, "is_residential and compliance_status = 'COMPLIANT'");
    const mark = await auditMark();
    const res = await patch(id, {
      isResidentialProperty: false,
      nonResidentialPropertyType: 'INDUSTRIAL',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({
      agencyPortfolioPropertyId: id,
      isResidentialProperty: false,
      nonResidentialPropertyType: 'INDUSTRIAL',
      complianceStatus: 'NON_RESIDENTIAL_PROPERTY',
    });
    expect(await statusOf(id)).toEqual({
      is_residential: false,
      non_residential_type: 'INDUSTRIAL',
      compliance_status: 'NON_RESIDENTIAL_PROPERTY',
    });
    expect(dataOf(await get(id))).toEqual(dataOf(res));

    const audit = await auditOf(id, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      // Never a managed property's history: the ids of the two tables overlap.
      property_id: null,
      detail: {
        before: { isResidentialProperty: true, nonResidentialPropertyType: null },
        after: { isResidentialProperty: false, nonResidentialPropertyType: 'INDUSTRIAL' },
        complianceStatus: { before: 'COMPLIANT', after: 'NON_RESIDENTIAL_PROPERTY' },
      },
    });

    const list = await injectCall(
      app,
      portfolioCalls.integrated,
      { query: { 'provided-by': 'OTHER', query: dataOf(res).addressLine1, 'page-size': 100 } },
      { cookie },
    );
    const item = list
      .json<{ data: { items: TIntegratedPortfolioItem[] } }>()
      .data.items.find((row) => row.agencyPortfolioPropertyId === id);
    expect(item?.complianceStatus).toBe('NON_RESIDENTIAL_PROPERTY');
  });

  it('should drop the type and take the status its services give when made residential again', async () => {
    const id = await propertyOf(vic, "compliance_status = 'NON_RESIDENTIAL_PROPERTY'");
    const [mirror] = await rows<MirroredState>(
      `select provider_name as "providerName", last_service_date::text as "lastServiceDate",
              next_due_date::text as "nextDueDate", services
         from non_managed_properties where id = $1`,
      [id],
    );
    const res = await patch(id, {
      isResidentialProperty: true,
      nonResidentialPropertyType: 'OTHER',
    });
    expect(res.statusCode, res.body).toBe(200);
    const today = agencyToday(new Date(), 'VIC');
    const expected = residentialComplianceStatus(mirror!, today);
    expect(dataOf(res)).toMatchObject({
      isResidentialProperty: true,
      nonResidentialPropertyType: null,
      complianceStatus: expected,
    });
    expect(await statusOf(id)).toEqual({
      is_residential: true,
      non_residential_type: null,
      compliance_status: expected,
    });
  });

  it('should answer the property and record nothing when the status does not change', async () => {
    const id = await propertyOf(vic, 'is_residential', 1);
    const before = await statusOf(id);
    const mark = await auditMark();
    const res = await patch(id, { isResidentialProperty: true, nonResidentialPropertyType: null });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).isResidentialProperty).toBe(true);
    expect(await statusOf(id)).toEqual(before);
    expect(await auditOf(id, mark)).toEqual([]);
  });

  it.each([
    ['the type is missing', { isResidentialProperty: false }],
    ['the type is null', { isResidentialProperty: false, nonResidentialPropertyType: null }],
    ['the type is unknown', { isResidentialProperty: false, nonResidentialPropertyType: 'CASTLE' }],
  ])("should say 'Property type is required' with 400 when %s", async (_, body) => {
    const id = await propertyOf(vic, 'is_residential', 2);
    const before = await statusOf(id);
    const res = await patch(id, body as TNonResidentialChange);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'Property type is required',
      fields: { 'body.nonResidentialPropertyType': 'Property type is required' },
    });
    expect(await statusOf(id)).toEqual(before);
  });

  it('should answer 400, never 500, for a bad id or body, and 401 without a session', async () => {
    const id = await propertyOf(vic, 'is_residential', 2);
    const send = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: method === 'GET' ? {} : { origin: TEST_ORIGIN },
        cookies: { acp_session: cookie },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    for (const url of [
      '/v1/integrated-property/abc',
      '/v1/integrated-property/0',
      '/v1/integrated-property/-4',
      '/v1/integrated-property/1.5',
    ]) {
      expect((await send('GET', url)).statusCode, url).toBe(400);
    }
    for (const payload of [
      {},
      { isResidentialProperty: 'yes' },
      { isResidentialProperty: null },
      [true],
    ]) {
      const res = await send('PATCH', `/v1/integrated-property/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await injectCall(app, nonManagedPropertyCalls.detail, { params: { id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("should answer another agency's property exactly as a missing one, changing nothing", async () => {
    const foreign = await propertyOf(qld, 'is_residential');
    const before = await statusOf(foreign);
    const mark = await auditMark();
    const body: TNonResidentialChange = {
      isResidentialProperty: false,
      nonResidentialPropertyType: 'COMMERCIAL',
    };
    for (const call of [(id: number) => get(id), (id: number) => patch(id, body)]) {
      const other = await call(foreign);
      const missing = await call(2_147_483_647);
      const beyond = await call(99_999_999_999);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(beyond.json()).toEqual(missing.json());
      expect(errorOf(other).message).toBe(NOT_FOUND);
    }
    expect(await statusOf(foreign)).toEqual(before);
    expect(await auditOf(foreign, mark)).toEqual([]);
  });
});
