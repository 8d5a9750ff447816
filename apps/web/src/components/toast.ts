import { notifications } from '@mantine/notifications';
import { isSessionEnded } from '../lib/api-error';

/** A success toast with the spec's wording, e.g. 'Settings updated'. */
export function showSuccessToast(title: string, message?: string): void {
  notifications.show({ color: 'green', title, message: message ?? '' });
}

/**
 * A failure toast: the spec's wording as title, the server's reason (when any) below it. None
 * for a call refused because the session has ended: the shell's notice says so, over everything.
 */
export function showErrorToast(title: string, error?: unknown): void {
  if (isSessionEnded(error)) return;
  const message = error instanceof Error ? error.message : '';
  notifications.show({ color: 'red', title, message });
}
