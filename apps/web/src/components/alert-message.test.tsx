import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertMessage } from './alert-message';
import { renderWidget } from './widget-test-render';

describe('AlertMessage', () => {
  it('should interrupt with role alert when the variant is error', () => {
    renderWidget(<AlertMessage variant="error" title="Resolve Failed" />);

    expect(screen.getByRole('alert')).toHaveTextContent('Resolve Failed');
  });

  it('should use role status when the variant is info', () => {
    renderWidget(<AlertMessage>This property is currently unoccupied</AlertMessage>);

    expect(screen.getByRole('status')).toHaveTextContent('This property is currently unoccupied');
  });

  it('should call onClose when the dismiss button is pressed', async () => {
    const onClose = vi.fn();
    renderWidget(
      <AlertMessage variant="warning" onClose={onClose}>
        Scheduled maintenance
      </AlertMessage>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should offer no close button when no onClose is given', () => {
    renderWidget(<AlertMessage variant="success">Settings updated</AlertMessage>);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
