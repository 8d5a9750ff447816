import type { TStateCode } from '@portal/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';
import { sha256Hex } from '../lib/tokens';

/**
 * Failed password sign-ins slow further tries down; they never lock an account. Failures are
 * counted over the last hour in PostgreSQL, so every replica sees the same counts, by three
 * counters:
 * - per username and address: a few free tries, then each try waits for a delay after that
 *   pair's last failure, doubling with each failure up to a cap (guessing one account's password
 *   from one place);
 * - per address, across usernames: more free tries, then a shorter-capped delay after the
 *   address's last failure (trying many accounts from one place; an office behind one address
 *   shares it, and a colleague's typos are forgiven when that colleague signs in);
 * - per username, across addresses: past a ceiling, the username-and-address pair has no free
 *   tries left and its delays start at a minute (guessing from many places). An address with
 *   no failure for the username is never held back by it, so the account's owner still signs in.
 * A throttled try is refused before the password is looked at and is not counted.
 */
const THROTTLE = {
  windowMinutes: 60,
  pair: { free: 3, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  address: { free: 30, firstDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
  username: { ceiling: 20, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
} as const;

/** The advisory-lock class under which the tries of one address are taken one at a time. */
const ADDRESS_LOCK_CLASS = 724_118;

type Counter = 'username+address' | 'address' | 'username';

/** Why a try is refused, and for how long; written to the log as it is. */
export interface Throttle {
  counter: Counter;
  failures: number;
  retryAfterSeconds: number;
  /** The normalised username's SHA-256, shortened: never what was typed, which may be a password. */
  usernameHash: string;
  ip: string;
  state: TStateCode;
}

const normaliseUsername = (username: string) => username.trim().toLowerCase().slice(0, 200);

/** No wait for the first `free` failures, then `first` seconds doubling with each one, up to `max`. */
const backoff = (failures: number, free: number, first: number, max: number) =>
  failures <= free ? 0 : Math.min(first * 2 ** (failures - free - 1), max);

interface Counts {
  pair: number;
  address: number;
  username: number;
  /** Seconds since the pair's (the address's) last failure; null when it has none. */
  pairAge: number | null;
  addressAge: number | null;
}

function throttleOf(counts: Counts): { counter: Counter; failures: number; wait: number } | null {
  const { pair, address, username } = THROTTLE;
  const overCeiling = counts.username >= username.ceiling;
  const waits = [
    {
      counter: 'username+address' as const,
      failures: counts.pair,
      wait: backoff(counts.pair, pair.free, pair.firstDelaySeconds, pair.maxDelaySeconds),
      age: counts.pairAge,
    },
    {
      counter: 'username' as const,
      failures: counts.username,
      wait: overCeiling
        ? backoff(counts.pair, 0, username.firstDelaySeconds, username.maxDelaySeconds)
        : 0,
      age: counts.pairAge,
    },
    {
      counter: 'address' as const,
      failures: counts.address,
      wait: backoff(
        counts.address,
        address.free,
        address.firstDelaySeconds,
        address.maxDelaySeconds,
      ),
      age: counts.addressAge,
    },
  ]
    // A counter holds a try back only when its delay is due, for what is left of it since the
    // last failure.
    .map(({ age, wait, ...rest }) => ({ ...rest, wait: wait > 0 ? wait - (age ?? Infinity) : 0 }))
    .filter((w) => w.wait > 0)
    .sort((a, b) => b.wait - a.wait);
  return waits[0] ?? null;
}

/**
 * Takes a sign-in try: refused with how long to wait while a counter holds it back, else counted
 * as a failure at once (forgiven by `forgiveAttempts` when the password is right). The check and
 * the count are one transaction, taken one at a time per address, so a burst of simultaneous
 * tries cannot all slip past the check before the first is counted.
 */
export async function takeAttempt(
  db: Db,
  username: string,
  ip: string,
  state: TStateCode,
): Promise<Throttle | null> {
  const name = normaliseUsername(username);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${ip}))`);
    const isPair = sql`${loginAttempts.username} = ${name} and ${loginAttempts.ip} = ${ip}`;
    const isAddress = sql`${loginAttempts.ip} = ${ip}`;
    const [counts] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${isPair})::int`,
        address: sql<number>`count(*) filter (where ${isAddress})::int`,
        username: sql<number>`count(*) filter (where ${loginAttempts.username} = ${name})::int`,
        // Measured now, after the lock: the transaction's now() is when it began, before it
        // waited for the lock, and a try taken meanwhile is later than that.
        pairAge: sql<number | null>`greatest(0, extract(epoch from clock_timestamp()
          - max(${loginAttempts.at}) filter (where ${isPair})))::float8`,
        addressAge: sql<number | null>`greatest(0, extract(epoch from clock_timestamp()
          - max(${loginAttempts.at}) filter (where ${isAddress})))::float8`,
      })
      .from(loginAttempts)
      .where(
        sql`${loginAttempts.at} > now() - make_interval(mins => ${THROTTLE.windowMinutes})
          and (${loginAttempts.username} = ${name} or ${isAddress})`,
      );
    const throttle = counts ? throttleOf(counts) : null;
    if (throttle) {
      return {
        counter: throttle.counter,
        failures: throttle.failures,
        retryAfterSeconds: Math.ceil(throttle.wait),
        usernameHash: sha256Hex(name).slice(0, 16),
        ip,
        state,
      };
    }
    await tx.insert(loginAttempts).values({ username: name, ip, stateCode: state });
    return null;
  });
}

/**
 * A right password forgives the failures of that username at that address (the owner's own
 * typos, and the try just taken), not those made elsewhere: an attacker's failures keep counting
 * however often the owner signs in.
 */
export async function forgiveAttempts(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, normaliseUsername(username)), eq(loginAttempts.ip, ip)));
}

export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
}
