import { AUTH_ERROR_MESSAGES } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';

const errorUrl = (message: string) => `/auth/error?${new URLSearchParams({ message }).toString()}`;

describe('AuthErrorPage', () => {
  it.each(AUTH_ERROR_MESSAGES)("should show '%s' when the portal sent it", async (message) => {
    renderRoute(errorUrl(message));

    expect(await screen.findByRole('heading', { name: message })).toBeVisible();
  });

  it('should show the generic headline when the message is not one of the portal own', async () => {
    renderRoute(errorUrl('Your account is locked: call 1900 123 456 to unlock it'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText(/1900 123 456/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Try logging in again' })).toBeVisible();
  });
});
