import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, authCalls, settingsCalls, type TCallInput } from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { SETTINGS_ERRORS } from './messages';
import { requests } from './test-support';

describe('GET and PATCH /v1/me/settings', () => {
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

  const managersOf = async (agencyId: number) =>
    (
      await owner.pool.query<{ id: number }>(
        'select id from property_managers where agency_id = $1 and is_active order by id',
        [agencyId],
      )
    ).rows.map((row) => row.id);

  const agencyRow = async (agencyId: number) =>
    (
      await owner.pool.query<{ pm: number | null; mirroring: boolean }>(
        'select default_property_manager_id as pm, show_portfolio_mirroring as mirroring from agencies where id = $1',
        [agencyId],
      )
    ).rows[0]!;

  /** A user of one's own in a demo agency (VIC unless given), so saving settings touches no demo user. */
  async function ownUser(state: 'VIC' | 'NSW' = 'VIC') {
    const user = await createUser(owner, { agencies: [ids[state]] });
    const { cookie } = await signInToPortal(app, user.username, {
      password: user.password,
      state: state.toLowerCase(),
    });
    return { ...user, cookie };
  }

  const patch = (
    cookie: string | undefined,
    body: TCallInput<typeof settingsCalls.updateUserSettings>['body'],
  ) => http.call(settingsCalls.updateUserSettings, { body }, cookie);

  it("should give the agency's defaults when the user has set nothing", async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const agency = await agencyRow(ids.NSW);
    const res = await http.call(settingsCalls.userSettings, {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        agency: {
          defaultPropertyManagerId: agency.pm,
          showPortfolioMirroring: agency.mirroring,
        },
      },
    });
  });

  it("should give the user's own default property manager when they have set one", async () => {
    const { cookie, session } = await signInToPortal(app, 'demo.manager');
    const { rows } = await owner.pool.query<{ pm: number }>(
      'select default_property_manager_id as pm from user_settings where user_id = $1 and agency_id = $2',
      [session.complianceUserId, ids.VIC],
    );
    const res = await http.call(settingsCalls.userSettings, {}, cookie);
    expect(res.json<{ data: unknown }>().data).toEqual({
      agency: {
        defaultPropertyManagerId: rows[0]!.pm,
        showPortfolioMirroring: (await agencyRow(ids.VIC)).mirroring,
      },
    });
  });

  it('should save the changes and agree with /v1/me/agency-settings when patched', async () => {
    const user = await ownUser();
    const [, second] = await managersOf(ids.VIC);
    const res = await patch(user.cookie, {
      agency: { defaultPropertyManagerId: second, showPortfolioMirroring: false },
    });
    expect(res.statusCode).toBe(200);
    const saved = { defaultPropertyManagerId: second, showPortfolioMirroring: false };
    expect(res.json()).toEqual({ success: true, data: { agency: saved } });
    expect((await http.call(settingsCalls.userSettings, {}, user.cookie)).json()).toEqual(
      res.json(),
    );
    expect((await http.call(authCalls.agencySettings, {}, user.cookie)).json()).toEqual({
      success: true,
      data: saved,
    });
    const { rows } = await owner.pool.query(
      'select default_property_manager_id, show_portfolio_mirroring from user_settings where user_id = $1 and agency_id = $2',
      [user.id, ids.VIC],
    );
    expect(rows).toEqual([
      { default_property_manager_id: second, show_portfolio_mirroring: false },
    ]);
  });

  it('should change only the keys given when a partial patch is sent', async () => {
    const user = await ownUser();
    const [first] = await managersOf(ids.VIC);
    await patch(user.cookie, { agency: { showPortfolioMirroring: false } });
    const res = await patch(user.cookie, { agency: { defaultPropertyManagerId: first } });
    expect(res.json()).toEqual({
      success: true,
      data: { agency: { defaultPropertyManagerId: first, showPortfolioMirroring: false } },
    });
    const empty = await patch(user.cookie, { agency: {} });
    expect(empty.json()).toEqual(res.json());
  });

  it("should keep 'All property managers' (null) over the agency's default once the user chose it", async () => {
    // The NSW demo agency has a default property manager of its own.
    const user = await ownUser('NSW');
    const [first] = await managersOf(ids.NSW);
    const agency = await agencyRow(ids.NSW);
    expect(agency.pm).not.toBeNull();
    await patch(user.cookie, { agency: { defaultPropertyManagerId: first } });
    const res = await patch(user.cookie, { agency: { defaultPropertyManagerId: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { agency: object } }>().data.agency).toMatchObject({
      defaultPropertyManagerId: null,
    });
    expect(
      (await http.call(authCalls.agencySettings, {}, user.cookie)).json<{ data: object }>().data,
    ).toMatchObject({ defaultPropertyManagerId: null });
    // Another key saved later leaves the choice alone.
    await patch(user.cookie, { agency: { showPortfolioMirroring: true } });
    expect(
      (await http.call(settingsCalls.userSettings, {}, user.cookie)).json<{
        data: { agency: object };
      }>().data.agency,
    ).toMatchObject({ defaultPropertyManagerId: null });
  });

  it("should answer 400 exactly as for a missing id when another agency's property manager is given", async () => {
    const user = await ownUser();
    const [foreign] = await managersOf(ids.QLD);
    const other = await patch(user.cookie, { agency: { defaultPropertyManagerId: foreign } });
    const missing = await patch(user.cookie, { agency: { defaultPropertyManagerId: 999_999 } });
    const huge = await patch(user.cookie, { agency: { defaultPropertyManagerId: 2 ** 40 } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      success: false,
      error: {
        code: 'BAD_REQUEST',
        message: SETTINGS_ERRORS.propertyManagerNotFound,
        fields: { 'body.agency.defaultPropertyManagerId': SETTINGS_ERRORS.propertyManagerNotFound },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe(other.body);
    expect(huge.body).toBe(other.body);
    const { rowCount } = await owner.pool.query('select 1 from user_settings where user_id = $1', [
      user.id,
    ]);
    expect(rowCount).toBe(0);
  });

  it('should answer 400 naming the field when the body is malformed', async () => {
    const user = await ownUser();
    const cases: [unknown, string][] = [
      [{ agency: { defaultPropertyManagerId: 'two' } }, 'body.agency.defaultPropertyManagerId'],
      [{ agency: { defaultPropertyManagerId: -3 } }, 'body.agency.defaultPropertyManagerId'],
      [{ agency: { defaultPropertyManagerId: 1.5 } }, 'body.agency.defaultPropertyManagerId'],
      [{ agency: { showPortfolioMirroring: 'yes' } }, 'body.agency.showPortfolioMirroring'],
      [{ agency: { showPortfolioMirroring: null } }, 'body.agency.showPortfolioMirroring'],
      [{ agency: { theme: 'dark' } }, 'body.agency'],
      [{ agency: {}, extra: true }, 'body'],
      [{}, 'body.agency'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await http.send('PATCH', '/v1/me/settings', user.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.keys(error.fields), JSON.stringify(body)).toContain(field);
    }
  });

  it('should answer 401 when there is no session', async () => {
    for (const res of [
      await http.call(settingsCalls.userSettings, {}),
      await patch(undefined, { agency: { showPortfolioMirroring: true } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { message: AUTH_MESSAGES.sessionEnded } });
    }
  });

  it('should answer 403 when a patch comes from another site', async () => {
    const user = await ownUser();
    const res = await http.send(
      'PATCH',
      '/v1/me/settings',
      user.cookie,
      { agency: {} },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
