import { act } from '@testing-library/react';

/**
 * Waits until the app's overlays (toasts, modals manager), which load after the first render,
 * are mounted: a modal opened before then is not shown.
 */
export async function waitForAppOverlays(): Promise<void> {
  await act(async () => {
    await import('../app/app-overlays');
  });
}
