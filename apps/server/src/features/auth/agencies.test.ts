import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, authCalls, EXPERIMENT_CODES, STATES } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import { agencyIdIn, cookieOf, getSession, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { sha256Hex } from '../../lib/tokens';

describe('agencies, experiments and settings', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  const ids = { VIC: 0, NSW: 0, QLD: 0 };

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    for (const state of ['VIC', 'NSW', 'QLD'] as const) ids[state] = await agencyIdIn(owner, state);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const agencies = (cookie?: string) => injectCall(app, authCalls.agencies, {}, { cookie });

  const switchTo = (cookie: string, agencyId: number) =>
    injectCall(app, authCalls.switchAgency, { body: { agencyId } }, { cookie });

  describe('GET /v1/auth/systems', () => {
    it('should list every state with its built-in system when nothing is configured', async () => {
      const res = await injectCall(app, authCalls.systems, {});
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: { stateId: number; state: string; systemUrl: string }[] }>()
        .data;
      expect(data.map((s) => s.stateId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(data).toContainEqual({
        stateId: 7,
        state: 'VIC',
        systemUrl: '/cs/vic',
        status: 'AVAILABLE',
      });
    });

    it('should mark a state NOT_CONFIGURED and an external URL as given when configured', async () => {
      const custom = await buildTestApp(database, {
        env: { CS_URL_WA: 'none', CS_URL_SA: 'https://sa.compliance.example/' },
      });
      try {
        const data = (await injectCall(custom, authCalls.systems, {})).json<{
          data: unknown[];
        }>().data;
        expect(data).toContainEqual({
          stateId: 8,
          state: 'WA',
          systemUrl: null,
          status: 'NOT_CONFIGURED',
        });
        expect(data).toContainEqual({
          stateId: 5,
          state: 'SA',
          systemUrl: 'https://sa.compliance.example',
          status: 'AVAILABLE',
        });
        expect(data).toHaveLength(STATES.length);
      } finally {
        await custom.close();
      }
    });
  });

  describe('GET /v1/auth/agencies', () => {
    it("should list the user's agencies with the current one first when signed in", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
      const res = await agencies(cookie);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: { complianceAgencyId: number }[] }>().data;
      expect(data).toHaveLength(3);
      expect(data[0]).toEqual({
        complianceAgencyId: ids.QLD,
        complianceAgencyName: 'Riverside Property Partners',
        complianceAgencyState: 'QLD',
      });
      expect(data.map((a) => a.complianceAgencyId).sort()).toEqual(
        [ids.VIC, ids.NSW, ids.QLD].sort(),
      );
    });

    it('should list only the VIC agency when demo.manager is signed in', async () => {
      const { cookie } = await signInToPortal(app, 'demo.manager');
      const res = await agencies(cookie);
      expect(res.json()).toEqual({
        success: true,
        data: [
          {
            complianceAgencyId: ids.VIC,
            complianceAgencyName: 'Yarra Bend Property Management',
            complianceAgencyState: 'VIC',
          },
        ],
      });
    });

    it('should answer 401 when there is no session', async () => {
      const res = await agencies();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { message: AUTH_MESSAGES.sessionEnded } });
    });
  });

  describe('PUT /v1/auth/agencies', () => {
    it('should replace the session with one for the chosen agency when the user is a member', async () => {
      const { cookie, session } = await signInToPortal(app, 'demo.master');
      const res = await switchTo(cookie, ids.NSW);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: {
          complianceAgencyId: ids.NSW,
          complianceAgencyName: 'Harbour City Realty',
          complianceAgencyState: 'NSW',
          // The agency's own state's system holds its pages; the one that signed the user in
          // still ends the sign-in.
          complianceSystemUrl: '/cs/nsw',
          signInSystemUrl: '/cs/vic',
          requiresRelogin: false,
        },
      });
      const next = cookieOf(res, 'acp_session')!;
      expect(next.value).not.toBe(cookie);
      expect(next).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(res.json<{ data: { sessionId: string } }>().data.sessionId).not.toBe(
        session.sessionId,
      );
      expect((await getSession(app, cookie)).statusCode).toBe(401);
      const now = await getSession(app, next.value);
      expect(now.json()).toMatchObject({ data: { complianceAgencyId: ids.NSW } });
      const list = await agencies(next.value);
      expect(list.json<{ data: { complianceAgencyId: number }[] }>().data[0]).toMatchObject({
        complianceAgencyId: ids.NSW,
      });
    });

    it('should keep the sign-in hard limit when switching', async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const next = cookieOf(await switchTo(cookie, ids.QLD), 'acp_session')!.value;
      const { rows } = await owner.pool.query<{ same: boolean }>(
        `select count(distinct absolute_expires_at) = 1 as same from sessions
         where token_hash in ($1, $2)`,
        [sha256Hex(cookie), sha256Hex(next)],
      );
      expect(rows[0]!.same).toBe(true);
    });

    it('should answer 404 and keep the current session when the user is not a member', async () => {
      const { cookie } = await signInToPortal(app, 'demo.manager');
      for (const agencyId of [ids.NSW, 999_999]) {
        const res = await switchTo(cookie, agencyId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          error: { code: 'NOT_FOUND', message: AUTH_MESSAGES.failedToSwitchAgency },
        });
        expect(cookieOf(res, 'acp_session')).toBeUndefined();
      }
      const still = await getSession(app, cookie);
      expect(still.json()).toMatchObject({ data: { complianceAgencyId: ids.VIC } });
    });

    it('should answer 400 naming the field when the agency id is not a number', async () => {
      const { cookie } = await signInToPortal(app, 'demo.manager');
      const res = await app.inject({
        method: 'PUT',
        url: '/v1/auth/agencies',
        headers: { origin: TEST_ORIGIN },
        cookies: { acp_session: cookie },
        payload: { agencyId: 'two' },
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.keys(error.fields)).toContain('body.agencyId');
    });

    it('should answer 401 when there is no session', async () => {
      const res = await injectCall(app, authCalls.switchAgency, { body: { agencyId: ids.VIC } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /v1/me/active-experiments', () => {
    it("should map every experiment to the user's setting when signed in", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master');
      const res = await injectCall(app, authCalls.activeExperiments, {}, { cookie });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: Record<string, boolean> }>().data;
      expect(Object.keys(data).sort()).toEqual([...EXPERIMENT_CODES].sort());
      expect(data).toMatchObject({
        ProblemRegister: true,
        AgencyEntryMethod: true,
        AgencyCompliancePortalAdvancedAnalytics: true,
        OverrideBookableServices: false,
      });
    });

    it('should answer false for the experiments when demo.manager has them off', async () => {
      const { cookie } = await signInToPortal(app, 'demo.manager');
      const data = (await injectCall(app, authCalls.activeExperiments, {}, { cookie })).json<{
        data: Record<string, boolean>;
      }>().data;
      expect(data.ProblemRegister).toBe(false);
      expect(data.AgencyCompliancePortalAdvancedAnalytics).toBe(false);
    });

    it('should answer 401 when there is no session', async () => {
      expect((await injectCall(app, authCalls.activeExperiments, {})).statusCode).toBe(401);
    });
  });

  describe('GET /v1/me/agency-settings', () => {
    it("should give the agency's settings when the user has no overrides", async () => {
      const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
      const { rows } = await owner.pool.query<{ pm: number | null; mirroring: boolean }>(
        'select default_property_manager_id as pm, show_portfolio_mirroring as mirroring from agencies where id = $1',
        [ids.NSW],
      );
      const res = await injectCall(app, authCalls.agencySettings, {}, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { defaultPropertyManagerId: rows[0]!.pm, showPortfolioMirroring: rows[0]!.mirroring },
      });
      expect(rows[0]!.pm).not.toBeNull();
    });

    it("should give the user's own default property manager when they have set one", async () => {
      const { cookie, session } = await signInToPortal(app, 'demo.manager');
      const { rows } = await owner.pool.query<{ pm: number }>(
        'select default_property_manager_id as pm from user_settings where user_id = $1 and agency_id = $2',
        [session.complianceUserId, ids.VIC],
      );
      const res = await injectCall(app, authCalls.agencySettings, {}, { cookie });
      expect(res.json()).toEqual({
        success: true,
        data: { defaultPropertyManagerId: rows[0]!.pm, showPortfolioMirroring: true },
      });
    });

    it('should answer 401 when there is no session', async () => {
      expect((await injectCall(app, authCalls.agencySettings, {})).statusCode).toBe(401);
    });
  });

  it('should describe every auth call in /openapi.json', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, object>>;
    }>();
    for (const call of Object.values(authCalls)) {
      expect(doc.paths[call.path], call.path).toHaveProperty(call.method.toLowerCase());
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/cs/'))).toBe(false);
  });
});
