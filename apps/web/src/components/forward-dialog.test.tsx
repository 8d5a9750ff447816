import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInContext, type SignedInValue } from '../lib/session/signed-in-context';
import { AGENCY_SETTINGS, buildSession } from '../testing/session-fixtures';
import { ForwardDialog, type ForwardCall } from './forward-dialog';
import { renderWidget } from './widget-test-render';

afterEach(() => {
  sessionStorage.clear();
});

const SIGNED_IN: SignedInValue = {
  session: buildSession(),
  agencies: [],
  experiments: {},
  agencySettings: AGENCY_SETTINGS,
  isIntegrated: false,
  isSessionExpired: false,
  openSwitchPortfolio: () => undefined,
};

function openDialog(call: Partial<ForwardCall> = {}) {
  renderWidget(
    <SignedInContext.Provider value={SIGNED_IN}>
      <ForwardDialog
        opened
        onClose={() => undefined}
        recipients={[]}
        title="Forward invoice"
        document="Invoice #INV-1001"
        property={{ compliancePropertyId: 1, addressLine1: '1 King St', addressLine2: 'Kew' }}
        messages={{ forwarded: 'Invoice email forwarded', forwardFailed: 'Forward failed' }}
        call={{ isPending: false, error: null, reset: vi.fn(), send: vi.fn(), ...call }}
      />
    </SignedInContext.Provider>,
  );
  return screen.findByRole('dialog', { name: 'Forward invoice' });
}

async function fillIn(dialog: HTMLElement) {
  await userEvent.type(
    await within(dialog).findByRole('textbox', { name: 'To' }),
    'owner@example.com{Enter}',
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
    'Please pay.',
  );
}

describe('ForwardDialog drafts', () => {
  it('should bring back the recipients and message when the dialog opens again after a new sign-in', async () => {
    await fillIn(await openDialog());
    cleanup();

    const dialog = await openDialog();

    expect(
      await within(dialog).findByRole('button', { name: 'Remove owner@example.com' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
      'Please pay.',
    );
  });

  it('should forget what was typed when the dialog is cancelled', async () => {
    const dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    cleanup();

    const reopened = await openDialog();

    expect(
      await within(reopened).findByRole('textbox', { name: 'Message (optional)' }),
    ).toHaveValue('');
  });

  it('should forget what was typed when the email has been forwarded', async () => {
    const send: ForwardCall['send'] = (_email, onSuccess) => onSuccess();
    const dialog = await openDialog({ send });
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));
    await screen.findByText('Invoice email forwarded');
    cleanup();

    const reopened = await openDialog();

    expect(
      await within(reopened).findByRole('textbox', { name: 'Message (optional)' }),
    ).toHaveValue('');
  });
});
