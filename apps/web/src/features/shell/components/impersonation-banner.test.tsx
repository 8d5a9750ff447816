import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/browser';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

const BANNER_TITLE = 'You are currently viewing the compliance portal as another user';

describe('ImpersonationBanner', () => {
  it('should warn on every signed-in page while impersonating', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true }) });
    renderRoute('/portfolio');

    expect(await screen.findByText(BANNER_TITLE)).toBeVisible();
    expect(screen.getByText(/reflected in the agency's data/)).toBeVisible();
  });

  it('should not show when the user is not impersonating', async () => {
    mockSignedInApi();
    renderRoute('/');

    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('should name the user acted as when impersonating', async () => {
    mockSignedInApi({
      session: buildSession({ isImpersonating: true, complianceUserName: 'Jordan Lee' }),
    });
    renderRoute('/portfolio');

    expect(await screen.findByText(BANNER_TITLE)).toBeVisible();
    expect(screen.getByText(/You are acting as Jordan Lee/)).toBeVisible();
  });

  it('should collapse into the header indicator for this browser session when dismissed', async () => {
    mockSignedInApi({
      session: buildSession({
        isImpersonating: true,
        sessionId: 's-1',
        complianceUserName: 'Jordan Lee',
      }),
    });
    const { unmount } = renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /Viewing as Jordan Lee/ })).toBeVisible();
    unmount();
    renderRoute('/portfolio');
    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeVisible();
    expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /Viewing as Jordan Lee/ }),
    ).toBeVisible();
  });

  it('should open the banner again when the header indicator is pressed', async () => {
    mockSignedInApi({
      session: buildSession({ isImpersonating: true, complianceUserName: 'Jordan Lee' }),
    });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: /Viewing as Jordan Lee/ }));

    expect(await screen.findByText(BANNER_TITLE)).toBeVisible();
  });

  it('should show no header indicator when the user is not impersonating', async () => {
    mockSignedInApi();
    renderRoute('/');

    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('button', { name: /Viewing as/ })).not.toBeInTheDocument();
  });

  it('should send the browser to the system switch-back page when Switch back is pressed', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true }) });
    renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Switch back' }));

    expect(assignLocation).toHaveBeenCalledWith('/cs/vic/App/switchBackToOriginalUser');
  });
});
