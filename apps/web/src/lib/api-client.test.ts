import {
  authCalls,
  dashboardCalls,
  portfolioCalls,
  settingsCalls,
  updateCalls,
} from '@portal/contracts';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, file, mockApi, mockServer, on, withHeaders } from '../testing/mock-api';
import { buildSession } from '../testing/session-fixtures';
import { callApi, downloadCall, filenameFromContentDisposition } from './api-client';
import { ApiError, isSessionEnded } from './api-error';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Answers GET `path` with `response` as is: answers the contract forbids, so not through on(). */
function answerRaw(path: string, response: () => Response) {
  mockServer.use(http.get(path, response));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('should return the parsed data with credentials and Accept JSON when the envelope reports success', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const session = buildSession({ complianceAgencyId: 7 });
    const api = mockApi(on(authCalls.session, session));

    await expect(callApi(authCalls.session)).resolves.toEqual(session);

    const [request] = api.callsTo(authCalls.session);
    expect(request?.url).toBe('/v1/auth/session');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('should send the body as JSON with its content type when the call takes a body', async () => {
    const api = mockApi(on(authCalls.switchAgency, buildSession({ complianceAgencyId: 3 })));

    await callApi(authCalls.switchAgency, { body: { agencyId: 3 } });

    const [request] = api.callsTo(authCalls.switchAgency);
    expect(request?.method).toBe('PUT');
    expect(request?.body).toEqual({ agencyId: 3 });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('should send repeated query params and drop blank ones when the call takes a query', async () => {
    const api = mockApi(on(portfolioCalls.list, { items: [], total: 0 }));

    await callApi(portfolioCalls.list, {
      query: { facet: ['Overdue', 'OverdueInvoices'], query: ' ' },
    });

    const [request] = api.callsTo(portfolioCalls.list);
    expect(request?.url).toBe('/v1/portfolio?facet=Overdue&facet=OverdueInvoices');
    expect(request?.query.getAll('facet')).toEqual(['Overdue', 'OverdueInvoices']);
    expect(request?.query.has('query')).toBe(false);
  });

  it('should put the encoded params in the path when the call has params', async () => {
    const api = mockApi(
      on(updateCalls.confirmPropertyDetails, {
        compliancePropertyId: 12,
        confirmedAt: '2025-05-01T00:00:00.000Z',
      }),
    );

    await callApi(updateCalls.confirmPropertyDetails, { params: { id: 12 } });

    const [request] = api.callsTo(updateCalls.confirmPropertyDetails);
    expect(request?.url).toBe('/v1/property/12/confirm-single-property-details');
    expect(request?.params).toEqual({ id: '12' });
  });

  it('should throw the envelope error with its fields when the server answers an error', async () => {
    mockApi(
      on(
        settingsCalls.updateUserSettings,
        fail(400, 'Invalid request', { 'agency.defaultPropertyManagerId': 'Unknown manager' }),
      ),
    );

    const error = await caught(
      callApi(settingsCalls.updateUserSettings, {
        body: { agency: { defaultPropertyManagerId: 99 } },
      }),
    );

    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid request',
      fields: { 'agency.defaultPropertyManagerId': 'Unknown manager' },
    });
  });

  it('should throw when the status is 200 but the envelope reports failure', async () => {
    answerRaw(authCalls.session.path, () =>
      HttpResponse.json({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Your session has expired. Please sign in again.' },
      }),
    );

    const error = await caught(callApi(authCalls.session));

    expect(error).toMatchObject({
      status: 200,
      code: 'NOT_FOUND',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('should throw an error named after the status when the error answer is not JSON', async () => {
    answerRaw(
      dashboardCalls.stats.path,
      () =>
        new HttpResponse('<html>Bad gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    );

    const error = await caught(callApi(dashboardCalls.stats));

    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toContain('502');
  });

  it('should throw an invalid-response error when a 2xx answer does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerRaw(authCalls.session.path, () =>
      HttpResponse.json({ success: true, data: { complianceAgencyId: 'x' } }),
    );

    const error = await caught(callApi(authCalls.session));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(console.error).toHaveBeenCalledWith(
      'Unexpected response from GET /v1/auth/session',
      expect.anything(),
    );
  });

  it('should report the session as ended, in the words the user sees, when a call that needs it answers 401', async () => {
    mockApi(on(dashboardCalls.stats, fail(401, 'Unauthorized')));

    const error = await caught(callApi(dashboardCalls.stats, { query: {} }));

    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please sign in again.',
      sessionEnded: true,
    });
    expect(isSessionEnded(error)).toBe(true);
  });

  it('should not report the session as ended when a public call answers 401', async () => {
    mockApi(on(authCalls.login, fail(401, 'Failed to login')));

    const error = await caught(
      callApi(authCalls.login, { body: { authToken: 't', complianceSystemSessionId: 's' } }),
    );

    expect(error).toMatchObject({ status: 401, message: 'Failed to login', sessionEnded: false });
  });

  it('should throw a network error with status 0 when the request never gets an answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    answerRaw(dashboardCalls.stats.path, () => HttpResponse.error());

    const error = await caught(callApi(dashboardCalls.stats));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    // The cause is what fetch failed with (a TypeError in browsers, a NetworkError in happy-dom).
    const fetchFailure: unknown = await (
      fetchSpy.mock.results[0]?.value as Promise<Response>
    ).catch((reason: unknown) => reason);
    expect(fetchFailure).toBeInstanceOf(Error);
    expect(error.cause).toBe(fetchFailure);
  });

  it('should rethrow the abort error when the caller cancels the request', async () => {
    const api = mockApi(on(dashboardCalls.stats, () => new Promise(() => undefined)));
    const controller = new AbortController();

    const pending = callApi(dashboardCalls.stats, { signal: controller.signal });
    await waitFor(() => expect(api.callsTo(dashboardCalls.stats)).toHaveLength(1));
    controller.abort();

    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadCall', () => {
  it('should return the blob and filename when the download succeeds', async () => {
    const api = mockApi(
      on(
        portfolioCalls.integratedExport,
        file('a,b\n1,2\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="portfolio.csv"',
        }),
      ),
    );

    const downloaded = await downloadCall(portfolioCalls.integratedExport, {
      query: { facet: ['Overdue'], fileName: 'portfolio' },
    });

    expect(downloaded.filename).toBe('portfolio.csv');
    expect(await downloaded.blob.text()).toBe('a,b\n1,2\n');
    const [request] = api.callsTo(portfolioCalls.integratedExport);
    expect(request?.url).toBe('/v1/portfolio/integrated/export?facet=Overdue&fileName=portfolio');
    expect(request?.headers.get('Accept')).toBe('*/*');
  });

  it('should give no filename when the answer names none', async () => {
    mockApi(on(updateCalls.summaryExport, file('xlsx')));

    const downloaded = await downloadCall(updateCalls.summaryExport);

    expect(downloaded.filename).toBeUndefined();
    expect(await downloaded.blob.text()).toBe('xlsx');
  });

  it('should use the x-error-message header as the message when the download fails', async () => {
    mockApi(
      on(
        updateCalls.summaryExport,
        withHeaders(fail(404, 'Not found'), {
          'x-error-message': 'No%20properties%20to%20export',
        }),
      ),
    );

    const error = await caught(downloadCall(updateCalls.summaryExport));

    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No properties to export',
    });
  });

  it("should use the envelope's message when a failed download sends no x-error-message", async () => {
    mockApi(on(updateCalls.summaryExport, fail(400, 'File name is too long')));

    const error = await caught(downloadCall(updateCalls.summaryExport));

    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'File name is too long',
    });
  });
});

