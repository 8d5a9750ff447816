import {
  HOLD_CANCELLATION_MESSAGES,
  authCalls,
  holdCancellationCalls,
  propertyCalls,
  type TCancellationReasonGroup,
  type TCancellationRequestInput,
  type TCancellationRequestSummary,
  type THoldRequestInput,
  type THoldRequestResult,
  type TPropertyView,
  type TServiceRequestResult,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../../test/auth';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { propertyPicker } from '../../../test/pick-property';
import { CANCEL_TOGETHER_STATE } from '../../db/seed/cancellation-plan';

/** The demo app's today is 15/06/2026 for the agency (TEST_TODAY). */
const TODAY = '15/06/2026';
const YESTERDAY = '14/06/2026';
const IN_A_MONTH = '15/07/2026';
const MISSING = 2_147_483_647;

interface ServiceRow {
  id: number;
  service_code: string;
}

describe('service hold and cancellation requests', () => {
  let h: DemoApp;
  let manager: string;
  /** demo.master signed in to NSW, whose plan cancels services together. */
  let nswMaster: string;

  beforeAll(async () => {
    h = await demoApp('portal_hold_cancel');
    manager = await h.signIn('demo.manager');
    const switched = await h.call(
      authCalls.switchAgency,
      { body: { agencyId: h.ids[CANCEL_TOGETHER_STATE] } },
      await h.signIn('demo.master'),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    nswMaster = cookieOf(switched, 'acp_session')!.value;
  });
  afterAll(() => h?.close());

  const pick = propertyPicker({
    inactive: ['CANCELLED', 'NOT_ENROLLED', 'ON_HOLD'],
    noneOnHold: true,
    limit: 50,
    purpose: 'a property to request for',
  });
  /**
   * A property of the agency, not cancelled, none of whose services is on hold or in a pending
   * request, with at least `count` active services managed by the provider; each test its own.
   */
  const freshProperty = (agencyId: number, count = 2) => pick(h, agencyId, count);

  /** The property's active services managed by the provider, by id. */
  const activeServices = (propertyId: number) =>
    h.rows<ServiceRow>(
      `select id, service_code from property_services
        where property_id = $1 and is_managed_by_provider
          and status not in ('CANCELLED', 'NOT_ENROLLED') order by id`,
      [propertyId],
    );

  const countOf = async (table: string, propertyId: number) =>
    Number(
      (
        await h.rows<{ n: string }>(`select count(*) as n from ${table} where property_id = $1`, [
          propertyId,
        ])
      )[0]!.n,
    );

  const hold = (id: number, body: THoldRequestInput, cookie = manager) =>
    h.call(holdCancellationCalls.hold, { params: { id }, body }, cookie);
  const cancel = (id: number, body: TCancellationRequestInput, cookie = manager) =>
    h.call(holdCancellationCalls.cancel, { params: { id }, body }, cookie);
  const summary = (id: number, cookie = manager) =>
    h.call(holdCancellationCalls.cancellationSummary, { params: { id } }, cookie);
  const view = async (id: number) =>
    dataOf<TPropertyView>(await h.call(propertyCalls.detail, { params: { id } }, manager));

  /** The error answer's status, message and fields. */
  const refusal = (res: { statusCode: number; json: <T>() => T }) => {
    const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
    return { status: res.statusCode, message: error.message, fields: error.fields };
  };

  async function firstReason(): Promise<{ groupId: number; reasonId: number }> {
    const groups = dataOf<TCancellationReasonGroup[]>(
      await h.call(holdCancellationCalls.cancellationReasons, {}, manager),
    );
    return { groupId: groups[0]!.id, reasonId: groups[0]!.children[0]!.id };
  }

  describe('POST /v1/property/{id}/hold-request', () => {
    it('should store the request, put the services on hold until the date and audit it when valid', async () => {
      const id = await freshProperty(h.ids.VIC);
      const [first, second] = await activeServices(id);
      // Other properties' pending requests for the same services do not count against this one.
      const pendingElsewhere = await h.rows<{ n: string }>(
        `select count(*) as n from hold_requests
          where agency_id = $1 and status = 'PENDING' and $2 = any (service_codes)`,
        [h.ids.VIC, first!.service_code],
      );
      expect(Number(pendingElsewhere[0]!.n)).toBeGreaterThan(0);
      const before = await view(id);
      expect(before.actions).toMatchObject({ canHold: true, canCancel: true });
      expect(before.services.find((s) => s.serviceId === first!.id)?.isHoldable).toBe(true);
      const res = await hold(id, {
        services: [first!.id, second!.id],
        holdDate: IN_A_MONTH,
        reasonNote: '  Major renovation in progress  ',
      });
      const result = dataOf<THoldRequestResult>(res);
      expect(result.holdDate).toBe('2026-07-15');
      expect(result.processingHours).toBe(48);
      expect([...result.services].sort()).toEqual(
        [first!.service_code, second!.service_code].sort(),
      );

      const [stored] = await h.rows<Record<string, unknown>>(
        `select service_codes, hold_date::text as hold_date, reason_note, status, requested_by
           from hold_requests where id = $1 and property_id = $2`,
        [result.requestId, id],
      );
      expect(stored).toMatchObject({
        hold_date: '2026-07-15',
        reason_note: 'Major renovation in progress',
        status: 'PENDING',
      });
      expect(stored!.requested_by).not.toBeNull();

      const property = await view(id);
      for (const service of property.services.filter((s) =>
        [first!.id, second!.id].includes(s.serviceId),
      )) {
        expect(service).toMatchObject({
          status: 'ON_HOLD',
          onHoldUntil: '2026-07-15',
          isHoldable: false,
        });
        expect(service.tags).toEqual(['ON_HOLD']);
      }
      const [tagged] = await h.rows<{ tags: string[] }>(
        'select tags from properties where id = $1',
        [id],
      );
      expect(tagged!.tags).toContain('OnHold');
      const [audit] = await h.rows<{ action: string; detail: Record<string, unknown> }>(
        `select action, detail from audit_log where target = $1 and action = 'property.hold-request'`,
        [String(id)],
      );
      expect(audit!.detail).toMatchObject({ requestId: result.requestId, holdDate: '2026-07-15' });
    });

    it("should accept today's date when the hold starts today", async () => {
      const id = await freshProperty(h.ids.VIC);
      const [service] = await activeServices(id);
      const res = await hold(id, { services: [service!.id], holdDate: TODAY, reasonNote: 'Sale' });
      expect(dataOf<THoldRequestResult>(res).holdDate).toBe('2026-06-15');
    });

    it('should refuse each broken rule with its message and store nothing when the body breaks it', async () => {
      const id = await freshProperty(h.ids.VIC);
      const [service] = await activeServices(id);
      const valid = { services: [service!.id], holdDate: IN_A_MONTH, reasonNote: 'Renovating' };
      const cases: [THoldRequestInput, string, string][] = [
        [{ ...valid, services: [] }, 'body.services', 'Must request to hold at least one service'],
        [{ ...valid, reasonNote: '' }, 'body.reasonNote', 'Reason is required'],
        [{ ...valid, reasonNote: '   ' }, 'body.reasonNote', 'Reason cannot be empty'],
        [{ ...valid, holdDate: '' }, 'body.holdDate', 'Date is required'],
        [{ ...valid, holdDate: YESTERDAY }, 'body.holdDate', 'Date cannot be in the past'],
      ];
      for (const [body, field, message] of cases) {
        const answer = refusal(await hold(id, body));
        expect(answer.status, message).toBe(400);
        expect(answer.message).toBe(message);
        expect(answer.fields?.[field]).toBe(message);
      }
      expect(await countOf('hold_requests', id)).toBe(0);
    });

    it('should refuse a service of another property and one already on hold when they are chosen', async () => {
      const id = await freshProperty(h.ids.VIC);
      const other = await freshProperty(h.ids.VIC);
      const [mine, second] = await activeServices(id);
      const [theirs] = await activeServices(other);
      const body = { holdDate: IN_A_MONTH, reasonNote: 'Renovating' };

      const foreign = refusal(await hold(id, { ...body, services: [mine!.id, theirs!.id] }));
      expect(foreign).toMatchObject({
        status: 400,
        message: HOLD_CANCELLATION_MESSAGES.serviceNotAvailable,
      });
      expect(foreign.fields?.['body.services']).toBe(
        HOLD_CANCELLATION_MESSAGES.serviceNotAvailable,
      );

      expect((await hold(id, { ...body, services: [mine!.id] })).statusCode).toBe(200);
      const again = refusal(await hold(id, { ...body, services: [mine!.id, second!.id] }));
      expect(again.status).toBe(400);
      expect(again.message).toBe(HOLD_CANCELLATION_MESSAGES.serviceNotAvailable);
      expect(await countOf('hold_requests', id)).toBe(1);
    });

    it("should say 'No services available to hold' when every service is on hold", async () => {
      const id = await freshProperty(h.ids.VIC, 1);
      const services = await activeServices(id);
      const body = { holdDate: IN_A_MONTH, reasonNote: 'Renovating' };
      expect((await hold(id, { ...body, services: services.map((s) => s.id) })).statusCode).toBe(
        200,
      );
      expect((await view(id)).actions.canHold).toBe(false);
      const answer = refusal(await hold(id, { ...body, services: [services[0]!.id] }));
      expect(answer).toMatchObject({
        status: 409,
        message: HOLD_CANCELLATION_MESSAGES.noServicesToHold,
      });
    });
  });

  describe('GET /v1/meta/cancellation-reasons', () => {
    it('should answer the reasons in their groups when signed in', async () => {
      const groups = dataOf<TCancellationReasonGroup[]>(
        await h.call(holdCancellationCalls.cancellationReasons, {}, manager),
      );
      expect(groups.map((g) => g.text)).toEqual([
        'Property sold',
        'Management lost',
        'Service no longer required',
        'Other',
      ]);
      expect(groups[0]!.children.map((c) => c.text)).toEqual([
        'Sold by the owner',
        'Sold at auction',
      ]);
    });
  });

  describe('GET and POST /v1/property/{id}/cancellation-request', () => {
    it('should offer the active services, store a request and show them pending when valid', async () => {
      const id = await freshProperty(h.ids.VIC);
      const services = await activeServices(id);
      const before = dataOf<TCancellationRequestSummary>(await summary(id));
      expect(before.isCancelled).toBe(false);
      expect(before.canSelectServices).toBe(true);
      expect(before.cancellableServices.map((s) => s.id).sort()).toEqual(
        services.map((s) => s.id).sort(),
      );
      expect(before.cancellableServices.every((s) => !s.isPendingCancellation)).toBe(true);

      const { reasonId } = await firstReason();
      const chosen = services[0]!;
      const result = dataOf<TServiceRequestResult>(
        await cancel(id, { services: [chosen.id], cancellationReasonId: reasonId, notes: 'Sold' }),
      );
      expect(result.services).toEqual([chosen.service_code]);

      const [stored] = await h.rows<Record<string, unknown>>(
        `select service_codes, cancellation_reason_id, notes, status from cancellation_requests
          where id = $1 and property_id = $2`,
        [result.requestId, id],
      );
      expect(stored).toMatchObject({
        service_codes: [chosen.service_code],
        cancellation_reason_id: reasonId,
        notes: 'Sold',
        status: 'PENDING',
      });
      const after = dataOf<TCancellationRequestSummary>(await summary(id));
      expect(after.cancellableServices.find((s) => s.id === chosen.id)?.isPendingCancellation).toBe(
        true,
      );
      const property = await view(id);
      expect(property.services.find((s) => s.serviceId === chosen.id)?.isPendingCancellation).toBe(
        true,
      );
      const audits = await h.rows<{ n: string }>(
        `select count(*) as n from audit_log
          where target = $1 and action = 'property.cancellation-request'`,
        [String(id)],
      );
      expect(Number(audits[0]!.n)).toBe(1);

      const again = refusal(
        await cancel(id, { services: [chosen.id], cancellationReasonId: reasonId }),
      );
      expect(again).toMatchObject({
        status: 400,
        message: HOLD_CANCELLATION_MESSAGES.serviceNotAvailable,
      });
    });

    it('should refuse each broken rule with its message and store nothing when the body breaks it', async () => {
      const id = await freshProperty(h.ids.VIC);
      const [service] = await activeServices(id);
      const { groupId, reasonId } = await firstReason();
      const reason = 'Please select a cancellation reason';
      const cases: [unknown, string, string][] = [
        [{ services: [service!.id] }, 'body.cancellationReasonId', reason],
        [{ services: [service!.id], cancellationReasonId: 0 }, 'body.cancellationReasonId', reason],
        // A group's heading is not a reason, nor is an id no reason has.
        [
          { services: [service!.id], cancellationReasonId: groupId },
          'body.cancellationReasonId',
          reason,
        ],
        [
          { services: [service!.id], cancellationReasonId: MISSING },
          'body.cancellationReasonId',
          reason,
        ],
        [
          { services: [], cancellationReasonId: reasonId },
          'body.services',
          'Must request to cancel at least one service',
        ],
        [
          { services: [service!.id], cancellationReasonId: reasonId, notes: 'x'.repeat(501) },
          'body.notes',
          'Message should be 500 characters or less',
        ],
      ];
      for (const [body, field, message] of cases) {
        const answer = refusal(await cancel(id, body as TCancellationRequestInput));
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.message).toBe(message);
        expect(answer.fields?.[field]).toBe(message);
      }
      expect(await countOf('cancellation_requests', id)).toBe(0);
    });

    it("should say 'No services available to cancel' when every service is pending cancellation", async () => {
      const id = await freshProperty(h.ids.VIC, 1);
      const services = await activeServices(id);
      const { reasonId } = await firstReason();
      const body = { services: services.map((s) => s.id), cancellationReasonId: reasonId };
      expect((await cancel(id, body)).statusCode).toBe(200);
      expect((await view(id)).actions.canCancel).toBe(false);
      expect(refusal(await cancel(id, body))).toMatchObject({
        status: 409,
        message: HOLD_CANCELLATION_MESSAGES.noServicesToCancel,
      });
    });

    it('should take every service not pending when the agency’s plan does not let it choose', async () => {
      const id = await freshProperty(h.ids[CANCEL_TOGETHER_STATE]);
      const services = await activeServices(id);
      const { reasonId } = await firstReason();
      const offered = dataOf<TCancellationRequestSummary>(await summary(id, nswMaster));
      expect(offered.canSelectServices).toBe(false);

      const some = refusal(
        await cancel(
          id,
          { services: [services[0]!.id], cancellationReasonId: reasonId },
          nswMaster,
        ),
      );
      expect(some).toMatchObject({
        status: 400,
        message: HOLD_CANCELLATION_MESSAGES.allSelectedByPlan,
      });
      const all = await cancel(
        id,
        { services: services.map((s) => s.id), cancellationReasonId: reasonId },
        nswMaster,
      );
      expect(dataOf<TServiceRequestResult>(all).services).toHaveLength(services.length);
    });
  });

  describe('a cancelled property, another agency’s and a missing one', () => {
    it("should say 'This property is already cancelled' when the property is cancelled", async () => {
      const [row] = await h.rows<{ id: number }>(
        `select id from properties where agency_id = $1 and 'CANCELLED' = any (flags)
          order by id limit 1`,
        [h.ids.VIC],
      );
      const id = row!.id;
      const { reasonId } = await firstReason();
      const offered = dataOf<TCancellationRequestSummary>(await summary(id));
      expect(offered).toMatchObject({ isCancelled: true, cancellableServices: [] });
      for (const res of [
        await hold(id, { services: [1], holdDate: IN_A_MONTH, reasonNote: 'Renovating' }),
        await cancel(id, { services: [1], cancellationReasonId: reasonId }),
      ]) {
        expect(refusal(res)).toMatchObject({
          status: 409,
          message: HOLD_CANCELLATION_MESSAGES.alreadyCancelled,
        });
      }
    });

    it('should answer a foreign property exactly like a missing one and change nothing', async () => {
      const foreign = await freshProperty(h.ids.NSW);
      const [service] = await activeServices(foreign);
      const { reasonId } = await firstReason();
      const holdBody = { services: [service!.id], holdDate: IN_A_MONTH, reasonNote: 'Renovating' };
      const cancelBody = { services: [service!.id], cancellationReasonId: reasonId };
      for (const request of [
        (id: number) => hold(id, holdBody),
        (id: number) => cancel(id, cancelBody),
        (id: number) => summary(id),
      ]) {
        const theirs = await request(foreign);
        const missing = await request(MISSING);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(missing.json());
        expect(refusal(theirs).message).toBe('Property not found');
      }
      expect(await countOf('hold_requests', foreign)).toBe(0);
      expect(await countOf('cancellation_requests', foreign)).toBe(0);
    });
  });
});
