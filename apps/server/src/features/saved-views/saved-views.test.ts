import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  SAVED_VIEW_MESSAGES as M,
  SAVED_VIEWS_PER_USER,
  savedViewCalls,
  type TCreateSavedView,
  type TSavedView,
  type TSavedViews,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { createUser, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';

type Refusal = { error: { message: string; fields?: Record<string, string> } };

const dataOf = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;
const messageOf = (response: LightMyRequestResponse) => response.json<Refusal>().error.message;

/** Saved views: each test works in agencies of its own, so counts and names never collide. */
describe('saved view calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await owner.pool.query(text, values)).rows as T[];

  async function agency() {
    const [row] = await rows<{ id: number }>(
      "insert into agencies (name, state_code) values ($1, 'VIC') returning id",
      [`Views agency ${randomBytes(4).toString('hex')}`],
    );
    return row!.id;
  }
  async function member(agencyId: number) {
    const user = await createUser(owner, { agencies: [agencyId] });
    const { cookie } = await signInToPortal(app, user.username, { password: user.password });
    return { id: user.id, cookie };
  }
  /** Two users of one agency and one of another. */
  async function people() {
    const agencyId = await agency();
    return {
      agencyId,
      alice: await member(agencyId),
      bob: await member(agencyId),
      stranger: await member(await agency()),
    };
  }

  const as = (cookie: string) => ({
    list: (list: TCreateSavedView['list'] = 'portfolio') =>
      injectCall(app, savedViewCalls.list, { query: { list } }, { cookie }),
    detail: (viewId: number) =>
      injectCall(app, savedViewCalls.detail, { params: { viewId } }, { cookie }),
    create: (body: TCreateSavedView) =>
      injectCall(app, savedViewCalls.create, { body }, { cookie }),
    update: (viewId: number, body: Record<string, unknown>) =>
      injectCall(app, savedViewCalls.update, { params: { viewId }, body }, { cookie }),
    remove: (viewId: number) =>
      injectCall(app, savedViewCalls.remove, { params: { viewId } }, { cookie }),
    setDefault: (viewId: number) =>
      injectCall(app, savedViewCalls.setDefault, { params: { viewId } }, { cookie }),
    clearDefault: (viewId: number) =>
      injectCall(app, savedViewCalls.clearDefault, { params: { viewId } }, { cookie }),
  });
  const save = async (cookie: string, body: Partial<TCreateSavedView> = {}) => {
    const response = await as(cookie).create({
      list: 'portfolio',
      name: 'Non-compliant',
      params: 'facet=NonCompliant',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<TSavedView>(response);
  };
  const listed = async (cookie: string, list: TCreateSavedView['list'] = 'portfolio') => {
    const response = await as(cookie).list(list);
    expect(response.statusCode).toBe(200);
    return dataOf<TSavedViews>(response).views;
  };

  it('should save a list’s filters normalised and list them for their list only', async () => {
    const { alice } = await people();
    const view = await save(alice.cookie, {
      name: '  Smoke due  ',
      params: '?sort=-due-date&service=smoke&query=+Main+St+&facet=',
    });
    expect(view).toMatchObject({
      list: 'portfolio',
      name: 'Smoke due',
      params: 'query=Main+St&service=smoke&sort=-due-date',
      shared: false,
      isDefault: false,
      isOwn: true,
    });
    expect((await listed(alice.cookie)).map((v) => v.id)).toEqual([view.id]);
    expect(await listed(alice.cookie, 'required-updates')).toEqual([]);
    const [audit] = await rows<{ action: string }>(
      'select action from audit_log where target = $1',
      [`saved-view:${view.id}`],
    );
    expect(audit?.action).toBe('saved-view.create');
  });

  it('should refuse filters that are not the list’s own, saying which', async () => {
    const { alice } = await people();
    const cases: [TCreateSavedView['list'], string, string][] = [
      ['portfolio', 'colour=red', "'colour' is not a filter of Portfolio"],
      ['portfolio', 'page=2', "'page' is not a filter of Portfolio"],
      ['access-issues', 'sort=address', "'sort' is not a filter of Access issues"],
      ['portfolio', 'facet=Purple', "'Purple' is not a value of the 'facet' filter of Portfolio"],
      [
        'reported-findings',
        'facet=NonCompliant',
        "'NonCompliant' is not a value of the 'facet' filter of Reported findings",
      ],
      ['analytics', 'period=7', "'7' is not a value of the 'period' filter of Analytics"],
      ['portfolio', 'sort=address&sort=status', "The 'sort' filter of Portfolio takes one value"],
    ];
    for (const [list, params, message] of cases) {
      const response = await as(alice.cookie).create({ list, name: 'Wrong', params });
      expect(response.statusCode, params).toBe(400);
      expect(messageOf(response)).toBe(message);
      expect(response.json<Refusal>().error.fields?.['body.params']).toBe(message);
    }
    const blank = await as(alice.cookie).create({ list: 'portfolio', name: '  ', params: '' });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toBe(M.nameRequired);
    const unknownList = await app.inject({
      method: 'GET',
      url: '/v1/me/saved-views?list=invoices',
      cookies: { acp_session: alice.cookie },
    });
    expect(unknownList.statusCode).toBe(400);
    expect(await listed(alice.cookie)).toEqual([]);
  });

  it('should keep a name once per owner and list, whatever its case', async () => {
    const { alice, bob } = await people();
    await save(alice.cookie, { name: 'Overdue' });
    const again = await as(alice.cookie).create({
      list: 'portfolio',
      name: 'OVERDUE',
      params: '',
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(M.nameTaken('OVERDUE', 'Portfolio'));
    // Another list, or another user, may use the name.
    await save(alice.cookie, { name: 'Overdue', list: 'required-updates', params: '' });
    await save(bob.cookie, { name: 'Overdue' });

    const other = await save(alice.cookie, { name: 'Other' });
    const renamed = await as(alice.cookie).update(other.id, { name: 'overdue' });
    expect(renamed.statusCode).toBe(409);
    expect(messageOf(renamed)).toBe(M.nameTaken('overdue', 'Portfolio'));
  });

  it('should stop a user at the cap of saved views', async () => {
    const { agencyId, alice, bob } = await people();
    await owner.pool.query(
      `insert into saved_views (agency_id, owner_user_id, list, name, params)
       select $1, $2, 'portfolio', 'View ' || n, '' from generate_series(1, $3::int) n`,
      [agencyId, alice.id, SAVED_VIEWS_PER_USER],
    );
    const refused = await as(alice.cookie).create({
      list: 'analytics',
      name: 'One more',
      params: '',
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(M.tooMany);
    // The cap is each user's own.
    await save(bob.cookie);
  });

  it('should open a shared view for the agency and keep it missing to another agency', async () => {
    const { alice, bob, stranger } = await people();
    const shared = await save(alice.cookie, { name: 'Shared', shared: true });
    const own = await save(alice.cookie, { name: 'Mine' });

    const seen = await as(bob.cookie).detail(shared.id);
    expect(seen.statusCode).toBe(200);
    expect(dataOf<TSavedView>(seen)).toMatchObject({ isOwn: false, params: 'facet=NonCompliant' });
    expect((await listed(bob.cookie)).map((v) => v.name)).toEqual(['Shared']);
    expect((await listed(alice.cookie)).map((v) => v.name)).toEqual(['Mine', 'Shared']);

    // Another user's unshared view, and any view of another agency, are missing.
    const missing = (await as(stranger.cookie).detail(2_147_483_647)).json<unknown>();
    for (const response of [
      await as(bob.cookie).detail(own.id),
      await as(stranger.cookie).detail(shared.id),
      await as(stranger.cookie).update(shared.id, { name: 'Taken over' }),
      await as(stranger.cookie).remove(shared.id),
      await as(stranger.cookie).setDefault(shared.id),
      await as(bob.cookie).remove(own.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<unknown>()).toEqual(missing);
    }
    expect(await listed(stranger.cookie)).toEqual([]);
    expect((await listed(alice.cookie)).map((v) => v.name)).toEqual(['Mine', 'Shared']);
  });

  it('should let only the owner change, share or delete a view', async () => {
    const { alice, bob } = await people();
    const shared = await save(alice.cookie, { name: 'Shared', shared: true });
    for (const response of [
      await as(bob.cookie).update(shared.id, { name: 'Mine now' }),
      await as(bob.cookie).remove(shared.id),
      await as(bob.cookie).setDefault(shared.id),
      await as(bob.cookie).clearDefault(shared.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(M.ownerOnly);
    }

    const changed = await as(alice.cookie).update(shared.id, {
      name: 'Overdue',
      params: 'facet=Overdue',
      shared: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(dataOf<TSavedView>(changed)).toMatchObject({
      name: 'Overdue',
      params: 'facet=Overdue',
      shared: false,
    });
    expect(await listed(bob.cookie)).toEqual([]);
    const bad = await as(alice.cookie).update(shared.id, { params: 'provided-by=ALL' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("'provided-by' is not a filter of Portfolio");
    const empty = await as(alice.cookie).update(shared.id, {});
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe(M.nothingToChange);

    const removed = await as(alice.cookie).remove(shared.id);
    expect(removed.statusCode).toBe(200);
    expect((await as(alice.cookie).detail(shared.id)).statusCode).toBe(404);
  });

  it('should keep one default per user and list, the user’s own', async () => {
    const { alice, bob } = await people();
    const first = await save(alice.cookie, { name: 'First', isDefault: true, shared: true });
    expect(first.isDefault).toBe(true);
    const second = await save(alice.cookie, { name: 'Second' });
    const analytics = await save(alice.cookie, {
      name: 'Analytics',
      list: 'analytics',
      params: 'period=12',
      isDefault: true,
    });

    expect((await as(alice.cookie).setDefault(second.id)).statusCode).toBe(200);
    const defaults = (await listed(alice.cookie)).filter((v) => v.isDefault).map((v) => v.name);
    expect(defaults).toEqual(['Second']);
    expect((await listed(alice.cookie, 'analytics'))[0]?.isDefault).toBe(true);
    // Another user's default is never theirs.
    await as(alice.cookie).setDefault(first.id);
    expect((await listed(bob.cookie))[0]).toMatchObject({ name: 'First', isDefault: false });

    const cleared = await as(alice.cookie).clearDefault(first.id);
    expect(dataOf<TSavedView>(cleared).isDefault).toBe(false);
    expect((await listed(alice.cookie)).some((v) => v.isDefault)).toBe(false);
    expect(analytics.isDefault).toBe(true);
  });
});
