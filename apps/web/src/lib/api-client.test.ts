import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, filenameFromContentDisposition } from './api-client';
import { ApiError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const ZSession = z.object({ complianceAgencyId: z.number(), isImpersonating: z.boolean() });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('should return the parsed data when the envelope reports success', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, data: { complianceAgencyId: 7, isImpersonating: false } }),
    );

    const session = await api.get('/v1/auth/session', ZSession);

    expect(session).toEqual({ complianceAgencyId: 7, isImpersonating: false });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/auth/session');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('should send JSON and repeated query params when posting with a body and query', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: null }));

    await api.post('/v1/portfolio', z.null(), {
      body: { agencyId: 3 },
      query: { facet: ['a', 'b'], query: ' ' },
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/portfolio?facet=a&facet=b');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"agencyId":3}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('should throw the envelope error with its fields when the server answers an error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          error: {
            code: 'BAD_REQUEST',
            message: 'Invalid request',
            fields: { name: 'Name is required' },
          },
        },
        400,
      ),
    );

    const error = await caught(api.put('/v1/property/1', z.unknown(), { body: {} }));

    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid request',
      fields: { name: 'Name is required' },
    });
  });

  it('should throw when the status is 200 but the envelope reports failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, error: { code: 'NOT_FOUND', message: 'Session not found' } }),
    );

    const error = await caught(api.get('/v1/auth/session', ZSession));

    expect(error).toMatchObject({ status: 200, code: 'NOT_FOUND', message: 'Session not found' });
  });

  it('should throw an error named after the status when the error answer is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    );

    const error = await caught(api.get('/v1/stats', z.unknown()));

    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toContain('502');
  });

  it('should throw an invalid-response error when a 2xx answer does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { complianceAgencyId: 'x' } }));

    const error = await caught(api.get('/v1/auth/session', ZSession));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('should throw a network error with status 0 when the request never gets an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(api.get('/v1/stats', z.unknown()));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('should rethrow the abort error when the caller cancels the request', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(api.get('/v1/stats', z.unknown(), { signal: controller.signal })).rejects.toBe(
      abort,
    );
  });
});

describe('api.download', () => {
  it('should return the blob and filename when the download succeeds', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\n1,2\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="portfolio.csv"',
        },
      }),
    );

    const file = await api.download('/v1/portfolio/integrated/export', { query: { facet: ['x'] } });

    expect(file.filename).toBe('portfolio.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/portfolio/integrated/export?facet=x');
  });

  it('should use the x-error-message header as the message when the download fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(null, {
        status: 404,
        headers: { 'x-error-message': 'No%20properties%20to%20export' },
      }),
    );

    const error = await caught(api.download('/v1/update/summary/export'));

    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No properties to export',
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