describe('filenameFromContentDisposition', () => {
  it('should prefer the encoded filename when both forms are given', () => {
    const header = `attachment; filename="report.xlsx"; filename*=UTF-8''R%C3%A9sum%C3%A9%202025.xlsx`;

    expect(filenameFromContentDisposition(header)).toBe('Résumé 2025.xlsx');
  });

  it('should read an unquoted filename when it has no quotes', () => {
    expect(filenameFromContentDisposition('attachment; filename=invoice-12.pdf')).toBe(
      'invoice-12.pdf',
    );
  });

  it('should read the exact name when the server sends quotes and characters beyond ASCII', () => {
    // As the server writes it (the content-disposition package): an escaped fallback and the
    // exact name in UTF-8.
    const header =
      `attachment; filename="invoice-R? \\"7\\" ?.pdf"; ` +
      `filename*=UTF-8''invoice-R%C3%A9%20%227%22%20%E6%9D%B1.pdf`;

    expect(filenameFromContentDisposition(header)).toBe('invoice-Ré "7" 東.pdf');
  });

  it('should unescape a quoted filename when it holds quotes and no encoded form', () => {
    expect(filenameFromContentDisposition('attachment; filename="Q1 \\"final\\".xlsx"')).toBe(
      'Q1 "final".xlsx',
    );
  });

  it('should give undefined when there is no filename', () => {
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
    expect(filenameFromContentDisposition(null)).toBeUndefined();
  });
});
