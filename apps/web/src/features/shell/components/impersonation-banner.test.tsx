import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/browser';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';

vi.mock('../../../lib/browser', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

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

  it('should stay hidden for this browser session when dismissed', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true, sessionId: 's-1' }) });
    const { unmount } = renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument());
    unmount();
    renderRoute('/portfolio');
    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeVisible();
    expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('should send the browser to the system switch-back page when Switch back is pressed', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true }) });
    renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Switch back' }));

    expect(assignLocation).toHaveBeenCalledWith('/cs/vic/App/switchBackToOriginalUser');
  });
});
