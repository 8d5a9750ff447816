import { setTimeout as sleep } from 'node:timers/promises';
import type { TIntegrationSource } from '@portal/contracts';

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

/** Refusals the simulated software answers with, as the real ones word them. */
export const SIMULATED_REFUSALS = [
  'The creditor "Detector Inspector" was not found in the software',
  'The property is archived in the software',
  'The software did not answer in time, please retry',
] as const;

export interface SimulationOptions {
  /** Overrides every connection's failure rate (PROPERTY_SOFTWARE_FAILURE_RATE). */
  failureRate: number | undefined;
  /** How long an upload takes (PROPERTY_SOFTWARE_DELAY_MS). */
  delayMs: number;
  random?: () => number;
}

/**
 * The built-in stand-in for every property-management system (PropertyMe, PropertyTree, ...):
 * it takes a while, then accepts the invoice or refuses it at the connection's failure rate, so
 * the whole flow, errors and retries included, can be seen in the demo and tested. A real
 * system's adapter implements the same interface.
 */
export function simulatedPropertySoftware(options: SimulationOptions): PropertySoftware {
  const random = options.random ?? Math.random;
  return {
    uploadInvoice: async (connection, invoice) => {
      if (invoice.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        return { ok: false, message: 'The invoice document is not a PDF' };
      }
      if (options.delayMs > 0) await sleep(options.delayMs);
      const rate = options.failureRate ?? connection.simulateFailureRate;
      if (random() < rate) {
        const index = Math.floor(random() * SIMULATED_REFUSALS.length);
        return { ok: false, message: SIMULATED_REFUSALS[index] ?? SIMULATED_REFUSALS[0] };
      }
      return { ok: true, reference: `${connection.source}-${invoice.invoiceNumber}` };
    },
  };
}
