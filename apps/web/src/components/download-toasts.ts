import { notifications } from '@mantine/notifications';

export interface DownloadToastTexts {
  /** A toast shown while the file is prepared, replaced by the outcome; none when omitted. */
  preparing?: string;
  success: string;
  failure: string;
  /** Under the failure's title. */
  failureDetail: string;
}

/** Runs a download with its toasts: preparing (when given), then downloaded or failed. */
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
  } catch {
    show({
      id,
      loading: false,
      color: 'red',
      title: texts.failure,
      message: texts.failureDetail,
      autoClose: 8000,
      withCloseButton: true,
    });
    return false;
  }
}
