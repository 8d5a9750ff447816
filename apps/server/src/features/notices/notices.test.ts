import {
  NOTICE_MESSAGES,
  NOTICE_RESOLVE_ERRORS,
  dashboardCalls,
  noticeCalls,
  type TCallInput,
  type TDashboardStats,
  type TList,
  type TNotice,
  type TNoticeResolution,
  type TNotificationAndResolveResult,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, viewAs } from '../../../test/auth';
import { actionRequiredApp, auditOf, missingId, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';

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

  beforeAll(async () => {
    ({ h, master, manager, other, ownManager } = await actionRequiredApp('notices'));
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
      expect(await auditOf(h, 'notice.resolve', { target: `notice:${notice.id}` })).toEqual([
        { actor: managerUser, staff: null },
      ]);
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
      const missing = await missingId(h, 'notices');
      const foreign = await resolve(
        notice.id,
        { resolveReason: 'Done', noticeId: notice.id, propertyId: notice.propertyId },
        other,
      );
      const absent = await resolve(
        missing,
        { resolveReason: 'Done', noticeId: missing, propertyId: notice.propertyId },
        other,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(absent.json());
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
      expect(await auditOf(h, 'notice.resolve', { target: `notice:${notice.id}` })).toEqual([
        { actor: managerUser, staff },
      ]);
    });
  });

  describe('POST /v1/notice/{id}/send-notification-and-resolve', () => {
    /** An active notice the agency may resolve whose property's current tenant has an email. */
    const withTenant = async () => {
      const [row] = await h.rows<{ id: number; propertyId: number; occupantId: number }>(
        `select n.id, n.property_id as "propertyId", o.id as "occupantId"
           from notices n
           join tenancies t on t.agency_id = n.agency_id and t.property_id = n.property_id
                           and t.is_current
           join occupants o on o.agency_id = t.agency_id and o.tenancy_id = t.id
          where n.agency_id = $1 and n.resolved_at is null and not n.is_contact_di_required
            and o.email is not null
          order by n.id, o.id limit 1`,
        [h.ids.VIC],
      );
      return row!;
    };
    const notify = (id: number, body: Record<string, unknown>, cookie = master) =>
      h.call(
        noticeCalls.sendNotificationAndResolve,
        {
          params: { id },
          body: body as { noticeId: number; propertyId: number; occupantId: number; notes: string },
        },
        cookie,
      );
    const bodyOf = (notice: { id: number; propertyId: number; occupantId: number }) => ({
      noticeId: notice.id,
      propertyId: notice.propertyId,
      occupantId: notice.occupantId,
      notes: '<p>Called the <strong>tenant</strong></p>\n<p>They will book</p>',
    });
    const isActive = async (id: number) =>
      (await h.rows('select 1 from notices where id = $1 and resolved_at is null', [id])).length ===
      1;

    it('should resolve the notice with the notes’ text, email the tenant from the provider and record it', async () => {
      const notice = await withTenant();
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      const staff = await userIdOf(h.owner, 'demo.staff');
      const cookie = await viewAs(h.app, managerUser, h.ids.VIC);
      const result = dataOf<TNotificationAndResolveResult>(
        await notify(notice.id, bodyOf(notice), cookie),
      );
      expect(result).toMatchObject({
        noticeId: notice.id,
        resolveReason: 'Called the tenant They will book',
      });
      const [row] = await h.rows<{ by: number; reason: string }>(
        'select resolved_by as by, resolve_reason as reason from notices where id = $1',
        [notice.id],
      );
      expect(row).toEqual({ by: managerUser, reason: 'Called the tenant They will book' });
      const [email] = await h.rows<{
        type: string;
        from: string;
        to: string[];
        cc: string[];
        noticeId: number;
        html: string;
      }>(
        `select message_type as type, from_address as from, to_addresses as to, cc_addresses as cc,
                notice_id as "noticeId", html
           from email_outbox where id = $1`,
        [result.emailId],
      );
      const [tenant] = await h.rows<{ email: string }>(
        'select email from occupants where id = $1',
        [notice.occupantId],
      );
      const [agency] = await h.rows<{ name: string }>('select name from agencies where id = $1', [
        h.ids.VIC,
      ]);
      expect(email).toMatchObject({
        type: 'TENANT_NOTIFICATION',
        from: h.app.config.mail.from,
        to: [tenant!.email],
        cc: [],
        noticeId: notice.id,
      });
      expect(email!.html).toContain(
        `Your property manager, ${agency!.name}, has asked ${h.app.config.provider.name} to ` +
          'get in touch with you to book access to',
      );
      expect(
        await auditOf(h, 'notice.notify-and-resolve', { target: `notice:${notice.id}` }),
      ).toEqual([{ actor: managerUser, staff }]);

      expect(refusal(await notify(notice.id, bodyOf(notice)))).toMatchObject({
        status: 409,
        message: NOTICE_RESOLVE_ERRORS.alreadyResolved,
      });
    });

    it("should need notes with visible text under 500 characters, in the rule's words", async () => {
      const notice = await withTenant();
      for (const notes of [undefined, '<p><br></p>', '\n']) {
        expect(refusal(await notify(notice.id, { ...bodyOf(notice), notes }))).toMatchObject({
          status: 400,
          fields: { 'body.notes': 'Notes are required' },
        });
      }
      const long = `<p>${'x'.repeat(501)}</p>`;
      expect(refusal(await notify(notice.id, { ...bodyOf(notice), notes: long }))).toMatchObject({
        status: 400,
        fields: { 'body.notes': 'Message should be 500 characters or less' },
      });
      expect(await isActive(notice.id)).toBe(true);
    });

    it('should refuse a tenant of another property or agency, or one without an address, naming the field', async () => {
      const notice = await withTenant();
      const [elsewhere] = await h.rows<{ id: number }>(
        `select o.id from occupants o join tenancies t on t.id = o.tenancy_id
          where t.property_id <> $1 and t.agency_id = $2 order by o.id limit 1`,
        [notice.propertyId, h.ids.VIC],
      );
      const [foreign] = await h.rows<{ id: number }>(
        'select id from occupants where agency_id = $1 order by id limit 1',
        [h.ids.QLD],
      );
      const [{ max }] = (await h.rows<{ max: number }>('select max(id) as max from occupants')) as [
        { max: number },
      ];
      const [unreachable] = await h.rows<{ id: number }>(
        `insert into occupants (agency_id, tenancy_id, name)
         select agency_id, tenancy_id, 'No Address' from occupants where id = $1 returning id`,
        [notice.occupantId],
      );
      const answers = [];
      for (const occupantId of [elsewhere!.id, foreign!.id, max + 1_000]) {
        answers.push(refusal(await notify(notice.id, { ...bodyOf(notice), occupantId })));
      }
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 400,
          message: NOTICE_RESOLVE_ERRORS.notTenant,
          fields: { 'body.occupantId': NOTICE_RESOLVE_ERRORS.notTenant },
        });
      }
      expect(
        refusal(await notify(notice.id, { ...bodyOf(notice), occupantId: unreachable!.id })),
      ).toMatchObject({
        status: 400,
        fields: { 'body.occupantId': NOTICE_RESOLVE_ERRORS.cannotContact },
      });
      expect(await isActive(notice.id)).toBe(true);
    });

    it("should answer 'There are no tenants that can be contacted.' when no tenant has an address", async () => {
      const notice = await withTenant();
      await h.rows(
        `update occupants set email = null where tenancy_id =
           (select tenancy_id from occupants where id = $1)`,
        [notice.occupantId],
      );
      expect(refusal(await notify(notice.id, bodyOf(notice)))).toMatchObject({
        status: 409,
        message: NOTICE_MESSAGES.noTenants,
      });
      expect(await isActive(notice.id)).toBe(true);
      expect(await h.rows('select 1 from email_outbox where notice_id = $1', [notice.id])).toEqual(
        [],
      );
    });

    it("should answer another agency's notice exactly like a missing one", async () => {
      const notice = await withTenant();
      const missing = await missingId(h, 'notices');
      const foreign = await notify(notice.id, bodyOf(notice), other);
      const absent = await notify(missing, { ...bodyOf(notice), noticeId: missing }, other);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(absent.json());
      expect(await isActive(notice.id)).toBe(true);
    });

    it('should refuse a notice only the provider can resolve, in words', async () => {
      const [notice] = await h.rows<{ id: number; propertyId: number }>(
        `select id, property_id as "propertyId" from notices where agency_id = $1
           and resolved_at is null and is_contact_di_required order by id limit 1`,
        [h.ids.VIC],
      );
      const { occupantId } = await withTenant();
      expect(refusal(await notify(notice!.id, bodyOf({ ...notice!, occupantId })))).toMatchObject({
        status: 409,
        message: NOTICE_RESOLVE_ERRORS.contactProvider,
      });
    });
  });
});
