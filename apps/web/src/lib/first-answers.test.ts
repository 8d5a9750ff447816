import { authCalls, settingsCalls } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../testing/mock-api';
import { buildSession } from '../testing/session-fixtures';
import { callApi } from './api-client';
import { isSessionEnded } from './api-error';

/** The page as the server sends a signed-in one: its first answers in a JSON element. */
function pageWithAnswers(answers: Record<string, { status: number; body: unknown }>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answers';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

afterEach(() => {
  document.getElementById('first-answers')?.remove();
  vi.restoreAllMocks();
});

describe('first answers', () => {
  it("should answer a call from the page without a request when the page carries that call's answer, and ask the server after", async () => {
    const inPage = buildSession({ complianceAgencyId: 7 });
    const fromServer = buildSession({ complianceAgencyId: 8 });
    pageWithAnswers({
      [authCalls.session.path]: { status: 200, body: { success: true, data: inPage } },
      [settingsCalls.integrations.path]: { status: 200, body: { success: true, data: [] } },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    mockApi(on(authCalls.session, fromServer), on(settingsCalls.integrations, []));

    await expect(callApi(authCalls.session)).resolves.toEqual(inPage);
    await expect(callApi(settingsCalls.integrations)).resolves.toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById('first-answers')).toBeNull();

    await expect(callApi(authCalls.session)).resolves.toEqual(fromServer);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('should read a refusal in the page as the same refusal from the server when the session has ended', async () => {
    pageWithAnswers({
      [authCalls.agencies.path]: {
        status: 401,
        body: { success: false, error: { code: 'UNAUTHENTICATED', message: 'Session ended' } },
      },
    });
    mockApi(on(authCalls.agencies, []));

    const error = await callApi(authCalls.agencies).catch((reason: unknown) => reason);
    expect(isSessionEnded(error)).toBe(true);
  });
});
