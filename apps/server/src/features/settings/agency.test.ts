import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, settingsCalls } from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal, userIdOf } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { SETTINGS_ERRORS } from './messages';
import { viewAs } from '../../../test/auth';
import { requests } from './test-support';

describe('agency settings calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let http: ReturnType<typeof requests>;
  const ids = { VIC: 0, NSW: 0, QLD: 0 };

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    http = requests(app);
    for (const state of ['VIC', 'NSW', 'QLD'] as const) ids[state] = await agencyIdIn(owner, state);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const query = async <T>(text: string, values: unknown[]) =>
    (await owner.pool.query(text, values)).rows as T[];

  describe('GET /v1/agency/property-managers', () => {
    it("should list the agency's property managers by name when demo.master is in VIC", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const expected = await query(
        `select id, name, email, phone from property_managers
         where agency_id = $1 and is_active order by name, id`,
        [ids.VIC],
      );
      const res = await http.call(settingsCalls.propertyManagers, {}, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: expected });
      expect(expected.length).toBeGreaterThan(1);
    });

    it("should list only the session agency's managers when the user switches to NSW", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
      const data = (await http.call(settingsCalls.propertyManagers, {}, cookie)).json<{
        data: { id: number }[];
      }>().data;
      const nsw = await query<{ id: number }>(
        'select id from property_managers where agency_id = $1 and is_active',
        [ids.NSW],
      );
      expect(data.map((m) => m.id).sort()).toEqual(nsw.map((m) => m.id).sort());
    });

    it('should answer 401 when there is no session', async () => {
      expect((await http.call(settingsCalls.propertyManagers, {})).statusCode).toBe(401);
    });
  });

  describe('GET /v1/agency/integration', () => {
    it("should list the agency's active integration when the agency is integrated", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const [row] = await query<{ id: number; connected_at: Date }>(
        'select id, connected_at from integrations where agency_id = $1 and is_active',
        [ids.VIC],
      );
      const res = await http.call(settingsCalls.integrations, {}, cookie);
      expect(res.json()).toEqual({
        success: true,
        data: [
          {
            id: row!.id,
            source: 'PROPERTYME',
            softwareName: 'PropertyMe',
            connectedAt: row!.connected_at.toISOString(),
            isActive: true,
          },
        ],
      });
    });

    it('should leave out inactive integrations when the agency has one', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
      const all = await query<{ source: string }>(
        'select source from integrations where agency_id = $1',
        [ids.QLD],
      );
      expect(all.length).toBe(2);
      const data = (await http.call(settingsCalls.integrations, {}, cookie)).json<{
        data: { source: string; isActive: boolean }[];
      }>().data;
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ source: 'PROPERTY_TREE', isActive: true });
    });

    it('should answer an empty list when the agency has no integration', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
      expect((await http.call(settingsCalls.integrations, {}, cookie)).json()).toEqual({
        success: true,
        data: [],
      });
    });

    it('should answer 401 when there is no session', async () => {
      expect((await http.call(settingsCalls.integrations, {})).statusCode).toBe(401);
    });
  });

  describe('GET /v1/me/profile', () => {
    const ownSignIns = async (userId: number) =>
      (
        await query<{ at: Date | null }>(
          'select max(created_at) as at from sessions where user_id = $1 and impersonator_user_id is null',
          [userId],
        )
      )[0]!.at;

    it('should describe the signed-in user when demo.master is in VIC', async () => {
      const before = Date.now() - 1000;
      const { cookie, session } = await signInToPortal(app, 'demo.master');
      const [user] = await query<Record<string, unknown>>(
        `select id as "userId", username, display_name as name, email, phone from users
         where id = $1`,
        [session.complianceUserId],
      );
      const res = await http.call(settingsCalls.profile, {}, cookie);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: { lastSignInAt: string } }>();
      expect(data).toEqual({
        ...user,
        isMaster: true,
        agencyCount: 3,
        lastSignInAt: expect.any(String) as string,
      });
      // Other test files sign demo.master in too: only "at or after this sign-in" is certain.
      expect(Date.parse(data.lastSignInAt)).toBeGreaterThanOrEqual(before);
    });

    it('should give the start of the latest own session when a user signs in', async () => {
      const user = await createUser(owner, { agencies: [ids.NSW] });
      const { cookie } = await signInToPortal(app, user.username, {
        state: 'nsw',
        password: user.password,
      });
      const data = (await http.call(settingsCalls.profile, {}, cookie)).json<{ data: object }>()
        .data;
      expect(data).toMatchObject({
        userId: user.id,
        isMaster: false,
        agencyCount: 1,
        lastSignInAt: (await ownSignIns(user.id))!.toISOString(),
      });
    });

    it('should not be master when demo.master is in the QLD agency', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
      const data = (await http.call(settingsCalls.profile, {}, cookie)).json<{ data: object }>()
        .data;
      expect(data).toMatchObject({ username: 'demo.master', isMaster: false, agencyCount: 3 });
    });

    it("should describe the viewed user, without staff's sessions, when staff impersonate", async () => {
      const user = await createUser(owner, { agencies: [ids.VIC] });
      await signInToPortal(app, user.username, { password: user.password });
      const ownAt = await ownSignIns(user.id);
      const cookie = await viewAs(app, user.id, ids.VIC);
      const data = (await http.call(settingsCalls.profile, {}, cookie)).json<{ data: object }>()
        .data;
      expect(data).toMatchObject({
        userId: user.id,
        username: user.username,
        isMaster: false,
        agencyCount: 1,
        lastSignInAt: ownAt!.toISOString(),
      });
    });

    it('should answer 401 when there is no session', async () => {
      expect((await http.call(settingsCalls.profile, {})).statusCode).toBe(401);
    });
  });

  describe('GET /v1/agency/profile', () => {
    it("should describe the session's agency when demo.master is in VIC", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const [agency] = await query<Record<string, string>>(
        'select name, abn, phone, email from agencies where id = $1',
        [ids.VIC],
      );
      const res = await http.call(settingsCalls.officeProfile, {}, cookie);
      expect(res.json()).toEqual({
        success: true,
        data: {
          agencyId: ids.VIC,
          ...agency,
          state: 'VIC',
          address: 'Level 2, 145 Swan Street, Richmond VIC 3121',
          licenceNumber: '081234L',
        },
      });
    });

    it('should answer 401 when there is no session', async () => {
      expect((await http.call(settingsCalls.officeProfile, {})).statusCode).toBe(401);
    });
  });

  describe('GET /v1/agency/users', () => {
    const forbidden = {
      success: false,
      error: { code: 'FORBIDDEN', message: SETTINGS_ERRORS.cannotManageUsers },
    };

    it('should list the agency users, masters first, when demo.master is master of VIC', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const expected = await query(
        `select u.id as "userId", u.display_name as name, u.username, u.email,
                m.is_master as "isMaster", pm.name as "propertyManagerName",
                u.disabled as "isDisabled"
         from agency_memberships m
         join users u on u.id = m.user_id
         left join property_managers pm
           on pm.agency_id = m.agency_id and pm.id = m.property_manager_id
         where m.agency_id = $1 and u.username not like 'test.%'
         order by m.is_master desc, u.display_name, u.id`,
        [ids.VIC],
      );
      const res = await http.call(settingsCalls.agencyUsers, {}, cookie);
      expect(res.statusCode).toBe(200);
      // Other test files add users of their own to the agency meanwhile: compare the demo ones.
      const data = res
        .json<{ data: { username: string; isMaster: boolean }[] }>()
        .data.filter((u) => !u.username.startsWith('test.'));
      expect(data).toEqual(expected);
      expect(data.slice(0, 2).every((u) => u.isMaster)).toBe(true);
      expect(data.find((u) => u.username === 'demo.manager')).toMatchObject({
        isMaster: false,
        propertyManagerName: 'Jordan Lee',
      });
    });

    it('should answer 403 when demo.manager is not a master user', async () => {
      const { cookie } = await signInToPortal(app, 'demo.manager');
      const res = await http.call(settingsCalls.agencyUsers, {}, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    });

    it('should answer 403 when demo.master is in QLD where they are not master', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
      expect((await http.call(settingsCalls.agencyUsers, {}, cookie)).json()).toEqual(forbidden);
    });

    it('should count staff as the master user when they view the portal as one', async () => {
      const master = await viewAs(app, await userIdOf(owner, 'demo.master'), ids.VIC);
      expect((await http.call(settingsCalls.agencyUsers, {}, master)).statusCode).toBe(200);
      const manager = await viewAs(app, await userIdOf(owner, 'demo.manager'), ids.VIC);
      expect((await http.call(settingsCalls.agencyUsers, {}, manager)).json()).toEqual(forbidden);
    });

    it('should answer 401 when there is no session', async () => {
      const res = await http.call(settingsCalls.agencyUsers, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { message: AUTH_MESSAGES.sessionEnded } });
    });
  });
});
