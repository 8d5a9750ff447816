import { invoiceCalls } from '@portal/contracts';
import { notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { simulatedPropertySoftware, type PropertySoftware } from './property-software';
import { attachment } from '../../files/content-disposition';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { forwardInvoice, INVOICE_ATTACHMENT } from './forward';
import { renderInvoicePdf } from './invoice-pdf';
import { INVOICE_NOT_FOUND, propertyInvoices, startUpload, UPLOAD_QUEUE } from './service';
import { invoiceUploadHandler, type UploadJobPayload } from './upload-job';

export interface InvoicesOptions {
  /** The agencies' property software; default: the built-in simulated one (config). */
  software?: PropertySoftware;
}

/** Invoices: the property's list, PDF download, forwarding by email and upload to the software. */
export const invoicesRoutes = signedIn<InvoicesOptions>(async (app, options) => {
  const { database, config } = app;
  const provider = config.provider;
  const software = options.software ?? simulatedPropertySoftware(config.propertySoftware);

  app.jobs.register(
    UPLOAD_QUEUE,
    invoiceUploadHandler({ database, software, provider, now: () => app.now() }),
  );
  app.mail.registerAttachmentSource(INVOICE_ATTACHMENT, (tx, agencyId, id) =>
    renderInvoicePdf(tx, agencyId, id, provider),
  );

  route(app, invoiceCalls.propertyInvoices, ({ scope, params, query }) =>
    propertyInvoices(database, scope, params.id, query),
  );

  route(app, invoiceCalls.pdf, async ({ scope: { agencyId }, params: { id } }, reply) => {
    const pdf = isStoredId(id)
      ? await database.withAgency(agencyId, (tx) => renderInvoicePdf(tx, agencyId, id, provider))
      : null;
    if (!pdf) throw notFound(INVOICE_NOT_FOUND);
    return reply
      .type(invoiceCalls.pdf.file.contentType)
      .header('content-disposition', attachment(pdf.filename))
      .header('cache-control', 'private, no-store')
      .send(pdf.content);
  });

  route(app, invoiceCalls.upload, async ({ scope, params }) => {
    const invoice = await startUpload(database, scope, params.id, (tx, invoiceId) =>
      app.jobs.enqueue(tx, {
        queue: UPLOAD_QUEUE,
        agencyId: scope.agencyId,
        payload: { invoiceId, requestedBy: scope.userId } satisfies UploadJobPayload,
      }),
    );
    app.jobs.wake();
    return invoice;
  });

  route(app, invoiceCalls.forward, async ({ scope, params, body }) => {
    const result = await forwardInvoice(
      database,
      app.mail,
      scope.session,
      params.id,
      body,
      provider,
    );
    app.jobs.wake();
    return result;
  });
});
