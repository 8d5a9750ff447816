import { metaCalls } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

const EVENT = metaCalls.reportPageNotFound;
const session = buildSession({
  complianceUserId: 77,
  complianceAgencyId: 3,
  complianceAgencyState: 'QLD',
});

describe('NotFoundPage', () => {
  it('should show the reference and the route path when a signed-in user opens an unknown path', async () => {
    const api = mockSignedInApi({ session });
    api.set(on(EVENT, null));
    renderRoute('/no/such/page?x=1');

    expect(
      await screen.findByText("The page you're looking for doesn't exist"),
    ).toBeInTheDocument();
    expect(screen.getByTestId('not-found-reference')).toHaveTextContent(
      'Reference: user 77, agency 3, state QLD',
    );
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Compliance Portal'));
  });

  it('should post the page-not-found event once when the page renders in StrictMode', async () => {
    const api = mockSignedInApi({ session });
    api.set(on(EVENT, null));
    renderRoute('/missing', { strict: true });

    await screen.findByText("The page you're looking for doesn't exist");
    await waitFor(() => expect(api.callsTo(EVENT)).toHaveLength(1));
    expect(api.callsTo(EVENT)[0]?.body).toEqual({ path: '/missing' });
    // Give a second post the chance to happen before asserting there was none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(EVENT)).toHaveLength(1);
  });

  it('should keep the page when posting the event fails', async () => {
    const api = mockSignedInApi({ session });
    api.set(on(EVENT, fail(500)));
    renderRoute('/missing');

    await waitFor(() => expect(api.callsTo(EVENT)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should not post an event when an unknown /auth path is opened', async () => {
    const api = mockSignedInApi();
    renderRoute('/auth/nowhere');

    expect(
      await screen.findByText("The page you're looking for doesn't exist"),
    ).toBeInTheDocument();
    expect(api.callsTo(EVENT)).toHaveLength(0);
    expect(screen.queryByTestId('not-found-reference')).not.toBeInTheDocument();
  });
});
