import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ZWebhookMessage,
  quotationStatusId,
  webhookCalls,
  type TCreatedWebhook,
  type TWebhookEvent,
  type TWebhookMessage,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { DEMO_PASSWORD, signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { dropDatabase, freshDatabase } from '../../test/fresh-database';
import { createDatabase, type Database } from '../db/client';
import { WEBHOOK_QUEUE } from './webhooks';

// The webhooks' events as the provider's records reach the database: written by the app role
// (bound by row-level security, as any writer is) in an agency's transaction, each record starts
// its event through the database's triggers, and the portal delivers it signed. On a database of
// its own: one test runs a server whose job worker polls, which must not take other files' jobs.

const NAME = `portal_webhook_events_${process.pid}`;
const AWAITING = quotationStatusId('AWAITING_APPROVAL');
const PENDING = quotationStatusId('PENDING');

/** A receiver on loopback that checks each request's signature as a receiver's library does. */
async function receiver() {
  const received: { message: TWebhookMessage; verified: boolean }[] = [];
  const secrets: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = secrets.some((secret) => {
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        }
      });
      received.push({ message: ZWebhookMessage.parse(JSON.parse(body)) as never, verified });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}/${path}`,
    received,
    trust: (secret: string) => secrets.push(secret),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook events from the records themselves', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let hook: Awaited<ReturnType<typeof receiver>>;
  /** The VIC demo agency (a webhook for all five events) and the NSW one (notices only). */
  let vic: { agencyId: number; propertyId: number; address: string };
  let nsw: { agencyId: number; propertyId: number };

  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await owner.pool.query(text, values)).rows as T[];

  /** Writes as a writer of the agency would: the app role, the agency's transaction. */
  const write = (agencyId: number, statement: string) =>
    database.withAgency(agencyId, (tx) => tx.execute(sql.raw(statement)));

  const waiting = async (agencyId: number) =>
    (
      await rows<{ event: TWebhookEvent }>(
        'select event from webhook_events where agency_id = $1 order by id',
        [agencyId],
      )
    ).map((row) => row.event);

  async function subscribe(state: string, events: TWebhookEvent[], path: string) {
    const { cookie, session } = await signInToPortal(app, 'demo.master', {
      state,
      password: DEMO_PASSWORD,
    });
    const response = await injectCall(
      app,
      webhookCalls.create,
      { body: { url: hook.url(path), events, description: `Events for ${state}` } },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    hook.trust(response.json<{ data: TCreatedWebhook }>().data.secret);
    const agencyId = session.complianceAgencyId;
    const [property] = await rows<{ id: number; address: string }>(
      `select id, address_line1 || coalesce(', ' || address_line2, '') || ', ' || suburb || ' ' ||
         state_code || ' ' || postcode as address
       from properties where agency_id = $1 order by id limit 1`,
      [agencyId],
    );
    return { agencyId, propertyId: property!.id, address: property!.address };
  }

  beforeAll(async () => {
    const ownerUrl = await freshDatabase(NAME, 'demo');
    const appUrl = new URL(inject('appUrl'));
    appUrl.pathname = `/${NAME}`;
    database = createDatabase(appUrl.toString(), { max: 5 });
    owner = createDatabase(ownerUrl, { max: 2 });
    hook = await receiver();
    app = await buildTestApp(database, {
      env: { JOBS_POLL_MS: '0', WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' },
    });
    vic = await subscribe(
      'vic',
      [
        'notice.issued',
        'finding.reported',
        'quote.awaiting-approval',
        'booking.confirmed',
        'invoice.issued',
      ],
      'vic',
    );
    nsw = await subscribe('nsw', ['notice.issued'], 'nsw');
    expect(nsw.agencyId).not.toBe(vic.agencyId);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await hook?.close();
    await database?.close();
    await owner?.close();
    await dropDatabase(NAME);
  });

  const deliver = async (agencyId: number) => {
    const taken = await app.webhookEvents.drain(agencyId);
    await app.jobs.runDue(undefined, [WEBHOOK_QUEUE]);
    return taken;
  };
  const messagesSince = (count: number) => hook.received.slice(count);

  it('should send each of the five events, signed, with its data, when its record is written', async () => {
    const { agencyId, propertyId } = vic;
    const before = hook.received.length;
    await write(
      agencyId,
      `insert into notices (agency_id, property_id, notice_type) values (${agencyId}, ${propertyId}, 'REFUSING_SERVICE')`,
    );
    await write(
      agencyId,
      `insert into reported_findings (agency_id, property_id, service_code, original_booking_date,
         original_problem_item_title)
       values (${agencyId}, ${propertyId}, 'smoke', '2026-11-20', 'Alarm past its expiry date')`,
    );
    await write(
      agencyId,
      `insert into invoices (agency_id, property_id, invoice_number, issued_at, due_date, subtotal,
         gst, total_inc_gst)
       values (${agencyId}, ${propertyId}, 'INV-EVENTS-1', '2026-11-26', '2026-12-10', 100, 10, 110)`,
    );
    // A quote written as awaiting approval, and one priced later (pending, then awaiting).
    await write(
      agencyId,
      `insert into quotes (agency_id, property_id, service_code, quote_number, status_id,
         approval_token, expires_at)
       values (${agencyId}, ${propertyId}, 'smoke', 'Q-EVENTS-1', ${AWAITING}, 'events-token-1', '2026-12-31'),
              (${agencyId}, ${propertyId}, 'smoke', 'Q-EVENTS-2', ${PENDING}, 'events-token-2', null)`,
    );
    const [priced] = await rows<{ id: number }>(
      "select id from quotes where quote_number = 'Q-EVENTS-1'",
    );
    await write(
      agencyId,
      `insert into quote_items (agency_id, quote_id, description, amount)
       values (${agencyId}, ${priced!.id}, 'Replace alarm', 120.5), (${agencyId}, ${priced!.id}, 'Call-out', 30)`,
    );
    // A booking written as requested: no event until it is confirmed.
    await write(
      agencyId,
      `insert into bookings (agency_id, property_id, booking_types, status, date, start_time, end_time,
         oas_metadata_id)
       values (${agencyId}, ${propertyId}, array['smoke'], 'REQUESTED', '2026-12-03', '09:00',
         '11:00', 'events-test')`,
    );
    expect(await waiting(agencyId)).toEqual([
      'notice.issued',
      'finding.reported',
      'invoice.issued',
      'quote.awaiting-approval',
    ]);
    await write(
      agencyId,
      `update quotes set status_id = ${AWAITING} where quote_number = 'Q-EVENTS-2' and status_id = ${PENDING}`,
    );
    await write(
      agencyId,
      "update bookings set status = 'CONFIRMED' where oas_metadata_id = 'events-test'",
    );

    expect(await deliver(agencyId)).toBe(6);
    expect(await waiting(agencyId)).toEqual([]);
    const got = messagesSince(before);
    expect(got.map((each) => each.verified)).toEqual([true, true, true, true, true, true]);
    expect(got.map((each) => each.message.type)).toEqual([
      'notice.issued',
      'finding.reported',
      'invoice.issued',
      'quote.awaiting-approval',
      'quote.awaiting-approval',
      'booking.confirmed',
    ]);
    const property = { propertyId, address: vic.address };
    const data = got.map((each) => each.message.data);
    expect(data[0]).toMatchObject({ noticeType: 'REFUSING_SERVICE', property });
    expect(data[1]).toMatchObject({
      service: 'smoke',
      description: 'Alarm past its expiry date',
      property,
    });
    const [invoice] = await rows<{ id: number }>(
      "select id from invoices where invoice_number = 'INV-EVENTS-1'",
    );
    expect(data[2]).toEqual({
      invoiceId: invoice!.id,
      invoiceNumber: 'INV-EVENTS-1',
      total: 110,
      dueDate: '2026-12-10',
      property,
    });
    expect(data[3]).toMatchObject({ quoteNumber: 'Q-EVENTS-1', total: 150.5, property });
    expect(data[4]).toMatchObject({ quoteNumber: 'Q-EVENTS-2', total: null, expiresAt: null });
    expect(data[5]).toMatchObject({
      services: ['smoke'],
      date: '2026-12-03',
      startTime: '09:00',
      endTime: '11:00',
      property,
    });
    for (const each of got) expect(each.message.agencyId).toBe(agencyId);
  });

  it('should start no event for a change that does not start one, nor keep any nobody wants', async () => {
    const { agencyId, propertyId } = vic;
    // Already awaiting approval, already confirmed: changed again, no new event.
    await write(
      agencyId,
      "update quotes set expires_at = '2027-01-31' where quote_number like 'Q-EVENTS-%'",
    );
    await write(
      agencyId,
      "update bookings set end_time = '11:30' where oas_metadata_id = 'events-test'",
    );
    // Withdrawn and priced again: a second event, as the quote awaits approval anew.
    await write(
      agencyId,
      `update quotes set status_id = ${PENDING} where quote_number = 'Q-EVENTS-1'`,
    );
    await write(
      agencyId,
      `update quotes set status_id = ${AWAITING} where quote_number = 'Q-EVENTS-1'`,
    );
    expect(await waiting(agencyId)).toEqual(['quote.awaiting-approval']);
    expect(await deliver(agencyId)).toBe(1);

    // NSW wants notices only: its invoice keeps nothing, its notice is its own.
    await write(
      nsw.agencyId,
      `insert into invoices (agency_id, property_id, invoice_number, issued_at, due_date, subtotal,
         gst, total_inc_gst)
       values (${nsw.agencyId}, ${nsw.propertyId}, 'INV-EVENTS-NSW', '2026-11-26', '2026-12-10', 1, 0, 1)`,
    );
    expect(await waiting(nsw.agencyId)).toEqual([]);
    await write(
      nsw.agencyId,
      `insert into notices (agency_id, property_id, notice_type) values (${nsw.agencyId}, ${nsw.propertyId}, 'REFUSING_SERVICE')`,
    );
    expect(await waiting(nsw.agencyId)).toEqual(['notice.issued']);
    // VIC's drain takes none of NSW's events, and a switched-off webhook wants nothing.
    expect(await app.webhookEvents.drain(vic.agencyId)).toBe(0);
    const before = hook.received.length;
    expect(await deliver(nsw.agencyId)).toBe(1);
    expect(messagesSince(before).map((each) => each.message.agencyId)).toEqual([nsw.agencyId]);

    await owner.pool.query('update webhooks set enabled = false where agency_id = $1', [agencyId]);
    try {
      await write(
        agencyId,
        `insert into notices (agency_id, property_id, notice_type) values (${agencyId}, ${propertyId}, 'REFUSING_SERVICE')`,
      );
      expect(await waiting(agencyId)).toEqual([]);
    } finally {
      await owner.pool.query('update webhooks set enabled = true where agency_id = $1', [agencyId]);
    }
  });

  it('should keep no event when the record is rolled back', async () => {
    const { agencyId, propertyId } = vic;
    await expect(
      database.withAgency(agencyId, async (tx) => {
        await tx.execute(
          sql.raw(
            `insert into notices (agency_id, property_id, notice_type) values (${agencyId}, ${propertyId}, 'REFUSING_SERVICE')`,
          ),
        );
        throw new Error('the writer failed');
      }),
    ).rejects.toThrow('the writer failed');
    expect(await waiting(agencyId)).toEqual([]);
  });

  it('should hear the database and deliver without being asked, and sweep what nobody heard', async () => {
    const { agencyId, propertyId } = vic;
    // Written while no server listens: the next server's start finds it.
    await write(
      agencyId,
      `insert into notices (agency_id, property_id, notice_type) values (${agencyId}, ${propertyId}, 'NO_TENANT_DETAILS')`,
    );
    const listening = await buildTestApp(database, {
      env: { JOBS_POLL_MS: '500', WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' },
    });
    try {
      const arrived = async (noticeType: string) => {
        for (let tries = 0; tries < 300; tries++) {
          const found = hook.received.find(
            (each) =>
              each.message.type === 'notice.issued' &&
              (each.message.data as { noticeType: string }).noticeType === noticeType,
          );
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`No ${noticeType} notice event arrived in 30 s`);
      };
      expect((await arrived('NO_TENANT_DETAILS')).verified).toBe(true);
      // Written while it listens: sent at once, no sweep involved.
      await write(
        agencyId,
        `insert into notices (agency_id, property_id, notice_type) values (${agencyId}, ${propertyId}, 'SAME_TENANT_DETAILS')`,
      );
      expect((await arrived('SAME_TENANT_DETAILS')).verified).toBe(true);
      expect(await waiting(agencyId)).toEqual([]);
    } finally {
      await listening.close();
    }
  }, 60_000);
});
