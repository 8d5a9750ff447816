import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { propertyCalls, type TPropertyView } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import { createUser, signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { agencyToday, daysAfter } from '../domain/agency-clock';
import {
  createTestAgency,
  getPage,
  removeTestAgency,
  type TestAgency,
} from './legacy-test-helpers';

/** The Key management page's schedule of key pickups and returns, and the agency's answers. */
describe('/Keys/keyManagement key pickups of a built-in compliance system', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let tas: TestAgency;
  let other: TestAgency;
  let userId: number;
  let cookie: string;
  const today = agencyToday(new Date(), 'TAS');

  /** A key pickup (or return) of the agency's property `days` days from today. */
  async function addPickup(
    agency: TestAgency,
    options: { days?: number; status?: string; kind?: string } = {},
  ): Promise<number> {
    const { rows } = await owner.pool.query<{ id: number }>(
      `insert into key_pickups (agency_id, property_id, kind, status, date, time_from, time_to)
       values ($1, $2, $3, $4, $5, '07:00', '08:00') returning id`,
      [
        agency.agencyId,
        agency.propertyId,
        options.kind ?? 'PICKUP',
        options.status ?? 'REQUESTED',
        daysAfter(today, options.days ?? 1),
      ],
    );
    return rows[0]!.id;
  }

  const statusOf = async (id: number) =>
    (
      await owner.pool.query<{ status: string }>('select status from key_pickups where id = $1', [
        id,
      ])
    ).rows[0]!.status;

  const post = (id: number | string, form: string, headers = { origin: TEST_ORIGIN }) =>
    app.inject({
      method: 'POST',
      url: `/cs/tas/Keys/keyPickups/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      cookies: { acp_session: cookie },
      payload: form,
    });

  const nextPickup = async () => {
    const res = await injectCall(
      app,
      propertyCalls.detail,
      { params: { id: tas.propertyId } },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TPropertyView }>().data.nextKeyPickup;
  };

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    tas = await createTestAgency(owner, 'TAS', '9 Key Street');
    other = await createTestAgency(owner, 'TAS', '11 Foreign Street');
    const user = await createUser(owner, { agencies: [tas.agencyId] });
    userId = user.id;
    ({ cookie } = await signInToPortal(app, user.username, {
      state: 'tas',
      password: user.password,
    }));
  });
  afterAll(async () => {
    await removeTestAgency(owner, other.agencyId, userId);
    await removeTestAgency(owner, tas.agencyId, userId);
    await app.close();
    await database.close();
    await owner.close();
  });

  it("should show the next 7 days of the agency's own pickups and returns, and nothing beyond or foreign", async () => {
    await addPickup(tas, { days: 1 });
    await addPickup(tas, { days: 1, kind: 'RETURN', status: 'RETURNED' });
    await addPickup(tas, { days: 7 });
    await addPickup(other, { days: 2 });
    const res = await getPage(app, '/cs/tas/Keys/keyManagement', cookie);
    expect(res.statusCode).toBe(200);
    const schedule = res.body.slice(
      res.body.indexOf('id="key-schedule"'),
      res.body.indexOf('<h2>Key details by property'),
    );
    expect(schedule).toContain('the next 7 days');
    expect(schedule.match(/<h3>/g)).toHaveLength(7);
    // Two on the first day; the one 7 days ahead is the eighth day, beyond the schedule.
    expect(schedule.match(/9 Key Street/g)).toHaveLength(2);
    expect(schedule).toContain('Returned');
    expect(schedule).toContain('7:00 am – 8:00 am');
    expect(schedule).not.toContain('11 Foreign Street');
    expect(schedule.match(/value="confirm"/g)).toHaveLength(1);
  });

  it('should confirm a requested pickup, audit it and show it on the property view', async () => {
    await owner.pool.query('delete from key_pickups where agency_id = $1', [tas.agencyId]);
    const id = await addPickup(tas, { days: 1 });
    expect((await nextPickup())?.status).toBe('REQUESTED');
    const res = await post(id, 'action=confirm');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Key pickup at 9 Key Street');
    expect(res.body).toMatch(/role="status">\s*Key pickup at [^<]* confirmed\./);
    expect(await statusOf(id)).toBe('CONFIRMED');
    expect(await nextPickup()).toEqual({
      date: daysAfter(today, 1),
      timeFrom: '07:00',
      timeTo: '08:00',
      status: 'CONFIRMED',
    });
    const legacy = await getPage(app, `/cs/tas/Properties/view/${tas.propertyId}`, cookie);
    expect(legacy.body).toMatch(/Next key pickup<\/dt>\s*<dd>[^<]*7:00 am – 8:00 am \(Confirmed\)/);
    const { rows } = await owner.pool.query<{ actor_user_id: number; property_id: number }>(
      `select actor_user_id, property_id from audit_log
        where agency_id = $1 and action = 'key-pickup.confirm' and target = $2`,
      [tas.agencyId, `key-pickup:${id}`],
    );
    expect(rows).toEqual([{ actor_user_id: userId, property_id: tas.propertyId }]);
  });

  it('should ask before cancelling and cancel only on the post, then refuse a second cancel in words', async () => {
    const id = await addPickup(tas, { days: 2, status: 'CONFIRMED' });
    const ask = await getPage(app, `/cs/tas/Keys/keyPickups/${id}/cancel`, cookie);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Yes, cancel the pickup');
    expect(await statusOf(id)).toBe('CONFIRMED');
    const res = await post(id, 'action=cancel');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Key pickup at [^<]* cancelled\./);
    expect(await statusOf(id)).toBe('CANCELLED');
    const again = await post(id, 'action=cancel');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This key pickup is already cancelled');
    const confirmed = await post(id, 'action=confirm');
    expect(confirmed.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('CANCELLED');
  });

  it("should answer another agency's pickup exactly like a missing one, and change nothing", async () => {
    const foreign = await addPickup(other, { days: 1 });
    const missing = await post(2_000_000_000, 'action=confirm');
    expect(missing.statusCode).toBe(404);
    for (const id of [foreign, 'abc']) {
      const res = await post(id, 'action=confirm');
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    const ask = await getPage(app, `/cs/tas/Keys/keyPickups/${foreign}/cancel`, cookie);
    expect(ask.statusCode).toBe(404);
    expect(await statusOf(foreign)).toBe('REQUESTED');
  });

  it('should refuse a post that does not come from the portal itself, and a bad action with a 400', async () => {
    const id = await addPickup(tas, { days: 3 });
    expect((await post(id, 'action=confirm', { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    const bad = await post(id, 'action=delete');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(await statusOf(id)).toBe('REQUESTED');
  });
});
