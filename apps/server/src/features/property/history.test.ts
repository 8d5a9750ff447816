import {
  propertyCalls,
  propertyHistoryKind,
  propertyHistoryLabel,
  type TList,
  type TPropertyHistoryEntry,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { propertyOfEntry, recordAudit } from '../../plugins/audit';

describe('GET /v1/property/{id}/history', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vic: number;
  let nsw: number;
  let property: number;
  let userId: (username: string) => Promise<number>;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    vic = await agencyIdIn(owner, 'VIC');
    nsw = await agencyIdIn(owner, 'NSW');
    userId = async (username) =>
      (
        await owner.pool.query<{ id: number }>('select id from users where username = $1', [
          username,
        ])
      ).rows[0]!.id;
    // A property of its own for this file: the demo's history of it plus what the tests add.
    const { rows } = await owner.pool.query<{ id: number }>(
      `select id from properties where agency_id = $1 order by id desc limit 1 offset 3`,
      [vic],
    );
    property = rows[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const history = (id: number, query: Record<string, unknown> = {}) =>
    injectCall(app, propertyCalls.history, { params: { id }, query }, { cookie });
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: cookie } });
  const list = async (id: number, query: Record<string, unknown> = {}) => {
    const res = await history(id, query);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TList<TPropertyHistoryEntry> }>().data;
  };

  it('should list what happened to the property, newest first, in words, when asked', async () => {
    const manager = await userId('demo.manager');
    const staff = await userId('demo.staff');
    await recordAudit(database.db, {
      agencyId: vic,
      actorUserId: manager,
      impersonatorUserId: staff,
      action: 'tenancy.renew',
      target: String(property),
    });
    const { rows: stored } = await owner.pool.query<{ id: number; action: string }>(
      `select id, action from audit_log where agency_id = $1 and property_id = $2
        order by at desc, id desc`,
      [vic, property],
    );
    expect(stored.length).toBeGreaterThan(1);

    const data = await list(property, { 'page-size': 100 });
    expect(data.total).toBe(stored.length);
    expect(data.items.map((entry) => entry.id)).toEqual(stored.map((row) => row.id));
    for (const [i, entry] of data.items.entries()) {
      expect(entry.label).toBe(propertyHistoryLabel(stored[i]!.action));
      expect(entry.kind).toBe(propertyHistoryKind(stored[i]!.action));
      expect(entry.label).not.toContain('.');
    }
    expect(data.items[0]).toMatchObject({
      kind: 'tenancy',
      label: 'Tenancy renewed',
      by: 'Jordan Lee',
      impersonatedBy: 'Sam Taylor',
    });
  });

  it('should page the history when a page and a page size are given', async () => {
    const all = await list(property, { 'page-size': 100 });
    const second = await list(property, { page: 2, 'page-size': 2 });
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(2, 4));
    expect((await list(property, { page: 99, 'page-size': 2 })).items).toEqual([]);
  });

  it('should keep only the chosen kinds when kind is given', async () => {
    const all = await list(property, { 'page-size': 100 });
    const tenancy = await list(property, { kind: ['tenancy'], 'page-size': 100 });
    expect(tenancy.items.length).toBeGreaterThan(0);
    expect(tenancy.items).toEqual(all.items.filter((entry) => entry.kind === 'tenancy'));
    const two = await list(property, { kind: ['quotes', 'keys'], 'page-size': 100 });
    expect(two.items).toEqual(
      all.items.filter((entry) => entry.kind === 'quotes' || entry.kind === 'keys'),
    );
    expect(two.total).toBe(two.items.length);
  });

  it('should file an action the label table does not list under its kind, in words', async () => {
    await recordAudit(database.db, {
      agencyId: vic,
      actorUserId: null,
      action: 'invoice.something-new',
      target: `invoice:1`,
      propertyId: property,
    });
    await recordAudit(database.db, {
      agencyId: vic,
      actorUserId: null,
      action: 'mystery.thing',
      target: `property:${property}`,
    });
    const [other] = (await list(property, { kind: ['other'] })).items;
    expect(other).toMatchObject({ label: 'Property changed', by: null, impersonatedBy: null });
    const [invoice] = (await list(property, { kind: ['invoices'] })).items;
    expect(invoice).toMatchObject({ label: 'Invoice changed' });
  });

  it('should answer an empty history when nothing was recorded about the property', async () => {
    const { rows } = await owner.pool.query<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1
          and not exists (select 1 from audit_log a where a.property_id = p.id) limit 1`,
      [vic],
    );
    if (!rows[0]) {
      // Every demo property has a history: make the empty case out of a kind it lacks.
      const data = await list(property, { kind: ['documents', 'findings', 'bookings'] });
      expect(data.total).toBe(data.items.length);
      return;
    }
    expect(await list(rows[0].id)).toEqual({ items: [], total: 0 });
  });

  it('should answer 404 when the property is another agency’s or missing', async () => {
    const { rows } = await owner.pool.query<{ id: number }>(
      'select id from properties where agency_id = $1 limit 1',
      [nsw],
    );
    const foreign = await history(rows[0]!.id);
    const missing = await history(2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get('/v1/property/99999999999/history')).statusCode).toBe(404);
  });

  it.each(['kind=nope', 'page=0', 'page-size=101', 'page=x'])(
    'should answer 400 when the query is %s',
    async (query) => {
      const res = await get(`/v1/property/${property}/history?${query}`);
      expect(res.statusCode).toBe(400);
    },
  );

  it('should answer 400 when the id is not a number', async () => {
    expect((await get('/v1/property/abc/history')).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  let database: Database;
  let owner: Database;

  beforeAll(() => {
    database = testDatabase();
    owner = ownerDatabase();
  });
  afterAll(async () => {
    await database.close();
    await owner.close();
  });

  it.each([
    ['the app role', () => database],
    ['the owner', () => owner],
  ])('should refuse UPDATE, DELETE and TRUNCATE when %s tries', async (_who, db) => {
    const { rows } = await owner.pool.query<{ id: number; action: string }>(
      'select id, action from audit_log order by id limit 1',
    );
    const entry = rows[0]!;
    const pool = db().pool;
    await expect(
      pool.query(`update audit_log set action = 'x' where id = $1`, [entry.id]),
    ).rejects.toThrow(/audit log is append-only|permission denied/);
    await expect(pool.query('delete from audit_log where id = $1', [entry.id])).rejects.toThrow(
      /audit log is append-only|permission denied/,
    );
    await expect(pool.query('truncate audit_log')).rejects.toThrow(
      /audit log is append-only|permission denied/,
    );
    const after = await owner.pool.query('select action from audit_log where id = $1', [entry.id]);
    expect(after.rows).toEqual([{ action: entry.action }]);
  });

  it('should refuse the app role UPDATE and DELETE by privilege, not only by trigger', async () => {
    const app = await database.pool.query<{ update: boolean; delete: boolean; insert: boolean }>(
      `select has_table_privilege('audit_log', 'UPDATE') as update,
              has_table_privilege('audit_log', 'DELETE') as delete,
              has_table_privilege('audit_log', 'INSERT') as insert`,
    );
    expect(app.rows[0]).toEqual({ update: false, delete: false, insert: true });
  });

  it('should name the property of an entry when its target names one', () => {
    expect(propertyOfEntry({ action: 'quote.approve', target: 'property:12' })).toBe(12);
    expect(propertyOfEntry({ action: 'tenancy.add', target: '34' })).toBe(34);
    expect(propertyOfEntry({ action: 'property.update', target: '56' })).toBe(56);
    expect(propertyOfEntry({ action: 'quote.approve', target: 'quote:12' })).toBeNull();
    expect(propertyOfEntry({ action: 'auth.login', target: '12' })).toBeNull();
    expect(propertyOfEntry({ action: 'tenancy.add', target: null })).toBeNull();
  });
});
