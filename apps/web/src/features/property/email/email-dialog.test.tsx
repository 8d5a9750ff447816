import {
  EMAIL_MESSAGES,
  IMAGE_TOO_LARGE,
  imageCalls,
  propertyCalls,
  propertyEmailCalls,
  type TEmailPreview,
  type TEmailSender,
} from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { waitForAppOverlays } from '../../../testing/overlays';
import { EmailDialog } from './email-dialog';

const READY: TEmailSender = {
  status: 'ready',
  domain: 'yarrabendpm.com.au',
  setupUrl: 'https://mail.provider.example/domains/yarrabendpm.com.au/setup',
  fromOptions: ['jordan.lee@yarrabendpm.com.au', 'rentals@yarrabendpm.com.au'],
  defaultRecipient: 'jordan.lee@yarrabendpm.com.au',
};

function openDialog(sender: TEmailSender = READY) {
  const api = mockApi(
    on(propertyEmailCalls.sender, sender),
    on(propertyCalls.contacts, [
      {
        id: 1,
        role: 'OCCUPANT',
        name: 'Sam Tenant',
        email: 'sam@example.com',
        salutation: null,
        contactNumbers: [],
        address: null,
      },
    ]),
  );
  const onClose = vi.fn();
  renderWidget(<EmailDialog propertyId={501} opened onClose={onClose} canDownload />);
  return { api, onClose };
}

describe('EmailDialog', () => {
  it("should say the account is not set up, with the domain's setup link, when it is not", async () => {
    openDialog({ ...READY, status: 'notSetUp', fromOptions: [] });
    expect(await screen.findByText('Seems like your account is not setup yet')).toBeVisible();
    expect(screen.getByRole('link', { name: /Set up yarrabendpm.com.au/ })).toHaveAttribute(
      'href',
      READY.setupUrl,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('should say sending is disabled and to contact the account manager when the agency turned it off', async () => {
    openDialog({ ...READY, status: 'disabled', fromOptions: [] });
    expect(
      await screen.findByText('Sending emails from the Compliance Portal is disabled'),
    ).toBeVisible();
    expect(screen.getByText(/contact your account manager/)).toBeVisible();
  });

  it("should refuse to send without a To address, in the rule's words", async () => {
    const { api } = openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(EMAIL_MESSAGES.required)).toBeVisible();
    expect(api.callsTo(propertyEmailCalls.sendOccupantNotification)).toHaveLength(0);
  });

  it('should send from the chosen account with the copy to self in CC and say so when sent', async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog();
    api.set(on(propertyEmailCalls.sendOccupantNotification, { emailId: 7 }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'To' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sam Tenant/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me a copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [sent] = api.callsTo(propertyEmailCalls.sendOccupantNotification);
    expect(sent!.body).toMatchObject({
      propertyId: 501,
      fromEmail: 'jordan.lee@yarrabendpm.com.au',
      toAddresses: ['sam@example.com'],
      ccAddresses: ['jordan.lee@yarrabendpm.com.au'],
    });
  });

  it("should show the server's reason under 'Failed to send occupant notification' when sending fails", async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog();
    api.set(
      on(
        propertyEmailCalls.sendOccupantNotification,
        fail(409, 'Sending emails from the Compliance Portal is disabled'),
      ),
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'To' }),
      'owner@example.com{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send occupant notification')).toBeInTheDocument();
    expect(
      screen.getByText('Sending emails from the Compliance Portal is disabled'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should show the preview in a frame that runs nothing when Preview is chosen', async () => {
    const { api } = openDialog();
    const preview: TEmailPreview = {
      subject: 'Important information about 1 Test Street, Richmond VIC 3121',
      from: { email: READY.fromOptions[0]! },
      recipients: [{ type: 'to', email: 'owner@example.com' }],
      preview_html: '<p>Hello</p>',
    };
    api.set(on(propertyEmailCalls.preview, preview));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'To' }),
      'owner@example.com{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview email' });
    expect(within(dialog).getByText(preview.subject)).toBeVisible();
    const frame = within(dialog).getByTitle('Email message');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello</p>');
    await waitFor(() => expect(api.callsTo(propertyEmailCalls.preview)).toHaveLength(1));
  });

  it("should refuse an image over 2 MB in the spec's words without uploading it", async () => {
    await waitForAppOverlays();
    const { api } = openDialog();
    await screen.findByRole('button', { name: 'Send' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'photo.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [big] } });

    expect(await screen.findByText(IMAGE_TOO_LARGE)).toBeInTheDocument();
    expect(api.callsTo(imageCalls.upload)).toHaveLength(0);
  });
});
