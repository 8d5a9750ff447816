import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_DELIVERY_ERRORS as E,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_MAX,
  WEBHOOK_RETRY_DELAY_MAX_SECONDS,
  WEBHOOK_RETRY_DELAY_SECONDS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TIMEOUT_MS,
  isLoopbackHost,
  type TWebhookDeliveryStatus,
  type TWebhookEvent,
  type TWebhookEventData,
  type TWebhookMessage,
  type TWebhookMessageType,
} from '@portal/contracts';
import { and, arrayContains, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Webhook } from 'standardwebhooks';
import type { AgencyTx, Database } from '../db/client';
import { webhookDeliveries, webhooks } from '../db/schema/index';
import { ensureSecrets } from '../db/secrets';
import {
  PrivateAddressError,
  ipLiteral,
  isPublicAddress,
  publicLookup,
} from '../lib/public-address';

export const WEBHOOK_QUEUE = 'webhook.deliver';
const SECRET_KEY_NAME = 'webhook-secret-key';

/** A webhook as a delivery is queued for it. */
interface Target {
  id: number;
  agencyId: number;
}

export interface Webhooks {
  /**
   * Sends an event to every enabled webhook of the agency that subscribed to it: a delivery row
   * and a job each, in the caller's transaction (so they exist exactly when the change does).
   * Call `app.jobs.wake()` after the commit. Answers how many were queued.
   */
  emit: <T extends TWebhookEvent>(
    tx: AgencyTx,
    agencyId: number,
    type: T,
    data: TWebhookEventData<T>,
  ) => Promise<number>;
  /** Queues one message to one webhook (the test event); answers the delivery's id. */
  queue: <T extends TWebhookMessageType>(
    tx: AgencyTx,
    webhook: Target,
    type: T,
    data: TWebhookEventData<T>,
  ) => Promise<number>;
  /** A new signing secret and what the database keeps of it (encrypted). */
  newSecret: (agencyId: number) => { secret: string; ciphertext: string };
  /** Whether plain http to loopback is allowed (WEBHOOKS_ALLOW_LOOPBACK_HTTP, tests only). */
  allowLoopbackHttp: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/**
 * Signing secrets must be readable to sign, so they cannot be hashed: each is encrypted with
 * AES-256-GCM under WEBHOOK_SECRET_KEY (or a key kept in server_secrets), its agency as the
 * associated data, so a ciphertext copied to another agency's row does not open.
 */
function secretBox(key: Buffer) {
  const aad = (agencyId: number) => Buffer.from(`webhook-secret:${agencyId}`);
  return {
    seal(agencyId: number, secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(agencyId));
      const sealed = Buffer.concat([
        cipher.update(secret, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(agencyId: number, ciphertext: string): string {
      const [version, iv, sealed] = ciphertext.split('.');
      if (version !== 'v1' || !iv || !sealed) throw new Error('Unknown webhook secret format');
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(aad(agencyId))
        .setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString();
    },
  };
}

/** What one attempt came to. */
interface Attempt {
  ok: boolean;
  responseCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

/** The words of a failed connection (Node's error codes never reach the user). */
function failureOf(error: unknown, hostname: string): string {
  if (error instanceof PrivateAddressError) return E.privateAddress;
  const code = (error as { code?: string } | null)?.code ?? '';
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR') return E.timeout;
  if (code === 'ECONNREFUSED') return E.refused;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return E.unknownHost(hostname);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('ERR_SSL')) {
    return E.tls;
  }
  return E.network;
}

/**
 * POSTs the body: a short timeout for the whole exchange, no redirect followed (node:http never
 * follows one), the host's addresses checked by the lookup the socket itself uses, and only the
 * start of the answer read.
 */
function post(
  target: URL,
  headers: Record<string, string>,
  body: string,
  allowLoopback: boolean,
): Promise<Attempt> {
  const literal = ipLiteral(target.hostname);
  if (literal !== null && !isPublicAddress(literal, { allowLoopback })) {
    return Promise.resolve({
      ok: false,
      responseCode: null,
      responseExcerpt: null,
      error: E.privateAddress,
    });
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'CompliancePortal-Webhooks/1',
        },
        lookup: publicLookup({ allowLoopback }),
        signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          response.destroy();
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX);
          const ok = status >= 200 && status < 300;
          resolve({
            ok,
            responseCode: status,
            responseExcerpt: text === '' ? null : text,
            error: ok
              ? null
              : status >= 300 && status < 400
                ? E.redirect(status)
                : E.status(status),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Bytes, not characters: enough for the excerpt in any script, and no more is read.
          if (size >= WEBHOOK_RESPONSE_EXCERPT_MAX * 4) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) =>
      resolve({
        ok: false,
        responseCode: null,
        responseExcerpt: null,
        error: failureOf(signal.aborted ? signal.reason : error, target.hostname),
      }),
    );
    request.end(body);
  });
}

/**
 * Webhooks' delivery: `emit` and `queue` write a `webhook_deliveries` row and a `webhook.deliver`
 * job in the caller's transaction; the job signs the stored body (Standard Webhooks: webhook-id,
 * webhook-timestamp, webhook-signature) and POSTs it; a failed attempt is retried with back-off
 * by pg-boss, each attempt recorded on the row; after the last the delivery is failed, and a
 * webhook whose deliveries failed WEBHOOK_DISABLE_AFTER_FAILURES times in a row is switched off.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const key = config.webhooks.secretKey
      ? createHash('sha256').update(config.webhooks.secretKey).digest()
      : (await ensureSecrets(database.db, [SECRET_KEY_NAME])).get(SECRET_KEY_NAME)!;
    const box = secretBox(key);
    const { allowLoopbackHttp } = config.webhooks;

    async function queue<T extends TWebhookMessageType>(
      tx: AgencyTx,
      webhook: Target,
      type: T,
      data: TWebhookEventData<T>,
    ): Promise<number> {
      const message = {
        type,
        timestamp: app.now().toISOString(),
        agencyId: webhook.agencyId,
        data,
      } as TWebhookMessage;
      const [row] = await tx
        .insert(webhookDeliveries)
        .values({
          agencyId: webhook.agencyId,
          webhookId: webhook.id,
          event: type,
          messageId: `msg_${randomUUID()}`,
          body: JSON.stringify(message),
          maxAttempts: WEBHOOK_ATTEMPTS,
          createdAt: app.now(),
        })
        .returning({ id: webhookDeliveries.id });
      const jobId = await app.jobs.enqueue(tx, {
        queue: WEBHOOK_QUEUE,
        agencyId: webhook.agencyId,
        payload: { deliveryId: row!.id },
        maxAttempts: WEBHOOK_ATTEMPTS,
      });
      await tx
        .update(webhookDeliveries)
        .set({ jobId })
        .where(
          and(eq(webhookDeliveries.agencyId, webhook.agencyId), eq(webhookDeliveries.id, row!.id)),
        );
      return row!.id;
    }

    app.decorate('webhooks', {
      emit: async (tx, agencyId, type, data) => {
        const targets = await tx
          .select({ id: webhooks.id, agencyId: webhooks.agencyId })
          .from(webhooks)
          .where(
            and(
              eq(webhooks.agencyId, agencyId),
              eq(webhooks.enabled, true),
              arrayContains(webhooks.events, [type]),
            ),
          );
        for (const target of targets) await queue(tx, target, type, data);
        return targets.length;
      },
      queue,
      newSecret: (agencyId) => {
        const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
        return { secret, ciphertext: box.seal(agencyId, secret) };
      },
      allowLoopbackHttp,
    } satisfies Webhooks);

    const FINAL: TWebhookDeliveryStatus[] = ['DELIVERED', 'FAILED'];

    /** Records a delivery's final failure once, and switches its webhook off after too many. */
    async function failFinally(
      db: Database,
      agencyId: number,
      deliveryId: number,
      error: string | null,
    ) {
      await db.withAgency(agencyId, async (tx) => {
        const [failed] = await tx
          .update(webhookDeliveries)
          .set({ status: 'FAILED', ...(error ? { error } : {}) })
          .where(
            and(
              eq(webhookDeliveries.agencyId, agencyId),
              eq(webhookDeliveries.id, deliveryId),
              notInArray(webhookDeliveries.status, FINAL),
            ),
          )
          .returning({ webhookId: webhookDeliveries.webhookId });
        if (!failed) return;
        await countFailure(tx, agencyId, failed.webhookId);
      });
    }

