import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/app';
import { authCalls } from '@portal/contracts';
import { cookieOf, createUser, signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import {
  createTestAgency,
  getPage,
  removeTestAgency,
  type TestAgency,
} from './legacy-test-helpers';

const LEGACY_PAGES = [
  '/Quotations/index?status=Expired',
  '/Bookings/view',
  '/Invoices/index',
  '/Keys/keyManagement',
  '/Keys/keyCollectionHistory',
  '/BetweenTenancyBatches/manageTenancyChange',
  '/ComplianceReports/listView',
  '/JobOrders/add?property_id=1',
  '/Notices/view?search=1%20Smith%20Street',
  '/Properties/view/1',
];

const SCRIPT_ADDRESS = '<script>alert("x")</script> 1 Evil Street';

describe('who may see the legacy pages', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let agency: TestAgency;
  let userId: number;
  let cookie: string;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { env: { CS_URL_WA: 'none' } });
    agency = await createTestAgency(owner, 'TAS', SCRIPT_ADDRESS);
    const user = await createUser(owner, { agencies: [agency.agencyId] });
    userId = user.id;
    ({ cookie } = await signInToPortal(app, user.username, {
      state: 'tas',
      password: user.password,
    }));
  });
  afterAll(async () => {
    await removeTestAgency(owner, agency.agencyId, userId);
    await app.close();
    await database.close();
    await owner.close();
  });

  it.each(LEGACY_PAGES)(
    'should ask to sign in, coming back to the page, when there is no session (%s)',
    async (path) => {
      const res = await getPage(app, `/cs/vic${path}`);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Sign in required</h1>');
      const back = `/cs/vic/login?state=${encodeURIComponent(`/cs/vic${path}`)}`;
      expect(res.body).toContain(`href="${back.replaceAll('&', '&amp;')}"`);
    },
  );

  it('should ask to sign in when the session cookie is unknown', async () => {
    const res = await getPage(app, '/cs/vic/Invoices/index', 'A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Sign in required');
  });

  it("should ask to sign in when the session's agency is of another state", async () => {
    const res = await getPage(app, '/cs/vic/Invoices/index', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Sign in to the Victoria compliance system');
  });

  it("should show an agency's pages in its own state's system when another state's system signed the user in", async () => {
    const other = await createTestAgency(owner, 'SA', '9 Other State Road');
    const both = await createUser(owner, { agencies: [agency.agencyId, other.agencyId] });
    const signedIn = await signInToPortal(app, both.username, {
      state: 'sa',
      password: both.password,
    });
    const switched = await injectCall(
      app,
      authCalls.switchAgency,
      { body: { agencyId: agency.agencyId } },
      { cookie: signedIn.cookie },
    );
    const tasCookie = cookieOf(switched, 'acp_session')!.value;
    for (const path of LEGACY_PAGES.filter((p) => !p.startsWith('/BetweenTenancyBatches'))) {
      const url = path
        .replace('property_id=1', `property_id=${agency.propertyId}`)
        .replace('/Properties/view/1', `/Properties/view/${agency.propertyId}`);
      const res = await getPage(app, `/cs/tas${url}`, tasCookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Tasmania compliance system');
      // The system of the state that signed the user in is not the agency's.
      expect((await getPage(app, `/cs/sa${url}`, tasCookie)).statusCode, url).toBe(401);
    }
    await removeTestAgency(owner, other.agencyId, both.id);
  });

  it('should ask to sign in when the session has ended', async () => {
    const other = await createUser(owner, { agencies: [agency.agencyId] });
    const session = await signInToPortal(app, other.username, {
      state: 'tas',
      password: other.password,
    });
    await owner.pool.query('update sessions set revoked_at = now() where user_id = $1', [other.id]);
    const res = await getPage(app, '/cs/tas/Invoices/index', session.cookie);
    expect(res.statusCode).toBe(401);
    await owner.pool.query('delete from users where id = $1', [other.id]);
  });

  it('should answer a 404 page when the state has no built-in system', async () => {
    expect((await getPage(app, '/cs/xyz/Invoices/index', cookie)).statusCode).toBe(404);
    const wa = await getPage(app, '/cs/wa/Invoices/index', cookie);
    expect(wa.statusCode).toBe(404);
    expect(wa.headers['content-type']).toContain('text/html');
  });

  it('should escape an address holding markup when it is shown', async () => {
    const pages = [
      `/cs/tas/Properties/view/${agency.propertyId}`,
      '/cs/tas/Keys/keyManagement',
      `/cs/tas/JobOrders/add?property_id=${agency.propertyId}`,
      `/cs/tas/Notices/view?search=${encodeURIComponent(SCRIPT_ADDRESS)}`,
    ];
    for (const url of pages) {
      const res = await getPage(app, url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<script');
      expect(res.body, url).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 1 Evil Street',
      );
    }
    const keys = await getPage(app, '/cs/tas/Keys/keyManagement', cookie);
    expect(keys.body).toContain('K&lt;1&gt;');
  });

  it('should say there is nothing to list when the agency has no rows', async () => {
    const expectations: [string, string][] = [
      ['/Quotations/index', 'No quotes found'],
      ['/Quotations/index?status=Expired', 'No expired quotes found'],
      ['/Bookings/view', 'No bookings found'],
      ['/Invoices/index', 'No invoices found'],
      ['/ComplianceReports/listView', 'No service reports found'],
      ['/Notices/view', 'No notices found'],
    ];
    for (const [path, text] of expectations) {
      const res = await getPage(app, `/cs/tas${path}`, cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(text);
    }
  });
});
