import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TESTS_PER_HOUR,
  WEBHOOKS_PER_AGENCY,
  isLoopbackHost,
  webhookUrlRefusal,
  type TList,
  type TWebhook,
  type TWebhookDeliveriesQuery,
  type TWebhookDelivery,
  type TWebhookEvent,
  type TWebhookMessageType,
  type TWebhooks,
  type TCreatedWebhook,
} from '@portal/contracts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue';
import { users, webhookDeliveries, webhooks } from '../../db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { ipLiteral, isPublicAddress, resolveHost } from '../../lib/public-address';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { WEBHOOK_QUEUE, type Webhooks } from '../../plugins/webhooks';

/**
 * Webhooks (Settings, API Integration): master users only, and never with an API key (whose
 * session is never a master's). The signing secret is answered once, at creation.
 */

function mustManage(scope: AgencyScope): void {
  if (!scope.isMaster || scope.session.apiKeyId !== undefined) {
    throw forbidden(WEBHOOK_MESSAGES.cannotManage);
  }
}

const urlRefused = (message: string) => badRequest(message, { 'body.url': message });

/**
 * The address, normalised, or 400 saying why not: https (plain http to loopback only under the
 * test-only allowance), no credentials, and a host that is, and resolves only to, public
 * addresses. The job checks the addresses again at every delivery, on the connection itself.
 */
async function checkedUrl(value: string, allowLoopbackHttp: boolean): Promise<string> {
  const refusal = webhookUrlRefusal(value, { allowLoopbackHttp });
  if (refusal) throw urlRefused(refusal);
  const url = new URL(value);
  const allowLoopback = allowLoopbackHttp && isLoopbackHost(url.hostname);
  const literal = ipLiteral(url.hostname);
  const addresses = literal ? [literal] : await resolveHost(url.hostname);
  if (!addresses || addresses.length === 0) {
    throw urlRefused(WEBHOOK_MESSAGES.unknownHost(url.hostname));
  }
  if (addresses.some((address) => !isPublicAddress(address, { allowLoopback }))) {
    throw urlRefused(WEBHOOK_MESSAGES.privateAddress);
  }
  return url.href;
}

// Written out: in a select of one table drizzle names columns without their table, which inside
// a subquery of another table would name the subquery's own.
const lastDelivery = sql<Date | null>`(
  select max(delivery.last_attempt_at) from webhook_deliveries delivery
  where delivery.agency_id = webhooks.agency_id and delivery.webhook_id = webhooks.id
)`.mapWith((value: string | null) => (value === null ? null : new Date(value)));

const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  description: webhooks.description,
  events: webhooks.events,
  enabled: webhooks.enabled,
  disabledReason: webhooks.disabledReason,
  consecutiveFailures: webhooks.consecutiveFailures,
  createdAt: webhooks.createdAt,
  createdBy: users.displayName,
  lastDeliveryAt: lastDelivery,
};

type WebhookRow = {
  id: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
  createdBy: string | null;
  lastDeliveryAt: Date | null;
};

const toWebhook = (row: WebhookRow): TWebhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as TWebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
});

const mine = (scope: AgencyScope, webhookId: number) =>
  and(eq(webhooks.agencyId, scope.agencyId), eq(webhooks.id, webhookId));

async function selectWebhook(tx: AgencyTx, scope: AgencyScope, webhookId: number) {
  const [row] = await tx
    .select(webhookColumns)
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.createdByUserId))
    .where(mine(scope, webhookId));
  return row;
}

/** The webhook of the session's agency, locked; 404 alike for a missing or another agency's. */
async function lockedWebhook(tx: AgencyTx, scope: AgencyScope, webhookId: number) {
  const [row] = isStoredId(webhookId)
    ? await tx
        .select({ id: webhooks.id, url: webhooks.url, enabled: webhooks.enabled })
        .from(webhooks)
        .where(mine(scope, webhookId))
        .for('update')
    : [];
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function listWebhooks(database: Database, scope: AgencyScope): Promise<TWebhooks> {
  mustManage(scope);
  const rows = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .select(webhookColumns)
      .from(webhooks)
      .leftJoin(users, eq(users.id, webhooks.createdByUserId))
      .where(eq(webhooks.agencyId, scope.agencyId))
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id)),
  );
  return { webhooks: rows.map(toWebhook) };
}

