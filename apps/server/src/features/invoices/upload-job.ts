import type { TIntegrationSource } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { invoices, properties } from '../../db/schema/index';
import type { PropertySoftware } from './property-software';
import type { Job, JobHandler } from '../../plugins/jobs';
import { renderInvoicePdf } from './invoice-pdf';
import { UPLOAD_MESSAGES, activeConnection } from './service';

/** Shown when the upload kept failing for reasons of ours (the job gave up). */
const UPLOAD_GAVE_UP = 'The upload could not be completed. Please retry.';

export interface UploadJobPayload extends Record<string, unknown> {
  invoiceId: number;
  /** Who clicked Upload: recorded as uploadedBy. */
  requestedBy: number;
}

interface UploadJobDeps {
  database: Database;
  software: PropertySoftware;
  provider: ProviderIdentity;
  now: () => Date;
}

/**
 * The background upload of one invoice: its PDF goes to the agency's software, then the answer
 * is recorded. A refusal ends the job with the software's message as lastError (the user may
 * retry); a fault throws, so the job runs again, and after the last attempt the invoice shows
 * UPLOAD_GAVE_UP. Re-running a job whose worker died mid-upload is safe: it only acts while the
 * invoice is still marked uploading.
 */
export function invoiceUploadHandler({
  database,
  software,
  provider,
  now,
}: UploadJobDeps): JobHandler {
  const where = (job: Job) => {
    const { invoiceId } = job.payload as UploadJobPayload;
    return and(eq(invoices.agencyId, job.agencyId!), eq(invoices.id, invoiceId));
  };

  const recordFailure = (job: Job, message: string) =>
    database.withAgency(job.agencyId!, (tx) =>
      tx
        .update(invoices)
        .set({ isUploading: false, lastError: message, lastErrorAt: now() })
        .where(and(where(job), eq(invoices.isUploading, true))),
    );

  return {
    run: async (job, log) => {
      const agencyId = job.agencyId!;
      const { invoiceId, requestedBy } = job.payload as UploadJobPayload;
      const prepared = await database.withAgency(agencyId, async (tx) => {
        const [invoice] = await tx
          .select({
            isUploading: invoices.isUploading,
            invoiceNumber: invoices.invoiceNumber,
            totalIncGst: invoices.totalIncGst,
            dueDate: invoices.dueDate,
            externalPropertyId: properties.externalId,
            propertyAddress: properties.addressLine1,
          })
          .from(invoices)
          .innerJoin(
            properties,
            and(eq(properties.agencyId, invoices.agencyId), eq(properties.id, invoices.propertyId)),
          )
          .where(where(job));
        if (!invoice?.isUploading) return null;
        const connection = await activeConnection(tx, agencyId);
        const pdf = await renderInvoicePdf(tx, agencyId, invoiceId, provider);
        return { invoice, connection, pdf: pdf! };
      });
      if (!prepared) return;
      const { invoice, connection, pdf } = prepared;
      if (!connection) {
        await recordFailure(job, UPLOAD_MESSAGES.noIntegration);
        return;
      }
      const result = await software.uploadInvoice(
        { ...connection, source: connection.source as TIntegrationSource },
        {
          invoiceNumber: invoice.invoiceNumber,
          fileName: pdf.filename,
          pdf: pdf.content,
          totalIncGst: invoice.totalIncGst,
          dueDate: invoice.dueDate,
          externalPropertyId: invoice.externalPropertyId,
          propertyAddress: invoice.propertyAddress,
        },
      );
      if (!result.ok) {
        log.info({ invoiceId, message: result.message }, 'the software refused the invoice');
        await recordFailure(job, result.message);
        return;
      }
      await database.withAgency(agencyId, (tx) =>
        tx
          .update(invoices)
          .set({
            isUploading: false,
            isUploaded: true,
            uploadedAt: now(),
            uploadedBy: requestedBy,
            lastError: null,
            lastErrorAt: null,
          })
          .where(and(where(job), eq(invoices.isUploading, true))),
      );
    },
    onGiveUp: async (job) => {
      await recordFailure(job, UPLOAD_GAVE_UP);
    },
  };
}
