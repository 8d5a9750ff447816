import { authCalls, userCalls, type TSession } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { mockApi, on, resetMockApi } from './mock-api';
import { buildSession } from './session-fixtures';

const notASession = { complianceAgencyId: 'x' } as unknown as TSession;

describe('mockApi', () => {
  it('should record a request and answer 404 when no test answered its call', async () => {
    const api = mockApi();

    const error = await callApi(userCalls.list).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(api.callsTo(userCalls.list).map((call) => call.url)).toEqual(['/v1/agency/users']);
  });

  it('should answer with the later answer when a call is answered again', async () => {
    const api = mockApi(on(authCalls.session, buildSession({ complianceAgencyId: 1 })));
    api.set(on(authCalls.session, buildSession({ complianceAgencyId: 2 })));

    await expect(callApi(authCalls.session)).resolves.toMatchObject({ complianceAgencyId: 2 });
  });

  it("should throw when an answer's data does not match its call's description", () => {
    expect(() => on(authCalls.session, notASession)).toThrow(
      'The mocked answer of GET /v1/auth/session does not match its description',
    );
  });

  it("should fail the test afterwards when a function's answer does not match its description", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(on(authCalls.session, () => notASession));

    await expect(callApi(authCalls.session)).rejects.toBeInstanceOf(ApiError);

    expect(() => resetMockApi()).toThrow(
      'The mocked answer of GET /v1/auth/session does not match its description',
    );
    vi.restoreAllMocks();
  });

  it('should fail the test afterwards when the app sends a query parameter its call does not describe', async () => {
    mockApi(on(authCalls.session, buildSession()));

    await fetch(`${window.location.origin}/v1/auth/session?_=1`);

    expect(() => resetMockApi()).toThrow(
      'The app sent GET /v1/auth/session Unknown query parameter: _',
    );
  });
});
