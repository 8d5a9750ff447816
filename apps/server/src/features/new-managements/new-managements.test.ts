import {
  dashboardCalls,
  enrolmentStatusLabels,
  newManagementCalls,
  type TErrorEnvelope,
  type TList,
  type TNewManagement,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { NEW_MANAGEMENT_MESSAGES } from './service';

const MISSING = 2_147_483_647;

describe('new managements', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  let notEnrolled: number[];

  beforeAll(async () => {
    h = await demoApp('portal_new_managements');
    master = await h.signIn('demo.master');
    manager = await h.signIn('demo.manager');
    notEnrolled = (
      await h.rows<{ id: number }>(
        `select portfolio_property_id as id from new_managements
         where agency_id = $1 and status = 'NOT_ENROLLED' and first_active_date >= '2026-05-16'
         order by id`,
        [h.ids.VIC],
      )
    ).map((row) => row.id);
    expect(notEnrolled.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => h.close());

  const listed = async () =>
    dataOf<TList<TNewManagement>>(
      await h.call(dashboardCalls.recentNewManagements, { query: { 'page-size': 100 } }, master),
    ).items;
  const enrol = (id: number, cookie: string | undefined) =>
    h.call(newManagementCalls.markUnderEnrolment, { params: { id } }, cookie);
  const dismiss = (id: number, cookie: string | undefined) =>
    h.call(newManagementCalls.dismiss, { params: { id } }, cookie);
  const restore = (id: number, cookie: string | undefined) =>
    h.call(newManagementCalls.restore, { params: { id } }, cookie);

  describe('POST /v1/portfolio/new-management/{id}/under-enrolment', () => {
    it('should mark it under enrolment and record who and when', async () => {
      const id = notEnrolled[0]!;
      const item = dataOf<TNewManagement>(await enrol(id, master));
      expect(item).toMatchObject({
        portfolioPropertyId: id,
        isUnderEnrolment: true,
        enrolmentStatus: 'REQUESTED',
        underEnrolmentAt: TEST_TODAY.toISOString(),
        underEnrolmentBy: 'Alex Morgan',
      });
      expect((await listed()).find((row) => row.portfolioPropertyId === id)).toEqual(item);
    });

    it("should say 'Enrolment requested' until a job order exists, then 'Enrolment in progress'", async () => {
      const id = notEnrolled[0]!;
      const row = () => listed().then((items) => items.find((i) => i.portfolioPropertyId === id));
      expect((await row())?.enrolmentStatus).toBe('REQUESTED');
      expect(enrolmentStatusLabels.REQUESTED).toBe('Enrolment requested');
      // The job order page of the compliance system places the order.
      await h.owner.pool.query(
        `insert into job_orders (agency_id, non_managed_property_id, service_codes)
         values ($1, $2, '{smoke}')`,
        [h.ids.VIC, id],
      );
      expect((await row())?.enrolmentStatus).toBe('IN_PROGRESS');
      expect(dataOf<TNewManagement>(await enrol(id, master)).enrolmentStatus).toBe('IN_PROGRESS');
      expect(enrolmentStatusLabels.IN_PROGRESS).toBe('Enrolment in progress');
    });

    it('should show the enrolments of the demo with a job order as in progress', async () => {
      const items = await listed();
      expect(items.filter((i) => i.enrolmentStatus === 'NOT_ENROLLED').length).toBeGreaterThan(0);
      for (const item of items)
        expect(item.enrolmentStatus === 'NOT_ENROLLED').toBe(!item.isUnderEnrolment);
      expect(items.some((i) => i.enrolmentStatus === 'IN_PROGRESS')).toBe(true);
    });

    it('should keep the first enrolment when asked again, by anyone', async () => {
      const id = notEnrolled[0]!;
      const again = dataOf<TNewManagement>(await enrol(id, manager));
      expect(again.underEnrolmentBy).toBe('Alex Morgan');
    });

    it('should refuse to dismiss one under enrolment with 409', async () => {
      const res = await dismiss(notEnrolled[0]!, master);
      expect(res.statusCode).toBe(409);
      expect(res.json<TErrorEnvelope>().error.message).toBe(NEW_MANAGEMENT_MESSAGES.underEnrolment);
    });
  });

  describe('POST /v1/portfolio/new-management/{id}/dismiss', () => {
    it('should take it off the list, and do nothing more when asked again', async () => {
      const id = notEnrolled[1]!;
      expect((await listed()).some((row) => row.portfolioPropertyId === id)).toBe(true);
      expect(dataOf(await dismiss(id, master))).toBeNull();
      expect((await listed()).some((row) => row.portfolioPropertyId === id)).toBe(false);
      const [row] = await h.rows<{ status: string; dismissed_at: Date }>(
        'select status, dismissed_at from new_managements where agency_id = $1 and portfolio_property_id = $2',
        [h.ids.VIC, id],
      );
      expect(row).toEqual({ status: 'DISMISSED', dismissed_at: TEST_TODAY });
      expect(dataOf(await dismiss(id, master))).toBeNull();
    });

    it('should refuse to enrol a dismissed one with 409', async () => {
      const res = await enrol(notEnrolled[1]!, master);
      expect(res.statusCode).toBe(409);
      expect(res.json<TErrorEnvelope>().error.message).toBe(NEW_MANAGEMENT_MESSAGES.dismissed);
    });
  });

  describe('POST /v1/portfolio/new-management/{id}/restore', () => {
    it('should put a dismissed one back on the list as it was (Undo), and change nothing again', async () => {
      const id = notEnrolled[3]!;
      const before = (await listed()).find((row) => row.portfolioPropertyId === id);
      expect(before).toBeDefined();
      dataOf(await dismiss(id, manager));
      const restored = dataOf<TNewManagement>(await restore(id, manager));
      expect(restored).toEqual(before);
      expect((await listed()).find((row) => row.portfolioPropertyId === id)).toEqual(before);
      const [row] = await h.rows<{ status: string; dismissed_at: Date | null }>(
        'select status, dismissed_at from new_managements where agency_id = $1 and portfolio_property_id = $2',
        [h.ids.VIC, id],
      );
      expect(row).toEqual({ status: 'NOT_ENROLLED', dismissed_at: null });
      expect(dataOf<TNewManagement>(await restore(id, manager))).toEqual(before);
    });

    it('should leave one under enrolment as it is', async () => {
      const id = notEnrolled[0]!;
      const restored = dataOf<TNewManagement>(await restore(id, master));
      expect(restored).toMatchObject({ isUnderEnrolment: true, underEnrolmentBy: 'Alex Morgan' });
    });
  });

  describe('either call', () => {
    it("should answer another agency's new management exactly as a missing one, changing nothing", async () => {
      const [foreign] = await h.rows<{ id: number }>(
        `select portfolio_property_id as id from new_managements
         where agency_id = $1 and status = 'NOT_ENROLLED' limit 1`,
        [h.ids.QLD],
      );
      for (const call of [
        newManagementCalls.markUnderEnrolment,
        newManagementCalls.dismiss,
        newManagementCalls.restore,
      ]) {
        const theirs = await h.call(call, { params: { id: foreign!.id } }, master);
        const missing = await h.call(call, { params: { id: MISSING } }, master);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(missing.json());
        expect(missing.json()).toEqual({
          success: false,
          error: { code: 'NOT_FOUND', message: NEW_MANAGEMENT_MESSAGES.notFound },
        });
        expect((await h.call(call, { params: { id: 99_999_999_999 } }, master)).statusCode).toBe(
          404,
        );
      }
      const [row] = await h.rows<{ status: string }>(
        'select status from new_managements where agency_id = $1 and portfolio_property_id = $2',
        [h.ids.QLD, foreign!.id],
      );
      expect(row!.status).toBe('NOT_ENROLLED');
    });

    it('should refuse a malformed id, no session and a cross-site request', async () => {
      const id = notEnrolled[2]!;
      const malformed = await h.post('/v1/portfolio/new-management/NaN/under-enrolment', master);
      expect(malformed.statusCode).toBe(400);
      expect((await dismiss(id, undefined)).statusCode).toBe(401);
      expect((await restore(id, undefined)).statusCode).toBe(401);
      const crossSite = await h.app.inject({
        method: 'POST',
        url: `/v1/portfolio/new-management/${id}/dismiss`,
        headers: { origin: 'https://evil.example.com' },
        cookies: { acp_session: master },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(TEST_ORIGIN).not.toBe('https://evil.example.com');
      expect((await listed()).some((row) => row.portfolioPropertyId === id)).toBe(true);
    });
  });
});
