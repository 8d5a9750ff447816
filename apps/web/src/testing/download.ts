import type { CallDescription } from '@portal/contracts';
import { vi } from 'vitest';
import { mockApi, on, type Failure, type FileAnswer, type Resolver } from './mock-api';

/**
 * Answers `call` (a call that answers a file) with `answer` (`file(...)` or `fail(...)`) and
 * keeps the browser from saving anything (undone by vi.restoreAllMocks()). Returns the requests
 * made to the call and the spies on the object URL and the download link's click.
 */
export function mockDownload<C extends CallDescription & { file: object }>(
  call: C,
  answer: FileAnswer | Failure,
) {
  const api = mockApi(on(call, answer as Resolver<C>));
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { calls: () => api.callsTo(call), createObjectURL, click };
}
