import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_MESSAGES,
  API_KEYS_PER_AGENCY,
  allCalls,
  apiKeyCalls,
  settingsCalls,
  userCalls,
  type TApiKeys,
  type TCreatedApiKey,
} from '@portal/contracts';
import { TEST_ORIGIN, buildTestApp } from '../../../test/app';
import { createUser, signInToPortal } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { sha256Hex } from '../../lib/tokens';
import { requests } from './test-support';

type Refusal = { error: { message: string } };

/** API keys: each test works in a VIC agency of its own, with a master and a standard user. */
describe('API key calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let http: ReturnType<typeof requests>;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    http = requests(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await owner.pool.query(text, values)).rows as T[];

  async function agencyOfOwn() {
    const [agency] = await rows<{ id: number }>(
      "insert into agencies (name, state_code) values ($1, 'VIC') returning id",
      [`Key agency ${randomBytes(4).toString('hex')}`],
    );
    const member = async (isMaster: boolean) => {
      const user = await createUser(owner, { agencies: [agency!.id] });
      await owner.pool.query(
        'update agency_memberships set is_master = $1 where user_id = $2 and agency_id = $3',
        [isMaster, user.id, agency!.id],
      );
      const { cookie } = await signInToPortal(app, user.username, { password: user.password });
      return { ...user, cookie };
    };
    return { agencyId: agency!.id, master: await member(true), standard: await member(false) };
  }

  const create = async (cookie: string, name = 'Property software') => {
    const response = await http.call(apiKeyCalls.create, { body: { name } }, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TCreatedApiKey }>().data;
  };
  const withKey = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, origin: TEST_ORIGIN },
      ...(method === 'POST' ? { payload: { name: 'x' } } : {}),
    });

  it('should show the key once and store only its hash when a master user creates one', async () => {
    const { agencyId, master } = await agencyOfOwn();
    const created = await create(master.cookie);
    expect(created.key).toMatch(new RegExp(`^acp_${agencyId}_[A-Za-z0-9_-]{43}$`));
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.access).toBe('read-only');

    const [stored] = await rows<{ token_hash: string; created_by_user_id: number }>(
      'select token_hash, created_by_user_id from api_keys where id = $1',
      [created.id],
    );
    expect(stored).toEqual({ token_hash: sha256Hex(created.key), created_by_user_id: master.id });
    const listed = (await http.call(apiKeyCalls.list, {}, master.cookie)).json<{
      data: TApiKeys;
    }>().data.keys;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const [audit] = await rows<{ action: string }>(
      "select action from audit_log where agency_id = $1 and action like 'api-key.%'",
      [agencyId],
    );
    expect(audit?.action).toBe('api-key.create');
  });

  it('should refuse a standard user every key call when they are not a master user', async () => {
    const { master, standard } = await agencyOfOwn();
    const { id } = await create(master.cookie);
    for (const response of [
      await http.call(apiKeyCalls.list, {}, standard.cookie),
      await http.call(apiKeyCalls.create, { body: { name: 'Mine' } }, standard.cookie),
      await http.call(apiKeyCalls.revoke, { params: { keyId: id } }, standard.cookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.cannotManage);
    }
  });

  it('should read the agency with the key as a Bearer token and stamp its last use', async () => {
    const { agencyId, master } = await agencyOfOwn();
    const { key, id } = await create(master.cookie);
    const response = await withKey(key, 'GET', settingsCalls.officeProfile.path);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { agencyId: number } }>().data.agencyId).toBe(agencyId);
    const [used] = await rows<{ last_used_at: Date | null }>(
      'select last_used_at from api_keys where id = $1 and agency_id = $2',
      [id, agencyId],
    );
    expect(used?.last_used_at).not.toBeNull();
  });

  it('should refuse the key on mutations, master-only calls and key management', async () => {
    const { master } = await agencyOfOwn();
    const { key, id } = await create(master.cookie);
    const refused = [
      await withKey(key, 'GET', userCalls.list.path),
      await withKey(key, 'GET', apiKeyCalls.list.path),
      await withKey(key, 'POST', apiKeyCalls.create.path),
      await withKey(key, 'DELETE', `/v1/agency/api-keys/${id}`),
      await withKey(key, 'GET', settingsCalls.profile.path),
      await withKey(key, 'GET', '/v1/me/calendar-feed'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused[2]!.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.readOnly);
    expect(refused[5]!.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.notPersonal);
  });

  it('should refuse a key at once when it is revoked, and an unknown key', async () => {
    const { master } = await agencyOfOwn();
    const { key, id } = await create(master.cookie);
    expect((await withKey(key, 'GET', settingsCalls.officeProfile.path)).statusCode).toBe(200);
    const revoked = await http.call(apiKeyCalls.revoke, { params: { keyId: id } }, master.cookie);
    expect(revoked.statusCode).toBe(200);
    const after = await withKey(key, 'GET', settingsCalls.officeProfile.path);
    expect(after.statusCode).toBe(401);
    expect(after.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.unknownKey);
    expect((await withKey(`${key.slice(0, -1)}A`, 'GET', '/v1/agency/profile')).statusCode).toBe(
      401,
    );
    const again = await http.call(apiKeyCalls.revoke, { params: { keyId: id } }, master.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('should refuse another agency’s key id as a missing one', async () => {
    const first = await agencyOfOwn();
    const second = await agencyOfOwn();
    const { id } = await create(first.master.cookie);
    const response = await http.call(
      apiKeyCalls.revoke,
      { params: { keyId: id } },
      second.master.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.notFound);
  });

  it('should refuse a new key when the agency holds the most it may', async () => {
    const { master } = await agencyOfOwn();
    for (let n = 0; n < API_KEYS_PER_AGENCY; n += 1) await create(master.cookie, `Key ${n}`);
    const response = await http.call(
      apiKeyCalls.create,
      { body: { name: 'One more' } },
      master.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<Refusal>().error.message).toBe(API_KEY_MESSAGES.tooMany);
  });

  it('should refuse every call but a GET, and a user’s own GETs, when made with a key', async () => {
    const { master } = await agencyOfOwn();
    const { key } = await create(master.cookie);
    const path = (template: string) => template.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
    for (const call of allCalls.filter((candidate) => candidate.path.startsWith('/v'))) {
      const personal = /^\/v1\/(me|auth)\//.test(call.path);
      if (call.method === 'GET' && !personal) continue;
      const response = await app.inject({
        method: call.method,
        url: path(call.path),
        headers: { authorization: `Bearer ${key}`, origin: TEST_ORIGIN },
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(403);
    }
  });
});