export async function createWebhook(
  database: Database,
  hooks: Webhooks,
  scope: AgencyScope,
  body: { url: string; events: TWebhookEvent[]; description: string },
): Promise<TCreatedWebhook> {
  mustManage(scope);
  const url = await checkedUrl(body.url, hooks.allowLoopbackHttp);
  return database.withAgency(scope.agencyId, async (tx) => {
    // One creation at a time per agency, so the limit holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks'), ${scope.agencyId})`);
    const [held] = await tx
      .select({ count: count() })
      .from(webhooks)
      .where(eq(webhooks.agencyId, scope.agencyId));
    if ((held?.count ?? 0) >= WEBHOOKS_PER_AGENCY) throw conflict(WEBHOOK_MESSAGES.tooMany);
    const { secret, ciphertext } = hooks.newSecret(scope.agencyId);
    const [created] = await tx
      .insert(webhooks)
      .values({
        agencyId: scope.agencyId,
        url,
        description: body.description,
        events: body.events,
        secretCiphertext: ciphertext,
        createdByUserId: scope.userId,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning({ id: webhooks.id });
    await recordScopedAudit(tx, scope, {
      action: 'webhook.create',
      target: `webhook:${created!.id}`,
      detail: { url, events: body.events },
    });
    const row = await selectWebhook(tx, scope, created!.id);
    return { ...toWebhook(row!), secret };
  });
}

export async function updateWebhook(
  database: Database,
  scope: AgencyScope,
  webhookId: number,
  body: { events?: TWebhookEvent[]; description?: string; enabled?: boolean },
): Promise<TWebhook> {
  mustManage(scope);
  return database.withAgency(scope.agencyId, async (tx) => {
    await lockedWebhook(tx, scope, webhookId);
    await tx
      .update(webhooks)
      .set({
        ...(body.events ? { events: body.events } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.enabled !== undefined
          ? // On or off by a user: the portal's reason and its count of failures are cleared.
            { enabled: body.enabled, disabledReason: null, consecutiveFailures: 0 }
          : {}),
        updatedAt: scope.now,
      })
      .where(mine(scope, webhookId));
    await recordScopedAudit(tx, scope, {
      action: 'webhook.update',
      target: `webhook:${webhookId}`,
      detail: body,
    });
    return toWebhook((await selectWebhook(tx, scope, webhookId))!);
  });
}

export async function deleteWebhook(
  database: Database,
  scope: AgencyScope,
  webhookId: number,
): Promise<TWebhook> {
  mustManage(scope);
  return database.withAgency(scope.agencyId, async (tx) => {
    await lockedWebhook(tx, scope, webhookId);
    const row = (await selectWebhook(tx, scope, webhookId))!;
    // Its deliveries go with it; a job still queued for one finds nothing and sends nothing.
    await tx.delete(webhooks).where(mine(scope, webhookId));
    await recordScopedAudit(tx, scope, {
      action: 'webhook.delete',
      target: `webhook:${webhookId}`,
      detail: { url: row.url },
    });
    return toWebhook(row);
  });
}

/** 429 with the seconds until the oldest test event of the hour leaves it. */
class TooManyTests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', WEBHOOK_MESSAGES.tooManyTests);
  }
}
export const isTooManyTests = (error: unknown): error is TooManyTests =>
  error instanceof TooManyTests;

const HOUR_MS = 60 * 60 * 1000;

