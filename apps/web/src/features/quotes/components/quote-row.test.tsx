import { quoteCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { recordSavedFiles } from '../../../testing/download';
import { fail, file, mockApi, on, type RecordedCall } from '../../../testing/mock-api';
import { buildQuote, buildQuoteWithItems } from '../testing/quote-fixtures';
import { QuoteRow } from './quote-row';

afterEach(() => {
  vi.clearAllMocks();
});

const DETAIL = quoteCalls.detail;
const PDF = quoteCalls.pdf;
const FORWARD = quoteCalls.forward;
/** The quote each request was about. */
const ids = (calls: readonly RecordedCall[]) => calls.map((call) => call.params.id);

describe('QuoteRow', () => {
  it('should show the number, expiry, service, severity and an approval link', () => {
    renderWidget(<QuoteRow quote={buildQuote({ estimatedPrices: { minimum: '99' } })} />);

    expect(screen.getByText('Q-77')).toBeInTheDocument();
    expect(screen.getByText('30/04/2025')).toBeInTheDocument();
    expect(screen.getByText('Smoke Alarms')).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByText('From $99.00 inc. GST')).toBeInTheDocument();
    const approve = screen.getByRole('link', { name: /^Approve quote Q-77/ });
    expect(approve).toHaveAttribute('href', '/cs/vic/Quotations/approve/7');
    expect(approve).toHaveAttribute('target', '_blank');
  });

  it("should read 'No expiry' and 'Unknown severity' when the quote has neither", () => {
    renderWidget(<QuoteRow quote={buildQuote({ expiresAt: null, quoteSeverity: null })} />);

    expect(screen.getByText('No expiry')).toBeInTheDocument();
    expect(screen.getByText('Unknown severity')).toBeInTheDocument();
  });

  it('should load the detail with its severity label and minimum price when Details is opened', async () => {
    const api = mockApi(on(DETAIL, buildQuoteWithItems()));
    renderWidget(<QuoteRow quote={buildQuote()} />);
    expect(api.callsTo(DETAIL)).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Details of quote Q-77' });
    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Non-Compliant/Faulty')).toBeInTheDocument();
    expect(screen.getByText('From $1,234.00 inc. GST')).toBeInTheDocument();
    expect(screen.getByText('Replace smoke alarm')).toBeInTheDocument();
    expect(ids(api.callsTo(DETAIL))).toEqual(['7']);
  });

  it.each([
    ['DISCONNECTED_SAFETY_ISSUE', 'Disconnected/Safety Issue'],
    ['RECOMMENDED', 'Recommended'],
  ] as const)('should label the severity %s as %s', (severity, label) => {
    renderWidget(<QuoteRow quote={buildQuote({ quoteSeverity: severity })} />);

    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("should save quote-{number}.pdf and toast 'Quote {n} downloaded'", async () => {
    const saved = recordSavedFiles();
    const api = mockApi(on(PDF, file('%PDF-1.7', { 'Content-Type': 'application/pdf' })));
    renderWidget(<QuoteRow quote={buildQuote()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Download quote Q-77' }));

    expect(await screen.findByText('Quote Q-77 downloaded')).toBeInTheDocument();
    expect(ids(api.callsTo(PDF))).toEqual(['7']);
    expect(saved.map(({ filename }) => filename)).toEqual(['quote-Q-77.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7');
  });

  it("should toast 'Quote {n} failed to download' when the call fails", async () => {
    mockApi(on(PDF, fail(404, 'Quote not found')));
    renderWidget(<QuoteRow quote={buildQuote()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Download quote Q-77' }));

    expect(await screen.findByText('Quote Q-77 failed to download')).toBeInTheDocument();
  });

  it("should forward with the subscription and toast 'Quote email forwarded'", async () => {
    const api = mockApi(on(FORWARD, { emailId: 3 }));
    renderWidget(<QuoteRow quote={buildQuote()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Forward quote Q-77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward quote' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'To' }),
      'owner@example.com{Enter}',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Subscribe to notifications/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

    expect(await screen.findByText('Quote email forwarded')).toBeInTheDocument();
    expect(
      screen.getByText('The specified recipient(s) should receive the email shortly.'),
    ).toBeInTheDocument();
    expect(ids(api.callsTo(FORWARD))).toEqual(['7']);
    expect(api.callsTo(FORWARD)[0]?.body).toEqual({
      toAddresses: ['owner@example.com'],
      ccAddresses: [],
      subscribeToNotifications: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forward quote' })).not.toBeInTheDocument(),
    );
  });

  it("should show 'We were unable to forward this quote' in the form when the call fails", async () => {
    mockApi(on(FORWARD, fail(500)));
    renderWidget(<QuoteRow quote={buildQuote()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Forward quote Q-77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward quote' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'To' }),
      'owner@example.com{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We were unable to forward this quote',
    );
  });
});
