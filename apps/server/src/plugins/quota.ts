import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, quotaExceededMessage, type TQuotaKind } from '@portal/contracts';
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { QuotaLimits } from '../config';
import type { AgencyTx, Database } from '../db/client';
import { quotaUsage } from '../db/schema/index';
import { sendError } from './errors';

/**
 * Quotas of the calls that store files or send email: per user and per agency, events per hour
 * and their amount (bytes, recipients) per day, counted in PostgreSQL (`quota_usage`) so every
 * replica shares them. `route` runs `quotaHook` before the handler of every call described with
 * a `quota`, so a new such call is limited without code of its own.
 */

const WINDOWS = {
  hour: { interval: sql.raw(`interval '1 hour'`), seconds: 3600 },
  day: { interval: sql.raw(`interval '1 day'`), seconds: 86_400 },
} as const;

interface Spender {
  agencyId: number;
  userId: number;
}

/**
 * One limit: who is counted over which window; an hour counts events (one per request), a day
 * their amount (bytes, recipients).
 */
interface Limit {
  who: 'user' | 'agency';
  window: keyof typeof WINDOWS;
  limit: number;
  used: number;
  adds: number;
}

/**
 * Seconds until enough of the oldest counted rows have left the window for `limit` to admit the
 * request: the first row at which the running total (oldest first) reaches the excess.
 */
async function secondsUntilFree(
  tx: AgencyTx,
  spender: Spender,
  kind: TQuotaKind,
  { who, window, limit, used, adds }: Limit,
): Promise<number> {
  const excess = used + adds - limit;
  const { interval, seconds } = WINDOWS[window];
  const user = who === 'user' ? sql`and ${quotaUsage.userId} = ${spender.userId}` : sql``;
  const step = window === 'hour' ? sql.raw('1') : sql`${quotaUsage.amount}`;
  const result = await tx.execute<{ wait: number }>(sql`
    select extract(epoch from s.at + ${interval} - now())::float8 as wait
    from (
      select ${quotaUsage.at} as at, sum(${step}) over (order by ${quotaUsage.at}, ${quotaUsage.id}) as total
      from ${quotaUsage}
      where ${quotaUsage.agencyId} = ${spender.agencyId} and ${quotaUsage.kind} = ${kind}
        and ${quotaUsage.at} > now() - ${interval} ${user}
    ) s
    where s.total >= ${excess}
    order by s.at
    limit 1`);
  // No row: the request alone is more than the limit, so only a whole window frees it.
  return result.rows[0]?.wait ?? seconds;
}

/**
 * Spends `amount` of the spender's `kind` when every limit allows it, else nothing. Returns null
 * when spent, or the seconds until the request would be allowed. One transaction under an
 * advisory lock per agency and kind, so two requests (on any replicas) cannot both take the
 * last slot; rows that have left the longest window are deleted on the way.
 */
export async function spendQuota(
  database: Database,
  spender: Spender,
  kind: TQuotaKind,
  amount: number,
  limits: QuotaLimits,
): Promise<number | null> {
  return database.withAgency(spender.agencyId, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`quota_usage.${kind}`}), ${spender.agencyId})`,
    );
    const mine: SQL = and(eq(quotaUsage.agencyId, spender.agencyId), eq(quotaUsage.kind, kind))!;
    await tx
      .delete(quotaUsage)
      .where(and(mine, lte(quotaUsage.at, sql`now() - ${WINDOWS.day.interval}`)));
    const lastHour = sql`${quotaUsage.at} > now() - ${WINDOWS.hour.interval}`;
    const isUser = sql`${quotaUsage.userId} = ${spender.userId}`;
    const [used] = await tx
      .select({
        userHour: sql<number>`count(*) filter (where ${lastHour} and ${isUser})::int`,
        agencyHour: sql<number>`count(*) filter (where ${lastHour})::int`,
        userDay: sql<string>`coalesce(sum(${quotaUsage.amount}) filter (where ${isUser}), 0)`,
        agencyDay: sql<string>`coalesce(sum(${quotaUsage.amount}), 0)`,
      })
      .from(quotaUsage)
      .where(and(mine, sql`${quotaUsage.at} > now() - ${WINDOWS.day.interval}`));
    const limit = (who: Limit['who'], window: Limit['window'], spent: number): Limit => ({
      who,
      window,
      limit: limits[who][window === 'hour' ? 'perHour' : 'perDay'],
      used: spent,
      adds: window === 'hour' ? 1 : amount,
    });
    const over = [
      limit('user', 'hour', used!.userHour),
      limit('agency', 'hour', used!.agencyHour),
      limit('user', 'day', Number(used!.userDay)),
      limit('agency', 'day', Number(used!.agencyDay)),
    ].filter((each) => each.used + each.adds > each.limit);
    if (over.length === 0) {
      await tx
        .insert(quotaUsage)
        .values({ agencyId: spender.agencyId, userId: spender.userId, kind, amount });
      return null;
    }
    // Every limit that is over must free up: the request waits for the last of them.
    let wait = 0;
    for (const each of over) {
      wait = Math.max(wait, await secondsUntilFree(tx, spender, kind, each));
    }
    return wait;
  });
}

/** What one request spends: the bytes it sends for an upload, its recipients for an email. */
const AMOUNT: Record<TQuotaKind, (request: FastifyRequest) => number> = {
  // Counted before the body is read; a body declaring no length counts as the largest file any
  // upload takes (a document's 20 MB).
  upload: (request) => {
    const declared = Number(request.headers['content-length']);
    return Number.isSafeInteger(declared) && declared >= 0 ? declared : MAX_UPLOAD_BYTES;
  },
  email: (request) => {
    const body = request.body as { toAddresses?: unknown; ccAddresses?: unknown } | undefined;
    const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
    return Math.max(1, count(body?.toAddresses) + count(body?.ccAddresses));
  },
};

/**
 * The preHandler of a quota-limited call (after the session and the body's validation, before
 * the handler): spends the request's share or answers 429 with the minutes to wait and
 * Retry-After in seconds.
 */
export function quotaHook(kind: TQuotaKind) {
  return async function quota(request: FastifyRequest, reply: FastifyReply) {
    const { config, database } = request.server;
    const amount = AMOUNT[kind](request);
    const wait = await spendQuota(database, request.scope, kind, amount, config.quotas[kind]);
    if (wait === null) return;
    const seconds = Math.max(1, Math.ceil(wait));
    request.log.warn({ kind, amount, retryAfter: seconds }, 'quota exceeded');
    reply.header('retry-after', String(seconds));
    // An upload's body has not been read: close rather than read it only to drop it.
    if (kind === 'upload') reply.header('connection', 'close');
    return sendError(reply, 429, 'RATE_LIMITED', quotaExceededMessage(seconds / 60));
  };
}
