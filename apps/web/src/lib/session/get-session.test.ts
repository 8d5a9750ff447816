import { AUTH_MESSAGES, SESSION_REFETCH_MS } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { buildSession } from '../../testing/session-fixtures';
import { getSession, SessionError, sessionQueryOptions } from './get-session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('getSession', () => {
  it('should return the parsed session when the call succeeds', async () => {
    const session = buildSession();
    mockApi({ 'GET /v1/auth/session': ok(session) });

    await expect(getSession()).resolves.toEqual(session);
  });

  it("should fail with 'Session not found' when the call answers 401", async () => {
    mockApi({ 'GET /v1/auth/session': fail(401, 'Session not found') });

    const error = await getSession().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(SessionError);
    expect((error as Error).message).toBe(AUTH_MESSAGES.sessionNotFound);
  });

  it("should fail with 'Session not found' when a 200 answer reports no success", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /v1/auth/session': { status: 200, body: { success: false } } });

    await expect(getSession()).rejects.toThrow(AUTH_MESSAGES.sessionNotFound);
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
