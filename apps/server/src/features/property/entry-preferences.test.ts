import {
  ONE_OFF_ENTRY_MESSAGES,
  entryPreferencesCalls,
  propertyCalls,
  type TAgencyEntryPreference,
  type TEntryPreferencesInput,
  type TOneOffEntryNotificationResult,
  type TPropertyEntryPreferences,
  type TPropertyView,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';

/** The demo app's today is 15/06/2026 for the agency: the expiry window is 16/06 to 15/09/2026. */
const WINDOW = { min: '2026-06-16', max: '2026-09-15' };
const MISSING = 2_147_483_647;

const PREFERENCES: TEntryPreferencesInput = {
  occupantAppointmentPreference: 'YES',
  internalEnPreference: 'NO',
  vacantEntryPreference: 'BY_EXCEPTION',
  tenantRequestedKeyEntryPreference: 'NO',
  comments: 'Call the tenant first',
};

describe('entry method preferences and the one-off entry notification', () => {
  let h: DemoApp;
  let manager: string;

  beforeAll(async () => {
    h = await demoApp('portal_entry_preferences');
    manager = await h.signIn('demo.manager');
  });
  afterAll(() => h?.close());

  const taken = new Set<number>();
  /** A property of the agency matching `where`, each test its own. */
  async function propertyWhere(agencyId: number, where: string): Promise<number> {
    const rows = await h.rows<{ id: number }>(
      `select p.id from properties p where p.agency_id = $1 and ${where} order by p.id limit 60`,
      [agencyId],
    );
    const row = rows.find((r) => !taken.has(r.id));
    expect(row, `a property where ${where}`).toBeDefined();
    taken.add(row!.id);
    return row!.id;
  }
  /** Occupied, not cancelled, not flagged update-required, with an active service. */
  const OFFERABLE = `not p.is_vacant and p.cancelled_at is null
    and not (p.flags && array['VACANT', 'CANCELLED', 'LEASE_AGREEMENT_UPDATE_REQUIRED'])
    and not exists (select 1 from entry_method_preferences e where e.property_id = p.id)
    and exists (select 1 from property_services s where s.property_id = p.id
      and s.status not in ('CANCELLED', 'NOT_ENROLLED'))`;

  const get = (id: number, cookie = manager) =>
    h.call(entryPreferencesCalls.preferences, { params: { id } }, cookie);
  const post = (id: number, body: unknown, cookie = manager) =>
    h.call(
      entryPreferencesCalls.update,
      { params: { id }, body: body as TEntryPreferencesInput },
      cookie,
    );
  const oneOff = (id: number, body: unknown) =>
    h.call(
      entryPreferencesCalls.oneOff,
      { params: { id }, body: body as { serviceIds: number[] } },
      manager,
    );
  const view = async (id: number) =>
    dataOf<TPropertyView>(await h.call(propertyCalls.detail, { params: { id } }, manager));
  const refusal = (res: { statusCode: number; json: <T>() => T }) => {
    const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
    return { status: res.statusCode, message: error.message, fields: error.fields };
  };
  const auditsOf = (id: number, action: string) =>
    h.rows<{ detail: Record<string, unknown> }>(
      `select detail from audit_log where target = $1 and action = $2`,
      [String(id), action],
    );

  describe('GET and POST /v1/property/{id}/entry-method-preferences', () => {
    it("should answer the agency's defaults and the expiry window when the property has none of its own", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const prefs = dataOf<TPropertyEntryPreferences>(await get(id));
      expect(prefs).toMatchObject({
        occupantAppointmentPreference: 'YES',
        internalEnPreference: 'YES',
        vacantEntryPreference: 'YES',
        tenantRequestedKeyEntryPreference: 'BY_EXCEPTION',
        tempExpireDateSettings: WINDOW,
        comments: null,
        updatedAt: null,
      });
      expect(Object.values(prefs.isOwn).every((own) => !own)).toBe(true);
    });

    it("should set yes and clear the allowance for 'always allowed', and no with an allowance for 'allow until date', and audit it", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const saved = dataOf<TPropertyEntryPreferences>(
        await post(id, {
          ...PREFERENCES,
          occupantAppointmentPreference: 'NO',
          internalEnPreference: 'NO',
          tempPreferences: {
            occupantAppointmentPreference: { enabled: true, expiresAt: '2026-06-30' },
            internalEnPreference: { enabled: true, expiresAt: '01/07/2026' },
          },
          fieldOption: { occupantAppointmentPreference: 0, internalEnPreference: 1 },
        }),
      );
      expect(saved).toMatchObject({
        occupantAppointmentPreference: 'NO',
        internalEnPreference: 'YES',
        tempPreferences: {
          occupantAppointmentPreference: { enabled: true, expiresAt: '2026-06-30' },
          internalEnPreference: { enabled: false, expiresAt: null },
        },
        fieldOption: { occupantAppointmentPreference: 0, internalEnPreference: 1 },
        comments: 'Call the tenant first',
        isOwn: { occupantAppointmentPreference: true, tenantRequestedKeyEntryPreference: true },
      });
      expect(dataOf<TPropertyEntryPreferences>(await get(id))).toEqual(saved);
      // Appointments allowed until the date: the one-off entry notification is offered.
      expect((await view(id)).actions.canRequestOneOffEntryNotification).toBe(true);
      const [audit] = await auditsOf(id, 'property.entry-preferences');
      expect(audit!.detail).toMatchObject({
        preferences: { APPOINTMENT: 'NO', ENTRY_NOTIFICATION: 'YES' },
        allowedUntil: { APPOINTMENT: '2026-06-30' },
      });
    });

    it('should read a lapsed allowance as off and stop offering the one-off notification when its date has passed', async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const allowed = {
        ...PREFERENCES,
        tempPreferences: {
          occupantAppointmentPreference: { enabled: true, expiresAt: '2026-06-16' },
        },
        fieldOption: { occupantAppointmentPreference: 0 },
      };
      expect((await post(id, allowed)).statusCode).toBe(200);
      expect((await view(id)).actions.canRequestOneOffEntryNotification).toBe(true);
      await h.rows(
        `update entry_method_preferences set temp_expires_at = '2026-06-14'
          where property_id = $1 and entry_method = 'APPOINTMENT'`,
        [id],
      );
      const lapsed = dataOf<TPropertyEntryPreferences>(await get(id));
      expect(lapsed.occupantAppointmentPreference).toBe('NO');
      expect(lapsed.tempPreferences.occupantAppointmentPreference).toEqual({
        enabled: false,
        expiresAt: null,
      });
      expect(lapsed.fieldOption.occupantAppointmentPreference).toBeNull();
      expect((await view(id)).actions.canRequestOneOffEntryNotification).toBe(false);
    });

    it("should say 'Expiration date is required' when an allowance until a date has none", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const res = await post(id, { ...PREFERENCES, fieldOption: { vacantEntryPreference: 0 } });
      expect(refusal(res)).toEqual({
        status: 400,
        message: 'Expiration date is required',
        fields: {
          'body.tempPreferences.vacantEntryPreference.expiresAt': 'Expiration date is required',
        },
      });
      expect(dataOf<TPropertyEntryPreferences>(await get(id)).isOwn.vacantEntryPreference).toBe(
        false,
      );
    });

    it("should say 'Expiration date must be between {min} and {max}' when the date is outside the window", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      for (const expiresAt of ['15/06/2026', '16/09/2026']) {
        const res = await post(id, {
          ...PREFERENCES,
          tempPreferences: { internalEnPreference: { enabled: true, expiresAt } },
          fieldOption: { internalEnPreference: 0 },
        });
        expect(refusal(res)).toMatchObject({
          status: 400,
          message: 'Expiration date must be between 16/06/2026 and 15/09/2026',
        });
      }
    });

    it("should say 'Comment should be 500 characters or less' when the comments have 501", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const res = await post(id, { ...PREFERENCES, comments: 'x'.repeat(501) });
      expect(refusal(res)).toMatchObject({
        status: 400,
        fields: { 'body.comments': 'Comment should be 500 characters or less' },
      });
    });

    it('should answer 400, never 500, when the input is malformed', async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      for (const body of [
        { ...PREFERENCES, internalEnPreference: 'MAYBE' },
        { ...PREFERENCES, fieldOption: { internalEnPreference: 2 } },
        {
          ...PREFERENCES,
          tempPreferences: { internalEnPreference: { enabled: true, expiresAt: 'soon' } },
        },
        { comments: 'no preferences' },
        [PREFERENCES],
      ]) {
        expect((await post(id, body)).statusCode).toBe(400);
      }
      expect((await h.get('/v1/property/abc/entry-method-preferences', manager)).statusCode).toBe(
        400,
      );
      expect(await auditsOf(id, 'property.entry-preferences')).toHaveLength(0);
    });
  });

  describe('GET /v1/agency/entry-method-preferences', () => {
    it("should answer the agency's default for each method in order", async () => {
      const defaults = dataOf<TAgencyEntryPreference[]>(
        await h.call(entryPreferencesCalls.agencyPreferences, {}, manager),
      );
      expect(defaults.map((d) => [d.entryMethod, d.preference])).toEqual([
        ['APPOINTMENT', 'YES'],
        ['ENTRY_NOTIFICATION', 'YES'],
        ['VACANT_ENTRY_WITH_KEY', 'YES'],
        ['TENANT_REQUESTED_KEY_ENTRY', 'BY_EXCEPTION'],
      ]);
    });
  });

  describe('POST /v1/property/{id}/entry-notification/one-off', () => {
    it('should store the request for the next booking and audit it when the property allows it', async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const service = await activeService(id);
      const [notice] = await h.rows<{ id: number }>(
        'select id from notices where property_id = $1 limit 1',
        [id],
      );
      const body = { serviceIds: [service.id], noticeId: notice?.id ?? null };
      const result = dataOf<TOneOffEntryNotificationResult>(await oneOff(id, body));
      expect(result.services).toEqual([service.service_code]);
      const [stored] = await h.rows<{ service_codes: string[]; notice_id: number | null }>(
        'select service_codes, notice_id from one_off_entry_notifications where id = $1',
        [result.requestId],
      );
      expect(stored).toEqual({ service_codes: [service.service_code], notice_id: body.noticeId });
      expect(await auditsOf(id, 'property.one-off-entry-notification')).toHaveLength(1);
    });

    it("should say 'Please select a service' when none is chosen, and refuse a service of another property", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const other = await activeService(await propertyWhere(h.ids.VIC, OFFERABLE));
      expect(refusal(await oneOff(id, { serviceIds: [] }))).toMatchObject({
        status: 400,
        fields: { 'body.serviceIds': 'Please select a service' },
      });
      expect(refusal(await oneOff(id, { serviceIds: [other.id] }))).toMatchObject({
        status: 400,
        message: ONE_OFF_ENTRY_MESSAGES.serviceNotOffered,
      });
      expect((await oneOff(id, { serviceIds: ['x'] })).statusCode).toBe(400);
    });

    it('should refuse it with the reason when the property is vacant, flagged update-required or its appointments are refused', async () => {
      const vacant = await propertyWhere(h.ids.VIC, "(p.is_vacant or 'VACANT' = any (p.flags))");
      const updateRequired = await propertyWhere(
        h.ids.VIC,
        "'LEASE_AGREEMENT_UPDATE_REQUIRED' = any (p.flags) and not p.is_vacant",
      );
      const refused = await propertyWhere(h.ids.VIC, OFFERABLE);
      expect(
        (await post(refused, { ...PREFERENCES, occupantAppointmentPreference: 'NO' })).statusCode,
      ).toBe(200);
      for (const id of [vacant, updateRequired, refused]) {
        expect((await view(id)).actions.canRequestOneOffEntryNotification).toBe(false);
        const service = await activeService(id);
        expect(refusal(await oneOff(id, { serviceIds: [service.id] }))).toEqual({
          status: 409,
          message: ONE_OFF_ENTRY_MESSAGES.notOffered,
          fields: undefined,
        });
      }
    });
  });

  describe("another agency's ids and missing ones", () => {
    it('should answer a foreign property exactly like a missing one and change nothing', async () => {
      const foreign = await propertyWhere(h.ids.NSW, OFFERABLE);
      const service = await activeService(foreign);
      const written = () =>
        h.rows(
          `select 'preference' as kind, id from entry_method_preferences where property_id = $1
           union all select 'one-off', id from one_off_entry_notifications where property_id = $1
           order by 1, 2`,
          [foreign],
        );
      const before = await written();
      for (const request of [
        (id: number) => get(id),
        (id: number) => post(id, PREFERENCES),
        (id: number) => oneOff(id, { serviceIds: [service.id] }),
      ]) {
        const theirs = await request(foreign);
        const missing = await request(MISSING);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(missing.json());
        expect(refusal(theirs).message).toBe('Property not found');
      }
      expect(await written()).toEqual(before);
    });

    it("should answer another agency's notice exactly like a missing one", async () => {
      const id = await propertyWhere(h.ids.VIC, OFFERABLE);
      const service = await activeService(id);
      const [foreignNotice] = await h.rows<{ id: number }>(
        'select id from notices where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      const theirs = await oneOff(id, { serviceIds: [service.id], noticeId: foreignNotice!.id });
      const missing = await oneOff(id, { serviceIds: [service.id], noticeId: MISSING });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect(refusal(theirs).message).toBe(ONE_OFF_ENTRY_MESSAGES.noticeNotFound);
    });
  });

  async function activeService(id: number) {
    return (
      await h.rows<{ id: number; service_code: string }>(
        `select id, service_code from property_services where property_id = $1
          and status not in ('CANCELLED', 'NOT_ENROLLED') order by id limit 1`,
        [id],
      )
    )[0]!;
  }
});
