import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { waitForAppOverlays } from '../testing/overlays';
import { confirmAction, ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { renderWidget } from './widget-test-render';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  renderWidget(
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={onConfirm}
      title="Mark property as vacant"
      confirmLabel="Mark as vacant"
      {...props}
    >
      Are you sure this property is vacant?
    </ConfirmDialog>,
  );
  return { onClose, onConfirm };
}

describe('ConfirmDialog', () => {
  it('should call onConfirm when the confirm button is pressed', async () => {
    const { onConfirm, onClose } = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Mark property as vacant' })).toHaveTextContent(
      'Are you sure this property is vacant?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as vacant' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should call onClose when Cancel is pressed', async () => {
    const { onConfirm, onClose } = renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should call onClose when Escape is pressed', async () => {
    const { onClose } = renderDialog();

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalled();
  });

  it('should not close by Escape or Cancel when it is loading', async () => {
    const { onClose, onConfirm } = renderDialog({ loading: true });

    await userEvent.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Mark as vacant/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should focus Cancel first when the action is dangerous', async () => {
    renderDialog({ danger: true });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});

describe('confirmAction', () => {
  it('should resolve true when the user confirms', async () => {
    renderWidget(<div />);
    await waitForAppOverlays();

    const answer = confirmAction({ title: 'Dismiss finding', body: 'Are you sure?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await expect(answer).resolves.toBe(true);
  });

  it('should resolve false when the user cancels', async () => {
    renderWidget(<div />);
    await waitForAppOverlays();

    const answer = confirmAction({ title: 'Dismiss finding', cancelLabel: 'Keep it' });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));

    await expect(answer).resolves.toBe(false);
  });
});
