import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorEnvelope,
  ZForwardEmail,
  ZForwardResult,
  ZIdParams,
  ZInvoice,
  ZInvoiceUploadResult,
  ZPropertyInvoicesQuery,
  zListOf,
  zSuccess,
} from '@portal/contracts';
import { agencyToday } from '../../lib/agency-clock';
import { attachment } from '../../lib/content-disposition';
import { notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { simulatedPropertySoftware, type PropertySoftware } from '../../lib/property-software';
import { sessionOf } from '../../plugins/session';
import { forwardInvoice, INVOICE_ATTACHMENT } from './forward';
import { renderInvoicePdf } from './invoice-pdf';
import { INVOICE_NOT_FOUND, propertyInvoices, startUpload, UPLOAD_QUEUE } from './service';
import { invoiceUploadHandler, type UploadJobPayload } from './upload-job';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };
const ok = <T>(data: T) => ({ success: true as const, data });

export interface InvoicesOptions {
  /** The agencies' property software; default: the built-in simulated one (config). */
  software?: PropertySoftware;
}

/** Invoices: the property's list, PDF download, forwarding by email and upload to the software. */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesOptions> = async (app, options) => {
  const { database, config } = app;
  const provider = config.provider;
  const software = options.software ?? simulatedPropertySoftware(config.propertySoftware);

  const scopeOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    const now = app.now();
    return {
      agencyId: session.agencyId,
      userId: session.userId,
      today: agencyToday(now, session.agencyState),
      now,
    };
  };

  app.jobs.register(
    UPLOAD_QUEUE,
    invoiceUploadHandler({ database, software, provider, now: () => app.now() }),
  );
  app.mail.registerAttachmentSource(INVOICE_ATTACHMENT, (tx, agencyId, id) =>
    renderInvoicePdf(tx, agencyId, id, provider),
  );

  app.get(
    '/v1/property/:id/invoices',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['invoices'],
        summary: "The property's invoices, the latest due date first",
        description:
          'Paged with page (from 1) and page-size. 404 when the property is not one of the ' +
          "session agency's.",
        params: ZIdParams,
        querystring: ZPropertyInvoicesQuery,
        response: { 200: zSuccess(zListOf(ZInvoice)), ...errors },
      },
    },
    async (request) =>
      ok(await propertyInvoices(database, scopeOf(request), request.params.id, request.query)),
  );

  app.get(
    '/v1/invoice/:id/pdf',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF (application/pdf), saved as invoice-{number}.pdf',
        description:
          'An attachment named invoice-{number}.pdf; failures answer the JSON envelope (404 for ' +
          "a missing or another agency's invoice).",
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { agencyId } = sessionOf(request);
      const id = request.params.id;
      const pdf = isStoredId(id)
        ? await database.withAgency(agencyId, (tx) => renderInvoicePdf(tx, agencyId, id, provider))
        : null;
      if (!pdf) throw notFound(INVOICE_NOT_FOUND);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(pdf.filename))
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );

  app.post(
    '/v1/invoice/:id/upload',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['invoices'],
        summary: "Upload the invoice to the agency's property software, in the background",
        description:
          'No body. Marks the invoice uploading and queues a durable job; the answer is the ' +
          'invoice as it now is. The job records isUploaded, uploadedAt and uploadedBy, or the ' +
          "software's refusal as lastError (then 'Retry upload' calls this again). 409 when the " +
          'invoice is not eligible, is uploading or uploaded already, or the agency has no ' +
          'active integration.',
        params: ZIdParams,
        response: { 200: zSuccess(ZInvoiceUploadResult), 409: ZErrorEnvelope, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const invoice = await startUpload(database, scope, request.params.id, (tx, invoiceId) =>
        app.jobs.enqueue(tx, {
          queue: UPLOAD_QUEUE,
          agencyId: scope.agencyId,
          payload: { invoiceId, requestedBy: scope.userId } satisfies UploadJobPayload,
        }),
      );
      app.jobs.wake();
      return ok(invoice);
    },
  );

  app.post(
    '/v1/invoice/:id/forward',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['invoices'],
        summary: 'Email the invoice (PDF attached) to the chosen recipients',
        description:
          'One to five To addresses, at most five CC, none repeating a To, an optional message ' +
          'under 500 characters; 400 names each field with its rule. The email is sent in the ' +
          'background (SMTP, or an .eml file in the outbox directory).',
        params: ZIdParams,
        body: ZForwardEmail,
        response: { 200: zSuccess(ZForwardResult), ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const result = await forwardInvoice(
        database,
        app.mail,
        session,
        request.params.id,
        request.body,
        provider.name,
      );
      app.jobs.wake();
      return ok(result);
    },
  );
};
