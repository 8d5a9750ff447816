import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container and the modals manager. Both answer calls made through their stores
 * (`notifications.show`, `modals.open...`) and neither draws anything until called, so the app
 * loads them after the first page rather than with it.
 */
export function AppOverlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