    async function countFailure(tx: AgencyTx, agencyId: number, webhookId: number) {
      await tx
        .update(webhooks)
        .set({
          consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
          enabled: sql`${webhooks.enabled} and ${webhooks.consecutiveFailures} + 1 < ${WEBHOOK_DISABLE_AFTER_FAILURES}`,
          disabledReason: sql`case when ${webhooks.enabled} and ${webhooks.consecutiveFailures} + 1 >= ${WEBHOOK_DISABLE_AFTER_FAILURES} then ${WEBHOOK_MESSAGES.autoDisabled} else ${webhooks.disabledReason} end`,
          updatedAt: app.now(),
        })
        .where(and(eq(webhooks.agencyId, agencyId), eq(webhooks.id, webhookId)));
    }

    app.jobs.register(
      WEBHOOK_QUEUE,
      {
        run: async (job, log) => {
          const agencyId = job.agencyId!;
          const deliveryId = Number(job.payload.deliveryId);
          const mine = and(
            eq(webhookDeliveries.agencyId, agencyId),
            eq(webhookDeliveries.id, deliveryId),
          );
          const [loaded] = await database.withAgency(agencyId, (tx) =>
            tx
              .select({
                status: webhookDeliveries.status,
                messageId: webhookDeliveries.messageId,
                body: webhookDeliveries.body,
                webhookId: webhooks.id,
                url: webhooks.url,
                enabled: webhooks.enabled,
                secretCiphertext: webhooks.secretCiphertext,
              })
              .from(webhookDeliveries)
              .innerJoin(
                webhooks,
                and(
                  eq(webhooks.agencyId, webhookDeliveries.agencyId),
                  eq(webhooks.id, webhookDeliveries.webhookId),
                ),
              )
              .where(mine),
          );
          // Deleted with its webhook, or settled already (a repeated run): nothing to send.
          if (!loaded || FINAL.includes(loaded.status)) return;
          const now = app.now();
          if (!loaded.enabled) {
            await database.withAgency(agencyId, (tx) =>
              tx
                .update(webhookDeliveries)
                .set({ status: 'FAILED', error: E.webhookOff, lastAttemptAt: now })
                .where(mine),
            );
            return;
          }
          const target = new URL(loaded.url);
          const secret = box.open(agencyId, loaded.secretCiphertext);
          const signature = new Webhook(secret).sign(loaded.messageId, now, loaded.body);
          const attempt = await post(
            target,
            {
              'webhook-id': loaded.messageId,
              'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
              'webhook-signature': signature,
            },
            loaded.body,
            allowLoopbackHttp && isLoopbackHost(target.hostname),
          );
          const last = job.attempts >= job.maxAttempts;
          await database.withAgency(agencyId, async (tx) => {
            await tx
              .update(webhookDeliveries)
              .set({
                status: attempt.ok ? 'DELIVERED' : last ? 'FAILED' : 'RETRYING',
                attempts: job.attempts,
                jobId: job.id,
                responseCode: attempt.responseCode,
                responseExcerpt: attempt.responseExcerpt,
                error: attempt.error,
                lastAttemptAt: app.now(),
              })
              .where(mine);
            if (attempt.ok) {
              await tx
                .update(webhooks)
                .set({ consecutiveFailures: 0 })
                .where(and(eq(webhooks.agencyId, agencyId), eq(webhooks.id, loaded.webhookId)));
            } else if (last) {
              await countFailure(tx, agencyId, loaded.webhookId);
            }
          });
          if (!attempt.ok) {
            log.info(
              { deliveryId, attempt: job.attempts, code: attempt.responseCode },
              'webhook attempt failed',
            );
            // pg-boss retries it after its back-off; after the last, the give-up below.
            throw new Error(attempt.error ?? 'The delivery failed');
          }
        },
        // The last attempt's server died holding it: the delivery is failed all the same.
        onGiveUp: (job) =>
          failFinally(database, job.agencyId!, Number(job.payload.deliveryId), E.serverStopped),
      },
      {
        delaySeconds: WEBHOOK_RETRY_DELAY_SECONDS,
        maxDelaySeconds: WEBHOOK_RETRY_DELAY_MAX_SECONDS,
      },
    );
  },
  { name: 'webhooks', dependencies: ['jobs'] },
);
