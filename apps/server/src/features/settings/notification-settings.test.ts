import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  SERVICE_REPORT_ACCESS_CODES,
  serviceReportAccessLabels,
  settingsCalls,
  type TCallInput,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { SETTINGS_ERRORS } from './messages';
import { requests } from './test-support';

type Preferences = TCallInput<typeof settingsCalls.updateNotificationSettings>['body'];

describe('GET and POST /v1/property-manager/notification-settings', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let http: ReturnType<typeof requests>;
  const ids = { VIC: 0, NSW: 0, QLD: 0 };
  let saved: { agency_id: number; property_manager_id: number; preference: string }[] = [];

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    http = requests(app);
    for (const state of ['VIC', 'NSW', 'QLD'] as const) ids[state] = await agencyIdIn(owner, state);
    // The NSW preferences are changed here: put them back afterwards.
    saved = (
      await owner.pool.query<(typeof saved)[number]>(
        `select agency_id, property_manager_id,
                service_reports_auto_owner_email_preference as preference
         from property_manager_notification_settings where agency_id = $1`,
        [ids.NSW],
      )
    ).rows;
  });
  afterAll(async () => {
    for (const row of saved) {
      await owner.pool.query(
        `update property_manager_notification_settings
         set service_reports_auto_owner_email_preference = $3, updated_by = null
         where agency_id = $1 and property_manager_id = $2`,
        [row.agency_id, row.property_manager_id, row.preference],
      );
    }
    await app.close();
    await database.close();
    await owner.close();
  });

  interface ManagerPreference {
    propertyManagerId: number;
    name: string;
    serviceReportsAutoOwnerEmailPreference: string | null;
  }

  const expectedOf = async (agencyId: number) =>
    (
      await owner.pool.query<ManagerPreference>(
        `select pm.id as "propertyManagerId", pm.name,
                s.service_reports_auto_owner_email_preference
                  as "serviceReportsAutoOwnerEmailPreference"
         from property_managers pm
         left join property_manager_notification_settings s
           on s.agency_id = pm.agency_id and s.property_manager_id = pm.id
         where pm.agency_id = $1 and pm.is_active
         order by pm.name, pm.id`,
        [agencyId],
      )
    ).rows;

  const managerIds = async (agencyId: number) =>
    (
      await owner.pool.query<{ id: number }>(
        'select id from property_managers where agency_id = $1 order by id',
        [agencyId],
      )
    ).rows.map((row) => row.id);

  const settings = (cookie?: string) => http.call(settingsCalls.notificationSettings, {}, cookie);
  const post = (cookie: string | undefined, body: Preferences) =>
    http.call(settingsCalls.updateNotificationSettings, { body }, cookie);

  it("should list every property manager's preference and the options when demo.master is in VIC", async () => {
    const { cookie } = await signInToPortal(app, 'demo.master');
    const res = await settings(cookie);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { serviceAutoOwnerEmailOptions: { id: string; name: string; description: string }[] };
    }>();
    expect(data).toEqual({
      isServiceReportsAutoOwnerEmailAllowed: true,
      serviceAutoOwnerEmailOptions: expect.any(Array) as unknown[],
      propertyManagers: await expectedOf(ids.VIC),
    });
    expect(data.serviceAutoOwnerEmailOptions.map(({ id, name }) => ({ id, name }))).toEqual(
      SERVICE_REPORT_ACCESS_CODES.map((id) => ({ id, name: serviceReportAccessLabels[id] })),
    );
    for (const option of data.serviceAutoOwnerEmailOptions) {
      expect(option.description.length).toBeGreaterThan(10);
    }
  });

  it('should say auto-owner emails are not allowed when the agency has them disabled', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
    const data = (await settings(cookie)).json<{ data: object }>().data;
    expect(data).toMatchObject({
      isServiceReportsAutoOwnerEmailAllowed: false,
      propertyManagers: await expectedOf(ids.QLD),
    });
  });

  it('should save every choice and answer the new settings when posted', async () => {
    const { cookie, session } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const [a, b] = await managerIds(ids.NSW);
    const res = await post(cookie, [
      { propertyManagerId: a!, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
      { propertyManagerId: b!, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' },
    ]);
    expect(res.statusCode).toBe(200);
    const { rows } = await owner.pool.query(
      `select property_manager_id as id, service_reports_auto_owner_email_preference as pref,
              updated_by from property_manager_notification_settings
       where agency_id = $1 and property_manager_id = any($2) order by property_manager_id`,
      [ids.NSW, [a, b]],
    );
    expect(rows).toEqual([
      { id: a, pref: 'ALL_SERVICE_REPORTS', updated_by: session.complianceUserId },
      { id: b, pref: 'NOT_ALLOWED', updated_by: session.complianceUserId },
    ]);
    expect(res.json()).toEqual({
      success: true,
      data: {
        isServiceReportsAutoOwnerEmailAllowed: true,
        serviceAutoOwnerEmailOptions: res.json<{ data: { serviceAutoOwnerEmailOptions: object } }>()
          .data.serviceAutoOwnerEmailOptions,
        propertyManagers: await expectedOf(ids.NSW),
      },
    });
    expect((await settings(cookie)).json()).toEqual(res.json());
  });

  it("should answer 400 exactly as for a missing id and save nothing when another agency's manager is given", async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const [own] = await managerIds(ids.NSW);
    const [foreign] = await managerIds(ids.VIC);
    const before = await expectedOf(ids.NSW);
    const current = before.find((m) => m.propertyManagerId === own)!;
    const other =
      current.serviceReportsAutoOwnerEmailPreference === 'NOT_ALLOWED'
        ? 'ALL_SERVICE_REPORTS'
        : 'NOT_ALLOWED';
    const body = (id: number): Preferences => [
      { propertyManagerId: own!, serviceReportsAutoOwnerEmailPreference: other },
      { propertyManagerId: id, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' },
    ];
    const foreignRes = await post(cookie, body(foreign!));
    const missingRes = await post(cookie, body(999_999));
    const hugeRes = await post(cookie, body(2 ** 40));
    expect(foreignRes.statusCode).toBe(400);
    expect(foreignRes.json()).toEqual({
      success: false,
      error: {
        code: 'BAD_REQUEST',
        message: SETTINGS_ERRORS.propertyManagerNotFound,
        fields: { 'body.1.propertyManagerId': SETTINGS_ERRORS.propertyManagerNotFound },
      },
    });
    expect(missingRes.body).toBe(foreignRes.body);
    expect(hugeRes.body).toBe(foreignRes.body);
    // All or nothing: the valid first entry was not saved either.
    expect(await expectedOf(ids.NSW)).toEqual(before);
    const { rows } = await owner.pool.query(
      `select 1 from property_manager_notification_settings
       where agency_id = $1 and property_manager_id = $2 and updated_at > now() - interval '5 seconds'`,
      [ids.VIC, foreign],
    );
    expect(rows).toHaveLength(0);
  });

  it('should answer 400 when a property manager is given twice', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const [a] = await managerIds(ids.NSW);
    const res = await post(cookie, [
      { propertyManagerId: a!, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' },
      { propertyManagerId: a!, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { 'body.1.propertyManagerId': SETTINGS_ERRORS.duplicatePropertyManager } },
    });
  });

  it('should answer 403 when the agency has auto-owner emails disabled', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'qld' });
    const [a] = await managerIds(ids.QLD);
    const res = await post(cookie, [
      { propertyManagerId: a!, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: SETTINGS_ERRORS.autoOwnerEmailDisabled },
    });
  });

  it('should answer 400 naming the field when the body is malformed', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const [a] = await managerIds(ids.NSW);
    const cases: [unknown, string, string?][] = [
      [
        [{ propertyManagerId: a }],
        'body.0.serviceReportsAutoOwnerEmailPreference',
        'You need to select a sending report preference',
      ],
      [
        [{ propertyManagerId: a, serviceReportsAutoOwnerEmailPreference: 'SOMETIMES' }],
        'body.0.serviceReportsAutoOwnerEmailPreference',
        'You need to select a sending report preference',
      ],
      [
        [{ propertyManagerId: 'a', serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' }],
        'body.0.propertyManagerId',
      ],
      [
        [{ propertyManagerId: -1, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' }],
        'body.0.propertyManagerId',
      ],
      [
        [{ propertyManagerId: a, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED', x: 1 }],
        'body.0',
      ],
      [{ propertyManagerId: a, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' }, 'body'],
    ];
    for (const [body, field, message] of cases) {
      const res = await http.send(
        'POST',
        '/v1/property-manager/notification-settings',
        cookie,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = res.json<{ error: { fields: Record<string, string> } }>();
      expect(Object.keys(error.fields), JSON.stringify(body)).toContain(field);
      if (message) expect(error.fields[field]).toBe(message);
    }
  });

  it('should answer 200 with the settings unchanged when the list is empty', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master');
    const res = await post(cookie, []);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await settings(cookie)).json());
  });

  it('should answer 401 when there is no session and 403 when the request is cross-site', async () => {
    expect((await settings()).statusCode).toBe(401);
    expect((await post(undefined, [])).statusCode).toBe(401);
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const res = await http.send('POST', '/v1/property-manager/notification-settings', cookie, [], {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});
