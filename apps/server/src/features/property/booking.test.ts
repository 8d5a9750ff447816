import {
  BOOKING_HOLD_SECONDS,
  BOOKING_MESSAGES,
  authCalls,
  propertyBookingCalls,
  propertyCalls,
  type TAvailabilityDay,
  type TBookableService,
  type TBookingHold,
  type TBookingRequestInput,
  type TBookingResult,
  type TPropertyView,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../../test/auth';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { propertyPicker } from '../../../test/pick-property';

const MISSING = 2_147_483_647;
const tenant = {
  name: 'Sam Tenant',
  email: 'sam@example.com',
  mobile: '0412345678',
  isPrimaryContact: true,
};
const other = { name: 'Alex Other', email: 'alex@example.com', mobile: '0400111222' };
const nominated = {
  isEnabled: true as const,
  name: 'Pat Nominee',
  email: 'pat@example.com',
  mobile: '0400999888',
};

type Res = { statusCode: number; json: <T>() => T; body: string };

/** The error answer's status, message and field messages. */
function refusal(res: Res) {
  const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
  return { status: res.statusCode, message: error.message, fields: error.fields ?? {} };
}

describe("booking on a tenant's behalf", () => {
  let h: DemoApp;
  let manager: string;
  /** Another user of the same (VIC) agency. */
  let colleague: string;
  /** demo.master signed in to QLD, whose agency does not allow portal booking. */
  let qldMaster: string;

  beforeAll(async () => {
    h = await demoApp('portal_booking');
    manager = await h.signIn('demo.manager');
    colleague = await h.signIn('liam.walsh');
    const switched = await h.call(
      authCalls.switchAgency,
      { body: { agencyId: h.ids.QLD } },
      await h.signIn('demo.master'),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    qldMaster = cookieOf(switched, 'acp_session')!.value;
  }, 120_000);
  afterAll(() => h?.close());

  const pick = propertyPicker({
    inactive: ['CANCELLED', 'NOT_ENROLLED', 'ON_HOLD', 'BOOKED_IN'],
    limit: 300,
    purpose: 'a property to book',
  });
  /** A VIC property with `count` bookable services at least (not on hold, pending or booked). */
  const freshProperty = (agencyId = h.ids.VIC, count = 1) => pick(h, agencyId, count);

  const bookable = (id: number, cookie = manager) =>
    h.call(propertyBookingCalls.bookableServices, { params: { id } }, cookie);
  const availability = (id: number, service: string, cookie = manager) =>
    h.call(propertyBookingCalls.availability, { params: { id }, query: { service } }, cookie);
  const hold = (id: number, oasMetadataId: string, cookie = manager) =>
    h.call(propertyBookingCalls.hold, { params: { id }, body: { oasMetadataId } }, cookie);
  const book = (id: number, body: TBookingRequestInput, cookie = manager) =>
    h.call(propertyBookingCalls.book, { params: { id }, body }, cookie);

  async function firstCode(id: number): Promise<string> {
    return dataOf<TBookableService[]>(await bookable(id))[0]!.bookingTypes;
  }
  async function times(id: number, service: string, cookie = manager) {
    const days = dataOf<TAvailabilityDay[]>(await availability(id, service, cookie));
    return days.flatMap((d) => d.bookingTimes.map((t) => ({ ...t, date: d.date })));
  }
  type Slot = Awaited<ReturnType<typeof times>>[number];
  /** The booking of `code` at `slot` for the tenant (no technician named). */
  const bookingOf = (id: number, code: string, slot: Slot) =>
    ({
      propertyId: id,
      bookingTypes: code,
      contacts: [tenant],
      oasResult: {
        oasMetadataId: slot.oasMetadataId,
        date: slot.date,
        startTime: slot.timeFrom,
        endTime: slot.timeTo,
      },
    }) satisfies TBookingRequestInput;
  /** A valid booking of the property's first bookable service at its first free time. */
  async function validBooking(id: number) {
    const code = await firstCode(id);
    const slot = (await times(id, code))[0]!;
    const request = bookingOf(id, code, slot);
    const body = {
      ...request,
      oasResult: { ...request.oasResult, technicianId: slot.technicianId },
    } satisfies TBookingRequestInput;
    return { code, slot, body };
  }

  describe('GET /v2/property/{id}/services/bookable', () => {
    it('should list the services that can be booked in display order when the agency allows booking', async () => {
      const id = await freshProperty(h.ids.VIC, 2);
      const list = dataOf<TBookableService[]>(await bookable(id));
      const expected = await h.rows<{ service_code: string }>(
        `select service_code from property_services where property_id = $1
          and is_managed_by_provider and status not in ('CANCELLED','NOT_ENROLLED','ON_HOLD','BOOKED_IN')`,
        [id],
      );
      expect(list.map((s) => s.bookingTypes).sort()).toEqual(
        expected.map((r) => r.service_code).sort(),
      );
      for (const service of list) {
        expect(service.services).toEqual([service.bookingTypes]);
        expect(service.name).not.toBe('');
      }
    });

    it("should refuse with the setting's words when the agency does not allow portal booking", async () => {
      const id = await freshProperty(h.ids.QLD);
      for (const res of [
        await bookable(id, qldMaster),
        await availability(id, 'smoke', qldMaster),
        await hold(id, 'any', qldMaster),
      ]) {
        expect(refusal(res)).toMatchObject({ status: 403, message: BOOKING_MESSAGES.notAllowed });
      }
    });

    it("should answer another agency's property exactly like a missing one", async () => {
      const foreign = await freshProperty(h.ids.NSW);
      const [a, b] = [await bookable(foreign), await bookable(MISSING)];
      expect(a.statusCode).toBe(404);
      expect(a.body).toBe(b.body);
    });
  });

  describe('GET /v1/property/{id}/booking/availability', () => {
    it('should list days after today in order with their free times when a service is chosen', async () => {
      const id = await freshProperty();
      const code = await firstCode(id);
      const days = dataOf<TAvailabilityDay[]>(await availability(id, code));
      expect(days.length).toBeGreaterThan(0);
      const dates = days.map((d) => d.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates[0]! > '2026-06-15').toBe(true);
      for (const day of days) {
        expect(day.bookingTimes.length).toBeGreaterThan(0);
        for (const time of day.bookingTimes) {
          expect(time.timeFrom).toMatch(/^\d\d:\d\d$/);
          expect(time.timeTo > time.timeFrom).toBe(true);
        }
      }
    });

    it("should refuse 'Please select a service' when no service is given and an unbookable one by name", async () => {
      const id = await freshProperty();
      expect(refusal(await availability(id, ''))).toMatchObject({
        status: 400,
        message: BOOKING_MESSAGES.selectService,
      });
      const booked = await h.rows<{ service_code: string }>(
        `select service_code from property_services where property_id = $1 limit 1`,
        [id],
      );
      await h.rows(`update property_services set status = 'ON_HOLD' where property_id = $1`, [id]);
      expect(refusal(await availability(id, booked[0]!.service_code))).toMatchObject({
        status: 400,
        message: BOOKING_MESSAGES.serviceNotBookable,
      });
      expect(refusal(await availability(id, 'plumbing')).status).toBe(400);
    });
  });

  describe('POST /v1/property/{id}/booking/hold', () => {
    it('should hold the time for this user for 5 minutes and hide it from other users until it expires', async () => {
      const id = await freshProperty();
      const { code, slot } = await validBooking(id);
      const held = dataOf<TBookingHold>(await hold(id, slot.oasMetadataId));
      expect(held.holdSeconds).toBe(BOOKING_HOLD_SECONDS);
      expect(new Date(held.heldUntil).getTime() - TEST_TODAY.getTime()).toBe(300_000);
      // The holder still sees it; another user neither sees nor holds it.
      expect((await times(id, code)).map((t) => t.oasMetadataId)).toContain(slot.oasMetadataId);
      expect((await times(id, code, colleague)).map((t) => t.oasMetadataId)).not.toContain(
        slot.oasMetadataId,
      );
      expect(refusal(await hold(id, slot.oasMetadataId, colleague))).toMatchObject({
        status: 409,
        message: BOOKING_MESSAGES.timeTaken,
      });
      // Once the hold has run out, the time is free again.
      await h.rows(`update availability_slots set held_until = $2 where oas_metadata_id = $1`, [
        slot.oasMetadataId,
        new Date(TEST_TODAY.getTime() - 1000),
      ]);
      expect((await hold(id, slot.oasMetadataId, colleague)).statusCode).toBe(200);
    });

    it('should release the time held before when the user chooses another', async () => {
      const id = await freshProperty();
      const code = await firstCode(id);
      const [first, second] = await times(id, code);
      expect((await hold(id, first!.oasMetadataId)).statusCode).toBe(200);
      expect((await hold(id, second!.oasMetadataId)).statusCode).toBe(200);
      const rows = await h.rows<{ oas_metadata_id: string; held: boolean }>(
        `select oas_metadata_id, held_by_session_id is not null as held from availability_slots
          where oas_metadata_id = any ($1) order by oas_metadata_id`,
        [[first!.oasMetadataId, second!.oasMetadataId]],
      );
      expect(Object.fromEntries(rows.map((r) => [r.oas_metadata_id, r.held]))).toEqual({
        [first!.oasMetadataId]: false,
        [second!.oasMetadataId]: true,
      });
    });

    it('should refuse a time the agency does not offer', async () => {
      const id = await freshProperty();
      expect(refusal(await hold(id, 'no-such-time'))).toMatchObject({
        status: 409,
        message: BOOKING_MESSAGES.timeTaken,
      });
    });
  });

  describe('POST /v1/property/{id}/booking', () => {
    it('should book the time, show the services as Booked in and record it in the history when valid', async () => {
      const id = await freshProperty();
      const { code, slot, body } = await validBooking(id);
      expect((await hold(id, slot.oasMetadataId)).statusCode).toBe(200);
      const result = dataOf<TBookingResult>(await book(id, body));
      expect(result).toMatchObject({
        success: true,
        error: null,
        services: [code],
        date: slot.date,
        startTime: slot.timeFrom,
        endTime: slot.timeTo,
      });
      const view = dataOf<TPropertyView>(
        await h.call(propertyCalls.detail, { params: { id } }, manager),
      );
      expect(view.services.find((s) => s.shortName === code)?.tags).toContain('BookedIn');
      const [stored] = await h.rows<{ status: string; contacts: unknown; created_by: number }>(
        `select status, contacts, created_by from bookings where id = $1`,
        [result.bookingId],
      );
      expect(stored).toMatchObject({ status: 'REQUESTED', contacts: [tenant] });
      const audit = await h.rows<{ detail: Record<string, unknown> }>(
        `select detail from audit_log where action = 'property.book' and target = $1`,
        [String(id)],
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.detail).toMatchObject({ bookingId: result.bookingId, services: [code] });
      // The time is gone for everyone, and the booked service is no longer bookable.
      expect((await times(await freshProperty(), code)).map((t) => t.oasMetadataId)).not.toContain(
        slot.oasMetadataId,
      );
      const again = await book(id, body);
      expect(refusal(again).status).toBe(400);
      expect(
        dataOf<TBookableService[]>(await bookable(id)).map((s) => s.bookingTypes),
      ).not.toContain(code);
    });

    it("should refuse a time held by another user with the time's words", async () => {
      const id = await freshProperty();
      const { slot, body } = await validBooking(id);
      expect((await hold(id, slot.oasMetadataId, colleague)).statusCode).toBe(200);
      expect(refusal(await book(id, body))).toMatchObject({
        status: 409,
        message: BOOKING_MESSAGES.timeTaken,
      });
      expect(
        await h.rows(`select 1 from bookings where property_id = $1 and oas_metadata_id = $2`, [
          id,
          slot.oasMetadataId,
        ]),
      ).toEqual([]);
    });

    it('should refuse each rule of the booking with its message and book nothing', async () => {
      const id = await freshProperty();
      const { body } = await validBooking(id);
      const noMobile = { ...tenant, mobile: null };
      const noEmail = { ...other, email: '', isPrimaryContact: false };
      const cases: [TBookingRequestInput, string][] = [
        [{ ...body, bookingTypes: '' }, 'Please select a service'],
        [{ ...body, contacts: [] }, 'Please select at least one recipient'],
        [
          { ...body, contacts: [{ ...tenant, isPrimaryContact: false }] },
          'There must be at least one primary contact',
        ],
        [
          { ...body, contacts: [tenant, { ...other, isPrimaryContact: true }] },
          'There can only be one primary contact',
        ],
        [
          { ...body, contacts: [noMobile] },
          'The selected primary contact has no existing mobile number. Please select another primary contact or nominate a new contact',
        ],
        [
          { ...body, contacts: [tenant, noEmail] },
          'Please remove the contact without an email address or nominate a new contact',
        ],
        [{ ...body, nominatedContact: { ...nominated, name: ' ' } }, 'Name is required'],
        [{ ...body, nominatedContact: { ...nominated, email: '' } }, 'Email is required'],
        [{ ...body, nominatedContact: { ...nominated, email: 'pat@' } }, 'Invalid email address'],
        [{ ...body, nominatedContact: { ...nominated, mobile: '' } }, 'Mobile is required'],
        [
          { ...body, nominatedContact: { ...nominated, mobile: '04 0099' } },
          'Please enter a valid mobile number',
        ],
        [
          { ...body, nominatedContact: { ...nominated, mobile: '1234567890123456' } },
          'Please enter a valid mobile number',
        ],
        [{ ...body, propertyId: 0 }, 'Requested property has not been found'],
        [{ ...body, propertyId: id + 1 }, 'Requested property has not been found'],
      ];
      for (const [request, message] of cases) {
        const res = await book(id, request);
        const answer = refusal(res);
        expect(answer.status, message).toBe(400);
        expect(Object.values(answer.fields), message).toContain(message);
      }
      // (The demo's bookings of the property name no time of the portal's.)
      expect(
        await h.rows(
          `select 1 from bookings where property_id = $1 and oas_metadata_id is not null`,
          [id],
        ),
      ).toEqual([]);
    });

    it('should accept contacts without mobile or email when a complete nominated contact is enabled', async () => {
      const id = await freshProperty();
      const { body } = await validBooking(id);
      const res = await book(id, {
        ...body,
        contacts: [
          { ...tenant, mobile: null, email: null },
          { ...other, isPrimaryContact: true },
        ],
        nominatedContact: nominated,
      });
      const result = dataOf<TBookingResult>(res);
      const [stored] = await h.rows<{
        contacts: { isPrimaryContact: boolean }[];
        nominated_contact: unknown;
      }>(`select contacts, nominated_contact from bookings where id = $1`, [result.bookingId]);
      // The nominated contact becomes the primary contact.
      expect(stored!.contacts.every((c) => !c.isPrimaryContact)).toBe(true);
      expect(stored!.nominated_contact).toMatchObject({
        name: 'Pat Nominee',
        isPrimaryContact: true,
      });
    });

    it('should book a time once only when two users book it at the same moment, 100 times over', async () => {
      const a = await freshProperty();
      const code = await firstCode(a);
      let b = await freshProperty();
      const codesOf = async (id: number) =>
        dataOf<TBookableService[]>(await bookable(id)).map((s) => s.bookingTypes);
      while (!(await codesOf(b)).includes(code)) b = await freshProperty();
      const services = await h.rows<{ id: number; status: string; tags: string[] }>(
        `select id, status, tags from property_services where property_id = any ($1)`,
        [[a, b]],
      );
      const slots = await times(a, code);
      for (let round = 0; round < 100; round++) {
        const slot = slots[round % slots.length]!;
        const request = (id: number) => bookingOf(id, code, slot);
        const answers = await Promise.all([
          book(a, request(a), manager),
          book(b, request(b), colleague),
        ]);
        const statuses = answers.map((res) => res.statusCode).sort();
        expect(statuses, `round ${round}`).toEqual([200, 409]);
        const lost = answers.find((res) => res.statusCode === 409)!;
        expect(refusal(lost).message).toBe(BOOKING_MESSAGES.timeTaken);
        const booked = await h.rows<{ n: number }>(
          `select count(*)::int as n from bookings where oas_metadata_id = $1`,
          [slot.oasMetadataId],
        );
        expect(booked[0]!.n, `round ${round}`).toBe(1);
        // Free the time and the services again for the next round (one statement).
        await h.rows(
          `with freed as (update availability_slots set booking_id = null
             where oas_metadata_id = $1 returning 1),
           restored as (update property_services s set status = r.status, tags = r.tags
             from jsonb_to_recordset($2::jsonb) as r(id int, status text, tags text[])
             where s.id = r.id returning 1)
           delete from bookings where oas_metadata_id = $1`,
          [slot.oasMetadataId, JSON.stringify(services)],
        );
      }
    }, 120_000);
  });
});
