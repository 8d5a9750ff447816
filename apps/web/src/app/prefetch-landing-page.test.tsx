import {
  AUTH_PARAMS,
  authCalls,
  dashboardCalls,
  invoiceCalls,
  metaCalls,
  portfolioCalls,
  propertyCalls,
  quoteCalls,
} from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDashboardApi } from '../features/dashboard/testing/dashboard-fixtures';
import { buildPage, mockPortfolioApi } from '../features/portfolio/testing/portfolio-fixtures';
import { mockPropertyApi } from '../features/property/testing/property-fixtures';
import { renderRoute } from '../testing/render';
import { fail, mockApi, on } from '../testing/mock-api';
import { buildSystems, mockSignedInApi } from '../testing/session-fixtures';
import { buildPortalConfig } from '../testing/settings-fixtures';
import { prefetchLandingPage } from './prefetch-landing-page';
import { createQueryClient } from './query-client';

// happy-dom lays nothing out, so recharts would only warn of a 0×0 chart.

const dashboardCallsMade = (api: ReturnType<typeof mockDashboardApi>) =>
  [
    dashboardCalls.stats,
    dashboardCalls.urgentAccessIssues,
    dashboardCalls.overdueInvoices,
    metaCalls.portalConfig,
  ].map((call) => api.callsTo(call).length);

describe('prefetchLandingPage', () => {
  it('should ask for the dashboard figures and open lists once when the app starts on the dashboard', async () => {
    mockSignedInApi();
    const api = mockDashboardApi();
    const queryClient = createQueryClient();

    const search = '?action-required-tab=overdue-invoices';
    await prefetchLandingPage(queryClient, { pathname: '/', search });
    // Asked before the page has drawn: the figures, the urgent notices, the open tab's list and
    // the provider's name the figures quote.
    expect(dashboardCallsMade(api)).toEqual([1, 1, 1, 1]);

    renderRoute(`/${search}`, { queryClient });
    expect(await screen.findByText('No overdue invoices')).toBeInTheDocument();
    expect(dashboardCallsMade(api)).toEqual([1, 1, 1, 1]);
  });

  it('should ask for no page data when the URL switches the agency first', async () => {
    mockSignedInApi();
    const api = mockDashboardApi();

    await prefetchLandingPage(createQueryClient(), {
      pathname: '/',
      search: `?${AUTH_PARAMS.agencyId}=2`,
    });

    expect(dashboardCallsMade(api)).toEqual([0, 0, 0, 0]);
  });

  it('should ask for no page data when the landing page is not the dashboard', async () => {
    mockSignedInApi();
    const api = mockDashboardApi();

    await prefetchLandingPage(createQueryClient(), { pathname: '/portfolio', search: '' });

    expect(dashboardCallsMade(api)).toEqual([0, 0, 0, 0]);
  });

  it('should ask for a property and each list of its overview once when the app starts on a property', async () => {
    const api = mockPropertyApi();
    const overviewCalls = [
      propertyCalls.detail,
      propertyCalls.tenancy,
      propertyCalls.keyPickupLocation,
      propertyCalls.notices,
      propertyCalls.appliances,
      propertyCalls.contacts,
      invoiceCalls.propertyInvoices,
      quoteCalls.list,
    ];
    const queryClient = createQueryClient();

    await prefetchLandingPage(queryClient, { pathname: '/property/501', search: '' });
    expect(overviewCalls.map((call) => api.callsTo(call).length)).toEqual(
      overviewCalls.map(() => 1),
    );

    renderRoute('/property/501', { queryClient });
    expect(await screen.findByText('Casey Brown')).toBeInTheDocument();
    expect(overviewCalls.map((call) => api.callsTo(call).length)).toEqual(
      overviewCalls.map(() => 1),
    );
  });

  it('should ask for no property when the app starts on a tab of a property', async () => {
    const api = mockPropertyApi();

    await prefetchLandingPage(createQueryClient(), {
      pathname: '/property/501/history',
      search: '',
    });

    expect(api.callsTo(propertyCalls.detail)).toHaveLength(0);
  });

  it('should draw the states at once, asking nothing again, when the landing answers came before the sign-in page mounted', async () => {
    const api = mockApi(
      on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')),
      on(authCalls.systems, buildSystems()),
      on(metaCalls.portalConfig, buildPortalConfig()),
    );
    const queryClient = createQueryClient();

    await prefetchLandingPage(queryClient, { pathname: '/auth/login', search: '' });
    // The session, the states and the help links, each asked once before the page's code ran.
    const asked = () =>
      [authCalls.session, authCalls.systems, metaCalls.portalConfig].map(
        (call) => api.callsTo(call).length,
      );
    expect(asked()).toEqual([1, 1, 1]);
    renderRoute('/auth/login', { queryClient });

    expect(await screen.findByRole('heading', { name: 'Select your state' })).toBeVisible();
    // Drawn with the page, not after a skeleton.
    expect(screen.getByRole('link', { name: /Victoria/ })).toBeVisible();
    expect(asked()).toEqual([1, 1, 1]);
  });

  it('should ask whether a session is open once when the app starts on the sign-in page', async () => {
    let answer: (signedOut: ReturnType<typeof fail>) => void = () => undefined;
    const api = mockApi(
      on(authCalls.session, () => new Promise((resolve) => (answer = resolve))),
      on(authCalls.systems, buildSystems()),
    );
    const queryClient = createQueryClient();

    const prefetched = prefetchLandingPage(queryClient, { pathname: '/auth/login', search: '' });
    renderRoute('/auth/login', { queryClient });
    // The page mounts while the answer is on its way, and waits for that answer.
    expect(await screen.findByText("We're signing you in...")).toBeInTheDocument();
    answer(fail(401, 'Your session has expired. Please sign in again.'));
    await prefetched;

    expect(await screen.findByRole('heading', { name: 'Select your state' })).toBeVisible();
    expect(api.callsTo(authCalls.session)).toHaveLength(1);
  });

  it('should ask for nothing when the app starts on another sign-in page', async () => {
    const api = mockSignedInApi();

    await prefetchLandingPage(createQueryClient(), { pathname: '/auth/logout', search: '' });

    expect(api.calls).toHaveLength(0);
  });

  it('should ask for the portfolio page its URL names once when the app starts on the portfolio', async () => {
    mockSignedInApi();
    const api = mockPortfolioApi(buildPage(20, 45));
    const queryClient = createQueryClient();

    await prefetchLandingPage(queryClient, {
      pathname: '/portfolio',
      search: '?page=2&sort=status',
    });
    expect(api.callsTo(portfolioCalls.list)).toHaveLength(1);

    renderRoute('/portfolio?page=2&sort=status', { queryClient });
    expect(await screen.findByText('Showing 21–40 of 45 properties')).toBeInTheDocument();
    expect(api.callsTo(portfolioCalls.list)).toHaveLength(1);
  });

  it("should ask for no portfolio page when the URL opens the other providers' portfolio", async () => {
    mockSignedInApi();
    const api = mockPortfolioApi();

    await prefetchLandingPage(createQueryClient(), {
      pathname: '/portfolio',
      search: '?managed-by=OTHER',
    });

    expect(api.callsTo(portfolioCalls.list)).toHaveLength(0);
  });
});
