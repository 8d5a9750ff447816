import { propertyCalls, type TPropertyContact } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';

describe('GET /v1/property/{id}/contacts', () => {
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

  const contacts = (id: number) =>
    injectCall(app, propertyCalls.contacts, { params: { id } }, { cookie });
  /** A raw GET, for what no description sends (a malformed id or flag, a flag spelt 'true'). */
  const get = (url: string) => app.inject({ method: 'GET', url, cookies: { acp_session: cookie } });

  /** A VIC property with a landlord, a property manager and occupants in its current tenancy. */
  async function fullyPeopledProperty(agencyId: number) {
    const { rows } = await owner.pool.query<{ id: number }>(
      `select p.id from properties p
        where p.agency_id = $1
          and exists (select 1 from contacts c where c.property_id = p.id and c.role = 'LANDLORD')
          and p.property_manager_id is not null
          and exists (select 1 from occupants o join tenancies t on t.id = o.tenancy_id
                       where t.property_id = p.id and t.is_current)
        order by p.id limit 1`,
      [agencyId],
    );
    return rows[0]?.id;
  }

  it("should list the property's landlords, property managers and current occupants", async () => {
    const id = await fullyPeopledProperty(vic);
    expect(id).toBeDefined();
    const res = await contacts(id!);
    expect(res.statusCode).toBe(200);
    const people = res.json<{ data: TPropertyContact[] }>().data;

    const expected = await owner.pool.query<{ role: string; n: number }>(
      `select role, count(*)::int as n from contacts where property_id = $1 group by role
       union all
       select 'PROPERTY_MANAGER', count(property_manager_id)::int from properties where id = $1
       union all
       select 'OCCUPANT', count(*)::int from occupants o join tenancies t on t.id = o.tenancy_id
        where t.property_id = $1 and t.is_current`,
      [id],
    );
    const counts = Object.fromEntries(
      expected.rows.filter((row) => row.role !== 'AGENCY_CONTACT').map((row) => [row.role, row.n]),
    );
    const actual: Record<string, number> = {};
    for (const person of people) actual[person.role] = (actual[person.role] ?? 0) + 1;
    expect(actual).toEqual(counts);
    // Occupants come last.
    expect(people.at(-1)!.role).toBe('OCCUPANT');
    for (const person of people) {
      for (const number of person.contactNumbers) expect(number.number).not.toBe('');
    }
  });

  it('should give only the groups asked for by the flags', async () => {
    const id = await fullyPeopledProperty(vic);
    // Sent as it is: both spellings the flags accept, where the portal's client sends only 1.
    const res = await get(`/v1/property/${id}/contacts?landlords=1&propertyManagers=true`);
    const roles = new Set(res.json<{ data: TPropertyContact[] }>().data.map((p) => p.role));
    expect([...roles].sort()).toEqual(['LANDLORD', 'PROPERTY_MANAGER']);
  });

  it("should answer another agency's property exactly as a missing one", async () => {
    const foreign = await fullyPeopledProperty(nsw);
    expect(foreign).toBeDefined();
    const other = await contacts(foreign!);
    const missing = await contacts(2_147_483_647);
    const huge = await contacts(99_999_999_999);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(huge.json()).toEqual(missing.json());
  });

  it('should answer 400 for a bad id or flag and 401 without a session', async () => {
    expect((await get('/v1/property/abc/contacts')).statusCode).toBe(400);
    expect((await get('/v1/property/1/contacts?landlords=maybe')).statusCode).toBe(400);
    const anonymous = await injectCall(app, propertyCalls.contacts, { params: { id: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
