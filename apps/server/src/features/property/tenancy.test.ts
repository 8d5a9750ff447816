import {
  propertyCalls,
  TENANCY_MESSAGES,
  type TPropertyTenancy,
  type TTenancy,
  type TTenancyRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';

/** The agency's day of TEST_TODAY in VIC. */
const TODAY = '2026-06-15';

type Body = { tenancy: Record<string, unknown>; occupants?: Record<string, unknown>[] };

describe('tenancy calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let demoCookie: string;
  let agencyId: number;
  let userId: number;
  const ids = {} as Record<'plain' | 'integrated' | 'cancelled' | 'vacant', number>;
  let currentTenancyId: number;
  let dncNumberId: number;

  const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await owner.pool.query<T>(text, params)).rows;

  async function property(line: string, flags: string[]) {
    const [row] = await q<{ id: number }>(
      `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
         compliance_status, flags, is_integrated, is_vacant)
       values ($1, $2, 'Melbourne', '3000', 'VIC', 'COMPLIANT', $3, $4, $5)
       returning id`,
      [agencyId, line, flags, flags.includes('INTEGRATED'), flags.includes('VACANT')],
    );
    return row!.id;
  }

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { now: () => TEST_TODAY });
    // An agency of the test's own, so the demo agencies stay as seeded.
    [{ id: agencyId }] = (await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'VIC') returning id`,
      [`Tenancy Test Agency ${Date.now()}`],
    )) as [{ id: number }];
    const user = await createUser(owner, { agencies: [agencyId] });
    userId = user.id;
    cookie = (await signInToPortal(app, user.username, { state: 'vic', password: user.password }))
      .cookie;
    demoCookie = (await signInToPortal(app, 'demo.manager')).cookie;
    ids.plain = await property('1 Plain Street', []);
    ids.integrated = await property('2 Integrated Street', ['INTEGRATED']);
    ids.cancelled = await property('3 Cancelled Street', ['CANCELLED']);
    ids.vacant = await property('4 Vacant Street', ['VACANT']);
    for (const id of Object.values(ids)) {
      await q(
        `insert into tenancies (agency_id, property_id, start_date, end_date, vacate_date, lease_type, is_current, source)
         values ($1, $2, '2023-01-10', '2024-01-10', '2024-01-10', 'New', false, 'PORTAL')`,
        [agencyId, id],
      );
    }
    const [current] = await q<{ id: number }>(
      `insert into tenancies (agency_id, property_id, start_date, end_date, lease_type, is_current, source, notes)
       values ($1, $2, '2025-02-01', '2027-02-01', 'New', true, 'PORTAL', 'Has a dog')
       returning id`,
      [agencyId, ids.plain],
    );
    currentTenancyId = current!.id;
    await q(
      `insert into tenancies (agency_id, property_id, start_date, lease_type, is_current, source)
       values ($1, $2, '2025-03-01', 'New', true, 'PORTAL')`,
      [agencyId, ids.integrated],
    );
    const [occupant] = await q<{ id: number }>(
      `insert into occupants (agency_id, tenancy_id, name, email, display_order)
       values ($1, $2, 'Alex Tenant', 'alex@example.com', 0) returning id`,
      [agencyId, currentTenancyId],
    );
    const [dnc] = await q<{ id: number }>(
      `insert into contact_numbers (agency_id, occupant_id, number, type, do_not_contact_reason_code)
       values ($1, $2, '+61412345678', 'MOBILE', 'OTHER') returning id`,
      [agencyId, occupant!.id],
    );
    dncNumberId = dnc!.id;
    await q(
      `insert into contact_numbers (agency_id, occupant_id, number, type)
       values ($1, $2, '+61398765432', 'HOME')`,
      [agencyId, occupant!.id],
    );
  });

  afterAll(async () => {
    await q('delete from audit_log where agency_id = $1', [agencyId]).catch(() => undefined);
    await q('delete from properties where agency_id = $1', [agencyId]);
    await q('delete from users where id = $1', [userId]);
    await q('delete from agencies where id = $1', [agencyId]);
    await app.close();
    await database.close();
    await owner.close();
  });

  const getTenancy = (id: number, as = cookie) =>
    injectCall(app, propertyCalls.tenancy, { params: { id } }, { cookie: as });
  const getTenancies = (id: number, as = cookie) =>
    injectCall(app, propertyCalls.tenancies, { params: { id } }, { cookie: as });
  const add = (id: number, body: Body, as = cookie) =>
    injectCall(
      app,
      propertyCalls.addTenancy,
      { params: { id }, body: body as TTenancyRequest },
      { cookie: as },
    );
  const update = (id: number, tenancyId: number, body: Body, as = cookie) =>
    injectCall(
      app,
      propertyCalls.updateTenancy,
      { params: { id, tenancyId }, body: body as TTenancyRequest },
      { cookie: as },
    );
  const vacate = (id: number, as = cookie) =>
    injectCall(app, propertyCalls.markAsVacant, { params: { id } }, { cookie: as });
  const audits = (action: string) =>
    q<{ target: string; detail: Record<string, unknown> }>(
      'select target, detail from audit_log where agency_id = $1 and action = $2 order by id',
      [agencyId, action],
    );
  const messageOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { message: string } }).error.message;
  const fieldsOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { fields: Record<string, string> } }).error.fields;

  describe('GET /v1/property/{id}/tenancy', () => {
    it('should answer the current tenancy with occupants and their do-not-contact numbers', async () => {
      const res = await getTenancy(ids.plain);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: TPropertyTenancy }>().data;
      expect(data).toMatchObject({
        propertyId: ids.plain,
        isVacant: false,
        isIntegrated: false,
        isCancelled: false,
        upcomingTenancy: null,
        currentTenancy: {
          tenancyId: currentTenancyId,
          startedAt: '2025-02-01',
          endedAt: '2027-02-01',
          vacatingAt: null,
          notes: 'Has a dog',
          isCurrent: true,
          occupants: [
            {
              name: 'Alex Tenant',
              email: 'alex@example.com',
              isAllContactNumbersBlacklisted: false,
              contactNumbers: [
                {
                  contactNumberId: dncNumberId,
                  number: '+61412345678',
                  type: 'MOBILE',
                  doNotContactReasonCode: 'OTHER',
                  doNotContactReasonName: 'Unable to Contact',
                },
                { number: '+61398765432', type: 'HOME', doNotContactReasonCode: null },
              ],
            },
          ],
        },
      });
    });

    it('should answer no current tenancy and the flags when the property is vacant, integrated or cancelled', async () => {
      const vacant = (await getTenancy(ids.vacant)).json<{ data: TPropertyTenancy }>().data;
      expect(vacant).toMatchObject({ currentTenancy: null, isVacant: true });
      const integrated = (await getTenancy(ids.integrated)).json<{ data: TPropertyTenancy }>().data;
      expect(integrated.isIntegrated).toBe(true);
      const cancelled = (await getTenancy(ids.cancelled)).json<{ data: TPropertyTenancy }>().data;
      expect(cancelled.isCancelled).toBe(true);
    });

    it("should answer another agency's property exactly as a missing one", async () => {
      const missing = await getTenancy(2_000_000_000);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('Property not found');
      const foreign = await getTenancy(ids.plain, demoCookie);
      expect(foreign.json()).toEqual(missing.json());
      const [nswProperty] = await q<{ id: number }>(
        'select id from properties where agency_id = $1 limit 1',
        [await agencyIdIn(owner, 'NSW')],
      );
      expect((await getTenancies(nswProperty!.id)).json()).toEqual(
        (await getTenancies(2_000_000_000)).json(),
      );
      expect((await getTenancy(99_999_999_999)).json()).toEqual(missing.json());
      expect((await injectCall(app, propertyCalls.tenancy, { params: { id: 1 } })).statusCode).toBe(
        401,
      );
    });
  });

  describe('GET /v1/property/{id}/tenancies', () => {
    it('should list every tenancy, newest start first', async () => {
      const res = await getTenancies(ids.plain);
      expect(res.statusCode).toBe(200);
      const list = res.json<{ data: TTenancy[] }>().data;
      expect(list.map((t) => [t.startedAt, t.isCurrent])).toEqual([
        ['2025-02-01', true],
        ['2023-01-10', false],
      ]);
    });
  });

  describe('POST /v1/property/{id}/tenancy', () => {
    const valid: Body = {
      tenancy: { formType: 'add', startDate: '1/6/2026', endDate: '31/05/2027', leaseType: 'New' },
      occupants: [
        { name: 'Jo Smith', email: 'jo@example.com' },
        {
          name: 'Lee Smith',
          email: '',
          contactNumbers: [{ number: '0412 000 111', type: 'MOBILE' }],
        },
      ],
    };

    it.each<[string, Body, Record<string, string>]>([
      [
        'the notes are longer than 500 characters',
        { tenancy: { ...valid.tenancy, notes: 'x'.repeat(501) } },
        { 'body.tenancy.notes': 'Message should be 500 characters or less' },
      ],
      [
        'a date is not dd/mm/yyyy',
        { tenancy: { ...valid.tenancy, endDate: '2027-13-01x' } },
        { 'body.tenancy.endDate': 'Invalid format. Must be dd/mm/yyyy' },
      ],
      [
        'the end date is on the start date',
        { tenancy: { ...valid.tenancy, endDate: '01/06/2026' } },
        { 'body.tenancy.endDate': 'Tenancy end date cannot be on or before the start date' },
      ],
      [
        'the vacate date is before the start date',
        { tenancy: { ...valid.tenancy, vacateDate: '31/05/2026' } },
        { 'body.tenancy.vacateDate': 'Vacate date cannot be on or before the start date' },
      ],
      [
        'there is no start date',
        { tenancy: { ...valid.tenancy, startDate: '' } },
        { 'body.tenancy.startDate': 'Start date is required' },
      ],
      [
        'an occupant has no name and a bad email',
        { tenancy: valid.tenancy, occupants: [{ name: ' ', email: 'jo@' }] },
        {
          'body.occupants.0.name': 'Please enter a name',
          'body.occupants.0.email': 'Please enter a valid email address',
        },
      ],
      [
        'an occupant has neither a number nor an email',
        { tenancy: valid.tenancy, occupants: [{ name: 'Jo', email: '' }] },
        {
          'body.occupants.0.contactNumbers':
            'Please enter at least one valid contact number or email',
        },
      ],
      [
        'a contact number is not a valid AU number',
        {
          tenancy: valid.tenancy,
          occupants: [{ name: 'Jo', contactNumbers: [{ number: '12', type: 'MOBILE' }] }],
        },
        { 'body.occupants.0.contactNumbers.0.number': 'Please enter a valid contact number' },
      ],
    ])('should answer 400 with its message when %s', async (_, body, fields) => {
      const res = await add(ids.plain, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toMatchObject(fields);
    });

    it.each([
      ['integrated', 'integrated' as const, TENANCY_MESSAGES.integratedTenancy],
      ['cancelled', 'cancelled' as const, TENANCY_MESSAGES.cancelled],
    ])('should refuse with 409 when the property is %s', async (_, which, message) => {
      const before = await q('select count(*)::int as n from tenancies where property_id = $1', [
        ids[which],
      ]);
      const res = await add(ids[which], valid);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(message);
      expect(
        await q('select count(*)::int as n from tenancies where property_id = $1', [ids[which]]),
      ).toEqual(before);
    });

    it("should answer another agency's property exactly as a missing one", async () => {
      const foreign = await add(ids.plain, valid, demoCookie);
      const missing = await add(2_000_000_000, valid, demoCookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });

    it('should make a started tenancy current, occupy a vacant property and write the audit log', async () => {
      const res = await add(ids.vacant, valid);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: TPropertyTenancy }>().data;
      expect(data.isVacant).toBe(false);
      expect(data.currentTenancy).toMatchObject({
        startedAt: '2026-06-01',
        endedAt: '2027-05-31',
        leaseType: 'New',
        source: 'PORTAL',
        occupants: [
          { name: 'Jo Smith', email: 'jo@example.com', contactNumbers: [] },
          { name: 'Lee Smith', email: null, contactNumbers: [{ number: '+61412000111' }] },
        ],
      });
      const [row] = await q<{ flags: string[]; is_vacant: boolean }>(
        'select flags, is_vacant from properties where id = $1',
        [ids.vacant],
      );
      expect(row).toEqual({ flags: [], is_vacant: false });
      const [audit] = await audits('tenancy.add');
      expect(audit).toMatchObject({
        target: String(ids.vacant),
        detail: { startDate: '2026-06-01', occupants: 2, isCurrent: true },
      });
    });

    it('should keep a tenancy that starts later as the upcoming one (a renewal)', async () => {
      const res = await add(ids.plain, {
        tenancy: { formType: 'add', startDate: '02/02/2027', leaseType: 'Renewal' },
        occupants: [{ name: 'Alex Tenant', email: 'alex@example.com' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: TPropertyTenancy }>().data;
      expect(data.currentTenancy?.tenancyId).toBe(currentTenancyId);
      expect(data.upcomingTenancy).toMatchObject({ startedAt: '2027-02-02', leaseType: 'Renewal' });
      // The property's history says 'Tenancy renewed', not 'Tenancy added'.
      const [audit] = await audits('tenancy.renew');
      expect(audit).toMatchObject({ target: String(ids.plain), detail: { leaseType: 'Renewal' } });
    });
  });

  describe('PUT /v1/property/{id}/tenancy/{tenancyId}', () => {
    it('should change dates and occupants, keeping an unchanged number’s do-not-contact reason', async () => {
      const before = (await getTenancy(ids.plain)).json<{ data: TPropertyTenancy }>().data;
      const alex = before.currentTenancy!.occupants[0]!;
      const res = await update(ids.plain, currentTenancyId, {
        tenancy: { formType: 'edit', startDate: '01/02/2025', vacateDate: '30/06/2026' },
        occupants: [
          {
            occupantId: alex.occupantId,
            name: 'Alex Tenant-Jones',
            email: alex.email,
            contactNumbers: [
              { contactNumberId: dncNumberId, number: '0412 345 678', type: 'MOBILE' },
            ],
          },
          { name: 'Robin New', email: 'robin@example.com' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const tenancy = res.json<{ data: TPropertyTenancy }>().data.currentTenancy!;
      expect(tenancy).toMatchObject({
        tenancyId: currentTenancyId,
        endedAt: null,
        vacatingAt: '2026-06-30',
        leaseType: 'New',
      });
      expect(tenancy.occupants.map((o) => o.name)).toEqual(['Alex Tenant-Jones', 'Robin New']);
      expect(tenancy.occupants[0]!.contactNumbers).toEqual([
        expect.objectContaining({
          contactNumberId: dncNumberId,
          doNotContactReasonCode: 'OTHER',
        }),
      ]);
      expect(tenancy.occupants[0]!.isAllContactNumbersBlacklisted).toBe(true);
      const [audit] = await audits('tenancy.update');
      expect(audit?.detail).toMatchObject({ tenancyId: currentTenancyId, occupants: 2 });
    });

    it("should answer 400 with 'Tenancy end date cannot be on or before the start date'", async () => {
      const res = await update(ids.plain, currentTenancyId, {
        tenancy: { formType: 'edit', startDate: '01/02/2025', endDate: '1/1/2025' },
        occupants: [],
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({
        'body.tenancy.endDate': 'Tenancy end date cannot be on or before the start date',
      });
    });

    it('should answer a tenancy of another property or agency exactly as a missing one', async () => {
      const body = { tenancy: { formType: 'edit', startDate: '01/02/2025' }, occupants: [] };
      const missing = await update(ids.plain, 2_000_000_000, body);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe(TENANCY_MESSAGES.tenancyNotFound);
      expect((await update(ids.vacant, currentTenancyId, body)).json()).toEqual(missing.json());
      const [foreign] = await q<{ id: number }>(
        'select id from tenancies where agency_id = $1 limit 1',
        [await agencyIdIn(owner, 'VIC')],
      );
      expect((await update(ids.plain, foreign!.id, body)).json()).toEqual(missing.json());
      const foreignProperty = await update(ids.plain, currentTenancyId, body, demoCookie);
      expect(foreignProperty.statusCode).toBe(404);
      expect(messageOf(foreignProperty)).toBe('Property not found');
    });

    it('should refuse with 409 when the property is integrated', async () => {
      const [row] = await q<{ id: number }>(
        'select id from tenancies where property_id = $1 and is_current',
        [ids.integrated],
      );
      const res = await update(ids.integrated, row!.id, {
        tenancy: { formType: 'edit', startDate: '01/03/2025', notes: 'changed' },
        occupants: [],
      });
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(TENANCY_MESSAGES.integratedTenancy);
    });
  });

  describe('POST /v1/property/{id}/mark-as-vacant', () => {
    it('should vacate the current and previous tenancies and mark the property vacant', async () => {
      const res = await vacate(ids.plain);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: unknown }>().data).toEqual({
        propertyId: ids.plain,
        vacatedTenancies: 1,
      });
      const rows = await q<{ start_date: string; vacate_date: string; is_current: boolean }>(
        `select start_date::text, vacate_date::text, is_current from tenancies
          where property_id = $1 order by start_date`,
        [ids.plain],
      );
      expect(rows).toEqual([
        { start_date: '2023-01-10', vacate_date: '2024-01-10', is_current: false },
        // Its vacate date (30/06/2026) was later than today: it is vacated today.
        { start_date: '2025-02-01', vacate_date: TODAY, is_current: false },
        // The upcoming renewal has not started: untouched.
        { start_date: '2027-02-02', vacate_date: null, is_current: false },
      ]);
      const after = (await getTenancy(ids.plain)).json<{ data: TPropertyTenancy }>().data;
      expect(after).toMatchObject({ isVacant: true, currentTenancy: null });
      const [audit] = await audits('property.mark-vacant');
      expect(audit?.target).toBe(String(ids.plain));
    });

    it('should refuse with 409 when the property is already vacant, integrated or cancelled', async () => {
      const again = await vacate(ids.plain);
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(TENANCY_MESSAGES.alreadyVacant);
      expect(messageOf(await vacate(ids.integrated))).toBe(TENANCY_MESSAGES.integratedTenancy);
      expect(messageOf(await vacate(ids.cancelled))).toBe(TENANCY_MESSAGES.cancelled);
    });

    it("should answer another agency's property exactly as a missing one", async () => {
      const foreign = await vacate(ids.vacant, demoCookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual((await vacate(2_000_000_000, demoCookie)).json());
    });
  });
});
