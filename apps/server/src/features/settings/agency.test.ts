import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { settingsCalls } from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
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
          emailDomain: {
            domain: 'yarrabendpm.com.au',
            setupUrl: 'https://mail.provider.example/domains/yarrabendpm.com.au/setup',
            setupState: 'verified',
            accounts: expect.arrayContaining([
              expect.stringMatching(/@yarrabendpm\.com\.au$/),
            ]) as string[],
            sendingEnabled: true,
          },
        },
      });
    });

    it("should say sending is off and the domain's setup state when the agency is QLD's", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
      const [agency] = await query<{ domain: string; accounts: string[] }>(
        'select email_domain as domain, email_domain_accounts as accounts from agencies where id = $1',
        [ids.QLD],
      );
      const data = (await http.call(settingsCalls.officeProfile, {}, cookie)).json<{
        data: { emailDomain: object };
      }>().data;
      expect(data.emailDomain).toMatchObject({
        domain: agency!.domain,
        setupState: agency!.accounts.length ? 'verified' : 'pending',
        accounts: agency!.accounts,
        sendingEnabled: false,
      });
    });

    it('should say the domain is pending while it has no verified account, and not set up without one', async () => {
      const [agency] = await query<{ id: number }>(
        "insert into agencies (name, state_code, email_domain) values ('Test pending domain', 'VIC', 'pending.example') returning id",
        [],
      );
      const user = await createUser(owner, { agencies: [agency!.id] });
      const { cookie } = await signInToPortal(app, user.username, { password: user.password });
      const domainOf = async () =>
        (await http.call(settingsCalls.officeProfile, {}, cookie)).json<{
          data: { emailDomain: object };
        }>().data.emailDomain;
      expect(await domainOf()).toEqual({
        domain: 'pending.example',
        setupUrl: null,
        setupState: 'pending',
        accounts: [],
        sendingEnabled: true,
      });
      await owner.pool.query('update agencies set email_domain = null where id = $1', [agency!.id]);
      expect(await domainOf()).toMatchObject({ domain: null, setupState: 'notSetUp' });
    });

    it('should answer 401 when there is no session', async () => {
      expect((await http.call(settingsCalls.officeProfile, {})).statusCode).toBe(401);
    });
  });
});
