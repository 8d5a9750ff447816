import type { DownloadedFile } from './api-client';

/** Hands a downloaded file to the browser's own download flow. */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
