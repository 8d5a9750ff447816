import { notifications } from '@mantine/notifications';
import { isApiError, isSessionEnded } from '../lib/api-error';

export interface DownloadToastTexts {
  /** A toast shown while the file is prepared, replaced by the outcome; none when omitted. */
  preparing?: string;
  success: string;
  failure: string;
  /** Under the failure's title when the server gave no reason (no answer, or its own fault). */
  failureDetail: string;
  /**
   * Under the failure's title when the server refused with its words (a 4xx: the file is gone,
   * the item was removed); the reason alone when omitted.
   */
  refusedDetail?: (reason: string) => string;
}

/** The server's words when it refused the download (4xx), not when it failed or never answered. */
function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.message.trim() === '' ? null : error.message;
}

/**
 * Runs a download with its toasts: preparing (when given), then downloaded or failed, the failure
 * with the server's reason when it refused. A session that ended shows no failure: the shell asks
 * the user to sign in again.
 */
export async function withDownloadToasts(
  id: string,
  texts: DownloadToastTexts,
  run: () => Promise<void>,
): Promise<boolean> {
  if (texts.preparing) {
    notifications.show({
      id,
      loading: true,
      title: texts.preparing,
      message: '',
      autoClose: false,
      withCloseButton: false,
    });
  }
  const show = texts.preparing ? notifications.update : notifications.show;
  try {
    await run();
    show({
      id,
      loading: false,
      color: 'green',
      title: texts.success,
      message: '',
      autoClose: 4000,
      withCloseButton: true,
    });
    return true;
  } catch (error) {
    if (isSessionEnded(error)) {
      notifications.hide(id);
      return false;
    }
    const reason = refusalReason(error);
    show({
      id,
      loading: false,
      color: 'red',
      title: texts.failure,
      message: reason === null ? texts.failureDetail : (texts.refusedDetail?.(reason) ?? reason),
      autoClose: 8000,
      withCloseButton: true,
    });
    return false;
  }
}
