import { INVOICE_UPLOAD_POLL_MS, dashboardCalls, type TInvoice } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { InvoiceRow } from '../../invoices';
import { buildInvoice } from '../testing/dashboard-fixtures';
import { useOverdueInvoices } from './get-overdue-invoices';

function OverdueInvoices() {
  const { data } = useOverdueInvoices(null);
  return (
    <ul>
      {data?.items.map((invoice: TInvoice) => (
        <li key={invoice.id}>
          <InvoiceRow invoice={invoice} />
        </li>
      ))}
    </ul>
  );
}

/** The fixture's invoice of an integrated property, its upload as given. */
const withUpload = (integration: Partial<TInvoice['integration']>) => {
  const invoice = buildInvoice();
  return {
    ...invoice,
    integration: { ...invoice.integration, isEligibleToUpload: true, ...integration },
  };
};
const uploading = withUpload({ isUploading: true });
const uploaded = withUpload({
  isUploaded: true,
  uploadedAt: '2025-03-02T01:00:00.000Z',
  uploadedBy: 'Jo Lee',
});
const refused = withUpload({ lastError: { message: 'The invoice document is not a PDF' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('useOverdueInvoices', () => {
  it('should turn an uploading row into its result without a reload when the upload ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = [uploading, uploading, uploaded];
    const api = mockApi(
      on(dashboardCalls.overdueInvoices, () => {
        const [next = uploaded, ...rest] = answers;
        answers = rest;
        return { items: [next], total: 1 };
      }),
    );
    renderWithProviders(<OverdueInvoices />);
    expect(
      await screen.findByRole('button', { name: 'Uploading invoice #INV-1001' }),
    ).toBeDisabled();

    // The list asks again while a row is uploading, every few seconds, not once a minute.
    expect(INVOICE_UPLOAD_POLL_MS).toBeLessThanOrEqual(5_000);
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_UPLOAD_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_UPLOAD_POLL_MS));
    expect(await screen.findByText('Uploaded on 02/03/2025 by Jo Lee')).toBeInTheDocument();
    expect(api.callsTo(dashboardCalls.overdueInvoices)).toHaveLength(3);

    // Nothing uploading any more: the polling stops.
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_UPLOAD_POLL_MS * 5));
    expect(api.callsTo(dashboardCalls.overdueInvoices)).toHaveLength(3);
  });

  it("should show the software's refusal in words once the upload is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = [uploading];
    mockApi(
      on(dashboardCalls.overdueInvoices, () => {
        const [next = refused, ...rest] = answers;
        answers = rest;
        return { items: [next], total: 1 };
      }),
    );
    renderWithProviders(<OverdueInvoices />);
    await screen.findByRole('button', { name: 'Uploading invoice #INV-1001' });

    await act(() => vi.advanceTimersByTimeAsync(INVOICE_UPLOAD_POLL_MS));
    expect(
      await screen.findByText('Last upload failed: The invoice document is not a PDF'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of invoice #INV-1001' })).toBeEnabled();
  });
});