export async function sendTestEvent(
  database: Database,
  hooks: Webhooks,
  scope: AgencyScope,
  webhookId: number,
): Promise<TWebhookDelivery> {
  mustManage(scope);
  return database.withAgency(scope.agencyId, async (tx) => {
    const webhook = await lockedWebhook(tx, scope, webhookId);
    if (!webhook.enabled) throw conflict(WEBHOOK_MESSAGES.disabledCannotTest);
    const since = new Date(scope.now.getTime() - HOUR_MS);
    const [tests] = await tx
      .select({ count: count(), oldest: sql<string | null>`min(${webhookDeliveries.createdAt})` })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.agencyId, scope.agencyId),
          eq(webhookDeliveries.webhookId, webhookId),
          eq(webhookDeliveries.event, WEBHOOK_TEST_EVENT),
          gt(webhookDeliveries.createdAt, since),
        ),
      );
    if ((tests?.count ?? 0) >= WEBHOOK_TESTS_PER_HOUR) {
      const oldest = new Date(tests!.oldest!).getTime();
      throw new TooManyTests(
        Math.max(1, Math.ceil((oldest + HOUR_MS - scope.now.getTime()) / 1000)),
      );
    }
    const deliveryId = await hooks.queue(
      tx,
      { id: webhookId, agencyId: scope.agencyId },
      WEBHOOK_TEST_EVENT,
      { webhookId, message: WEBHOOK_MESSAGES.testMessage },
    );
    const [row] = await deliveryRows(tx).where(
      and(eq(webhookDeliveries.agencyId, scope.agencyId), eq(webhookDeliveries.id, deliveryId)),
    );
    return toDelivery(row!);
  });
}

/** pg-boss's own time for the job's next try (a job waiting out its back-off is in 'retry'). */
const nextRetry = sql<string | null>`(
  select job.start_after from ${sql.raw(JOB_QUEUE_SCHEMA)}.job job
  where job.name = ${WEBHOOK_QUEUE} and job.id = webhook_deliveries.job_id::uuid
    and job.state = 'retry'
)`;

function deliveryRows(tx: AgencyTx) {
  return tx
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      maxAttempts: webhookDeliveries.maxAttempts,
      responseCode: webhookDeliveries.responseCode,
      responseExcerpt: webhookDeliveries.responseExcerpt,
      error: webhookDeliveries.error,
      nextRetryAt: sql<
        string | null
      >`case when ${webhookDeliveries.status} = 'RETRYING' then ${nextRetry} end`,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
    })
    .from(webhookDeliveries)
    .$dynamic();
}

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveryRows>['execute']>>[number];

const toDelivery = (row: DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  event: row.event,
  eventLabel: WEBHOOK_EVENT_LABELS[row.event as TWebhookMessageType] ?? row.event,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  responseCode: row.responseCode,
  responseExcerpt: row.responseExcerpt,
  error: row.error,
  nextRetryAt: row.nextRetryAt === null ? null : new Date(row.nextRetryAt).toISOString(),
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

export async function listDeliveries(
  database: Database,
  scope: AgencyScope,
  webhookId: number,
  query: TWebhookDeliveriesQuery,
): Promise<TList<TWebhookDelivery>> {
  mustManage(scope);
  if (!isStoredId(webhookId)) throw notFound(WEBHOOK_MESSAGES.notFound);
  return database.withAgency(scope.agencyId, async (tx) => {
    const [webhook] = await tx
      .select({
        id: webhooks.id,
        total: sql<number>`(
          select count(*)::int from webhook_deliveries delivery
          where delivery.agency_id = webhooks.agency_id and delivery.webhook_id = webhooks.id
        )`,
      })
      .from(webhooks)
      .where(mine(scope, webhookId));
    if (!webhook) throw notFound(WEBHOOK_MESSAGES.notFound);
    const pageSize = query['page-size'];
    const rows = await deliveryRows(tx)
      .where(
        and(
          eq(webhookDeliveries.agencyId, scope.agencyId),
          eq(webhookDeliveries.webhookId, webhookId),
        ),
      )
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    return { items: rows.map(toDelivery), total: webhook.total };
  });
}
