import { INVOICE_UPLOAD_REFRESH_MS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../testing/invoice-fixtures';
import { invoiceUploadRefetchInterval } from './upload-refresh';

describe('invoiceUploadRefetchInterval', () => {
  it('should refresh every 60 seconds when any invoice is uploading', () => {
    const invoices = [buildInvoice(), buildInvoice({ id: 2, integration: { isUploading: true } })];
    expect(INVOICE_UPLOAD_REFRESH_MS).toBe(60_000);
    expect(invoiceUploadRefetchInterval(invoices)).toBe(60_000);
  });

  it('should not poll when no invoice is uploading or nothing has loaded', () => {
    expect(invoiceUploadRefetchInterval([buildInvoice()])).toBe(false);
    expect(invoiceUploadRefetchInterval(undefined)).toBe(false);
  });
});
