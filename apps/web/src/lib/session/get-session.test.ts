import { AUTH_MESSAGES, authCalls, SESSION_REFETCH_MS } from '@portal/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, mockServer, on } from '../../testing/mock-api';
import { buildSession } from '../../testing/session-fixtures';
import { getSession, SessionError, sessionQueryOptions } from './get-session';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getSession', () => {
  it('should return the parsed session when the call succeeds', async () => {
    const session = buildSession();
    mockApi(on(authCalls.session, session));

    await expect(getSession()).resolves.toEqual(session);
  });

  it('should fail with the sign-in-again message when the call answers 401', async () => {
    mockApi(on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')));

    const error = await getSession().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(SessionError);
    expect((error as Error).message).toBe(AUTH_MESSAGES.sessionEnded);
  });

  it('should fail with the sign-in-again message when a 200 answer reports no success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Not an answer the contract allows, so straight from MSW.
    mockServer.use(http.get(authCalls.session.path, () => HttpResponse.json({ success: false })));

    await expect(getSession()).rejects.toThrow(AUTH_MESSAGES.sessionEnded);
  });
});

describe('sessionQueryOptions', () => {
  it('should re-read the session every 5 minutes and on every focus when used', () => {
    const options = sessionQueryOptions();

    expect(options.refetchInterval).toBe(SESSION_REFETCH_MS);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.retry).toBe(false);
  });
});
