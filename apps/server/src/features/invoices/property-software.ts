import { setTimeout as sleep } from 'node:timers/promises';
import { INVOICE_UPLOAD_REFUSALS, type TIntegrationSource } from '@portal/contracts';

/** The agency's connection to its property-management software. */
interface SoftwareConnection {
  source: TIntegrationSource;
  softwareName: string;
  /** Share (0 to 1) of uploads the simulated software refuses. */
  simulateFailureRate: number;
}

interface InvoiceDocument {
  invoiceNumber: string;
  fileName: string;
  pdf: Buffer;
  totalIncGst: string;
  dueDate: string;
  /** The property's id in the software, when known. */
  externalPropertyId: string | null;
  /** Its first address line, to name it in a refusal. */
  propertyAddress: string;
}

/**
 * What the software said. A refusal is an answer, not a fault: the user sees its message and
 * may retry. A fault (network, time-out) is thrown, and the job runs again by itself.
 */
type UploadResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PropertySoftware {
  uploadInvoice: (
    connection: SoftwareConnection,
    invoice: InvoiceDocument,
  ) => Promise<UploadResult>;
}

export interface SimulationOptions {
  /** Overrides every connection's failure rate (PROPERTY_SOFTWARE_FAILURE_RATE). */
  failureRate: number | undefined;
  /** How long an upload takes (PROPERTY_SOFTWARE_DELAY_MS). */
  delayMs: number;
  random?: () => number;
}

/**
 * The built-in stand-in for every property-management system (PropertyMe, PropertyTree, ...):
 * it takes a while, then accepts the invoice, or refuses it for a reason a real system has, in
 * words: the document is not a PDF, the property is not linked to one in the software, or the
 * software did not answer (an outage, simulated at the connection's failure rate, 0 in the demo:
 * PROPERTY_SOFTWARE_FAILURE_RATE sets it for tests). A real system's adapter implements the same
 * interface.
 */
export function simulatedPropertySoftware(options: SimulationOptions): PropertySoftware {
  const random = options.random ?? Math.random;
  return {
    uploadInvoice: async (connection, invoice) => {
      if (invoice.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        return { ok: false, message: INVOICE_UPLOAD_REFUSALS.notPdf };
      }
      if (invoice.externalPropertyId === null) {
        return {
          ok: false,
          message: INVOICE_UPLOAD_REFUSALS.propertyNotLinked(
            invoice.propertyAddress,
            connection.softwareName,
          ),
        };
      }
      if (options.delayMs > 0) await sleep(options.delayMs);
      const rate = options.failureRate ?? connection.simulateFailureRate;
      if (random() < rate) {
        return { ok: false, message: INVOICE_UPLOAD_REFUSALS.unavailable(connection.softwareName) };
      }
      return { ok: true, reference: `${connection.source}-${invoice.invoiceNumber}` };
    },
  };
}
