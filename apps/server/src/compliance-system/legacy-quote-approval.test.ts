import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  authCalls,
  dashboardCalls,
  quotationStatusId,
  quoteCalls,
  type TDashboardStats,
  type TList,
  type TQuoteView,
  type TSession,
} from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import { agencyIdIn, cookieOf, createUser, signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import {
  createTestAgency,
  getPage,
  removeTestAgency,
  type TestAgency,
} from './legacy-test-helpers';

interface TestQuote {
  id: number;
  number: string;
}

/**
 * /Quotations/approve/{id} of a built-in compliance system, for agencies of the test's own: the
 * user signs in through the SA system and switches to a TAS agency, so the pages must be the TAS
 * system's although another state's system signed the user in.
 */
describe('/Quotations/approve/{id} of a built-in compliance system', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let tas: TestAgency;
  let sa: TestAgency;
  let userId: number;
  let cookie: string;
  let session: TSession;
  let seq = 0;

  /** A quote of the agency with two items (inc. GST), awaiting approval unless told. */
  async function addQuote(
    agency: TestAgency,
    options: { status?: Parameters<typeof quotationStatusId>[0]; expiresAt?: string } = {},
  ): Promise<TestQuote> {
    seq += 1;
    const number = `QA-${Date.now()}-${seq}`;
    const { rows } = await owner.pool.query<{ id: number }>(
      `insert into quotes (agency_id, property_id, service_code, quote_number, status_id, severity,
         expires_at, approval_token)
       values ($1, $2, 'smoke', $3, $4, 'URGENT', $5, $6) returning id`,
      [
        agency.agencyId,
        agency.propertyId,
        number,
        quotationStatusId(options.status ?? 'AWAITING_APPROVAL'),
        options.expiresAt ?? '2099-12-31',
        `token-${number}`,
      ],
    );
    const id = rows[0]!.id;
    await owner.pool.query(
      `insert into quote_items (agency_id, quote_id, description, amount, display_order)
       values ($1, $2, 'Replace smoke alarm in hallway', 129.5, 0),
              ($1, $2, 'Install interconnected alarm & test', 220, 1)`,
      [agency.agencyId, id],
    );
    return { id, number };
  }

  const statusOf = async (id: number) =>
    (
      await owner.pool.query<{ status_id: number; responded_at: Date | null }>(
        'select status_id, responded_at from quotes where id = $1',
        [id],
      )
    ).rows[0]!;

  const post = (
    path: string,
    form: string,
    headers: Record<string, string> = { origin: TEST_ORIGIN },
    sessionCookie: string | undefined = cookie,
  ) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      cookies: sessionCookie ? { acp_session: sessionCookie } : undefined,
      payload: form,
    });

  const approvePath = (id: number | string) => `/cs/tas/Quotations/approve/${id}`;

  const urgentAwaiting = async () => {
    const res = await injectCall(app, dashboardCalls.stats, { query: {} }, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TDashboardStats }>().data.actionRequired.COMPLIANCE_QUOTES_STATS
      .URGENT_QUOTATIONS;
  };

  const awaitingInList = async () => {
    const res = await injectCall(
      app,
      quoteCalls.list,
      { query: { status: ['AWAITING_APPROVAL'] } },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TList<TQuoteView> }>().data.total;
  };

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    tas = await createTestAgency(owner, 'TAS', '3 Approval Street');
    sa = await createTestAgency(owner, 'SA', '5 Elsewhere Road');
    const user = await createUser(owner, { agencies: [tas.agencyId, sa.agencyId] });
    userId = user.id;
    const signedIn = await signInToPortal(app, user.username, {
      state: 'sa',
      password: user.password,
    });
    expect(signedIn.session.complianceAgencyId).toBe(sa.agencyId);
    const switched = await injectCall(
      app,
      authCalls.switchAgency,
      { body: { agencyId: tas.agencyId } },
      { cookie: signedIn.cookie },
    );
    expect(switched.statusCode).toBe(200);
    cookie = cookieOf(switched, 'acp_session')!.value;
    session = switched.json<{ data: TSession }>().data;
  });
  afterAll(async () => {
    await removeTestAgency(owner, sa.agencyId, userId);
    await removeTestAgency(owner, tas.agencyId, userId);
    await app.close();
    await database.close();
    await owner.close();
  });

  it("should give the agency's own state's system when another state's system signed the user in", async () => {
    expect(session).toMatchObject({
      complianceAgencyState: 'TAS',
      complianceSystemUrl: '/cs/tas',
      signInSystemUrl: '/cs/sa',
    });
    const quote = await addQuote(tas);
    const list = await injectCall(app, quoteCalls.list, { query: {} }, { cookie });
    const item = list
      .json<{ data: TList<TQuoteView> }>()
      .data.items.find((q) => q.complianceQuoteId === quote.id);
    expect(item?.approvalUrl).toBe(`/cs/tas/Quotations/approve/${quote.id}`);
    const urgent = await injectCall(app, dashboardCalls.urgentQuotes, { query: {} }, { cookie });
    expect(
      urgent
        .json<{ data: TList<TQuoteView> }>()
        .data.items.find((q) => q.complianceQuoteId === quote.id)?.approvalUrl,
    ).toBe(`/cs/tas/Quotations/approve/${quote.id}`);
  });

  it("should show the quote with its items, prices and total when the quote is the agency's", async () => {
    const quote = await addQuote(tas);
    const res = await getPage(app, approvePath(quote.id), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`Quote ${quote.number}`);
    expect(res.body).toContain('3 Approval Street, Hobart TAS 7000');
    expect(res.body).toContain('Replace smoke alarm in hallway');
    expect(res.body).toContain('Install interconnected alarm &amp; test');
    expect(res.body).toContain('$129.50 inc. GST');
    expect(res.body).toContain('$220.00 inc. GST');
    expect(res.body).toContain('$349.50 inc. GST');
    expect(res.body).toContain('Awaiting approval');
    expect(res.body).toContain(`action="${approvePath(quote.id)}"`);
    expect(res.body).toMatch(/<button[^>]*name="decision"[^>]*value="approve"/);
    expect(res.body).toMatch(/<button[^>]*name="decision"[^>]*value="reject"/);
    expect(res.body).toContain('Tasmania compliance system');
  });

  it("should answer another agency's quote exactly like a missing one", async () => {
    const foreign = await addQuote(sa);
    const { rows } = await owner.pool.query<{ id: number }>(
      `select id from quotes where agency_id = $1 limit 1`,
      [await agencyIdIn(owner, 'VIC')],
    );
    const missing = await getPage(app, approvePath(2_000_000_000), cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Quote not found');
    for (const id of [foreign.id, rows[0]!.id]) {
      const res = await getPage(app, approvePath(id), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    for (const id of ['abc', '0', '99999999999']) {
      const res = await getPage(app, approvePath(id), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    const posted = await post(approvePath(foreign.id), 'decision=approve');
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toBe(missing.body);
    expect((await statusOf(foreign.id)).status_id).toBe(quotationStatusId('AWAITING_APPROVAL'));
  });

  it("should approve the quote and move the portal's figures when Approve is posted", async () => {
    const quote = await addQuote(tas);
    const [urgentBefore, listedBefore] = [await urgentAwaiting(), await awaitingInList()];
    const res = await post(approvePath(quote.id), 'decision=approve');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Quote ${quote.number} approved`);
    expect(res.body).toContain('Accepted');
    expect(res.body).not.toMatch(/name="decision"/);
    const row = await statusOf(quote.id);
    expect(row.status_id).toBe(quotationStatusId('ACCEPTED'));
    expect(row.responded_at).not.toBeNull();
    expect(await urgentAwaiting()).toBe(urgentBefore - 1);
    expect(await awaitingInList()).toBe(listedBefore - 1);
    const detail = await injectCall(
      app,
      quoteCalls.detail,
      { params: { id: quote.id } },
      { cookie },
    );
    expect(detail.json()).toMatchObject({ data: { status: 'ACCEPTED' } });
    const { rows } = await owner.pool.query<{ actor_user_id: number; property_id: number }>(
      `select actor_user_id, property_id from audit_log
        where agency_id = $1 and action = 'quote.approve' and target = $2`,
      [tas.agencyId, `quote:${quote.id}`],
    );
    // In the property's history too.
    expect(rows).toEqual([{ actor_user_id: userId, property_id: tas.propertyId }]);
  });

  it('should reject the quote when Reject is posted', async () => {
    const quote = await addQuote(tas);
    const listedBefore = await awaitingInList();
    const res = await post(approvePath(quote.id), 'decision=reject');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Quote ${quote.number} rejected`);
    expect((await statusOf(quote.id)).status_id).toBe(quotationStatusId('REJECTED'));
    expect(await awaitingInList()).toBe(listedBefore - 1);
  });

  it('should refuse a decision when the quote no longer awaits approval', async () => {
    const expired = await addQuote(tas, { expiresAt: '2001-01-01' });
    const accepted = await addQuote(tas, { status: 'ACCEPTED' });
    for (const quote of [expired, accepted]) {
      const page = await getPage(app, approvePath(quote.id), cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This quote is no longer awaiting approval');
      expect(page.body).not.toMatch(/name="decision"/);
      const res = await post(approvePath(quote.id), 'decision=approve');
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('This quote is no longer awaiting approval');
    }
    expect((await statusOf(expired.id)).status_id).toBe(quotationStatusId('AWAITING_APPROVAL'));
    expect((await statusOf(accepted.id)).status_id).toBe(quotationStatusId('ACCEPTED'));
  });

  it('should refuse the post when it does not come from the portal itself', async () => {
    const quote = await addQuote(tas);
    expect((await post(approvePath(quote.id), 'decision=approve', {})).statusCode).toBe(403);
    const crossSite = await post(approvePath(quote.id), 'decision=approve', {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await statusOf(quote.id)).status_id).toBe(quotationStatusId('AWAITING_APPROVAL'));
  });

  it('should answer a clear 400 when the decision is neither approve nor reject', async () => {
    const quote = await addQuote(tas);
    for (const form of ['decision=maybe', '']) {
      const res = await post(approvePath(quote.id), form);
      expect(res.statusCode, form).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await statusOf(quote.id)).status_id).toBe(quotationStatusId('AWAITING_APPROVAL'));
  });

  it('should ask to sign in when there is no session or it is not of the agency’s state', async () => {
    const quote = await addQuote(tas);
    const page = await getPage(app, approvePath(quote.id));
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('Sign in required');
    const posted = await post(approvePath(quote.id), 'decision=approve', undefined, '');
    expect(posted.statusCode).toBe(401);
    // The SA system is not the system of the session's (TAS) agency.
    const elsewhere = await getPage(app, `/cs/sa/Quotations/approve/${quote.id}`, cookie);
    expect(elsewhere.statusCode).toBe(401);
    expect((await statusOf(quote.id)).status_id).toBe(quotationStatusId('AWAITING_APPROVAL'));
  });
});
