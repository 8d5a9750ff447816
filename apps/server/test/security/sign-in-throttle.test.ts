import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STATES } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { buildTestApp, TEST_ORIGIN } from '../app';
import { sha256Hex } from '../../src/lib/tokens';
import { agencyIdIn, createUser, DEMO_PASSWORD, someAddress, submitSignIn } from '../auth';
import { ownerDatabase, testDatabase } from '../db';
import type { Database } from '../../src/db/client';
import { registeredRoutes, routeKey } from './route-catalogue';

/**
 * Failed sign-ins slow the next tries down and never lock an account (the rules are in
 * src/compliance-system/attempts.ts, the answer's page in sign-in.test.ts). Time passes by moving
 * the recorded failures back, never by waiting.
 */
describe('sign-in throttling', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let vic: number;
  const lines: string[] = [];
  const throttleLog = () =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; signInThrottle?: Record<string, unknown> })
      .filter((entry) => entry.msg === 'sign-in throttled');

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, {
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    vic = await agencyIdIn(owner, 'VIC');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const attempt = (username: string, password: string, remoteAddress: string, state = 'vic') =>
    submitSignIn(app, { state, username, password, remoteAddress });
  const statuses = async (tries: (() => Promise<{ statusCode: number }>)[]) => {
    const codes: number[] = [];
    for (const t of tries) codes.push((await t()).statusCode);
    return codes;
  };
  const retryAfter = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['retry-after']);
  /**
   * As if the last failure at `ip` had happened just now: a failure is counted before its
   * password is checked, so on a busy machine its age could otherwise eat into the wait.
   */
  const asIfJustFailed = (ip: string) =>
    owner.pool.query(
      `update login_attempts
          set at = at + (now() - (select max(at) from login_attempts where ip = $1))
        where ip = $1`,
      [ip],
    );
  /** As if `seconds` had passed since the failures at `ip`. */
  const letTimePass = (ip: string, seconds: number) =>
    owner.pool.query(
      'update login_attempts set at = at - make_interval(secs => $1) where ip = $2',
      [seconds, ip],
    );

  it('should let the owner sign in from another address when an attacker hammers the username from one', async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const attacker = someAddress();
    // Each throttled guess as if the last failure were just now: on a busy machine a guess can
    // take longer than the wait it is refused for.
    const guesses = (from: number, to: number, justFailed = false) =>
      statuses(
        Array.from({ length: to - from }, (_, i) => async () => {
          if (justFailed) await asIfJustFailed(attacker);
          return attempt(user.username, `guess ${from + i}`, attacker);
        }),
      );
    expect(await guesses(0, 4)).toEqual([401, 401, 401, 401]);
    expect(await guesses(4, 12, true)).toEqual(Array<number>(8).fill(429));

    const owners = someAddress();
    expect((await attempt(user.username, 'a typo', owners)).statusCode).toBe(401);
    expect((await attempt(user.username, user.password, owners)).statusCode).toBe(303);
    // Still throttled where the guesses came from, whatever the owner did elsewhere.
    expect(await guesses(12, 13, true)).toEqual([429]);
  });

  it('should let ten colleagues behind one address each sign in when they mistype between them', async () => {
    const office = someAddress();
    const colleagues = await Promise.all(
      Array.from({ length: 10 }, () => createUser(owner, { agencies: [vic] })),
    );
    // Monday morning: everyone mistypes twice, half of them three times, before anyone gets in.
    for (const round of [0, 1, 2]) {
      for (const [i, colleague] of colleagues.entries()) {
        if (round === 2 && i % 2 === 1) continue;
        const res = await attempt(colleague.username, `typo ${round}`, office);
        expect(res.statusCode).toBe(401);
      }
    }
    for (const colleague of colleagues) {
      const res = await attempt(colleague.username, colleague.password, office);
      expect(res.statusCode).toBe(303);
    }
    const { rows } = await owner.pool.query<{ n: number }>(
      'select count(*)::int as n from login_attempts where ip = $1',
      [office],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('should make a username at one address wait longer after each failure past three', async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const other = await createUser(owner, { agencies: [vic] });
    const address = someAddress();
    expect(
      await statuses([1, 2, 3, 4].map((i) => () => attempt(user.username, `wrong ${i}`, address))),
    ).toEqual([401, 401, 401, 401]);

    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await asIfJustFailed(address);
      const refused = await attempt(user.username, user.password, address);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await letTimePass(address, retryAfter(refused));
      expect((await attempt(user.username, `wrong again ${i}`, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    // A refused try is not counted: eight failures for eight tries answered 401.
    const { rows } = await owner.pool.query<{ n: number }>(
      'select count(*)::int as n from login_attempts where ip = $1',
      [address],
    );
    expect(rows[0]!.n).toBe(8);
    // The same address is not held back for another username.
    expect((await attempt(other.username, other.password, address)).statusCode).toBe(303);

    await letTimePass(address, 32);
    expect((await attempt(user.username, user.password, address)).statusCode).toBe(303);
  });

  it('should make an address wait longer after each failure past thirty across usernames', async () => {
    const address = someAddress();
    const codes = await statuses(
      Array.from({ length: 30 }, (_, i) => () => attempt(`guess.${i}.${address}`, 'x', address)),
    );
    expect(codes).toEqual(Array<number>(30).fill(401));
    expect((await attempt(`guess.30.${address}`, 'x', address)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await asIfJustFailed(address);
      const refused = await attempt('demo.manager', DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await letTimePass(address, retryAfter(refused));
      expect((await attempt(`guess.again.${i}.${address}`, 'x', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Another address is not held back.
    expect((await attempt('demo.manager', DEMO_PASSWORD, someAddress())).statusCode).toBe(303);
  });

  it('should take away the free tries at a fresh address, not the owner’s sign-in, when a username has failed twenty times from many', async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const spread = await statuses(
      Array.from({ length: 18 }, () => () => attempt(user.username, 'guess', someAddress())),
    );
    expect(spread).toEqual(Array<number>(18).fill(401));

    // Below the ceiling a fresh address has its free tries: the second failure is answered.
    const first = someAddress();
    expect(await statuses([1, 2].map(() => () => attempt(user.username, 'guess', first)))).toEqual([
      401, 401,
    ]);
    // Twenty failures now: that address's next try waits, from its second failure on.
    await asIfJustFailed(first);
    const slowed = await attempt(user.username, 'guess', first);
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBe(120);

    // A right password from an address with no failure is not held back at all.
    expect((await attempt(user.username, user.password, someAddress())).statusCode).toBe(303);

    // ...and the owner signing in forgives nothing of the guesses made elsewhere.
    const fresh = someAddress();
    expect((await attempt(user.username, 'guess', fresh)).statusCode).toBe(401);
    await asIfJustFailed(fresh);
    const next = await attempt(user.username, 'guess', fresh);
    expect(next.statusCode).toBe(429);
    expect(retryAfter(next)).toBe(60);
    expect(throttleLog().at(-1)?.signInThrottle).toMatchObject({
      counter: 'username',
      failures: 21,
      ip: fresh,
    });
  });

  it('should answer only the free tries when a burst of guesses arrives at once', async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const address = someAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.username, `burst ${i}`, address)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, ...Array<number>(8).fill(429)]);
  });

  it('should not hold back a right sign-in for a try taken while it waited its turn', async () => {
    // A try waits for its address's lock inside a transaction that began earlier: a try taken
    // meanwhile is newer than that beginning, and must not read as a failure still to wait for.
    const user = await createUser(owner, { agencies: [vic], password: DEMO_PASSWORD });
    const address = someAddress();
    const holder = await owner.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(724118, hashtext($1))', [address]);
      const waiting = attempt(user.username, DEMO_PASSWORD, address);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query(
        `insert into login_attempts (username, ip, state_code, at)
         values ($1, $2, 'VIC', clock_timestamp())`,
        [user.username, address],
      );
      await holder.query('commit');
      expect((await waiting).statusCode).toBe(303);
    } finally {
      holder.release();
    }
  });

  it('should log every throttled try with the counter, address and wait, never what was typed', async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const address = someAddress();
    const before = throttleLog().length;
    for (let i = 0; i < 4; i++) await attempt(user.username, `secret-${i}`, address);
    await asIfJustFailed(address);
    await attempt(user.username, 'secret-refused', address);
    await asIfJustFailed(address);
    await attempt(user.username.toUpperCase(), 'secret-refused-again', address);

    const logged = throttleLog().slice(before);
    expect(logged).toHaveLength(2);
    for (const entry of logged) {
      expect(entry.signInThrottle).toEqual({
        counter: 'username+address',
        failures: 4,
        retryAfterSeconds: 2,
        usernameHash: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown,
        ip: address,
        state: 'VIC',
      });
    }
    expect(logged[0]!.signInThrottle!.usernameHash).toBe(logged[1]!.signInThrottle!.usernameHash);
    const text = lines.join('\n');
    expect(text).not.toContain('secret-');
    expect(text.toLowerCase()).not.toContain(user.username);
  });

  it('should throttle every form that takes a password, in every state served here', async () => {
    const passwordRoutes = (await registeredRoutes()).filter((route) => {
      const shape = (route.schema?.body as { shape?: object } | undefined)?.shape;
      return route.method === 'POST' && shape !== undefined && 'password' in shape;
    });
    // A new form taking a password fails here until it is throttled and tested like these.
    expect(passwordRoutes.map(routeKey).sort()).toEqual([
      'POST /cs/:state/invitations/:token',
      'POST /cs/:state/login',
    ]);

    const served = STATES.filter((s) => app.complianceSystems.isBuiltIn(s.code));
    expect(served.length).toBeGreaterThan(0);
    for (const state of served) {
      const username = `guess.${state.shortName}.${someAddress()}`;
      const address = someAddress();
      const codes = await statuses(
        Array.from(
          { length: 4 },
          (_, i) => () => attempt(username, `wrong ${i}`, address, state.shortName),
        ),
      );
      expect(codes, state.code).toEqual([401, 401, 401, 401]);
      await asIfJustFailed(address);
      const refused = await attempt(username, 'wrong again', address, state.shortName);
      expect(refused.statusCode, state.code).toBe(429);
    }
  });

  it("should throttle an invitation's form, which checks an existing account's password, as sign-ins are", async () => {
    const user = await createUser(owner, { agencies: [vic] });
    const token = randomBytes(24).toString('base64url');
    await owner.pool.query(
      `insert into user_invitations (agency_id, email, is_master, token_hash, expires_at)
       values ($1, $2, false, $3, now() + interval '7 days')`,
      [vic, `invitee.${randomBytes(4).toString('hex')}@example.com`, sha256Hex(token)],
    );
    const address = someAddress();
    const accept = (password: string) =>
      app.inject({
        method: 'POST',
        url: `/cs/vic/invitations/${token}`,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Guess',
          username: user.username,
          password,
        }).toString(),
        remoteAddress: address,
      });
    const codes = await statuses(
      Array.from({ length: 4 }, (_, i) => () => accept(`wrong password ${i}`)),
    );
    expect(codes).toEqual([400, 400, 400, 400]);
    await asIfJustFailed(address);
    const refused = await accept(user.password);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    // The link is not spent by the refused tries.
    const [invitation] = (
      await owner.pool.query<{ accepted_at: Date | null }>(
        'select accepted_at from user_invitations where token_hash = $1',
        [sha256Hex(token)],
      )
    ).rows;
    expect(invitation?.accepted_at).toBeNull();
  });
});
