import {
  EMAIL_MESSAGES,
  invoiceCalls,
  propertyCalls,
  quotaExceededMessage,
  type TPropertyContact,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { recordSavedFiles } from '../../../testing/download';
import {
  fail,
  file,
  mockApi,
  on,
  type FileAnswer,
  type RecordedCall,
} from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { buildInvoice } from '../testing/invoice-fixtures';
import { InvoiceRow } from './invoice-row';

const contact = (
  id: number,
  role: TPropertyContact['role'],
  name: string,
  email: string | null,
): TPropertyContact => ({
  id,
  role,
  name,
  email,
  salutation: null,
  contactNumbers: [],
  address: null,
});

afterEach(() => {
  vi.clearAllMocks();
});

const UPLOAD = invoiceCalls.upload;
const FORWARD = invoiceCalls.forward;
const PDF = invoiceCalls.pdf;
const pdf = file('%PDF-1.7', { 'Content-Type': 'application/pdf' });
/** The invoice each request was about. */
const ids = (calls: readonly RecordedCall[]) => calls.map((call) => call.params.id);

describe('InvoiceRow', () => {
  it('should show the number, due date, overdue mark and total inc. GST', () => {
    renderWidget(<InvoiceRow invoice={buildInvoice({ totalIncGst: '1234.5' })} />);

    expect(screen.getByText('INV-1001')).toBeInTheDocument();
    expect(screen.getByText('01/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50 inc. GST')).toBeInTheDocument();
  });

  it('should not mark an invoice overdue when it is not', () => {
    renderWidget(<InvoiceRow invoice={buildInvoice({ isOverdue: false })} />);

    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  describe('upload', () => {
    it("should read 'Upload' when the invoice was never uploaded", () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);

      expect(screen.getByRole('button', { name: 'Upload of invoice #INV-1001' })).toHaveTextContent(
        'Upload',
      );
      expect(screen.queryByText(/Last upload failed/)).not.toBeInTheDocument();
    });

    it("should read 'Retry upload' and show the last error when the last upload failed", () => {
      renderWidget(
        <InvoiceRow
          invoice={buildInvoice({
            integration: { lastError: { message: 'The property is archived in the software' } },
          })}
        />,
      );

      expect(screen.getByRole('button', { name: /^Retry upload/ })).toBeEnabled();
      expect(
        screen.getByText('Last upload failed: The property is archived in the software'),
      ).toBeInTheDocument();
    });

    it('should show a disabled syncing spinner and no error when the invoice is uploading', () => {
      renderWidget(
        <InvoiceRow
          invoice={buildInvoice({
            integration: { isUploading: true, lastError: { message: 'Old failure' } },
          })}
        />,
      );

      const button = screen.getByRole('button', { name: 'Uploading invoice #INV-1001' });
      expect(button).toBeDisabled();
      expect(button.querySelector('.mantine-Loader-root')).not.toBeNull();
      expect(screen.queryByText(/Old failure/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /upload of invoice/i })).not.toBeInTheDocument();
    });

    it('should say who uploaded it and when, without a button, when the invoice is uploaded', () => {
      renderWidget(
        <InvoiceRow
          invoice={buildInvoice({
            integration: {
              isUploaded: true,
              uploadedAt: '2025-03-04T02:00:00.000Z',
              uploadedBy: 'Jordan Lee',
            },
          })}
        />,
      );

      expect(screen.getByText(/^Uploaded on \d\d\/03\/2025 by Jordan Lee$/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
    });

    it('should offer no upload when the invoice is not eligible', () => {
      renderWidget(
        <InvoiceRow invoice={buildInvoice({ integration: { isEligibleToUpload: false } })} />,
      );

      expect(screen.queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
    });

    it("should post the upload and toast 'Invoice #n started uploading' when Upload is clicked", async () => {
      const api = mockApi(on(UPLOAD, buildInvoice({ integration: { isUploading: true } })));
      const { queryClient } = renderWithProviders(<InvoiceRow invoice={buildInvoice()} />, {
        mantineTestEnv: true,
      });
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

      await userEvent.click(screen.getByRole('button', { name: 'Upload of invoice #INV-1001' }));

      expect(await screen.findByText('Invoice #INV-1001 started uploading')).toBeInTheDocument();
      expect(ids(api.callsTo(UPLOAD))).toEqual(['1']);
      expect(api.callsTo(UPLOAD)[0]?.body).toBeUndefined();
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys).toEqual(
        expect.arrayContaining([['dashboard', 'list'], ['dashboard', 'stats'], ['invoices']]),
      );
    });

    it("should toast 'Invoice #n failed to upload' with the server's message when refused", async () => {
      mockApi(on(UPLOAD, fail(409, 'This invoice is already uploading')));
      renderWidget(
        <InvoiceRow
          invoice={buildInvoice({ integration: { lastError: { message: 'Timed out' } } })}
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: /^Retry upload/ }));

      expect(await screen.findByText('Invoice #INV-1001 failed to upload')).toBeInTheDocument();
      expect(screen.getByText('This invoice is already uploading')).toBeInTheDocument();
    });
  });

  describe('download', () => {
    it('should save invoice-{number}.pdf and toast preparing, then downloaded', async () => {
      const saved = recordSavedFiles();
      let release: () => void = () => {};
      const api = mockApi(
        on(
          PDF,
          () =>
            new Promise<FileAnswer>((resolve) => {
              release = () => resolve(pdf);
            }),
        ),
      );
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Download invoice #INV-1001' }));

      expect(await screen.findByText("We're preparing your invoice")).toBeInTheDocument();
      release();
      expect(await screen.findByText('Invoice #INV-1001 downloaded')).toBeInTheDocument();
      expect(screen.queryByText("We're preparing your invoice")).not.toBeInTheDocument();
      expect(ids(api.callsTo(PDF))).toEqual(['1']);
      expect(saved.map(({ filename }) => filename)).toEqual(['invoice-INV-1001.pdf']);
      expect(await saved[0]!.blob.text()).toBe('%PDF-1.7');
    });

    it("should toast 'Invoice #n failed to download' with retry advice when the call fails", async () => {
      const saved = recordSavedFiles();
      mockApi(on(PDF, fail(500)));
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Download invoice #INV-1001' }));

      expect(await screen.findByText('Invoice #INV-1001 failed to download')).toBeInTheDocument();
      expect(screen.getByText(/Please try again/)).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  describe('forward', () => {
    async function openForward() {
      await userEvent.click(screen.getByRole('button', { name: 'Forward invoice #INV-1001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Forward invoice' });
      // The form loads when the dialog first opens.
      await within(dialog).findByRole('textbox', { name: 'To' });
      return dialog;
    }

    async function addEmail(dialog: HTMLElement, field: 'To' | 'CC', email: string) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: field }), `${email}{Enter}`);
    }

    it('should ask for a recipient and not post when To is empty', async () => {
      const api = mockApi();
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      expect(await within(dialog).findByText('At least one email is required')).toBeInTheDocument();
      expect(api.callsTo(FORWARD)).toHaveLength(0);
    });

    it('should refuse a CC that repeats a To address', async () => {
      const api = mockApi();
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await addEmail(dialog, 'CC', 'Owner@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      expect(
        await within(dialog).findByText(
          'One or more email addresses are already included in the "To" section (Owner@example.com)',
        ),
      ).toBeInTheDocument();
      expect(api.callsTo(FORWARD)).toHaveLength(0);
    });

    it('should refuse a message of 500 characters or more', async () => {
      const api = mockApi();
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await userEvent.click(within(dialog).getByRole('textbox', { name: 'Message (optional)' }));
      await userEvent.paste('x'.repeat(501));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      expect(
        await within(dialog).findByText('Message should be 500 characters or less'),
      ).toBeInTheDocument();
      expect(api.callsTo(FORWARD)).toHaveLength(0);
    });

    it('should refuse a sixth To address and say why when it is typed', async () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      for (let index = 1; index <= 6; index++)
        await addEmail(dialog, 'To', `r${index}@example.com`);

      expect(
        within(dialog).getAllByRole('button', { name: /^Remove r\d@example.com$/ }),
      ).toHaveLength(5);
      expect(within(dialog).getByText(EMAIL_MESSAGES.tooManyTo)).toBeInTheDocument();
      expect(EMAIL_MESSAGES.tooManyTo).toBe('A maximum of 5 To emails are allowed');
      // The refused address stays in the field, to be moved to CC or removed.
      expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('r6@example.com');
    });

    it('should say which pasted addresses were refused when a list goes past five', async () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await userEvent.click(within(dialog).getByRole('textbox', { name: 'CC' }));
      await userEvent.paste('a@x.com, b@x.com, c@x.com, d@x.com, e@x.com, f@x.com, g@x.com,');

      expect(within(dialog).getAllByRole('button', { name: /^Remove [a-g]@x.com$/ })).toHaveLength(
        5,
      );
      expect(within(dialog).getByText(EMAIL_MESSAGES.tooManyCc)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'CC' })).toHaveValue('f@x.com, g@x.com');
    });

    it('should say an address is invalid when one is typed and Enter pressed', async () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example');

      expect(within(dialog).getByText(EMAIL_MESSAGES.invalid)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('owner@example');
      expect(within(dialog).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    });

    it('should refuse a CC address already in To as soon as it is typed, saying why', async () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await addEmail(dialog, 'CC', 'Owner@example.com');

      expect(
        within(dialog).getByText(EMAIL_MESSAGES.alreadyInTo(['Owner@example.com'])),
      ).toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: 'Remove Owner@example.com' }),
      ).not.toBeInTheDocument();
    });

    it('should say a CC address repeats To as soon as the same address is added to To', async () => {
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'CC', 'owner@example.com');
      await addEmail(dialog, 'To', 'owner@example.com');

      expect(
        await within(dialog).findByText(
          'One or more email addresses are already included in the "To" section (owner@example.com)',
        ),
      ).toBeInTheDocument();
    });

    it("should post the recipients and message, then toast 'Invoice email forwarded'", async () => {
      const api = mockApi(on(FORWARD, { emailId: 9 }));
      renderWidget(
        <InvoiceRow
          invoice={buildInvoice()}
          recipients={[{ label: 'Jordan Lee', value: 'jordan.lee@example.com' }]}
        />,
      );
      const dialog = await openForward();

      await userEvent.click(within(dialog).getByRole('textbox', { name: 'To' }));
      await userEvent.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
      await addEmail(dialog, 'CC', 'landlord@example.com');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
        'Please pay this invoice.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      expect(await screen.findByText('Invoice email forwarded')).toBeInTheDocument();
      expect(
        screen.getByText('The specified recipient(s) should receive the email shortly.'),
      ).toBeInTheDocument();
      expect(ids(api.callsTo(FORWARD))).toEqual(['1']);
      expect(api.callsTo(FORWARD)[0]?.body).toEqual({
        toAddresses: ['jordan.lee@example.com'],
        ccAddresses: ['landlord@example.com'],
        message: 'Please pay this invoice.',
      });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Forward invoice' })).not.toBeInTheDocument(),
      );
    });

    it("should offer the property's landlords and property manager with an email as To choices", async () => {
      const invoice = buildInvoice();
      const api = mockApi(
        on(propertyCalls.contacts, [
          contact(1, 'LANDLORD', 'Pat Owner', 'pat@example.com'),
          contact(2, 'LANDLORD', 'No Email', null),
          contact(3, 'PROPERTY_MANAGER', 'Jordan Lee', 'jordan.lee@example.com'),
        ]),
      );
      renderWidget(<InvoiceRow invoice={invoice} />);
      const dialog = await openForward();

      await userEvent.click(within(dialog).getByRole('textbox', { name: 'To' }));
      expect(await screen.findByRole('option', { name: /Pat Owner \(Landlord\)/ })).toBeVisible();
      expect(screen.getByRole('option', { name: /Jordan Lee \(Property Manager\)/ })).toBeVisible();
      expect(screen.queryByRole('option', { name: /No Email/ })).not.toBeInTheDocument();
      const [asked] = api.callsTo(propertyCalls.contacts);
      expect(asked!.params.id).toBe(String(invoice.property.compliancePropertyId));
      expect(asked!.query.get('landlords')).toBe('1');
    });

    it("should show 'We were unable to forward this invoice' in the form when the call fails", async () => {
      mockApi(on(FORWARD, fail(500, 'Something went wrong')));
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('We were unable to forward this invoice');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(screen.getByRole('dialog', { name: 'Forward invoice' })).toBeInTheDocument();
    });

    it("should show the quota's message with its minutes in the form when the call answers 429", async () => {
      mockApi(on(FORWARD, fail(429, quotaExceededMessage(12))));
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('We were unable to forward this invoice');
      expect(alert).toHaveTextContent('Too many requests. Please try again in 12 minutes.');
    });

    it("should show the server's field message beside the field when it refuses one", async () => {
      mockApi(
        on(
          FORWARD,
          fail(400, 'Invalid request', {
            'body.toAddresses': 'A maximum of 5 To emails are allowed',
          }),
        ),
      );
      renderWidget(<InvoiceRow invoice={buildInvoice()} />);
      const dialog = await openForward();

      await addEmail(dialog, 'To', 'owner@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));

      expect(
        await within(dialog).findByText('A maximum of 5 To emails are allowed'),
      ).toBeInTheDocument();
    });
  });
});
