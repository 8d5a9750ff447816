import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../test/auth';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import {
  createTestAgency,
  getPage,
  removeTestAgency,
  type TestAgency,
} from './legacy-test-helpers';

const ADDRESS = '12 Job Order Street';

/** /JobOrders/add for an agency of the test's own (TAS), so the demo agencies stay as seeded. */
describe('/JobOrders/add of a built-in compliance system', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let agency: TestAgency;
  let userId: number;
  let cookie: string;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    agency = await createTestAgency(owner, 'TAS', ADDRESS);
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

  const post = (form: string, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
    app.inject({
      method: 'POST',
      url: '/cs/tas/JobOrders/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      cookies: { acp_session: cookie },
      payload: form,
    });

  const jobOrders = async () =>
    (
      await owner.pool.query<{
        id: number;
        property_id: number | null;
        non_managed_property_id: number | null;
        service_codes: string[];
        notes: string | null;
        created_by: number;
        status: string;
      }>('select * from job_orders where agency_id = $1 order by id', [agency.agencyId])
    ).rows;

  it('should preselect the property when the link carries property_id', async () => {
    const res = await getPage(
      app,
      `/cs/tas/JobOrders/add?property_id=${agency.propertyId}`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>New job order</h1>');
    expect(res.body).toContain(
      `<input type="hidden" name="property_id" value="${agency.propertyId}" />`,
    );
    expect(res.body).toContain(`${ADDRESS}, Hobart TAS 7000`);
    // Gas and electrical checks are Victorian: a TAS agency is not offered them.
    expect(res.body).toContain('value="smoke"');
    expect(res.body).not.toContain('value="gas"');
    expect(res.body).toContain('<label for="notes">Notes</label>');
  });

  it("should preselect a portfolio property when the link carries another provider's property", async () => {
    const res = await getPage(
      app,
      `/cs/tas/JobOrders/add?address=${encodeURIComponent('7 Portfolio Lane')}&agencyPortfolioPropertyId=${agency.portfolioPropertyId}`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<input type="hidden" name="agencyPortfolioPropertyId" value="${agency.portfolioPropertyId}" />`,
    );
    expect(res.body).toContain('7 Portfolio Lane, Sandy Bay TAS 7005');
  });

  it('should offer the matching property when the link carries only an address', async () => {
    const res = await getPage(
      app,
      `/cs/tas/JobOrders/add?address=${encodeURIComponent(`${ADDRESS}, Hobart TAS 7000`)}`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      new RegExp(`name="property_id"\\s+value="${agency.propertyId}"\\s+required\\s+checked`),
    );
  });

  it("should answer the missing property's 404 page when the link names another agency's property", async () => {
    const vicId = await agencyIdIn(owner, 'VIC');
    const { rows } = await owner.pool.query<{ id: number }>(
      'select id from properties where agency_id = $1 limit 1',
      [vicId],
    );
    const foreign = await getPage(app, `/cs/tas/JobOrders/add?property_id=${rows[0]!.id}`, cookie);
    const missing = await getPage(app, '/cs/tas/JobOrders/add?property_id=2147483647', cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('should create a job order in the agency and confirm it when the form is posted', async () => {
    const before = await jobOrders();
    const res = await post(
      `property_id=${agency.propertyId}&services=smoke&services=water&notes=${encodeURIComponent('Side gate <locked>')}`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('<h1>Job order created</h1>');
    const after = await jobOrders();
    expect(after).toHaveLength(before.length + 1);
    const created = after.at(-1)!;
    expect(created).toMatchObject({
      property_id: agency.propertyId,
      non_managed_property_id: null,
      service_codes: ['smoke', 'water'],
      notes: 'Side gate <locked>',
      created_by: userId,
      status: 'REQUESTED',
    });
    expect(res.body).toContain(`<strong>${created.id}</strong>`);
    expect(res.body).toContain('Smoke Alarms, Water Efficiency');
    const { rows: audit } = await owner.pool.query<{ actor_user_id: number; property_id: number }>(
      `select actor_user_id, property_id from audit_log
        where action = 'job-order.create' and target = $1`,
      [`job-order:${created.id}`],
    );
    // In the property's history too.
    expect(audit).toEqual([{ actor_user_id: userId, property_id: agency.propertyId }]);
  });

  it('should create a job order for a portfolio property when one is posted', async () => {
    const res = await post(`agencyPortfolioPropertyId=${agency.portfolioPropertyId}&services=rcd`);
    expect(res.statusCode).toBe(201);
    const created = (await jobOrders()).at(-1)!;
    expect(created).toMatchObject({
      property_id: null,
      non_managed_property_id: agency.portfolioPropertyId,
      service_codes: ['rcd'],
      notes: null,
    });
  });

  it("should refuse another agency's property like a missing one when it is posted", async () => {
    const vicId = await agencyIdIn(owner, 'VIC');
    const { rows } = await owner.pool.query<{ id: number }>(
      'select id from properties where agency_id = $1 limit 1',
      [vicId],
    );
    const before = await jobOrders();
    const foreign = await post(`property_id=${rows[0]!.id}&services=smoke`);
    const missing = await post('property_id=2147483647&services=smoke');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.body).toContain('Property not found');
    expect(await jobOrders()).toHaveLength(before.length);
    const { rows: vicOrders } = await owner.pool.query(
      'select 1 from job_orders where property_id = $1',
      [rows[0]!.id],
    );
    expect(vicOrders).toHaveLength(0);
  });

  it('should show the form again with its errors when no service is chosen or notes are too long', async () => {
    const before = await jobOrders();
    const res = await post(`property_id=${agency.propertyId}&notes=${'x'.repeat(501)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please select a service');
    expect(res.body).toContain('Message should be 500 characters or less');
    expect(res.body).toContain(
      `<input type="hidden" name="property_id" value="${agency.propertyId}" />`,
    );
    const noProperty = await post(`services=smoke&search=${encodeURIComponent(ADDRESS)}`);
    expect(noProperty.statusCode).toBe(400);
    expect(noProperty.body).toContain('Please choose a property');
    // The properties the search offered are offered again, the chosen service still ticked.
    expect(noProperty.body).toMatch(
      new RegExp(`name="property_id"\\s+value="${agency.propertyId}"`),
    );
    expect(noProperty.body).toMatch(/value="smoke"\s+checked/);
    const vicOnly = await post(`property_id=${agency.propertyId}&services=gas`);
    expect(vicOnly.statusCode).toBe(400);
    expect(await jobOrders()).toHaveLength(before.length);
  });

  it('should refuse the post when it carries no Origin', async () => {
    const before = await jobOrders();
    const res = await post(`property_id=${agency.propertyId}&services=smoke`, {});
    expect(res.statusCode).toBe(403);
    const crossSite = await post(`property_id=${agency.propertyId}&services=smoke`, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await jobOrders()).toHaveLength(before.length);
  });

  it('should ask to sign in when the form is posted without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cs/tas/JobOrders/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
      payload: `property_id=${agency.propertyId}&services=smoke`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Sign in required');
  });
});
