import {
  EDIT_PROPERTY_MESSAGES,
  propertyCalls,
  toIsoDate,
  type TEditPropertyInput,
  type TEditPropertyResult,
  type TPropertyKeyDetails,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { KEY_ENFORCE_STATE } from '../../db/seed/key-enforce';

const KEY_COLUMNS =
  'property_manager_id, is_key_available, key_number, onsite_availability, ' +
  'temporary_key_expiration_date::text as temporary_key_expiration_date, key_onsite_notes, ' +
  'key_info_valid_from';

describe('edit property: GET /v1/property/{id}/key-details and PUT /v1/property/{id}', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vic: number;
  let nsw: number;
  /** Properties this file changes, with their key columns as they were. */
  const saved = new Map<number, Record<string, unknown>>();

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    vic = await agencyIdIn(owner, 'VIC');
    nsw = await agencyIdIn(owner, 'NSW');
  });
  afterAll(async () => {
    for (const [id, row] of saved) {
      const columns = Object.keys(row);
      await owner.pool.query(
        `update properties set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
        [id, ...Object.values(row)],
      );
    }
    await app.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[]) =>
    (await owner.pool.query(text, values)).rows as T[];

  /** A property of the agency (integrated or not) this file may change; restored afterwards. */
  async function propertyOf(agencyId: number, integrated: boolean, skip = 0): Promise<number> {
    const [row] = await rows<{ id: number } & Record<string, unknown>>(
      `select id, ${KEY_COLUMNS} from properties
        where agency_id = $1 and is_integrated = $2 and property_manager_id is not null
        order by id desc offset $3 limit 1`,
      [agencyId, integrated, skip],
    );
    expect(row, 'a property to edit').toBeDefined();
    const { id, ...keys } = row!;
    if (!saved.has(id)) saved.set(id, keys);
    return id;
  }

  const managersOf = (agencyId: number) =>
    rows<{ id: number; name: string }>(
      'select id, name from property_managers where agency_id = $1 and is_active order by id',
      [agencyId],
    );

  /** The day `months` months from today, 'yyyy-MM-dd'. */
  const inMonths = (months: number) => {
    const day = new Date();
    day.setMonth(day.getMonth() + months, Math.min(day.getDate(), 28));
    return toIsoDate(day)!;
  };

  const keyDetails = (id: number, as = cookie) =>
    injectCall(app, propertyCalls.keyDetails, { params: { id } }, { cookie: as });
  const update = (id: number, body: TEditPropertyInput, as = cookie) =>
    injectCall(app, propertyCalls.update, { params: { id }, body }, { cookie: as });

  const validBody = (managerId: number): TEditPropertyInput => ({
    agencyKey: { isKeyAvailable: true, keyNumber: 'K204', propertyManagerId: managerId },
    propertyKey: {
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: inMonths(2),
      keyOnsiteNotes: 'Lockbox code 4471 by the side gate',
    },
  });

  it('should answer the stored key details of the property when it is the agency’s', async () => {
    const id = await propertyOf(vic, false);
    const res = await keyDetails(id);
    expect(res.statusCode).toBe(200);
    const [row] = await rows<Record<string, unknown>>(
      `select p.*, p.temporary_key_expiration_date::text as temporary_key_expiration_date,
              a.enforce_key_available from properties p join agencies a on a.id = p.agency_id
        where p.id = $1`,
      [id],
    );
    expect(res.json<{ data: TPropertyKeyDetails }>().data).toEqual({
      isIntegrated: false,
      enforceKeyAvailable: false,
      agencyKey: {
        isKeyAvailable: row!.is_key_available,
        keyNumber: row!.key_number,
        propertyManagerId: row!.property_manager_id,
      },
      propertyKey: {
        onsiteAvailability: row!.onsite_availability,
        temporaryKeyExpirationDate: row!.temporary_key_expiration_date,
        keyOnsiteNotes: row!.key_onsite_notes,
      },
    });
  });

  it('should store the manager and keys, say what changed and write the audit log when the details are valid', async () => {
    const id = await propertyOf(vic, false);
    const managers = await managersOf(vic);
    const [current] = await rows<{ property_manager_id: number }>(
      'select property_manager_id from properties where id = $1',
      [id],
    );
    const other = managers.find((m) => m.id !== current!.property_manager_id)!;
    const body = validBody(other.id);

    const res = await update(id, body);
    expect(res.statusCode, res.body).toBe(200);
    const { keyDetails: stored, changes } = res.json<{ data: TEditPropertyResult }>().data;
    expect(stored.agencyKey).toEqual(body.agencyKey);
    expect(stored.propertyKey).toEqual(body.propertyKey);
    expect(changes.find((c) => c.field === 'propertyManagerId')).toMatchObject({
      label: 'Property manager',
      after: other.name,
    });
    expect(changes.find((c) => c.field === 'onsiteAvailability')).toMatchObject({
      after: 'Temporary',
    });

    const [row] = await rows<Record<string, unknown>>(
      `select ${KEY_COLUMNS} from properties where id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      property_manager_id: other.id,
      is_key_available: true,
      key_number: 'K204',
      onsite_availability: 'TEMPORARY',
      temporary_key_expiration_date: inMonths(2),
      key_onsite_notes: 'Lockbox code 4471 by the side gate',
    });
    expect(row!.key_info_valid_from).not.toBeNull();

    const [audit] = await rows<{ action: string; detail: { changes: unknown[] } }>(
      `select action, detail from audit_log where agency_id = $1 and target = $2
        order by id desc limit 1`,
      [vic, String(id)],
    );
    expect(audit!.action).toBe('property.update');
    expect(audit!.detail.changes).toContainEqual(
      expect.objectContaining({ field: 'keyNumber', label: 'Key number', after: 'K204' }),
    );
    // The onsite notes are named, never written out: they may hold a lockbox code.
    expect(audit!.detail.changes).toContainEqual({
      field: 'keyOnsiteNotes',
      label: 'Key onsite notes',
    });
    expect(JSON.stringify(audit!.detail)).not.toContain('4471');

    // Saving the same again changes nothing and writes nothing.
    const again = await update(id, body);
    expect(again.json<{ data: TEditPropertyResult }>().data.changes).toEqual([]);
    const [{ n }] = (await rows<{ n: number }>(
      `select count(*)::int as n from audit_log where target = $1 and action = 'property.update'`,
      [String(id)],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('should clear the expiry when the onsite key is no longer temporary', async () => {
    const id = await propertyOf(vic, false, 1);
    const [manager] = await managersOf(vic);
    expect((await update(id, validBody(manager!.id))).statusCode).toBe(200);
    const res = await update(id, {
      ...validBody(manager!.id),
      propertyKey: { onsiteAvailability: 'UNAVAILABLE', temporaryKeyExpirationDate: inMonths(2) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: TEditPropertyResult }>().data.keyDetails.propertyKey).toEqual({
      onsiteAvailability: 'UNAVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: null,
    });
  });

  it.each([
    [
      'Property manager is required',
      (b: TEditPropertyInput) => ({ ...b, agencyKey: { ...b.agencyKey, propertyManagerId: null } }),
      'body.agencyKey.propertyManagerId',
    ],
    [
      'Key number is required',
      (b: TEditPropertyInput) => ({ ...b, agencyKey: { ...b.agencyKey, keyNumber: '  ' } }),
      'body.agencyKey.keyNumber',
    ],
    [
      'There must be an expiration date if key is temporarily available',
      (b: TEditPropertyInput) => ({
        ...b,
        propertyKey: { ...b.propertyKey, temporaryKeyExpirationDate: null },
      }),
      'body.propertyKey.temporaryKeyExpirationDate',
    ],
    [
      'Key onsite notes must be at least 5 characters long',
      (b: TEditPropertyInput) => ({
        ...b,
        propertyKey: { ...b.propertyKey, keyOnsiteNotes: 'gate' },
      }),
      'body.propertyKey.keyOnsiteNotes',
    ],
    [
      'Message should be 500 characters or less',
      (b: TEditPropertyInput) => ({
        ...b,
        propertyKey: { ...b.propertyKey, keyOnsiteNotes: 'x'.repeat(501) },
      }),
      'body.propertyKey.keyOnsiteNotes',
    ],
  ])("should refuse with '%s' and change nothing", async (message, change, field) => {
    const id = await propertyOf(vic, false, 2);
    const [manager] = await managersOf(vic);
    const before = await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [id]);
    const res = await update(id, change(validBody(manager!.id)) as TEditPropertyInput);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'BAD_REQUEST', message, fields: { [field]: message } },
    });
    expect(await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [id])).toEqual(before);
  });

  it('should refuse a temporary expiry outside 1 to 5 months ahead', async () => {
    const id = await propertyOf(vic, false, 2);
    const [manager] = await managersOf(vic);
    for (const day of [inMonths(0), inMonths(6)]) {
      const body = validBody(manager!.id);
      const res = await update(id, {
        ...body,
        propertyKey: { ...body.propertyKey, temporaryKeyExpirationDate: day },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(
        /^Expiration date must be between \d\d\/\d\d\/\d{4} and \d\d\/\d\d\/\d{4}$/,
      );
    }
  });

  it("should say 'Key must be available to be picked up' when the agency is in key enforce mode", async () => {
    const agency = await agencyIdIn(owner, KEY_ENFORCE_STATE);
    const master = (await signInToPortal(app, 'demo.master', { state: 'qld' })).cookie;
    const id = await propertyOf(agency, false);
    const details = await keyDetails(id, master);
    expect(details.json<{ data: TPropertyKeyDetails }>().data.enforceKeyAvailable).toBe(true);
    const [manager] = await managersOf(agency);
    const body = validBody(manager!.id);
    const res = await update(
      id,
      { ...body, agencyKey: { ...body.agencyKey, isKeyAvailable: false } },
      master,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        message: EDIT_PROPERTY_MESSAGES.keyMustBeAvailable,
        fields: { 'body.agencyKey.isKeyAvailable': 'Key must be available to be picked up' },
      },
    });
    expect((await update(id, body, master)).statusCode).toBe(200);
  });

  it("should refuse another agency's property manager as an unknown one", async () => {
    const id = await propertyOf(vic, false, 2);
    const [foreign] = await managersOf(nsw);
    const res = await update(id, validBody(foreign!.id));
    const missing = await update(id, validBody(2_147_483_647));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(missing.json());
    expect(res.json()).toMatchObject({
      error: { message: 'Property manager not found' },
    });
  });

  it("should answer another agency's property exactly as a missing one, changing nothing", async () => {
    const foreign = await propertyOf(nsw, false);
    const [manager] = await managersOf(vic);
    const before = await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [foreign]);
    for (const call of [
      (id: number) => keyDetails(id),
      (id: number) => update(id, validBody(manager!.id)),
    ]) {
      const other = await call(foreign);
      const missing = await call(2_147_483_647);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(other.json()).toMatchObject({ error: { message: 'Property not found' } });
    }
    expect(await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [foreign])).toEqual(
      before,
    );
  });

  it('should answer 400 for a bad id or body and 401 without a session', async () => {
    const put = (url: string, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { origin: TEST_ORIGIN },
        cookies: { acp_session: cookie },
        payload: payload as Record<string, unknown>,
      });
    const id = await propertyOf(vic, false, 2);
    const get = await app.inject({
      method: 'GET',
      url: '/v1/property/abc/key-details',
      cookies: { acp_session: cookie },
    });
    expect(get.statusCode).toBe(400);
    const [manager] = await managersOf(vic);
    expect((await update(id, { nonsense: true } as never)).statusCode).toBe(400);
    expect(
      (
        await update(id, {
          ...validBody(manager!.id),
          propertyKey: { onsiteAvailability: 'MAYBE' as never },
        })
      ).statusCode,
    ).toBe(400);
    expect((await put(`/v1/property/abc`, validBody(manager!.id))).statusCode).toBeLessThan(500);
    const anonymous = await injectCall(app, propertyCalls.keyDetails, { params: { id } });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('an integrated property', () => {
    it('should refuse a change of its agency key on the server', async () => {
      const id = await propertyOf(vic, true);
      const current = (await keyDetails(id)).json<{ data: TPropertyKeyDetails }>().data;
      expect(current.isIntegrated).toBe(true);
      const before = await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [id]);
      const res = await update(id, {
        agencyKey: {
          ...current.agencyKey,
          propertyManagerId: current.agencyKey.propertyManagerId!,
          isKeyAvailable: true,
          keyNumber: `${current.agencyKey.keyNumber ?? ''}X1`,
        },
        propertyKey: { onsiteAvailability: 'UNAVAILABLE' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { message: EDIT_PROPERTY_MESSAGES.integratedAgencyKey },
      });
      expect(await rows(`select ${KEY_COLUMNS} from properties where id = $1`, [id])).toEqual(
        before,
      );
    });

    it('should store its onsite key when the agency key is left as it is', async () => {
      const id = await propertyOf(vic, true);
      const current = (await keyDetails(id)).json<{ data: TPropertyKeyDetails }>().data;
      const res = await update(id, {
        agencyKey: {
          ...current.agencyKey,
          propertyManagerId: current.agencyKey.propertyManagerId!,
        },
        propertyKey: {
          onsiteAvailability: 'AVAILABLE',
          keyOnsiteNotes: 'With the building manager',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: TEditPropertyResult }>().data.keyDetails.propertyKey).toEqual({
        onsiteAvailability: 'AVAILABLE',
        temporaryKeyExpirationDate: null,
        keyOnsiteNotes: 'With the building manager',
      });
    });
  });
});
