import type { TWebhookEvent, TWebhookEventData } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { AgencyTx } from '../db/client';
import {
  agencies,
  bookings,
  invoices,
  notices,
  properties,
  quoteItems,
  quotes,
  reportedFindings,
  webhookEvents,
} from '../db/schema/index';
import { hhmm } from '../domain/agency-clock';
import { addressColumns, oneLineAddress } from '../domain/property-ref';

/** The channel the database's triggers notify (migration 0035), the agency's id as payload. */
const CHANNEL = 'webhook_events';
/** Events turned into deliveries per transaction. */
const BATCH = 200;
/** A lost LISTEN connection is opened again after this long. */
const RECONNECT_MS = 5_000;

interface WebhookEvents {
  /**
   * Turns the agency's waiting events (written by the triggers) into deliveries, in the order
   * they happened, and wakes the job worker. Answers how many events it took. Replicas share the
   * work: each takes rows the others have not locked.
   */
  drain: (agencyId: number) => Promise<number>;
  /** Drains every agency: what no server heard of (written while none listened). */
  sweep: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookEvents: WebhookEvents;
  }
}

type Subject = { id: number; propertyId: number } & Parameters<typeof oneLineAddress>[0];

const iso = (value: Date) => value.toISOString();

/**
 * Each event's data, read for the records its events name (one query an event type), keyed by
 * the record's id. A record gone since (deleted in a later transaction) has no entry: its event
 * is dropped, there being nothing true left to say of it.
 */
async function dataOf<T extends TWebhookEvent>(
  tx: AgencyTx,
  agencyId: number,
  type: T,
  ids: number[],
): Promise<Map<number, TWebhookEventData<T>>> {
  const property = (row: Subject) => ({
    propertyId: row.propertyId,
    address: oneLineAddress(row),
  });
  const address = addressColumns(properties);
  const onProperty = (
    table:
      typeof notices | typeof reportedFindings | typeof quotes | typeof bookings | typeof invoices,
  ) => and(eq(properties.agencyId, table.agencyId), eq(properties.id, table.propertyId));
  const result = new Map<number, unknown>();
  switch (type) {
    case 'notice.issued': {
      const rows = await tx
        .select({
          id: notices.id,
          propertyId: notices.propertyId,
          noticeType: notices.noticeType,
          createdAt: notices.createdAt,
          ...address,
        })
        .from(notices)
        .innerJoin(properties, onProperty(notices))
        .where(and(eq(notices.agencyId, agencyId), inArray(notices.id, ids)));
      for (const row of rows) {
        result.set(row.id, {
          noticeId: row.id,
          noticeType: row.noticeType,
          issuedAt: iso(row.createdAt),
          property: property(row),
        } satisfies TWebhookEventData<'notice.issued'>);
      }
      break;
    }
    case 'finding.reported': {
      const rows = await tx
        .select({
          id: reportedFindings.id,
          propertyId: reportedFindings.propertyId,
          service: reportedFindings.serviceCode,
          description: reportedFindings.originalProblemItemTitle,
          createdAt: reportedFindings.createdAt,
          ...address,
        })
        .from(reportedFindings)
        .innerJoin(properties, onProperty(reportedFindings))
        .where(and(eq(reportedFindings.agencyId, agencyId), inArray(reportedFindings.id, ids)));
      for (const row of rows) {
        result.set(row.id, {
          findingId: row.id,
          service: row.service,
          description: row.description,
          reportedAt: iso(row.createdAt),
          property: property(row),
        } satisfies TWebhookEventData<'finding.reported'>);
      }
      break;
    }
    case 'quote.awaiting-approval': {
      const rows = await tx
        .select({
          id: quotes.id,
          propertyId: quotes.propertyId,
          quoteNumber: quotes.quoteNumber,
          service: quotes.serviceCode,
          expiresAt: quotes.expiresAt,
          total: sql<string | null>`(select sum(${quoteItems.amount}) from ${quoteItems}
            where ${quoteItems.agencyId} = ${quotes.agencyId} and ${quoteItems.quoteId} = ${quotes.id})`,
          ...address,
        })
        .from(quotes)
        .innerJoin(properties, onProperty(quotes))
        .where(and(eq(quotes.agencyId, agencyId), inArray(quotes.id, ids)));
      for (const row of rows) {
        result.set(row.id, {
          quoteId: row.id,
          quoteNumber: row.quoteNumber,
          service: row.service,
          total: row.total === null ? null : Number(row.total),
          // The last day the quote may be approved, as the end of that day in UTC.
          expiresAt: row.expiresAt ? `${row.expiresAt}T23:59:59.000Z` : null,
          property: property(row),
        } satisfies TWebhookEventData<'quote.awaiting-approval'>);
      }
      break;
    }
    case 'booking.confirmed': {
      const rows = await tx
        .select({
          id: bookings.id,
          propertyId: bookings.propertyId,
          services: bookings.bookingTypes,
          date: bookings.date,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          ...address,
        })
        .from(bookings)
        .innerJoin(properties, onProperty(bookings))
        .where(and(eq(bookings.agencyId, agencyId), inArray(bookings.id, ids)));
      for (const row of rows) {
        result.set(row.id, {
          bookingId: row.id,
          services: row.services,
          date: row.date,
          startTime: hhmm(row.startTime),
          endTime: hhmm(row.endTime),
          property: property(row),
        } satisfies TWebhookEventData<'booking.confirmed'>);
      }
      break;
    }
    case 'invoice.issued': {
      const rows = await tx
        .select({
          id: invoices.id,
          propertyId: invoices.propertyId,
          invoiceNumber: invoices.invoiceNumber,
          total: invoices.totalIncGst,
          dueDate: invoices.dueDate,
          ...address,
        })
        .from(invoices)
        .innerJoin(properties, onProperty(invoices))
        .where(and(eq(invoices.agencyId, agencyId), inArray(invoices.id, ids)));
      for (const row of rows) {
        result.set(row.id, {
          invoiceId: row.id,
          invoiceNumber: row.invoiceNumber,
          total: Number(row.total),
          dueDate: row.dueDate,
          property: property(row),
        } satisfies TWebhookEventData<'invoice.issued'>);
      }
      break;
    }
  }
  return result as Map<number, TWebhookEventData<T>>;
}

