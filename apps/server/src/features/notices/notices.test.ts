import {
  NOTICE_RESOLVE_ERRORS,
  dashboardCalls,
  noticeCalls,
  type TCallInput,
  type TDashboardStats,
  type TList,
  type TNotice,
  type TNoticeResolution,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, viewAs } from '../../../test/auth';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';

type ListQuery = NonNullable<TCallInput<typeof noticeCalls.list>['query']>;
type Page = TList<TNotice> & { unfilteredTotal: number };

/** The agency's notices, active or resolved, of one manager or all, newest first. */
const NOTICES = `select n.id from notices n join properties p on p.id = n.property_id
  where n.agency_id = $1 and (n.resolved_at is not null) = $2
    and ($3::int is null or p.property_manager_id = $3)
  order by n.created_at desc, n.id desc`;

describe('notices', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let ownManager: number;

  const list = async (query: ListQuery = {}, cookie = master) =>
    dataOf<Page>(await h.call(noticeCalls.list, { query }, cookie));
  const expectedIds = async (resolved: boolean, managerId: number | null = null) =>
    (await h.rows<{ id: number }>(NOTICES, [h.ids.VIC, resolved, managerId])).map((r) => r.id);
  /** An active notice the agency may resolve, not among `skip`. */
  const resolvable = async (skip: number[] = []) => {
    const [row] = await h.rows<{ id: number; propertyId: number }>(
      `select id, property_id as "propertyId" from notices where agency_id = $1
         and resolved_at is null and not is_contact_di_required and id <> all($2::int[])
       order by id limit 1`,
      [h.ids.VIC, skip],
    );
    return row!;
  };
  const resolve = (id: number, body: Record<string, unknown>, cookie = master) =>
    h.call(
      noticeCalls.resolve,
      {
        params: { id },
        body: body as { resolveReason: string; noticeId: number; propertyId: number },
      },
      cookie,
    );
  const refusal = (res: { statusCode: number; json: <T>() => T }) => {
    const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
    return { status: res.statusCode, message: error.message, fields: error.fields };
  };

  beforeAll(async () => {
    h = await demoApp('notices');
    master = await h.signIn('demo.master');
    manager = await h.signIn('demo.manager');
    other = await h.signIn('mia.robinson', 'qld');
    const [row] = await h.rows<{ id: number }>(
      `select pm.id from property_managers pm join users u on u.id = pm.user_id
        where u.username = 'demo.manager' order by pm.id limit 1`,
    );
    ownManager = row!.id;
  });
  afterAll(() => h.close());

  describe('GET /v1/notice', () => {
    it('should list the active notices, newest first, when resolved is not asked', async () => {
      const expected = await expectedIds(false);
      expect(expected.length).toBeGreaterThan(10);
      const first = await list({ 'page-size': 10 });
      expect(first).toMatchObject({ total: expected.length, unfilteredTotal: expected.length });
      expect(first.items.map((n) => n.id)).toEqual(expected.slice(0, 10));
      const second = await list({ page: 2, 'page-size': 10 });
      expect(second.items.map((n) => n.id)).toEqual(expected.slice(10, 20));
    });

    it('should list the resolved notices with their reasons when resolved=1', async () => {
      const expected = await expectedIds(true);
      expect(expected.length).toBeGreaterThan(0);
      const page = await list({ resolved: true, 'page-size': 100 });
      expect(page.items.map((n) => n.id)).toEqual(expected.slice(0, 100));
      expect(page.items.every((n) => n.resolveReason !== null)).toBe(true);
    });

    it("should list only the manager's notices when property-manager is given", async () => {
      const expected = await expectedIds(false, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await list({ 'property-manager': ownManager, 'page-size': 100 }, manager);
      expect(page.items.map((n) => n.id)).toEqual(expected.slice(0, 100));
    });

    it("should count as the dashboard's urgent and non-urgent notices of the same manager", async () => {
      for (const managerId of [null, ownManager]) {
        const stats = dataOf<TDashboardStats>(
          await h.call(dashboardCalls.stats, { query: { propertyManagerId: managerId } }, master),
        );
        const counts = stats.actionRequired.ACTIVE_NOTICES_STATS;
        const of = async (facet: 'Urgent' | 'NonUrgent') =>
          (await list({ facet: [facet], 'property-manager': managerId ?? undefined })).total;
        expect(counts.URGENT_NOTICES).toBeGreaterThan(0);
        expect(await of('Urgent')).toBe(counts.URGENT_NOTICES);
        expect(await of('NonUrgent')).toBe(counts.NON_URGENT_NOTICES);
      }
    });

    it('should narrow to one property, its words and the notices only the provider resolves', async () => {
      const { propertyId } = await resolvable();
      const [row] = await h.rows<{ line1: string }>(
        'select address_line1 as line1 from properties where id = $1',
        [propertyId],
      );
      const byId = await list({ propertyId, 'page-size': 100 });
      expect(byId.items.length).toBeGreaterThan(0);
      expect(byId.items.every((n) => n.property.compliancePropertyId === propertyId)).toBe(true);
      expect(byId.unfilteredTotal).toBeGreaterThan(byId.total);
      const byWords = await list({ query: row!.line1, 'page-size': 100 });
      expect(byWords.items.map((n) => n.id)).toEqual(
        expect.arrayContaining(byId.items.map((n) => n.id)),
      );
      const contact = await list({ facet: ['ContactProvider'], 'page-size': 100 });
      expect(contact.total).toBeGreaterThan(0);
      expect(contact.items.every((n) => n.isContactDiRequired)).toBe(true);
    });

    it("should list nothing for another agency's property or manager", async () => {
      const { propertyId } = await resolvable();
      expect((await list({ propertyId }, other)).items).toEqual([]);
      expect((await list({ 'property-manager': ownManager }, other)).total).toBe(0);
    });

    it('should answer 400 when a facet is unknown', async () => {
      expect((await h.get('/v1/notice?facet=Nonsense', master)).statusCode).toBe(400);
    });
  });

  describe('POST /v1/notice/{id}/resolve', () => {
    const done: number[] = [];

    it('should resolve the notice with its reason, as the user, and record it', async () => {
      const notice = await resolvable(done);
      done.push(notice.id);
      const body = {
        resolveReason: ' Spoke to the tenant ',
        noticeId: notice.id,
        propertyId: notice.propertyId,
      };
      const result = dataOf<TNoticeResolution>(await resolve(notice.id, body, manager));
      expect(result).toMatchObject({ noticeId: notice.id, resolveReason: 'Spoke to the tenant' });
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      const [row] = await h.rows<{ by: number; at: Date; reason: string }>(
        'select resolved_by as by, resolved_at as at, resolve_reason as reason from notices where id = $1',
        [notice.id],
      );
      expect(row).toEqual({
        by: managerUser,
        at: new Date(result.resolvedAt),
        reason: 'Spoke to the tenant',
      });
      expect((await list({ 'page-size': 100 })).items.map((n) => n.id)).not.toContain(notice.id);
      const audit = await h.rows<{ actor: number; staff: number | null }>(
        `select actor_user_id as actor, impersonator_user_id as staff from audit_log
          where action = 'notice.resolve' and target = $1`,
        [`notice:${notice.id}`],
      );
      expect(audit).toEqual([{ actor: managerUser, staff: null }]);
    });

    it('should answer resolving twice with a 409 in words', async () => {
      const notice = await resolvable(done);
      done.push(notice.id);
      const body = { resolveReason: 'Done', noticeId: notice.id, propertyId: notice.propertyId };
      expect((await resolve(notice.id, body)).statusCode).toBe(200);
      expect(refusal(await resolve(notice.id, body))).toMatchObject({
        status: 409,
        message: NOTICE_RESOLVE_ERRORS.alreadyResolved,
      });
    });

    it("should need a reason: 'Notes are required', 'Notes cannot be empty'", async () => {
      const notice = await resolvable(done);
      const body = { noticeId: notice.id, propertyId: notice.propertyId };
      expect(refusal(await resolve(notice.id, body))).toMatchObject({
        status: 400,
        fields: { 'body.resolveReason': 'Notes are required' },
      });
      expect(refusal(await resolve(notice.id, { ...body, resolveReason: '   ' }))).toMatchObject({
        status: 400,
        fields: { 'body.resolveReason': 'Notes cannot be empty' },
      });
      expect(
        refusal(await resolve(notice.id, { ...body, resolveReason: 'x'.repeat(501) })),
      ).toMatchObject({
        status: 400,
        fields: { 'body.resolveReason': 'Message should be 500 characters or less' },
      });
    });

    it('should refuse a body naming another notice or property, naming the field', async () => {
      const notice = await resolvable(done);
      const base = { resolveReason: 'Done', noticeId: notice.id, propertyId: notice.propertyId };
      expect(refusal(await resolve(notice.id, { ...base, noticeId: notice.id + 1 }))).toEqual({
        status: 400,
        message: NOTICE_RESOLVE_ERRORS.otherNotice,
        fields: { 'body.noticeId': NOTICE_RESOLVE_ERRORS.otherNotice },
      });
      expect(
        refusal(await resolve(notice.id, { ...base, propertyId: notice.propertyId + 1 })),
      ).toEqual({
        status: 400,
        message: NOTICE_RESOLVE_ERRORS.otherProperty,
        fields: { 'body.propertyId': NOTICE_RESOLVE_ERRORS.otherProperty },
      });
    });

    it('should refuse a notice only the provider can resolve, in words', async () => {
      const [notice] = await h.rows<{ id: number; propertyId: number }>(
        `select id, property_id as "propertyId" from notices where agency_id = $1
           and resolved_at is null and is_contact_di_required order by id limit 1`,
        [h.ids.VIC],
      );
      const body = { resolveReason: 'Done', noticeId: notice!.id, propertyId: notice!.propertyId };
      expect(refusal(await resolve(notice!.id, body))).toMatchObject({
        status: 409,
        message: NOTICE_RESOLVE_ERRORS.contactProvider,
      });
    });

    it("should answer another agency's notice exactly like a missing one", async () => {
      const notice = await resolvable(done);
      const [{ max }] = (await h.rows<{ max: number }>('select max(id) as max from notices')) as [
        { max: number },
      ];
      const foreign = await resolve(
        notice.id,
        { resolveReason: 'Done', noticeId: notice.id, propertyId: notice.propertyId },
        other,
      );
      const missing = await resolve(
        max + 1,
        { resolveReason: 'Done', noticeId: max + 1, propertyId: notice.propertyId },
        other,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(
        (await list({ propertyId: notice.propertyId, 'page-size': 100 })).items.map((n) => n.id),
      ).toContain(notice.id);
    });

    it('should record the staff member too when they view the portal as the user', async () => {
      const notice = await resolvable(done);
      done.push(notice.id);
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      const staff = await userIdOf(h.owner, 'demo.staff');
      const cookie = await viewAs(h.app, managerUser, h.ids.VIC);
      const body = { resolveReason: 'Done', noticeId: notice.id, propertyId: notice.propertyId };
      expect((await resolve(notice.id, body, cookie)).statusCode).toBe(200);
      const audit = await h.rows<{ actor: number; staff: number | null }>(
        `select actor_user_id as actor, impersonator_user_id as staff from audit_log
          where action = 'notice.resolve' and target = $1`,
        [`notice:${notice.id}`],
      );
      expect(audit).toEqual([{ actor: managerUser, staff }]);
    });
  });
});
