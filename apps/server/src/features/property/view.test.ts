import {
  propertyCalls,
  SERVICES_IN_DISPLAY_ORDER,
  type TKeyPickupLocation,
  type TPropertyAppliance,
  type TPropertyNotice,
  type TPropertyView,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';

describe('the property view calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vic: number;
  let nsw: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    vic = await agencyIdIn(owner, 'VIC');
    nsw = await agencyIdIn(owner, 'NSW');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const view = async (id: number) => {
    const res = await injectCall(app, propertyCalls.detail, { params: { id } }, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TPropertyView }>().data;
  };
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: cookie } });

  /** The first property of the agency matching a condition on `p` (properties). */
  async function propertyWhere(agencyId: number, condition: string): Promise<number> {
    const { rows } = await owner.pool.query<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1 and (${condition}) order by p.id limit 1`,
      [agencyId],
    );
    expect(rows[0]).toBeDefined();
    return rows[0]!.id;
  }

  describe('GET /v1/property/{id}', () => {
    it('should give the address, services in display order and key details of a property', async () => {
      const id = await propertyWhere(
        vic,
        `(select count(*) from property_services s where s.property_id = p.id) >= 3
         and p.property_manager_id is not null`,
      );
      const data = await view(id);
      const { rows } = await owner.pool.query<{
        address_line1: string;
        suburb: string;
        key_number: string | null;
        is_key_available: boolean;
        services: string[];
        manager: string;
      }>(
        `select p.address_line1, p.suburb, p.key_number, p.is_key_available,
                (select array_agg(service_code) from property_services s where s.property_id = p.id) as services,
                (select name from property_managers m where m.id = p.property_manager_id) as manager
           from properties p where p.id = $1`,
        [id],
      );
      const row = rows[0]!;
      expect(data.id).toBe(id);
      expect(data.address).toContain(row.suburb);
      expect(data.addressLine1).toContain(row.address_line1);
      expect(data.keyNumber).toBe(row.key_number);
      expect(data.isKeyAvailable).toBe(row.is_key_available);
      expect(data.propertyManager?.name).toBe(row.manager);
      expect(data.services.map((s) => s.shortName).sort()).toEqual([...row.services].sort());
      const order = SERVICES_IN_DISPLAY_ORDER.map((s) => s.code);
      const positions = data.services.map((s) => order.indexOf(s.shortName));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(data.experiments.PropertyDetailsPage).toBe(true);
    });

    it('should tag an integrated property and offer no tenancy changes', async () => {
      const id = await propertyWhere(vic, `p.is_integrated and p.cancelled_at is null`);
      const data = await view(id);
      expect(data.tags).toContain('Integrated');
      expect(data.tags).not.toContain('Cancelled');
      expect(data.actions.canEditTenancy).toBe(false);
      expect(data.actions.canAddTenancy).toBe(false);
      expect(data.actions.canUpdateKeyNumber).toBe(true);
    });

    it('should tag a cancelled property and offer no hold, cancellation or tenancy action', async () => {
      const id = await propertyWhere(vic, `'CANCELLED' = any (p.flags)`);
      const data = await view(id);
      expect(data.tags).toContain('Cancelled');
      expect(data.actions).toMatchObject({
        canEditTenancy: false,
        canAddTenancy: false,
        canHold: false,
        canCancel: false,
        canBook: false,
        canEmailTenant: false,
      });
    });

    it('should offer Edit tenancy with a current tenancy and Add tenancy without one', async () => {
      const tenanted = await propertyWhere(
        vic,
        `not p.is_integrated and p.cancelled_at is null and not ('CANCELLED' = any (p.flags))
         and exists (select 1 from tenancies t where t.property_id = p.id and t.is_current)`,
      );
      const untenanted = await propertyWhere(
        vic,
        `not p.is_integrated and p.cancelled_at is null and not ('CANCELLED' = any (p.flags))
         and not exists (select 1 from tenancies t where t.property_id = p.id and t.is_current)`,
      );
      const a = await view(tenanted);
      expect(a.hasCurrentTenancy).toBe(true);
      expect([a.actions.canEditTenancy, a.actions.canAddTenancy]).toEqual([true, false]);
      const b = await view(untenanted);
      expect(b.hasCurrentTenancy).toBe(false);
      expect([b.actions.canEditTenancy, b.actions.canAddTenancy]).toEqual([false, true]);
    });

    it('should not offer cancellation when every active service has a pending cancellation request', async () => {
      const id = await propertyWhere(
        vic,
        `p.cancelled_at is null and not ('CANCELLED' = any (p.flags))
         and exists (select 1 from property_services s where s.property_id = p.id
                      and s.is_managed_by_provider and s.status not in ('CANCELLED', 'NOT_ENROLLED'))
         and not exists (select 1 from cancellation_requests c where c.property_id = p.id)`,
      );
      expect((await view(id)).actions.canCancel).toBe(true);
      const { rows } = await owner.pool.query<{ id: number }>(
        `insert into cancellation_requests (agency_id, property_id, service_codes, cancellation_reason_id, status)
         select p.agency_id, p.id,
                (select array_agg(service_code) from property_services s where s.property_id = p.id),
                (select min(id) from cancellation_reasons where parent_id is not null), 'PENDING'
           from properties p where p.id = $1 returning id`,
        [id],
      );
      try {
        expect((await view(id)).actions.canCancel).toBe(false);
      } finally {
        await owner.pool.query('delete from cancellation_requests where id = $1', [rows[0]!.id]);
      }
    });

    it("should offer Book only with the agency's allow_agency_portal_booking", async () => {
      const id = await propertyWhere(
        vic,
        `p.cancelled_at is null and not ('CANCELLED' = any (p.flags))`,
      );
      const { rows } = await owner.pool.query<{ allow: boolean }>(
        'select allow_agency_portal_booking as allow from agencies where id = $1',
        [vic],
      );
      const data = await view(id);
      expect(data.allowAgencyPortalBooking).toBe(rows[0]!.allow);
      expect(data.actions.canBook).toBe(rows[0]!.allow);
    });
  });

  describe('the property lists', () => {
    it("should list a property's appliances, narrowed by service", async () => {
      const id = await propertyWhere(
        vic,
        `(select count(distinct service_code) from appliances a where a.property_id = p.id) >= 2`,
      );
      const all = await injectCall(app, propertyCalls.appliances, { params: { id } }, { cookie });
      expect(all.statusCode).toBe(200);
      const items = all.json<{ data: TPropertyAppliance[] }>().data;
      const codes = new Set(items.map((a) => a.serviceCode));
      expect(codes.size).toBeGreaterThanOrEqual(2);
      const first = items[0]!.serviceCode;
      const one = await injectCall(
        app,
        propertyCalls.appliances,
        { params: { id }, query: { service: first } },
        { cookie },
      );
      const only = one.json<{ data: TPropertyAppliance[] }>().data;
      expect(only.length).toBe(items.filter((a) => a.serviceCode === first).length);
      expect(only.every((a) => a.serviceCode === first)).toBe(true);
    });

    it("should list a property's notices, newest first, narrowed by the resolved flag", async () => {
      const id = await propertyWhere(
        vic,
        `exists (select 1 from notices n where n.property_id = p.id and n.resolved_at is null)
         and exists (select 1 from notices n where n.property_id = p.id and n.resolved_at is not null)`,
      );
      const list = async (resolved?: '0' | '1') => {
        const res = await get(
          `/v1/property/${id}/notices${resolved === undefined ? '' : `?resolved=${resolved}`}`,
        );
        expect(res.statusCode).toBe(200);
        return res.json<{ data: TPropertyNotice[] }>().data;
      };
      const all = await list();
      const resolved = await list('1');
      const active = await list('0');
      expect(resolved.length + active.length).toBe(all.length);
      expect(resolved.every((n) => n.resolvedAt !== null)).toBe(true);
      expect(active.every((n) => n.resolvedAt === null)).toBe(true);
      const times = all.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("should give the property's key pickup location, or null when it has none", async () => {
      const withLocation = await propertyWhere(vic, 'p.key_location_id is not null');
      const without = await propertyWhere(vic, 'p.key_location_id is null');
      const call = (id: number) =>
        injectCall(app, propertyCalls.keyPickupLocation, { params: { id } }, { cookie });
      const found = (await call(withLocation)).json<{ data: TKeyPickupLocation }>().data;
      const { rows } = await owner.pool.query<{ key_location_id: number }>(
        'select key_location_id from properties where id = $1',
        [withLocation],
      );
      expect(found.keyLocationId).toBe(rows[0]!.key_location_id);
      expect(found.fullAddress).toMatch(/\d{4}$/);
      expect((await call(without)).json<{ data: null }>().data).toBeNull();
    });
  });

  it("should answer another agency's property exactly as a missing one on every call", async () => {
    const foreign = await propertyWhere(nsw, 'true');
    for (const path of ['', '/appliances', '/notices', '/key-pickup-location']) {
      const other = await get(`/v1/property/${foreign}${path}`);
      const missing = await get(`/v1/property/2147483647${path}`);
      const huge = await get(`/v1/property/99999999999${path}`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(huge.json()).toEqual(missing.json());
      expect(other.json<{ error: { message: string } }>().error.message).toBe('Property not found');
    }
  });

  it('should answer 400 for a bad id, service or resolved flag and 401 without a session', async () => {
    expect((await get('/v1/property/abc')).statusCode).toBe(400);
    expect((await get('/v1/property/0/notices')).statusCode).toBe(400);
    expect((await get('/v1/property/1/appliances?service=plumbing')).statusCode).toBe(400);
    expect((await get('/v1/property/1/notices?resolved=maybe')).statusCode).toBe(400);
    const anonymous = await injectCall(app, propertyCalls.detail, { params: { id: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
