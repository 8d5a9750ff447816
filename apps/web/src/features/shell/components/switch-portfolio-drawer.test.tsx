import { authCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../../lib/session/keys';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import {
  buildAgencies,
  buildSession,
  DEMO_AGENCIES,
  mockSignedInApi,
} from '../../../testing/session-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch Portfolio' }));
  return screen.findByRole('dialog', { name: 'Switch to a different portfolio' });
}

describe('SwitchPortfolioDrawer', () => {
  it('should list the current portfolio first and mark it', async () => {
    const [vic, nsw, qld] = DEMO_AGENCIES;
    mockSignedInApi({
      session: buildSession({ complianceAgencyId: 2 }),
      agencies: [vic!, nsw!, qld!],
    });
    renderRoute('/');
    const panel = await openPanel();

    const entries = within(panel).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Harbour City RealtyNSWYour current portfolio',
      'Yarra Bend Property ManagementVIC',
      'Riverside Property PartnersQLD',
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByText(/contact your account manager/)).toBeVisible();
  });

  it('should not paginate when there are 5 portfolios', async () => {
    mockSignedInApi({ agencies: buildAgencies(5) });
    renderRoute('/');
    const panel = await openPanel();

    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('should show 5 per page with the paginator when there are more than 5', async () => {
    mockSignedInApi({ agencies: buildAgencies(7) });
    renderRoute('/');
    const panel = await openPanel();

    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(panel).getByRole('button', { name: 'Page 2' }));

    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Agency 6VIC', 'Agency 7VIC']);
  });

  it('should replace the session, clear other cached data, go home and close when switching', async () => {
    const api = mockSignedInApi();
    const next = buildSession({
      complianceAgencyId: 2,
      complianceAgencyName: 'Harbour City Realty',
    });
    api.set(on(authCalls.switchAgency, next));
    const { router, queryClient } = renderRoute('/portfolio');
    queryClient.setQueryData(['portfolio', 'list', { page: 1 }], { items: [] });
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole('button', { name: /Harbour City Realty/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo(authCalls.switchAgency).map((call) => call.body)).toEqual([{ agencyId: 2 }]);
    expect(api.callsTo(authCalls.switchAgency)[0]?.headers.get('Content-Type')).toBe(
      'application/json',
    );
    expect(queryClient.getQueryData(['portfolio', 'list', { page: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.session())).toEqual(next);
    expect(queryClient.getQueryData(authKeys.agencies())).toEqual(DEMO_AGENCIES);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Harbour City Realty').length).toBeGreaterThan(0);
  });

  it("should put the legacy links on the new agency's state system when switching to another state", async () => {
    const api = mockSignedInApi();
    api.set(
      on(
        authCalls.switchAgency,
        buildSession({
          complianceAgencyId: 3,
          complianceAgencyName: 'Riverside Property Partners',
          complianceAgencyState: 'QLD',
          complianceSystemUrl: '/cs/qld',
          signInSystemUrl: '/cs/vic',
        }),
      ),
    );
    renderRoute('/');
    const bookings = () => screen.getAllByRole('link', { name: 'Bookings', hidden: true });
    await waitFor(() => expect(bookings().length).toBeGreaterThan(0));
    for (const link of bookings()) expect(link).toHaveAttribute('href', '/cs/vic/Bookings/view');
    const panel = await openPanel();

    await userEvent.click(
      within(panel).getByRole('button', { name: /Riverside Property Partners/ }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: 'Lease Checks', hidden: true })[0],
      ).toHaveAttribute('href', '/cs/qld/BetweenTenancyBatches/manageTenancyChange'),
    );
    for (const link of bookings()) expect(link).toHaveAttribute('href', '/cs/qld/Bookings/view');
  });

  it('should disable every choice and show progress on the chosen one while switching', async () => {
    const api = mockSignedInApi();
    api.set(on(authCalls.switchAgency, () => new Promise(() => undefined)));
    renderRoute('/');
    const panel = await openPanel();

    const nsw = within(panel).getByRole('button', { name: /Harbour City Realty/ });
    await userEvent.click(nsw);

    await waitFor(() => expect(nsw).toHaveAttribute('data-loading', 'true'));
    expect(nsw).toBeDisabled();
    expect(
      within(panel).getByRole('button', { name: /Riverside Property Partners/ }),
    ).toBeDisabled();
  });

  it('should go to the switch error page when switching fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockSignedInApi();
    api.set(on(authCalls.switchAgency, fail(404, 'Not found')));
    const { router } = renderRoute('/');
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole('button', { name: /Harbour City Realty/ }));

    expect(
      await screen.findByRole('heading', { name: 'Failed to switch portfolio' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/error');
    expect(console.error).toHaveBeenCalledWith('Failed to switch agency', expect.anything());
  });
});
