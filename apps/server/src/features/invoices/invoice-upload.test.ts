import {
  INVOICE_UPLOAD_REFUSALS,
  invoiceCalls,
  type TErrorEnvelope,
  type TInvoice,
  type TList,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { invoiceKit } from './invoice-kit';
import { UPLOAD_MESSAGES } from './service';

describe('invoice upload', () => {
  let h: DemoApp;
  /** demo.master in the VIC agency (PropertyMe). */
  let vic: string;
  /** mia.robinson in the QLD agency (PropertyTree). */
  let qld: string;

  beforeAll(async () => {
    // The software accepts everything unless a test's replica says otherwise.
    h = await demoApp('portal_invoice_upload', { PROPERTY_SOFTWARE_FAILURE_RATE: '0' });
    vic = await h.signIn('demo.master');
    qld = await h.signIn('mia.robinson', 'qld');
  });
  afterAll(() => h.close());

  const { invoiceRow, uploadable, foreignInvoice, expectLikeMissing } = invoiceKit(
    () => h,
    () => vic,
  );

  describe('POST /v1/invoice/{id}/upload', () => {
    it('should upload in the background and record who and when once the job ran', async () => {
      const [invoice] = await uploadable(h.ids.QLD);
      const res = await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld);
      const started = dataOf<TInvoice>(res);
      expect(started.integration).toMatchObject({
        isUploading: true,
        isUploaded: false,
        lastError: null,
      });
      // A second click while it uploads is refused.
      const again = await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld);
      expect(again.statusCode).toBe(409);
      expect(again.json<TErrorEnvelope>().error.message).toBe(UPLOAD_MESSAGES.alreadyUploading);

      expect(await h.app.jobs.runDue()).toBe(1);
      const [mia] = await h.rows<{ id: number }>(
        "select id from users where username = 'mia.robinson'",
      );
      expect(await invoiceRow(invoice!.id)).toEqual({
        is_uploading: false,
        is_uploaded: true,
        uploaded_at: TEST_TODAY,
        uploaded_by: mia!.id,
        last_error: null,
      });
      const list = dataOf<TList<TInvoice>>(
        await h.call(
          invoiceCalls.propertyInvoices,
          { params: { id: invoice!.propertyId }, query: { 'page-size': 100 } },
          qld,
        ),
      );
      expect(list.items.find((i) => i.id === invoice!.id)!.integration).toMatchObject({
        isUploaded: true,
        uploadedBy: 'Mia Robinson',
        uploadedAt: TEST_TODAY.toISOString(),
      });
      const done = await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld);
      expect(done.statusCode).toBe(409);
      expect(done.json<TErrorEnvelope>().error.message).toBe(UPLOAD_MESSAGES.alreadyUploaded);
    });

    it("should record the software's refusal, then upload on retry", async () => {
      const refusing = await h.replica({ PROPERTY_SOFTWARE_FAILURE_RATE: '1' });
      const [, invoice] = await uploadable(h.ids.QLD);
      dataOf(await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld));
      expect(await refusing.jobs.runDue()).toBe(1);
      const failed = await invoiceRow(invoice!.id);
      expect(failed).toMatchObject({ is_uploading: false, is_uploaded: false });
      expect(failed.last_error).toBe(INVOICE_UPLOAD_REFUSALS.unavailable('PropertyTree'));
      const [job] = await h.rows<{ state: string; retry_count: number }>(
        `select state::text, retry_count from pgboss.job
         where name = 'invoice.upload' and (data->>'invoiceId')::int = $1`,
        [invoice!.id],
      );
      // A refusal is an answer, not a fault: the job is done, the user decides to retry.
      expect(job).toEqual({ state: 'completed', retry_count: 0 });

      const retry = dataOf<TInvoice>(
        await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld),
      );
      expect(retry.integration).toMatchObject({ isUploading: true, lastError: null });
      expect(await h.app.jobs.runDue()).toBe(1);
      expect(await invoiceRow(invoice!.id)).toMatchObject({
        is_uploaded: true,
        last_error: null,
      });
    });

    it("should use the integration's own failure rate when none is configured", async () => {
      const seeded = await h.replica({ PROPERTY_SOFTWARE_FAILURE_RATE: '' });
      const [rate] = await h.rows<{ rate: number }>(
        'select simulate_failure_rate as rate from integrations where agency_id = $1 and is_active',
        [h.ids.QLD],
      );
      // The demo's software answers every upload: a refusal has a reason of its own.
      expect(rate!.rate).toBe(0);
      await h.owner.pool.query(
        'update integrations set simulate_failure_rate = 1 where agency_id = $1 and is_active',
        [h.ids.QLD],
      );
      try {
        const [invoice] = await uploadable(h.ids.QLD);
        dataOf(await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld));
        expect(await seeded.jobs.runDue()).toBe(1);
        expect((await invoiceRow(invoice!.id)).last_error).toBe(
          INVOICE_UPLOAD_REFUSALS.unavailable('PropertyTree'),
        );
      } finally {
        await h.owner.pool.query(
          'update integrations set simulate_failure_rate = 0 where agency_id = $1 and is_active',
          [h.ids.QLD],
        );
      }
    });

    it('should upload the invoices of every demo agency with software, as the demo leaves it', async () => {
      // The software's share of refusals as seeded (no override): the demo's uploads must work.
      const asSeeded = await h.replica({ PROPERTY_SOFTWARE_FAILURE_RATE: '' });
      const vicManager = await h.signIn('demo.manager');
      for (const [agencyId, cookie] of [
        [h.ids.VIC, vicManager],
        [h.ids.QLD, qld],
      ] as const) {
        const invoices = (await uploadable(agencyId)).slice(-12);
        expect(invoices.length).toBeGreaterThanOrEqual(8);
        for (const invoice of invoices)
          dataOf(await h.call(invoiceCalls.upload, { params: { id: invoice.id } }, cookie));
        while ((await asSeeded.jobs.runDue()) > 0);
        for (const invoice of invoices)
          expect(await invoiceRow(invoice.id)).toMatchObject({
            is_uploaded: true,
            last_error: null,
          });
      }
    });

    it('should say in words that a property is not linked in the software when it is not', async () => {
      const [invoice] = await uploadable(h.ids.VIC);
      const [property] = await h.rows<{ address_line1: string; external_id: string }>(
        'select address_line1, external_id from properties where id = $1',
        [invoice!.propertyId],
      );
      await h.owner.pool.query('update properties set external_id = null where id = $1', [
        invoice!.propertyId,
      ]);
      try {
        dataOf(await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, vic));
        expect(await h.app.jobs.runDue()).toBe(1);
        expect(await invoiceRow(invoice!.id)).toMatchObject({
          is_uploaded: false,
          last_error: INVOICE_UPLOAD_REFUSALS.propertyNotLinked(
            property!.address_line1,
            'PropertyMe',
          ),
        });
        expect(INVOICE_UPLOAD_REFUSALS.propertyNotLinked('1 Main Street', 'PropertyMe')).toBe(
          '1 Main Street is not linked to a property in PropertyMe',
        );
      } finally {
        await h.owner.pool.query('update properties set external_id = $2 where id = $1', [
          invoice!.propertyId,
          property!.external_id,
        ]);
      }
    });

    it('should give every failed upload seeded in the demo a reason that holds, in words', async () => {
      const failed = await h.rows<{ agency_id: number; last_error: string; software: string }>(
        `select i.agency_id, i.last_error, s.software_name as software
         from invoices i join integrations s on s.agency_id = i.agency_id and s.is_active
         where i.last_error is not null and i.last_error_at < $1`,
        [TEST_TODAY],
      );
      expect(failed.length).toBeGreaterThan(0);
      for (const row of failed)
        expect(row.last_error).toBe(INVOICE_UPLOAD_REFUSALS.unavailable(row.software));
    });

    it('should finish an upload whose server died mid-upload once its lock expired, on another server', async () => {
      const dying = await h.replica();
      const survivor = await h.replica();
      const [invoice] = await uploadable(h.ids.QLD);
      dataOf(await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, qld));
      const claimed = await dying.jobs.claim();
      expect(claimed).toMatchObject({ queue: 'invoice.upload', attempts: 1 });
      await dying.close();
      expect(await invoiceRow(invoice!.id)).toMatchObject({ is_uploading: true });

      // Still held by the dead server: nobody else takes it yet.
      expect(await survivor.jobs.runDue()).toBe(0);
      // Its expiry passes; the survivor's maintenance hands it back, to run after the back-off.
      await h.owner.pool.query(
        `update pgboss.job set started_on = started_on - make_interval(secs => expire_seconds + 1)
         where id = $1`,
        [claimed!.id],
      );
      await survivor.jobs.supervise();
      await h.owner.pool.query('update pgboss.job set start_after = now() where id = $1', [
        claimed!.id,
      ]);
      expect(await survivor.jobs.runDue()).toBe(1);
      expect(await invoiceRow(invoice!.id)).toMatchObject({
        is_uploading: false,
        is_uploaded: true,
      });
      const [job] = await h.rows<{ state: string; retry_count: number; worker: string }>(
        `select state::text, retry_count, output->>'worker' as worker from pgboss.job
         where id = $1`,
        [claimed!.id],
      );
      expect(job).toEqual({ state: 'completed', retry_count: 1, worker: survivor.jobs.workerId });
    });

    it('should refuse an invoice that cannot be uploaded with 409', async () => {
      const [nsw] = await h.rows<{ id: number }>(
        'select id from invoices where agency_id = $1 and not is_eligible_to_upload limit 1',
        [h.ids.NSW],
      );
      const [vicNotEligible] = await h.rows<{ id: number }>(
        'select id from invoices where agency_id = $1 and not is_eligible_to_upload limit 1',
        [h.ids.VIC],
      );
      expect(nsw).toBeDefined();
      const res = await h.call(invoiceCalls.upload, { params: { id: vicNotEligible!.id } }, vic);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'CONFLICT', message: UPLOAD_MESSAGES.notEligible },
      });
    });

    it("should answer another agency's invoice as a missing one and refuse cross-site requests", async () => {
      await expectLikeMissing(invoiceCalls.upload, await foreignInvoice());
      const [invoice] = await uploadable(h.ids.QLD);
      const crossSite = await h.app.inject({
        method: 'POST',
        url: `/v1/invoice/${invoice!.id}/upload`,
        cookies: { acp_session: qld },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(await invoiceRow(invoice!.id)).toMatchObject({ is_uploading: false });
      expect(
        (await h.call(invoiceCalls.upload, { params: { id: invoice!.id } }, undefined)).statusCode,
      ).toBe(401);
    });
  });
});
