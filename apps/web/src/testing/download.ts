import { vi } from 'vitest';

export interface FileReply {
  status: number;
  body?: BlobPart;
  headers?: Record<string, string>;
}

/**
 * Answers `path` (a pathname) with a file or a failure, passing every other call to the fetch in
 * place (mockApi's), and keeps the browser from saving anything (undo with vi.unstubAllGlobals()
 * and vi.restoreAllMocks()). Returns the URLs asked for.
 */
export function mockDownload(path: string, reply: FileReply) {
  const inner = globalThis.fetch;
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname !== path) return inner(input, init);
    urls.push(url);
    return new Response(reply.body ?? null, { status: reply.status, headers: reply.headers });
  });
  // Restored by vi.restoreAllMocks().
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { urls, createObjectURL, click };
}
