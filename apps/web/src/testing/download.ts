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

/**
 * Keeps the browser from saving anything and records each file handed to it (the download
 * link's name and the object URL's contents), in order. Undone by vi.restoreAllMocks().
 */
export function recordSavedFiles(): { filename: string; blob: Blob }[] {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:saved-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: { filename: string; blob: Blob }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ filename: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}
