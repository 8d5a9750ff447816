import { AUTH_MESSAGES, authCalls } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../../lib/session/keys';
import { fail, mockApi, on, type Answer } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { AGENCY_SETTINGS, buildSession, DEMO_AGENCIES } from '../../../testing/session-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const session = buildSession({ isImpersonating: true, originalComplianceUserId: 99 });

function mockLoginApi(login: Answer<typeof authCalls.login> = session) {
  return mockApi(
    on(authCalls.login, login),
    on(authCalls.session, session),
    on(authCalls.agencies, DEMO_AGENCIES),
    on(authCalls.activeExperiments, {}),
    on(authCalls.agencySettings, AGENCY_SETTINGS),
  );
}

const callbackUrl = (params: Record<string, string>) =>
  `/auth/callback?${new URLSearchParams(params).toString()}`;

const expectLoginError = (search: string) =>
  expect(new URLSearchParams(search).get('message')).toBe('Failed to login');

describe('LoginCallbackPage', () => {
  it('should post the token once with the right body when rendered under StrictMode', async () => {
    const api = mockLoginApi();
    const { router, queryClient } = renderRoute(
      callbackUrl({
        token: 'signed.token.value',
        state: '/portfolio?page=2',
        __acp_compliance_session_id: 'cs-session-1',
        __acp_impersonating: '1',
        __acp_original_user_id: '99',
      }),
      { strict: true },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    const posts = api.callsTo(authCalls.login);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      authToken: 'signed.token.value',
      complianceSystemSessionId: 'cs-session-1',
      isImpersonating: true,
      originalComplianceUserId: 99,
    });
    expect(posts[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(authKeys.session())).toEqual(session);
  });

  it('should send isImpersonating false and no original user when those params are absent', async () => {
    const api = mockLoginApi();
    const { router } = renderRoute(
      callbackUrl({ token: 't', __acp_compliance_session_id: 'cs-1' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo(authCalls.login)[0]?.body).toEqual({
      authToken: 't',
      complianceSystemSessionId: 'cs-1',
      isImpersonating: false,
      originalComplianceUserId: null,
    });
  });

  it("should show 'We're signing you in...' while the login call runs", async () => {
    mockApi(on(authCalls.login, () => new Promise(() => undefined)));
    renderRoute(callbackUrl({ token: 't', __acp_compliance_session_id: 'cs-1' }));

    expect(await screen.findByText("We're signing you in...")).toBeVisible();
  });

  it('should go to / when the state would leave the site', async () => {
    mockLoginApi();
    const { router } = renderRoute(
      callbackUrl({ token: 't', __acp_compliance_session_id: 'cs-1', state: '//evil.example' }),
    );

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('should go to the login error page when the login call fails', async () => {
    mockLoginApi(fail(401, 'Failed to login'));
    const { router } = renderRoute(
      callbackUrl({ token: 'tampered', __acp_compliance_session_id: 'cs-1', state: '/' }),
    );

    expect(await screen.findByRole('heading', { name: 'Failed to login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/error');
    expectLoginError(router.state.location.search);
  });

  it('should say so when the sign-in was made in another browser', async () => {
    mockLoginApi(fail(401, AUTH_MESSAGES.signInFromAnotherBrowser));
    const { router } = renderRoute(
      callbackUrl({ token: 'someone-elses', __acp_compliance_session_id: 'cs-1' }),
    );

    expect(
      await screen.findByRole('heading', { name: AUTH_MESSAGES.signInFromAnotherBrowser }),
    ).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe(
      AUTH_MESSAGES.signInFromAnotherBrowser,
    );
  });

  it('should go to the login error page without a call when the token is missing', async () => {
    const api = mockLoginApi();
    const { router } = renderRoute(callbackUrl({ __acp_compliance_session_id: 'cs-1' }));

    expect(await screen.findByRole('heading', { name: 'Failed to login' })).toBeVisible();
    expectLoginError(router.state.location.search);
    expect(api.callsTo(authCalls.login)).toHaveLength(0);
  });

  it('should go to the login error page when the compliance session id is missing', async () => {
    const api = mockLoginApi();
    const { router } = renderRoute(callbackUrl({ token: 't' }));

    expect(await screen.findByRole('heading', { name: 'Failed to login' })).toBeVisible();
    expectLoginError(router.state.location.search);
    expect(api.callsTo(authCalls.login)).toHaveLength(0);
  });
});
