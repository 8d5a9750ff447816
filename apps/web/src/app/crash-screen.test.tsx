import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CrashScreen } from './crash-screen';
import { describeError } from './root-error-boundary';

describe('CrashScreen', () => {
  it('should show the error message and session id when rendering has failed', () => {
    renderWithProviders(
      <CrashScreen message="Cannot read properties of undefined" sessionId="abc-123" />,
    );

    expect(screen.getByText('The following error was encountered:')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByText('abc-123')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toBe('Error | Compliance Portal');
  });

  it('should say the session id is not available when there is none', () => {
    renderWithProviders(<CrashScreen message="Boom" />);

    expect(screen.getByTestId('crash-session-id')).toHaveTextContent('Not available');
  });

  it('should reload when the reload button is pressed', async () => {
    const onReload = vi.fn();
    renderWithProviders(<CrashScreen message="Boom" onReload={onReload} />);

    await userEvent.click(screen.getByRole('button', { name: 'Reload this page' }));

    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('describeError', () => {
  it('should use the message when the error is an Error', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
  });

  it('should describe anything else without throwing', () => {
    expect(describeError(undefined)).toBe('An unknown error occurred.');
    expect(describeError('plain text')).toBe('plain text');
  });
});