/**
 * The webhooks' events as they happen. The database's triggers (migration 0035) write a row to
 * `webhook_events` for each new notice, finding and invoice, each quote that comes to await
 * approval and each booking that comes to be confirmed, whoever writes it, in that writer's
 * transaction, and notify the servers. A server LISTENs (while its job worker runs) and drains
 * the agency it hears of: each event becomes a delivery to every webhook subscribed to it (the
 * webhooks plugin's `emit`) and leaves the table, in one transaction. A sweep of every agency at
 * start and every WEBHOOK_EVENTS_SWEEP_MS finds what was written while no server listened.
 */
export const webhookEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database } = app;
    const { sweepMs } = app.config.webhooks;
    const listening = app.config.jobs.pollMs > 0;
    const log = app.log.child({ component: 'webhook-events' });

    function drainBatch(agencyId: number): Promise<number> {
      return database.withAgency(agencyId, async (tx) => {
        const taken = await tx
          .delete(webhookEvents)
          .where(
            inArray(
              webhookEvents.id,
              tx
                .select({ id: webhookEvents.id })
                .from(webhookEvents)
                .where(eq(webhookEvents.agencyId, agencyId))
                .orderBy(asc(webhookEvents.id))
                .limit(BATCH)
                .for('update', { skipLocked: true }),
            ),
          )
          .returning({
            id: webhookEvents.id,
            event: webhookEvents.event,
            subjectId: webhookEvents.subjectId,
          });
        taken.sort((a, b) => a.id - b.id);
        const data = new Map<TWebhookEvent, Map<number, unknown>>();
        for (const type of new Set(taken.map((row) => row.event))) {
          const ids = taken.filter((row) => row.event === type).map((row) => row.subjectId);
          data.set(type, await dataOf(tx, agencyId, type, ids));
        }
        for (const row of taken) {
          const of = data.get(row.event)!.get(row.subjectId);
          if (of === undefined) continue;
          await app.webhooks.emit(tx, agencyId, row.event, of as never);
        }
        return taken.length;
      });
    }

    async function drain(agencyId: number): Promise<number> {
      let total = 0;
      for (;;) {
        const taken = await drainBatch(agencyId);
        total += taken;
        if (taken < BATCH) break;
      }
      if (total > 0) app.jobs.wake();
      return total;
    }

    async function sweep(): Promise<number> {
      const rows = await database.db.select({ id: agencies.id }).from(agencies);
      let total = 0;
      for (const { id } of rows) total += await drain(id);
      return total;
    }

    app.decorate('webhookEvents', { drain, sweep } satisfies WebhookEvents);

    // One drain at a time per agency on this server; a notification during it runs one more.
    const draining = new Map<number, Promise<void>>();
    const again = new Set<number>();
    function schedule(agencyId: number) {
      if (draining.has(agencyId)) {
        again.add(agencyId);
        return;
      }
      const run = drain(agencyId)
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, agencyId }, 'webhook events not sent'))
        .finally(() => {
          draining.delete(agencyId);
          if (again.delete(agencyId) && !closing) schedule(agencyId);
        });
      draining.set(agencyId, run);
    }

    let closing = false;
    let client: pg.Client | null = null;
    let reconnect: NodeJS.Timeout | undefined;
    let sweeper: NodeJS.Timeout | undefined;

    async function listen(): Promise<void> {
      const next = new pg.Client(database.pool.options);
      next.on('notification', (message) => {
        const agencyId = Number(message.payload);
        if (Number.isInteger(agencyId) && agencyId > 0) schedule(agencyId);
      });
      next.on('error', (error) => {
        log.warn({ err: error }, 'webhook events: the LISTEN connection failed; reconnecting');
        void next.end().catch(() => undefined);
        if (client === next) client = null;
        if (!closing) reconnect = setTimeout(() => void listen().catch(retry), RECONNECT_MS);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    }
    const retry = (error: unknown) => {
      log.warn({ err: error }, 'webhook events: could not LISTEN; trying again');
      if (!closing) reconnect = setTimeout(() => void listen().catch(retry), RECONNECT_MS);
    };

    const sweepLogged = () =>
      sweep().catch((error: unknown) => log.error({ err: error }, 'webhook events sweep failed'));

    app.addHook('onReady', async () => {
      if (!listening) return;
      await listen().catch(retry);
      // Whatever was written while no server listened (this one was starting).
      void sweepLogged();
      if (sweepMs > 0) {
        sweeper = setInterval(() => void sweepLogged(), sweepMs);
        sweeper.unref();
      }
    });

    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(reconnect);
      clearInterval(sweeper);
      await client?.end().catch(() => undefined);
      await Promise.allSettled(draining.values());
    });
  },
  { name: 'webhook-events', dependencies: ['webhooks', 'jobs'] },
);
